package web

import (
	"context"
	"html"
	"net/http"
	"net/url"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/roadcase/roadcase/adapters/moneyfmt"
	"github.com/roadcase/roadcase/adapters/reportcsv"
	"github.com/roadcase/roadcase/core/reporting"
)

func TestTheReportCatalogListsEveryReportUnderItsCategoryToMembers(t *testing.T) {
	f := newReportsFixture(t)
	page := f.signedIn(f.member.Email).get("/reports")
	wantStatus(t, page, http.StatusOK)
	for _, rep := range reporting.Default.Reports() {
		if !strings.Contains(page.body, `href="/reports/`+rep.Key+`"`) {
			t.Errorf("the catalog page has no link to %s", rep.Key)
		}
		if !strings.Contains(page.body, html.EscapeString(rep.Description)) {
			t.Errorf("the catalog page lacks %s's description", rep.Key)
		}
	}
	for _, cat := range []string{"Finance", "Ticketing", "Operations and advancing", "Portfolio"} {
		if !strings.Contains(page.body, ">"+html.EscapeString(cat)+"</h2>") {
			t.Errorf("no heading %q", cat)
		}
	}
	wantContains(t, page, `href="/reports" aria-current="page">Reports</a>`, `href="/dashboard"`)
	for _, path := range []string{"/reports", "/reports/tour_pnl", "/reports/tour_pnl/csv"} {
		wantStatus(t, f.signedIn(f.viewer.Email).get(path), http.StatusForbidden)
		if r := f.browser().get(path); r.status != http.StatusSeeOther {
			t.Errorf("GET %s signed out: status %d, want the sign-in redirect", path, r.status)
		}
	}
}

func TestAReportsFormIsMadeOfTheCatalogsParameters(t *testing.T) {
	f := newReportsFixture(t)
	b := f.signedIn(f.member.Email)
	overdue := b.get("/reports/overdue_advances")
	wantStatus(t, overdue, http.StatusOK)
	wantContains(t, overdue, `name="as_of" type="date"`, `name="days_before_show" type="text"`, `inputmode="numeric"`,
		`Default: 7.`, `<option value="`+string(f.project.ID)+`">Spring tour</option>`, `name="from" type="date"`)
	pnl := b.get("/reports/show_pnl")
	wantContains(t, pnl, `<select id="deal_side" name="deal_side"`, `<option value="received">Received</option>`,
		`<option value="paid">Paid</option>`, `name="category"`)
	if strings.Contains(pnl.body, `name="as_of"`) {
		t.Error("show_pnl does not take as_of, yet its form has it")
	}
	wantContains(t, b.get("/reports/run_of_show"), `Show (required)`)
	if strings.Contains(overdue.body, "<table") {
		t.Error("the form alone computed the report")
	}
	wantStatus(t, b.get("/reports/no_such_report"), http.StatusNotFound)
}

func TestAReportsMistakesAreShownBesideTheirFields(t *testing.T) {
	f := newReportsFixture(t)
	page := f.signedIn(f.member.Email).get("/reports/sales_pace?run=1&as_of=soon&from=2026-05-01&to=2026-04-01&project_id=")
	wantStatus(t, page, http.StatusUnprocessableEntity)
	wantContains(t, page, `class="error-summary"`, `<a href="#as_of">must be a date such as 2026-05-31</a>`,
		`id="as_of-error"`, `id="to-error"`, `aria-invalid="true"`, `value="soon"`)
	missing := f.signedIn(f.member.Email).get("/reports/crew_roster?run=1")
	wantStatus(t, missing, http.StatusUnprocessableEntity)
	wantContains(t, missing, `id="project_id-error"`)
	other := f.signedIn(f.member.Email).get("/reports/crew_roster?run=1&project_id=0b9f3c1e-5d7a-4c2b-9e8f-1a2b3c4d5e6f")
	wantStatus(t, other, http.StatusNotFound)
}

// cellPattern reads a report table's body cells.
var cellPattern = regexp.MustCompile(`<td(?: class="num")?>(.*?)</td>`)

func TestAReportsCellsAreTheUseCasesFiguresFormattedByTheCurrencysRules(t *testing.T) {
	f := newReportsFixture(t)
	query := url.Values{"project_id": {string(f.project.ID)}, "from": {"2026-04-01"}, "run": {"1"}}
	page := f.signedIn(f.member.Email).get("/reports/daily_ticket_count?" + query.Encode())
	wantStatus(t, page, http.StatusOK)
	q, _ := reportQueryOf(query)
	res, err := f.reporting.RunReport(context.Background(), f.org.ID, "daily_ticket_count", q, nil)
	if err != nil {
		t.Fatal(err)
	}
	var want []string
	for _, row := range append(slices.Clone(res.Rows), res.Totals...) {
		for i, c := range res.Report.Columns {
			want = append(want, independentText(c, row, i, res.Report.Columns))
		}
	}
	var got []string
	for _, m := range cellPattern.FindAllStringSubmatch(page.body, -1) {
		got = append(got, html.UnescapeString(m[1]))
	}
	if len(want) == 0 || !slices.Equal(got, want) {
		t.Errorf("cells\n%q\nwant\n%q", got, want)
	}
	wantContains(t, page, "€14,200.00") // 400 tickets at €35.50
	if !strings.Contains(page.body, `href="/reports/daily_ticket_count/csv?from=2026-04-01&amp;project_id=`) {
		t.Error("no CSV link with the report's query")
	}
}

// independentText is what a cell must read: written here from the CSV's exact
// digits, not through the page's formatter.
func independentText(c reporting.Column, row reporting.Row, i int, cols []reporting.Column) string {
	var v any
	if i < len(row) {
		v = row[i]
	}
	digits := reportcsv.Field(c, v)
	switch {
	case v == nil || (c.Type == reporting.ColumnNumber && digits == ""):
		return `<span aria-hidden="true">—</span><span class="visually-hidden">no data</span>`
	case c.Unit == reporting.UnitMoney:
		cur := row[slices.IndexFunc(cols, func(c reporting.Column) bool { return c.Key == "currency" })].(string)
		sign, whole := "", strings.TrimPrefix(digits, "-")
		if whole != digits {
			sign = moneyfmt.Minus
		}
		for len(whole) < 3 {
			whole = "0" + whole
		}
		return sign + map[string]string{"EUR": "€"}[cur] + moneyfmt.Group(whole[:len(whole)-2]) + "." + whole[len(whole)-2:]
	case c.Unit == reporting.UnitPercent:
		return digits + "\u00a0%"
	case c.Type == reporting.ColumnNumber:
		whole, frac, ok := strings.Cut(digits, ".")
		if ok {
			return moneyfmt.Group(whole) + "." + frac
		}
		return moneyfmt.Group(whole)
	case c.Type == reporting.ColumnBool:
		return map[string]string{"true": "Yes", "false": "No"}[digits]
	}
	return digits
}

func TestAReportsCSVLinkIsTheAPIsCSV(t *testing.T) {
	f := newReportsFixture(t)
	query := url.Values{"project_id": {string(f.project.ID)}}
	got := f.signedIn(f.member.Email).get("/reports/daily_ticket_count/csv?" + query.Encode())
	wantStatus(t, got, http.StatusOK)
	q, _ := reportQueryOf(query)
	res, err := f.reporting.RunReport(context.Background(), f.org.ID, "daily_ticket_count", q, nil)
	if err != nil {
		t.Fatal(err)
	}
	want, err := reportcsv.Write(res)
	if err != nil || got.body != string(want) || got.header.Get("Content-Type") != reportcsv.ContentType ||
		got.header.Get("Content-Disposition") != `attachment; filename="daily_ticket_count.csv"` {
		t.Errorf("csv %q (%v, %v)\nwant %q", got.body, got.header, err, want)
	}
	if strings.Count(got.body, "\r\n") != 1+3+len(res.Totals) {
		t.Errorf("csv has %d lines, want the header, 3 shows and the totals", strings.Count(got.body, "\r\n"))
	}
}
