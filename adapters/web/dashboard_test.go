package web

import (
	"context"
	"html"
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"testing"

	"github.com/roadcase/roadcase/core/reporting"
)

// tilePattern reads a tile's KPI, currency and exact figures.
var tilePattern = regexp.MustCompile(`<li class="tile" data-kpi="([a-z_]+)" data-currency="([A-Z]*)" data-value="([^"]+)" data-previous="([^"]+)">`)

func TestEveryDashboardTileIsTheValuesUseCasesFigureForTheSameQuery(t *testing.T) {
	f := newReportsFixture(t)
	// April holds the three shows; the 30 days before it, none.
	query := url.Values{"project_id": {string(f.project.ID)}, "from": {"2026-04-01"}, "to": {"2026-04-30"}}
	page := f.signedIn(f.member.Email).get("/dashboard?" + query.Encode())
	wantStatus(t, page, http.StatusOK)
	ctx := context.Background()
	now, err := f.reporting.Values(ctx, f.org.ID, reporting.ValuesQuery{Keys: dashboardKPIs, ProjectID: string(f.project.ID),
		From: "2026-04-01", To: "2026-04-30"})
	if err != nil {
		t.Fatal(err)
	}
	before, err := f.reporting.Values(ctx, f.org.ID, reporting.ValuesQuery{Keys: dashboardKPIs, ProjectID: string(f.project.ID),
		From: "2026-03-02", To: "2026-03-31"})
	if err != nil {
		t.Fatal(err)
	}
	// A money KPI without data in any currency is one value without currency.
	want := func(vs []reporting.Value, key, cur string) string {
		for _, v := range vs {
			if v.Key == key && v.Currency == cur {
				return exactDigits(v.Unit, v.Value)
			}
		}
		for _, v := range vs {
			if v.Key == key && v.Currency == "" && v.Unit == reporting.UnitMoney {
				return exactDigits(v.Unit, v.Value)
			}
		}
		return "null"
	}
	tiles := tilePattern.FindAllStringSubmatch(page.body, -1)
	seen := map[string]bool{}
	for _, m := range tiles {
		key, cur, value, previous := m[1], m[2], m[3], m[4]
		seen[key] = true
		if w := want(now.Values, key, cur); value != w {
			t.Errorf("%s %s = %s, the use case says %s", key, cur, value, w)
		}
		if w := want(before.Values, key, cur); previous != w {
			t.Errorf("%s %s previous = %s, the use case says %s", key, cur, previous, w)
		}
	}
	for _, key := range dashboardKPIs {
		if !seen[key] {
			t.Errorf("no tile for %s", key)
		}
	}
	// 400 + 550 + 700 tickets at €35.50 in April, none in March.
	wantContains(t, page, `data-kpi="tickets_sold" data-currency="" data-value="1650" data-previous="null"`,
		`data-kpi="gross" data-currency="EUR" data-value="5857500"`, "€58,575.00",
		"From 2026-04-01 to 2026-04-30, each beside the 2026-03-02 to 2026-03-31 period",
		`aria-current="page">Dashboard</a>`)
	if !strings.Contains(page.body, `data-kpi="outstanding" data-currency="EUR" data-value="null"`) &&
		!strings.Contains(page.body, `data-kpi="outstanding" data-currency="" data-value="null"`) {
		t.Error("outstanding without invoices is not a tile without data")
	}
	wantContains(t, page, `<span class="tile-none">no data</span>`)
}

func TestTheDashboardsFiltersShowTheirMistakesAndRefuseViewers(t *testing.T) {
	f := newReportsFixture(t)
	b := f.signedIn(f.member.Email)
	bad := b.get("/dashboard?from=2026-05-01&to=2026-04-01&currency=ZZZ")
	wantStatus(t, bad, http.StatusUnprocessableEntity)
	wantContains(t, bad, `id="to-error"`, `id="currency-error"`, html.EscapeString("to must be on or after from"))
	if strings.Contains(bad.body, `class="tile"`) {
		t.Error("tiles shown for filters with mistakes")
	}
	wantStatus(t, b.get("/dashboard?project_id=0b9f3c1e-5d7a-4c2b-9e8f-1a2b3c4d5e6f"), http.StatusNotFound)
	wantStatus(t, b.get("/dashboard?project_id=nope"), http.StatusUnprocessableEntity)
	wantStatus(t, f.signedIn(f.viewer.Email).get("/dashboard"), http.StatusForbidden)
	euros := b.get("/dashboard?currency=GBP&from=2026-04-01&to=2026-04-30")
	wantStatus(t, euros, http.StatusOK)
	if strings.Contains(euros.body, `data-currency="EUR"`) {
		t.Error("the GBP dashboard shows euro tiles")
	}
	wantContains(t, euros, `data-kpi="gross" data-currency="GBP" data-value="null"`)
}

func TestATilesChangeIsWrittenWithItsSignAndRelativeSize(t *testing.T) {
	d := reporting.Definition{KPI: &reporting.KPI{Key: "gross", Name: "Gross", Unit: reporting.UnitMoney}}
	up := newTile(d, "EUR", reporting.Int(150000), reporting.Int(100000))
	if up.Change != "+€500.00 (+50.00\u00a0%)" || up.Direction != "up" {
		t.Errorf("up: %q %q", up.Change, up.Direction)
	}
	down := newTile(d, "EUR", reporting.Int(-5000), reporting.Int(5000))
	if down.Change != "−€100.00 (−200.00\u00a0%)" || down.Value != "−€50.00" {
		t.Errorf("down: %q, value %q", down.Change, down.Value)
	}
	none := newTile(d, "EUR", nil, reporting.Int(5000))
	if none.Value != "" || none.Exact != "null" || none.Change != "" {
		t.Errorf("no data: %+v", none)
	}
	pct := newTile(reporting.Definition{KPI: &reporting.KPI{Key: "sell_through", Unit: reporting.UnitPercent}}, "",
		reporting.Int(80), reporting.Int(75))
	if pct.Change != "+5.00\u00a0% (points)" {
		t.Errorf("percent: %q", pct.Change)
	}
}

func TestAProjectsDashboardDrawsItsChartsWithTheirDataAndCSV(t *testing.T) {
	f := newReportsFixture(t)
	b := f.signedIn(f.member.Email)
	query := url.Values{"project_id": {string(f.project.ID)}, "from": {"2026-04-01"}, "to": {"2026-04-30"}}
	page := b.get("/dashboard?" + query.Encode())
	wantStatus(t, page, http.StatusOK)
	for _, c := range projectCharts {
		wantContains(t, page, `<section class="dashboard-chart" aria-labelledby="`+c.id+`-heading" data-report="`+c.report+`">`,
			`aria-labelledby="`+c.id+`-title"`, `href="/reports/`+c.report+`/csv?`, `from=2026-04-01&amp;project_id=`)
	}
	// Three shows: three sales bars, each against its capacity, written out.
	sales := page.body[strings.Index(page.body, `id="chart-sales-heading"`):strings.Index(page.body, `id="chart-pnl-heading"`)]
	if n := strings.Count(sales, `fill="#0b57d0"/>`); n != 3 {
		t.Errorf("%d sales bars, want 3", n)
	}
	wantContains(t, page, "2026-04-03", ">400 of 1,000</text>", "<summary>The figures as a table</summary>")
	csv := b.get("/reports/daily_ticket_count/csv?" + query.Encode())
	wantStatus(t, csv, http.StatusOK)
	if strings.Count(csv.body, "\r\ndata,") != 3 {
		t.Errorf("the sales chart's CSV has not the 3 shows:\n%s", csv.body)
	}
	if all := b.get("/dashboard?from=2026-04-01&to=2026-04-30"); strings.Contains(all.body, "dashboard-chart") {
		t.Error("the organization's dashboard draws a project's charts")
	}
	empty := b.get("/dashboard?" + url.Values{"project_id": {string(f.project.ID)}, "from": {"2030-01-01"}, "to": {"2030-12-31"}}.Encode())
	wantContains(t, empty, ">No data</text>")
}

func TestABarIsNamedByItsDateWhenItsReportHasOne(t *testing.T) {
	row := reporting.Row{"2026-04-03", "Columbiahalle", "Catering"}
	if got := barLabel(row, 0, 1); got != "2026-04-03 Columbiahalle" {
		t.Errorf("show bar %q", got)
	}
	if got := barLabel(row, -1, 2); got != "Catering" {
		t.Errorf("category bar %q", got)
	}
}
