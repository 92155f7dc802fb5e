package http

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"net/http/httptest"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/reporting"
)

// report asks for a report as JSON and checks the answer against the document.
func (rs *reportsServer) report(t *testing.T, target string) *httptest.ResponseRecorder {
	t.Helper()
	return rs.get(t, "/api/v1/reports/{key}", target, rs.reader())
}

// csvOf asks for a report as CSV.
func (rs *reportsServer) csvOf(target string) *httptest.ResponseRecorder {
	return rs.do("GET", target, rs.reader(), nil, "Accept", "text/csv")
}

// resultOf decodes a 200 report answer.
func resultOf(t *testing.T, rec *httptest.ResponseRecorder) ReportResult {
	t.Helper()
	if rec.Code != 200 {
		t.Fatalf("status %d: %s", rec.Code, rec.Body)
	}
	var r ReportResult
	decodeStrictly(t, rec, &r)
	return r
}

// cellText is a JSON cell as text: a number's digits, a string, true or false,
// or "null".
func cellText(cell any) string {
	if cell == nil {
		return "null"
	}
	return csvField(cell)
}

// rowText is a row's cells as text, in column order.
func rowText(r ReportRow) []string {
	return mapSlice(r.cells, cellText)
}

func TestTheReportCatalogListsEveryReportOfTheDefaultCatalog(t *testing.T) {
	t.Parallel()
	rs := newReportsServer(t, 0)
	var got ReportCatalog
	decodeStrictly(t, rs.get(t, "/api/v1/reports", "/api/v1/reports", rs.reader()), &got)
	reports := reporting.Default.Reports()
	if len(got.Data) != len(reports) {
		t.Fatalf("%d reports, want every one of the catalog's %d", len(got.Data), len(reports))
	}
	used := map[string]bool{}
	for i, r := range reports {
		d := got.Data[i]
		used[r.Category] = true
		if d.Key != r.Key || d.Title != r.Title || d.Description != r.Description || d.Category != r.Category ||
			d.Paged != r.Long || d.URL != "/api/v1/reports/"+r.Key || len(d.Columns) != len(r.Columns) {
			t.Errorf("report %d = %+v, want %s as the catalog has it", i, d, r.Key)
			continue
		}
		for j, c := range r.Columns {
			want := ReportColumn{Key: c.Key, Title: c.Title, Type: string(c.Type)}
			if c.Type == reporting.ColumnNumber {
				want.Unit = string(c.Unit)
			}
			if d.Columns[j] != want {
				t.Errorf("%s column %d = %+v, want %+v", r.Key, j, d.Columns[j], want)
			}
			if c.Key == csvRowType {
				t.Errorf("%s has a column %s, which its CSV uses to mark totals", r.Key, c.Key)
			}
		}
		names := mapSlice(d.Parameters, func(p MetricParameter) string { return p.Name })
		if !slices.Equal(names, slices.Concat(reporting.ScopeParams, r.Params)) {
			t.Errorf("%s parameters %v, want the scope then %v", r.Key, names, r.Params)
		}
		for _, p := range d.Parameters[len(reporting.ScopeParams):] {
			want, ok := reporting.Default.Param(p.Name)
			if !ok || p.Kind != string(want.Kind) || p.Description != want.Description ||
				(want.Default != "") != (p.Default != nil) || len(p.Values) != len(want.Values) {
				t.Errorf("%s parameter %+v, the catalog has %+v", r.Key, p, want)
			}
		}
		wantRequires := slices.Clone(r.Requires)
		if r.Recipients {
			wantRequires = append(wantRequires, "batch_id")
		}
		if !slices.Equal(d.Requires, nonNil(wantRequires)) {
			t.Errorf("%s requires %v, want %v", r.Key, d.Requires, wantRequires)
		}
	}
	if len(got.Categories) != len(used) {
		t.Errorf("categories %+v, want the %d that hold a report", got.Categories, len(used))
	}
	for _, c := range got.Categories {
		if !used[c.Key] || c.Title == "" {
			t.Errorf("category %+v holds no report or has no title", c)
		}
	}
}

func TestTheWrapReportAsJSONHasItsRowsTotalsExactMoneyAndNulls(t *testing.T) {
	t.Parallel()
	rs := newReportsServer(t, 0)
	rec := rs.report(t, "/api/v1/reports/daily_ticket_count?project_id="+string(rs.project)+"&from=2026-05-01")
	r := resultOf(t, rec)
	if r.Key != "daily_ticket_count" || r.Title != "Daily ticket count (wrap)" || r.HasMore || r.NextCursor != nil ||
		r.GeneratedAt.Format("2006-01-02T15:04:05Z07:00") != "2026-05-31T09:30:00Z" || rec.Header().Get("Link") != "" {
		t.Errorf("key %s, title %s, has_more %v, next_cursor %v, generated_at %v, Link %q", r.Key, r.Title, r.HasMore,
			r.NextCursor, r.GeneratedAt, rec.Header().Get("Link"))
	}
	if len(r.Parameters) != 2 || r.Parameters["project_id"] != string(rs.project) || r.Parameters["from"] != "2026-05-01" {
		t.Errorf("parameters = %v", r.Parameters)
	}
	keys := mapSlice(r.Columns, func(c ReportColumn) string { return c.Key })
	wantKeys := []string{"row_kind", "show_id", "date", "venue", "city", "stage", "currency", "tickets_sold", "comps",
		"sellable", "sell_through", "gross", "gross_potential", "percent_of_potential"}
	if !slices.Equal(keys, wantKeys) || r.Columns[11] != (ReportColumn{Key: "gross", Title: "Gross", Type: "number", Unit: "money"}) {
		t.Fatalf("columns = %+v", r.Columns)
	}
	// Money is integer minor units, percent two places; the GBP show's venue has
	// no name and nothing of it was sellable at a price, so both are null.
	want := [][]string{
		{"show", string(rs.euro), "2026-05-10", "Columbiahalle", "Berlin", "null", "EUR", "150", "20", "200", "75.00", "450001", "600000", "75.00"},
		{"show", string(rs.pounds), "2026-05-20", "null", "null", "null", "GBP", "40", "0", "50", "80.00", "120000", "0", "null"},
	}
	wantTotals := [][]string{
		{"total", "null", "null", "null", "null", "null", "EUR", "150", "20", "200", "75.00", "450001", "600000", "75.00"},
		{"total", "null", "null", "null", "null", "null", "GBP", "40", "0", "50", "80.00", "120000", "0", "null"},
	}
	rows, totals := mapSlice(r.Rows, rowText), mapSlice(r.Totals, rowText)
	if !slices.EqualFunc(rows, want, slices.Equal) || !slices.EqualFunc(totals, wantTotals, slices.Equal) {
		t.Errorf("rows = %v\ntotals = %v\nwant %v\nand %v", rows, totals, want, wantTotals)
	}
	for _, row := range r.Rows {
		if !slices.Equal(row.keys, wantKeys) {
			t.Errorf("a row's members are %v, want the column keys in order", row.keys)
		}
	}
	// On the wire: numbers are JSON numbers, written from the exact value, and
	// null cells are null.
	for _, s := range []string{`"gross":450001,`, `"sell_through":75.00,`, `"venue":null,`, `"percent_of_potential":null}`} {
		if !strings.Contains(rec.Body.String(), s) {
			t.Errorf("the answer lacks %s: %s", s, rec.Body)
		}
	}
}

func TestTheWrapReportAsCSVHasTheJSONsColumnsAndValues(t *testing.T) {
	t.Parallel()
	rs := newReportsServer(t, 3)
	target := "/api/v1/reports/daily_ticket_count?to=2026-12-31"
	rec := rs.csvOf(target)
	if rec.Code != 200 || rec.Header().Get("Content-Type") != "text/csv; charset=utf-8" ||
		rec.Header().Get("Content-Disposition") != `attachment; filename="daily_ticket_count.csv"` ||
		rec.Header().Get("Vary") != "Accept" {
		t.Fatalf("%d %v: %s", rec.Code, rec.Header(), rec.Body)
	}
	if !strings.HasSuffix(rec.Body.String(), "\r\n") || strings.Count(rec.Body.String(), "\n") != strings.Count(rec.Body.String(), "\r\n") {
		t.Errorf("lines do not end in CRLF: %q", rec.Body)
	}
	lines, err := csv.NewReader(bytes.NewReader(rec.Body.Bytes())).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	// Every row at once, though the report is paged as JSON.
	all := resultOf(t, rs.report(t, target+"&limit=100"))
	if page := resultOf(t, rs.report(t, target+"&limit=2")); !page.HasMore {
		t.Fatal("the JSON answer with limit=2 is not paged")
	}
	header := slices.Concat([]string{"row_type"}, mapSlice(all.Columns, func(c ReportColumn) string { return c.Key }))
	if len(lines) != 1+len(all.Rows)+len(all.Totals) || !slices.Equal(lines[0], header) {
		t.Fatalf("%d lines with header %v, want %d with %v", len(lines), lines[0], 1+len(all.Rows)+len(all.Totals), header)
	}
	csvCells := func(r ReportRow) []string { return mapSlice(r.cells, csvField) }
	for i, row := range all.Rows {
		if want := slices.Concat([]string{"data"}, csvCells(row)); !slices.Equal(lines[1+i], want) {
			t.Errorf("line %d = %v, want %v", 1+i, lines[1+i], want)
		}
	}
	for i, row := range all.Totals {
		if want := slices.Concat([]string{"total"}, csvCells(row)); !slices.Equal(lines[1+len(all.Rows)+i], want) {
			t.Errorf("totals line %d = %v, want %v", i, lines[1+len(all.Rows)+i], want)
		}
	}
	// Null is an empty field; numbers are the JSON answer's digits.
	// The columns: row_type, row_kind, show_id, date, venue, city, stage, currency, tickets_sold, comps,
	// sellable, sell_through, gross, gross_potential, percent_of_potential.
	pounds := slices.IndexFunc(lines, func(l []string) bool { return l[0] == "data" && l[2] == string(rs.pounds) })
	if pounds < 0 || lines[pounds][1] != "show" || lines[pounds][4] != "" || lines[pounds][12] != "120000" ||
		lines[pounds][11] != "80.00" || lines[pounds][14] != "" {
		t.Errorf("the GBP show's line = %v", lines[pounds])
	}
}

func TestAFieldThatNeedsQuotesIsQuotedAsRFC4180Says(t *testing.T) {
	t.Parallel()
	r := &reporting.Report{Key: "x", Columns: []reporting.Column{{Key: "name", Type: reporting.ColumnText},
		{Key: "ok", Type: reporting.ColumnBool}, {Key: "n", Type: reporting.ColumnNumber, Unit: reporting.UnitRatio}}}
	body, err := reportCSV(reporting.ReportResult{Report: r, Rows: []reporting.Row{
		{`Smith, "Jr"`, true, reporting.Int(1)},
		{"two\nlines", false, nil},
	}})
	// A line break within a field is written CRLF too, as encoding/csv does with
	// UseCRLF; its reader reads it back as \n.
	want := "row_type,name,ok,n\r\ndata,\"Smith, \"\"Jr\"\"\",true,1.0000\r\ndata,\"two\r\nlines\",false,\r\n"
	if err != nil || string(body) != want {
		t.Errorf("csv = %q, %v; want %q", body, err, want)
	}
}

func TestTheAcceptHeaderChoosesCSVOnlyWhenItPrefersIt(t *testing.T) {
	t.Parallel()
	tests := []struct {
		accept string
		csv    bool
	}{
		{"", false},
		{"*/*", false},
		{"application/json", false},
		{"text/csv", true},
		{"TEXT/CSV; charset=utf-8", true},
		{"text/*", true},
		{"text/csv, */*;q=0.8", true},
		{"text/csv, */*", true},
		{"application/json, text/csv", false},
		{"text/csv, application/json", false},
		{"text/csv;q=0.5, application/json", false},
		{"text/csv, application/json;q=0.9", true},
		{"text/csv;q=0", false},
		{"application/xml", false},
		{"text/html, text/csv;q=0.1", true},
		{"not a media type, text/csv", true},
	}
	for _, tt := range tests {
		if got := prefersCSV(tt.accept); got != tt.csv {
			t.Errorf("Accept: %s chooses CSV %v, want %v", tt.accept, got, tt.csv)
		}
	}
}

func TestPagingThroughALongReportFollowsTheLinkToEveryRowOnce(t *testing.T) {
	t.Parallel()
	rs := newReportsServer(t, 5)
	all := resultOf(t, rs.report(t, "/api/v1/reports/daily_ticket_count?limit=100&from=2026-05-01"))
	if len(all.Rows) != 7 {
		t.Fatalf("%d rows, want 7", len(all.Rows))
	}
	var rows [][]string
	link := regexp.MustCompile(`^<(/api/v1/reports/daily_ticket_count\?[^>]+)>; rel="next"$`)
	target, pages := "/api/v1/reports/daily_ticket_count?from=2026-05-01&limit=3", 0
	for target != "" {
		rec := rs.report(t, target)
		page := resultOf(t, rec)
		pages++
		rows = append(rows, mapSlice(page.Rows, rowText)...)
		if !slices.EqualFunc(mapSlice(page.Totals, rowText), mapSlice(all.Totals, rowText), slices.Equal) {
			t.Errorf("page %d's totals are not the whole scope's", pages)
		}
		target = ""
		if m := link.FindStringSubmatch(rec.Header().Get("Link")); m != nil {
			target = m[1]
			if !page.HasMore || page.NextCursor == nil || !strings.Contains(target, "from=2026-05-01") {
				t.Errorf("page %d: Link %s, has_more %v, next_cursor %v", pages, target, page.HasMore, page.NextCursor)
			}
		} else if page.HasMore || rec.Header().Get("Link") != "" {
			t.Errorf("page %d: has_more %v, Link %q", pages, page.HasMore, rec.Header().Get("Link"))
		}
	}
	if pages != 3 || !slices.EqualFunc(rows, mapSlice(all.Rows, rowText), slices.Equal) {
		t.Errorf("%d pages of %v, want 3 of %v", pages, rows, mapSlice(all.Rows, rowText))
	}
	// A report that is not paged answers every row, whatever the limit.
	if r := resultOf(t, rs.report(t, "/api/v1/reports/sell_through_by_market?limit=1")); r.HasMore || len(r.Rows) != 2 {
		t.Errorf("sell_through_by_market with limit=1: has_more %v, %d rows", r.HasMore, len(r.Rows))
	}
}

func TestEveryMistakeOfAReportRequestHasItsPointer(t *testing.T) {
	t.Parallel()
	rs := newReportsServer(t, 3)
	first := resultOf(t, rs.report(t, "/api/v1/reports/comps?limit=1"))
	type mistake struct{ pointer, code string }
	tests := []struct {
		name   string
		target string
		want   []mistake
	}{
		{"a parameter the report does not take", "/api/v1/reports/daily_ticket_count?colour=red",
			[]mistake{{"/colour", "unknown_parameter"}}},
		{"a parameter of another report", "/api/v1/reports/daily_ticket_count?as_of=2026-05-01",
			[]mistake{{"/as_of", "unknown_parameter"}}},
		{"a bad value", "/api/v1/reports/overdue_advances?days_before_show=-1", []mistake{{"/days_before_show", "invalid"}}},
		{"a bad date", "/api/v1/reports/comps?from=2026-13-01", []mistake{{"/from", "invalid"}}},
		{"to before from", "/api/v1/reports/comps?from=2026-06-01&to=2026-05-01", []mistake{{"/to", "range"}}},
		{"a required project left out", "/api/v1/reports/crew_roster", []mistake{{"/project_id", "required"}}},
		{"a repeated parameter", "/api/v1/reports/comps?from=2026-05-01&from=2026-05-02", []mistake{{"/from", "duplicate"}}},
		{"a bad limit", "/api/v1/reports/comps?limit=0", []mistake{{"/limit", "invalid_limit"}}},
		{"another report's cursor", "/api/v1/reports/daily_ticket_count?cursor=" + *first.NextCursor,
			[]mistake{{"/cursor", "invalid_cursor"}}},
		{"every mistake at once", "/api/v1/reports/comps?colour=red&to=x&limit=500&to=y",
			[]mistake{{"/to", "invalid"}, {"/colour", "unknown_parameter"}, {"/to", "duplicate"}, {"/limit", "invalid_limit"}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			rec := rs.report(t, tt.target)
			p := problemOf(t, rec)
			var got []mistake
			for _, e := range p.Errors {
				got = append(got, mistake{e.Pointer, e.Code})
			}
			if rec.Code != 422 || !slices.Equal(got, tt.want) {
				t.Errorf("%s = %d %v, want 422 %v", tt.target, rec.Code, got, tt.want)
			}
		})
	}
	// As CSV too, with the problem as JSON.
	if rec := rs.csvOf("/api/v1/reports/comps?colour=red"); rec.Code != 422 || problemOf(t, rec).Errors[0].Pointer != "/colour" {
		t.Errorf("CSV with a mistake = %d %s", rec.Code, rec.Body)
	}
}

func TestAnUnknownReportAndAnotherOrganizationsProjectAreNotFound(t *testing.T) {
	t.Parallel()
	rs := newReportsServer(t, 0)
	stranger := rs.tokenOf(kernel.NewID(), identity.ScopeReportsRead)
	tests := []struct {
		name, target, token string
	}{
		{"an unknown report", "/api/v1/reports/tickets_eaten", rs.reader()},
		{"an unknown report with mistakes", "/api/v1/reports/tickets_eaten?colour=red&from=x", rs.reader()},
		{"another organization's project", "/api/v1/reports/comps?project_id=" + string(rs.project), stranger},
		{"another organization's show", "/api/v1/reports/run_of_show?show_id=" + string(rs.euro), stranger},
		{"a project that does not exist", "/api/v1/reports/crew_roster?project_id=" + string(kernel.NewID()), rs.reader()},
	}
	for _, tt := range tests {
		rec := rs.get(t, "/api/v1/reports/{key}", tt.target, tt.token)
		if p := problemOf(t, rec); rec.Code != 404 || p.Code != "not_found" {
			t.Errorf("%s = %d %s", tt.name, rec.Code, p.Code)
		}
		csvRec := rs.do("GET", tt.target, tt.token, nil, "Accept", "text/csv")
		if p := problemOf(t, csvRec); csvRec.Code != 404 || p.Code != "not_found" || csvRec.Header().Get("Vary") != "Accept" {
			t.Errorf("%s as CSV = %d %s, Vary %q", tt.name, csvRec.Code, p.Code, csvRec.Header().Get("Vary"))
		}
	}
	if rec := rs.report(t, "/api/v1/reports/comps?project_id="+string(rs.project)); rec.Code != 200 {
		t.Errorf("its own project = %d %s", rec.Code, rec.Body)
	}
}

func TestReportsAndSnapshotsNeedTheReportsReadScope(t *testing.T) {
	t.Parallel()
	rs := newReportsServer(t, 0)
	wrong := rs.tokenOf(rs.org, identity.ScopeDocumentsRead, identity.ScopeAdvancingRead)
	for _, target := range []string{"/api/v1/reports", "/api/v1/reports/comps", "/api/v1/snapshots",
		"/api/v1/snapshots/" + string(kernel.NewID())} {
		rec := rs.do("GET", target, wrong, nil)
		if p := problemOf(t, rec); rec.Code != 403 || p.Code != "insufficient_scope" ||
			rec.Header().Get("WWW-Authenticate") != `Bearer error="insufficient_scope", scope="reports:read"` {
			t.Errorf("GET %s without reports:read = %d %s", target, rec.Code, p.Code)
		}
		if rec := rs.do("GET", target, "", nil, "Accept", "text/csv"); rec.Code != 401 {
			t.Errorf("GET %s without a token = %d", target, rec.Code)
		}
	}
}

func TestTheReportOperationDocumentsItsParametersCSVAndHeaders(t *testing.T) {
	t.Parallel()
	op := loadEmbedded(t).Paths.Value("/api/v1/reports/{key}").Get
	accepted := map[string]reporting.Param{}
	for _, r := range reporting.Default.Reports() {
		for _, name := range r.Params {
			p, ok := reporting.Default.Param(name)
			if !ok || reportParam(name).Kind != p.Kind {
				t.Errorf("report %s's parameter %s is not one of reporting.Parameters", r.Key, name)
			}
			accepted[name] = p
		}
	}
	for name, p := range accepted {
		doc := op.Parameters.GetByInAndName("query", name)
		if doc == nil {
			t.Errorf("parameter %s, which a report accepts, is not documented: add a @Param to getReport", name)
			continue
		}
		if msg := paramSchemaMismatch(p, doc.Schema.Value); msg != "" {
			t.Errorf("parameter %s: %s", name, msg)
		}
	}
	for _, ref := range op.Parameters {
		name := ref.Value.Name
		if _, ok := accepted[name]; !ok && !slices.Contains(reportScopeParams, name) && name != "key" {
			t.Errorf("documented parameter %s is taken by no report of the catalog", name)
		}
	}
	ok := op.Responses.Value("200").Value
	if ok.Content.Get("application/json") == nil || ok.Content.Get("text/csv") == nil {
		t.Errorf("the 200 is not declared as JSON and CSV: %v", ok.Content)
	}
	for _, h := range []string{"Link", "Content-Disposition", "Vary"} {
		if ok.Headers[h] == nil {
			t.Errorf("the 200 does not declare %s", h)
		}
	}
}

func TestTheReportAndSnapshotClosedSetsHoldEveryValueTheAnswersUse(t *testing.T) {
	t.Parallel()
	doc := loadEmbedded(t)
	enum := func(name string) []string {
		var out []string
		for _, v := range doc.Components.Schemas[name].Value.Enum {
			out = append(out, v.(string))
		}
		return out
	}
	for _, r := range reporting.Default.Reports() {
		for _, c := range r.Columns {
			if !slices.Contains(enum("ReportColumnType"), string(c.Type)) {
				t.Errorf("report %s's column %s is of type %s, which ReportColumnType lacks", r.Key, c.Key, c.Type)
			}
		}
		if !slices.Contains(enum("MetricCategory"), r.Category) {
			t.Errorf("report %s is in category %s, which MetricCategory lacks", r.Key, r.Category)
		}
	}
	kinds := []string{string(reporting.SnapshotReport), string(reporting.SnapshotMetrics)}
	triggers := []string{string(reporting.TriggerCommand), string(reporting.TriggerSchedule), string(reporting.TriggerDemo)}
	if got := enum("SnapshotKind"); !slices.Equal(got, kinds) {
		t.Errorf("SnapshotKind = %v, want %v", got, kinds)
	}
	if got := enum("SnapshotTrigger"); !slices.Equal(got, triggers) {
		t.Errorf("SnapshotTrigger = %v, want %v", got, triggers)
	}
}

func TestAReportRowWritesItsCellsInColumnOrderAndReadsThemBack(t *testing.T) {
	t.Parallel()
	cols := []reporting.Column{{Key: "z", Type: reporting.ColumnText}, {Key: "a", Type: reporting.ColumnNumber, Unit: reporting.UnitMoney},
		{Key: "m", Type: reporting.ColumnBool}, {Key: "b", Type: reporting.ColumnNumber, Unit: reporting.UnitRatio}}
	row := toReportRow(cols, reporting.Row{"P&L <x>", reporting.Int(5), true})
	b, err := json.Marshal(row)
	if err != nil || string(b) != `{"z":"P\u0026L \u003cx\u003e","a":5,"m":true,"b":null}` {
		t.Fatalf("row = %s, %v", b, err)
	}
	var back ReportRow
	if err := json.Unmarshal(b, &back); err != nil || !slices.Equal(back.keys, []string{"z", "a", "m", "b"}) {
		t.Fatalf("read back %+v, %v", back, err)
	}
	if again, _ := json.Marshal(back); !bytes.Equal(again, b) {
		t.Errorf("written again as %s", again)
	}
	if v, ok := back.Cell("a"); !ok || v != json.Number("5") {
		t.Errorf("cell a = %#v", v)
	}
}
