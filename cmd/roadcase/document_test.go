package main

import (
	"encoding/json"
	nethttp "net/http"
	"net/url"
	"testing"

	"github.com/roadcase/roadcase/core/records/demo"
)

// TestEveryAnswerIsTheOneTheDocumentDescribes drives every operation of the
// served document over the demo organization and over an organization without
// records (empty lists, null values), through every closed set it can (every
// document type, metric, report, dimension and funnel stage, every packet kind),
// and checks every exchange against the document (see documented.check); then
// it provokes the errors (documented_errors_test.go) the same way.
func TestEveryAnswerIsTheOneTheDocumentDescribes(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("drives the whole API over the demo")
	}
	d := newDocumented(t)
	d.documents()
	d.metrics()
	d.reports()
	d.snapshots()
	d.advancing()
	d.errors()
	documentedOperations := 0
	for _, path := range d.doc.Paths.InMatchingOrder() {
		for method := range d.doc.Paths.Value(path).Operations() {
			documentedOperations++
			seen := false
			for k := range d.exchanges {
				if len(k) > len(method)+len(path)+1 && k[:len(method)+len(path)+2] == method+" "+path+" " {
					seen = true
				}
			}
			if !seen {
				t.Errorf("%s %s was never exercised", method, path)
			}
		}
	}
	if documentedOperations != 18 {
		t.Errorf("the document has %d operations, want 18", documentedOperations)
	}
	t.Logf("%d distinct operation/status pairs checked", len(d.exchanges))
}

func (d *documented) documents() {
	list := d.json(d.do(nethttp.MethodGet, "/api/v1/documents", d.token, nil), 200, "documents")
	for _, item := range list["data"].([]any) {
		key := item.(map[string]any)["key"].(string)
		contract := d.json(d.do(nethttp.MethodGet, "/api/v1/documents/"+key, d.token, nil), 200, key)
		body, _ := json.Marshal(map[string]any{"data": contract["sample"]})
		if rec := d.do(nethttp.MethodPost, "/api/v1/documents/"+key+"/render", d.token, body); rec.Code != 200 {
			d.t.Errorf("render %s from its sample: %d", key, rec.Code)
		}
	}
	show := demo.Organizations()[0].Data.Shows[0].ID.String()
	body, _ := json.Marshal(map[string]any{"record_id": show})
	if rec := d.do(nethttp.MethodPost, "/api/v1/documents/day-sheet/render", d.token, body); rec.Code != 200 {
		d.t.Errorf("render from a record: %d", rec.Code)
	}
}

func (d *documented) metrics() {
	catalog := d.json(d.do(nethttp.MethodGet, "/api/v1/metrics", d.token, nil), 200, "metrics")
	all := url.Values{}
	for _, item := range catalog["data"].([]any) {
		key := item.(map[string]any)["key"].(string)
		d.json(d.do(nethttp.MethodGet, "/api/v1/metrics/"+key, d.token, nil), 200, key)
		all.Add("key", key)
	}
	project := demo.Organizations()[0].Data.Projects[0].ID.String()
	for _, token := range []string{d.token, d.empty} {
		d.json(d.do(nethttp.MethodGet, "/api/v1/metrics/values?"+all.Encode(), token, nil), 200, "all values")
		for _, dim := range catalog["dimensions"].([]any) {
			q := url.Values{"key": {"gross", "tickets_sold"}, "group_by": {dim.(string)}, "explain": {"false"}}
			d.json(d.do(nethttp.MethodGet, "/api/v1/metrics/values?"+q.Encode(), token, nil), 200, "values by dimension")
		}
	}
	q := url.Values{"key": {"gross"}, "project_id": {project}, "from": {"2020-01-01"}, "to": {"2030-12-31"}}
	d.json(d.do(nethttp.MethodGet, "/api/v1/metrics/values?"+q.Encode(), d.token, nil), 200, "values of a project")
}

func (d *documented) reports() {
	catalog := d.json(d.do(nethttp.MethodGet, "/api/v1/reports", d.token, nil), 200, "reports")
	org := demo.Organizations()[0].Data
	scope := url.Values{"project_id": {org.Projects[0].ID.String()}, "show_id": {org.Shows[0].ID.String()}}
	for _, item := range catalog["data"].([]any) {
		r := item.(map[string]any)
		key := r["key"].(string)
		q := url.Values{}
		for _, need := range r["requires"].([]any) {
			if need == "batch_id" {
				q.Set("batch_id", d.firstBatch())
			} else {
				q.Set(need.(string), scope.Get(need.(string)))
			}
		}
		for _, token := range []string{d.token, d.empty} {
			rec := d.do(nethttp.MethodGet, "/api/v1/reports/"+key+"?"+q.Encode(), token, nil)
			if rec.Code != 200 && token == d.token {
				d.t.Errorf("report %s: %d %s", key, rec.Code, rec.Body)
			}
			d.do(nethttp.MethodGet, "/api/v1/reports/"+key+"?"+q.Encode(), token, nil, "Accept", "text/csv")
		}
		page := d.json(d.do(nethttp.MethodGet, "/api/v1/reports/"+key+"?limit=1&"+q.Encode(), d.token, nil), 200, key)
		if next, ok := page["next_cursor"].(string); ok {
			q.Set("cursor", next)
			d.json(d.do(nethttp.MethodGet, "/api/v1/reports/"+key+"?limit=1&"+q.Encode(), d.token, nil), 200, key+" page 2")
		}
	}
}

func (d *documented) snapshots() {
	d.json(d.do(nethttp.MethodGet, "/api/v1/snapshots", d.empty, nil), 200, "no snapshots")
	page := d.json(d.do(nethttp.MethodGet, "/api/v1/snapshots?limit=2", d.token, nil), 200, "snapshots")
	for _, s := range page["data"].([]any) {
		d.json(d.do(nethttp.MethodGet, "/api/v1/snapshots/"+s.(map[string]any)["id"].(string), d.token, nil), 200, "snapshot")
	}
	if next, ok := page["next_cursor"].(string); ok {
		d.json(d.do(nethttp.MethodGet, "/api/v1/snapshots?limit=2&cursor="+url.QueryEscape(next), d.token, nil), 200, "snapshots page 2")
	}
	d.json(d.do(nethttp.MethodGet, "/api/v1/snapshots?report=tour_pnl", d.token, nil), 200, "snapshots of a report")
}
