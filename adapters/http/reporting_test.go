package http

import (
	"encoding/json"
	"math/big"
	"net/http/httptest"
	"net/url"
	"slices"
	"testing"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/reporting"
)

// get serves a GET, checks its answer against the document and returns it.
func (rs *reportingServer) get(t *testing.T, template, target, token string) *httptest.ResponseRecorder {
	t.Helper()
	rec := rs.do("GET", target, token, nil)
	rs.docOnce.Do(func() { rs.doc = loadEmbedded(t) })
	validateAnswer(t, rs.doc, "GET", template, rec)
	return rec
}

// values asks for metric values with the query q.
func (rs *reportingServer) values(t *testing.T, q string) *httptest.ResponseRecorder {
	t.Helper()
	return rs.get(t, "/api/v1/metrics/values", "/api/v1/metrics/values?"+q, rs.reader())
}

// valuesOf decodes a 200 values answer.
func valuesOf(t *testing.T, rec *httptest.ResponseRecorder) MetricValues {
	t.Helper()
	if rec.Code != 200 {
		t.Fatalf("status %d: %s", rec.Code, rec.Body)
	}
	var v MetricValues
	decodeStrictly(t, rec, &v)
	return v
}

// number is a value's JSON text, or "null".
func number(n *json.Number) string {
	if n == nil {
		return "null"
	}
	return n.String()
}

func TestTheCatalogListsEveryKPIOfTheDefaultCatalogInOrder(t *testing.T) {
	t.Parallel()
	rs := newReportingServer(t)
	rec := rs.get(t, "/api/v1/metrics", "/api/v1/metrics", rs.reader())
	var got MetricCatalog
	decodeStrictly(t, rec, &got)
	defs := reporting.Default.Definitions()
	if len(got.Data) != len(defs) {
		t.Fatalf("%d definitions, want every one of the catalog's %d", len(got.Data), len(defs))
	}
	used := map[string]bool{}
	for i, d := range defs {
		m := got.Data[i]
		used[d.Category] = true
		if m.Key != d.Key || m.Name != d.Name || m.Category != d.Category || m.Unit != string(d.Unit) ||
			m.Formula != d.Formula || m.Grain != d.Grain || m.NullWhen != d.Null || m.PerCurrency != d.PerCurrency ||
			len(m.Parameters) != len(d.Params) || len(m.Inputs.Facts) != len(d.Facts) || len(m.Inputs.Metrics) != len(d.KPIs) {
			t.Errorf("definition %d = %+v, want %s as the catalog has it", i, m, d.Key)
		}
		if m.ValuesURL != "/api/v1/metrics/values?key="+d.Key {
			t.Errorf("%s: values_url %q", d.Key, m.ValuesURL)
		}
	}
	var cats []string
	for _, c := range got.Categories {
		cats = append(cats, c.Key)
		if !used[c.Key] || c.Title == "" {
			t.Errorf("category %+v holds no KPI or has no title", c)
		}
	}
	if len(cats) != len(used) {
		t.Errorf("categories %v, want the %d that hold a KPI", cats, len(used))
	}
	if len(got.Units) != len(reporting.Units) || got.Units[0] != (MetricCatalogUnit{Key: "money", Places: 0}) {
		t.Errorf("units = %+v", got.Units)
	}
	if !slices.Equal(got.Dimensions, enumStrings(reporting.Dimensions)) {
		t.Errorf("dimensions = %v", got.Dimensions)
	}
	// Every values_url is a request that works.
	if rec := rs.values(t, "key="+got.Data[0].Key); rec.Code != 200 {
		t.Errorf("GET %s = %d %s", got.Data[0].ValuesURL, rec.Code, rec.Body)
	}
}

func TestOneDefinitionIsTheCatalogsEntryWithItsInputsAndParameters(t *testing.T) {
	t.Parallel()
	rs := newReportingServer(t)
	var list MetricCatalog
	decodeStrictly(t, rs.get(t, "/api/v1/metrics", "/api/v1/metrics", rs.reader()), &list)
	for _, want := range list.Data {
		rec := rs.get(t, "/api/v1/metrics/{key}", "/api/v1/metrics/"+want.Key, rs.reader())
		var got MetricDefinition
		decodeStrictly(t, rec, &got)
		a, _ := json.Marshal(got)
		b, _ := json.Marshal(want)
		if string(a) != string(b) {
			t.Errorf("GET /api/v1/metrics/%s = %s, the list has %s", want.Key, a, b)
		}
	}
	var got MetricDefinition
	decodeStrictly(t, rs.get(t, "/api/v1/metrics/{key}", "/api/v1/metrics/sell_through", rs.reader()), &got)
	if got.Unit != "percent" || got.PerCurrency || !slices.Equal(got.Inputs.Metrics, []string{"tickets_sold", "sellable"}) ||
		len(got.Inputs.Facts) != 0 {
		t.Errorf("sell_through = %+v", got)
	}
	// A KPI that accepts a parameter lists it with its kind; an enum with its values.
	for _, d := range reporting.Default.Definitions() {
		for i, p := range d.Params {
			var m MetricDefinition
			decodeStrictly(t, rs.get(t, "/api/v1/metrics/{key}", "/api/v1/metrics/"+d.Key, rs.reader()), &m)
			mp := m.Parameters[i]
			if mp.Name != p.Name || mp.Kind != string(p.Kind) || (p.Kind == reporting.ParamEnum) != (len(mp.Values) > 0) ||
				(p.Kind == reporting.ParamInteger) != (mp.Minimum != nil) || (p.Default != "") != (mp.Default != nil) {
				t.Errorf("%s parameter %d = %+v, want %+v", d.Key, i, mp, p)
			}
		}
	}
}

func TestAnUnknownMetricIsNotFound(t *testing.T) {
	t.Parallel()
	rs := newReportingServer(t)
	rec := rs.get(t, "/api/v1/metrics/{key}", "/api/v1/metrics/tickets_eaten", rs.reader())
	if p := problemOf(t, rec); rec.Code != 404 || p.Code != "not_found" {
		t.Errorf("an unknown key = %d %s", rec.Code, p.Code)
	}
}

func TestValuesComeWithTheirInputsPerCurrencyForMoney(t *testing.T) {
	t.Parallel()
	rs := newReportingServer(t)
	v := valuesOf(t, rs.values(t, "key=gross&key=tickets_sold&key=sell_through&key=average_ticket_price&project_id="+
		string(rs.project)+"&from=2026-05-01&to=2026-05-31"))
	if v.Scope != (MetricScope{ProjectID: string(rs.project), From: "2026-05-01", To: "2026-05-31"}) ||
		v.AsOf != "2026-05-31" || v.ComputedAt != "2026-05-31T09:30:00Z" || len(v.GroupBy) != 0 {
		t.Errorf("scope %+v, as_of %s, computed_at %s, group_by %v", v.Scope, v.AsOf, v.ComputedAt, v.GroupBy)
	}
	type row struct{ key, currency, value string }
	var got []row
	for _, d := range v.Data {
		got = append(got, row{d.Key, d.Currency, number(d.Value)})
		if d.Group != nil {
			t.Errorf("%s has a group without group_by", d.Key)
		}
	}
	// Money is integer minor units per currency (450001 ÷ 150 = 3000.0067 → 3000);
	// counts span currencies; percent keeps two places.
	want := []row{
		{"gross", "EUR", "450001"}, {"gross", "GBP", "120000"},
		{"tickets_sold", "", "190"},
		{"sell_through", "", "76.00"},
		{"average_ticket_price", "EUR", "3000"}, {"average_ticket_price", "GBP", "3000"},
	}
	if !slices.Equal(got, want) {
		t.Fatalf("values = %v, want %v", got, want)
	}
	st := v.Data[3]
	if st.Unit != "percent" || len(st.Inputs) != 2 ||
		st.Inputs[0] != (MetricInput{Key: "tickets_sold", Kind: "metric", Unit: "count", Value: st.Inputs[0].Value}) ||
		number(st.Inputs[0].Value) != "190" || st.Inputs[1].Key != "sellable" || number(st.Inputs[1].Value) != "250" {
		t.Errorf("sell_through's inputs = %+v", st.Inputs)
	}
	gross := v.Data[0]
	if len(gross.Inputs) != 1 || gross.Inputs[0].Kind != "fact" || gross.Inputs[0].Key != "tickets.gross" ||
		gross.Inputs[0].Currency != "EUR" || number(gross.Inputs[0].Value) != "450001" {
		t.Errorf("gross's inputs = %+v", gross.Inputs)
	}
}

func TestExplainFalseLeavesTheInputsOut(t *testing.T) {
	t.Parallel()
	rs := newReportingServer(t)
	rec := rs.values(t, "key=sell_through&explain=false")
	var raw struct {
		Data []map[string]json.RawMessage `json:"data"`
	}
	if err := json.Unmarshal(rec.Body.Bytes(), &raw); err != nil || len(raw.Data) != 1 {
		t.Fatalf("%d %s: %v", rec.Code, rec.Body, err)
	}
	if _, has := raw.Data[0]["inputs"]; has {
		t.Errorf("explain=false still has inputs: %s", rec.Body)
	}
	if v := valuesOf(t, rs.values(t, "key=sell_through&explain=true")); len(v.Data[0].Inputs) != 2 {
		t.Errorf("explain=true has inputs %+v", v.Data[0].Inputs)
	}
}

func TestAValueWithoutDataIsNull(t *testing.T) {
	t.Parallel()
	rs := newReportingServer(t)
	// No show of the fixture is scanned yet.
	rec := rs.values(t, "key=paid_attendance")
	var raw struct {
		Data []map[string]json.RawMessage `json:"data"`
	}
	if err := json.Unmarshal(rec.Body.Bytes(), &raw); err != nil || len(raw.Data) != 1 || string(raw.Data[0]["value"]) != "null" {
		t.Errorf("paid_attendance without a scan = %s", rec.Body)
	}
	// An organization without records: money is one null without a currency.
	other := rs.tokenOf(kernel.NewID(), identity.ScopeReportsRead)
	rec = rs.get(t, "/api/v1/metrics/values", "/api/v1/metrics/values?key=gross", other)
	v := valuesOf(t, rec)
	if len(v.Data) != 1 || v.Data[0].Value != nil || v.Data[0].Currency != "" {
		t.Errorf("gross over nothing = %s", rec.Body)
	}
}

func TestValuesGroupedByShowCarryTheirGroup(t *testing.T) {
	t.Parallel()
	rs := newReportingServer(t)
	v := valuesOf(t, rs.values(t, "key=tickets_sold&group_by=show&group_by=month&explain=false"))
	if !slices.Equal(v.GroupBy, []string{"show", "month"}) || len(v.Data) != 2 {
		t.Fatalf("group_by %v, %d values", v.GroupBy, len(v.Data))
	}
	byShow := map[string]string{}
	for _, d := range v.Data {
		if d.Group == nil || !d.Group.Month.set || d.Group.Month.key != "2026-05" || d.Group.Venue.set {
			t.Errorf("group = %+v", d.Group)
			continue
		}
		byShow[d.Group.Show.key] = number(d.Value)
	}
	if byShow[string(rs.euro)] != "150" || byShow[string(rs.pounds)] != "40" {
		t.Errorf("tickets sold by show = %v", byShow)
	}
}

func TestAGroupWritesOnlyItsDimensionsAndNoneAsNull(t *testing.T) {
	t.Parallel()
	g := toMetricGroup([]reporting.Dimension{reporting.ByShow, reporting.ByMonth},
		reporting.Group{reporting.ByShow: "", reporting.ByMonth: "2026-05"})
	b, err := json.Marshal(g)
	if err != nil || string(b) != `{"show":null,"month":"2026-05"}` {
		t.Errorf("group = %s, %v", b, err)
	}
	if toMetricGroup(nil, reporting.Group{}) != nil {
		t.Error("values without group_by have a group")
	}
	// Every dimension has its member, named as the dimension is.
	for _, d := range reporting.Dimensions {
		g := toMetricGroup([]reporting.Dimension{d}, reporting.Group{d: "x"})
		if b, _ := json.Marshal(g); string(b) != `{"`+string(d)+`":"x"}` {
			t.Errorf("grouped by %s: %s", d, b)
		}
	}
}

func TestAValueIsWrittenExactlyWithItsUnitsPlaces(t *testing.T) {
	t.Parallel()
	rat := func(a, b int64) *big.Rat { return big.NewRat(a, b) }
	huge, _ := new(big.Rat).SetString("123456789012345678901234567890")
	tests := []struct {
		unit reporting.Unit
		n    *big.Rat
		want string
	}{
		{reporting.UnitMoney, huge, "123456789012345678901234567890"},
		{reporting.UnitMoney, rat(1, 2), "1"},
		{reporting.UnitMoney, rat(-1, 2), "-1"},
		{reporting.UnitCount, rat(7, 1), "7"},
		{reporting.UnitRatio, rat(2, 3), "0.6667"},
		{reporting.UnitRatio, rat(1, 10), "0.1000"},
		{reporting.UnitPercent, rat(-1, 8), "-0.13"},
		{reporting.UnitHours, rat(1, 3), "0.33"},
		{reporting.UnitDays, rat(0, 1), "0.00"},
		{reporting.UnitCount, nil, "null"},
	}
	for _, tt := range tests {
		n := numberOf(tt.unit, tt.n)
		if got := number(n); got != tt.want {
			t.Errorf("%s %v = %s, want %s", tt.unit, tt.n, got, tt.want)
		}
		if b, err := json.Marshal(MetricInput{Value: n}); err != nil || !json.Valid(b) {
			t.Errorf("%s %v does not encode: %s %v", tt.unit, tt.n, b, err)
		}
	}
}

func TestEveryMistakeOfAValuesRequestHasItsPointer(t *testing.T) {
	t.Parallel()
	rs := newReportingServer(t)
	type mistake struct{ pointer, code string }
	tests := []struct {
		name  string
		query string
		want  []mistake
	}{
		{"no key", "", []mistake{{"/key", "required"}}},
		{"an unknown key", "key=tickets_eaten", []mistake{{"/key/0", "unknown_metric"}}},
		{"an unknown second key", "key=gross&key=tickets_eaten", []mistake{{"/key/1", "unknown_metric"}}},
		{"a parameter no KPI asked for takes", "key=gross&colour=red", []mistake{{"/colour", "unknown_parameter"}}},
		{"a bad date", "key=gross&from=2026-13-01", []mistake{{"/from", "invalid"}}},
		{"to before from", "key=gross&from=2026-06-01&to=2026-05-01", []mistake{{"/to", "range"}}},
		{"an unknown dimension", "key=gross&group_by=planet", []mistake{{"/group_by/0", "unknown_dimension"}}},
		{"a project that is not an id", "key=gross&project_id=42", []mistake{{"/project_id", "invalid"}}},
		{"a repeated parameter", "key=gross&from=2026-05-01&from=2026-05-02", []mistake{{"/from", "duplicate"}}},
		{"an explain that is not a boolean", "key=gross&explain=maybe", []mistake{{"/explain", "invalid"}}},
		{"every mistake at once", "key=tickets_eaten&to=2026-13-01&group_by=planet&explain=yes&show_id=1&show_id=2",
			[]mistake{{"/key/0", "unknown_metric"}, {"/show_id", "invalid"}, {"/to", "invalid"},
				{"/group_by/0", "unknown_dimension"}, {"/show_id", "duplicate"}, {"/explain", "invalid"}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			rec := rs.values(t, tt.query)
			p := problemOf(t, rec)
			var got []mistake
			for _, e := range p.Errors {
				got = append(got, mistake{e.Pointer, e.Code})
			}
			if rec.Code != 422 || !slices.Equal(got, tt.want) {
				t.Errorf("?%s = %d %v, want 422 %v", tt.query, rec.Code, got, tt.want)
			}
		})
	}
}

func TestAParameterAKPITakesIsPassedOn(t *testing.T) {
	t.Parallel()
	rs := newReportingServer(t)
	for _, d := range reporting.Default.Definitions() {
		for _, p := range d.Params {
			if p.Kind != reporting.ParamEnum {
				continue
			}
			q := url.Values{"key": {d.Key}, p.Name: {p.Values[0]}}
			if rec := rs.values(t, q.Encode()); rec.Code != 200 {
				t.Errorf("?%s = %d %s", q.Encode(), rec.Code, rec.Body)
			}
			q.Set(p.Name, "not-one-of-them")
			rec := rs.values(t, q.Encode())
			if prob := problemOf(t, rec); rec.Code != 422 || len(prob.Errors) != 1 ||
				prob.Errors[0].Pointer != "/"+p.Name || prob.Errors[0].Code != "invalid" {
				t.Errorf("?%s = %d %+v", q.Encode(), rec.Code, prob.Errors)
			}
			return
		}
	}
}

func TestMetricsNeedTheReportsReadScope(t *testing.T) {
	t.Parallel()
	rs := newReportingServer(t)
	wrong := rs.tokenOf(rs.org, identity.ScopeDocumentsRead, identity.ScopeAdvancingRead)
	for _, target := range []string{"/api/v1/metrics", "/api/v1/metrics/gross", "/api/v1/metrics/values?key=gross"} {
		rec := rs.do("GET", target, wrong, nil)
		if p := problemOf(t, rec); rec.Code != 403 || p.Code != "insufficient_scope" ||
			rec.Header().Get("WWW-Authenticate") != `Bearer error="insufficient_scope", scope="reports:read"` {
			t.Errorf("GET %s without reports:read = %d %s", target, rec.Code, p.Code)
		}
		if rec := rs.do("GET", target, "", nil); rec.Code != 401 {
			t.Errorf("GET %s without a token = %d", target, rec.Code)
		}
	}
}

func TestAnotherOrganizationsProjectOrShowIsNotFound(t *testing.T) {
	t.Parallel()
	rs := newReportingServer(t)
	stranger := rs.tokenOf(kernel.NewID(), identity.ScopeReportsRead)
	for _, q := range []string{"project_id=" + string(rs.project), "show_id=" + string(rs.euro),
		"project_id=" + string(kernel.NewID())} {
		rec := rs.get(t, "/api/v1/metrics/values", "/api/v1/metrics/values?key=gross&"+q, stranger)
		if p := problemOf(t, rec); rec.Code != 404 || p.Code != "not_found" {
			t.Errorf("?%s of another organization = %d %s", q, rec.Code, p.Code)
		}
	}
	// The owner reads its own show.
	if rec := rs.values(t, "key=gross&show_id="+string(rs.euro)); rec.Code != 200 {
		t.Errorf("its own show = %d %s", rec.Code, rec.Body)
	}
}
