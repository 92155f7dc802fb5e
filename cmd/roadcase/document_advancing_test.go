package main

import (
	"encoding/json"
	nethttp "net/http"
	"net/url"

	"github.com/roadcase/roadcase/core/records/demo"
)

// graphNodes returns the ids of the nodes of a type in every demo project's
// packet graph.
func (d *documented) graphNodes(typ string) []string {
	var ids []string
	for _, p := range demo.Organizations()[0].Data.Projects {
		g := d.json(d.do(nethttp.MethodGet, "/api/v1/projects/"+p.ID.String()+"/advance-packets", d.token, nil), 200, "graph")
		for _, n := range g["graph"].(map[string]any)["nodes"].([]any) {
			if node := n.(map[string]any); node["type"] == typ {
				ids = append(ids, node["id"].(string))
			}
		}
	}
	return ids
}

// firstBatch returns a demo send batch's id.
func (d *documented) firstBatch() string {
	batches := d.graphNodes("send_batch")
	if len(batches) == 0 {
		d.t.Fatal("the demo has no send batch")
	}
	return batches[0]
}

// pages reads a list with limit=1 and follows its next_cursor once.
func (d *documented) pages(path, query string) {
	page := d.json(d.do(nethttp.MethodGet, path+"?limit=1"+query, d.token, nil), 200, path)
	if list, ok := page["recipients"].(map[string]any); ok {
		page = list
	}
	if next, ok := page["next_cursor"].(string); ok {
		d.json(d.do(nethttp.MethodGet, path+"?limit=1&cursor="+url.QueryEscape(next)+query, d.token, nil), 200, path+" page 2")
	}
}

func (d *documented) advancing() {
	for _, id := range d.graphNodes("packet") {
		base := "/api/v1/advance-packets/" + id
		d.json(d.do(nethttp.MethodGet, base, d.token, nil), 200, "packet")
		for _, list := range []string{"/sections", "/audiences", "/send-batches"} {
			d.json(d.do(nethttp.MethodGet, base+list, d.token, nil), 200, list)
			d.pages(base+list, "")
		}
	}
	stages := d.doc.Components.Schemas["FunnelStageOrExit"].Value.Enum
	for _, batch := range d.graphNodes("send_batch") {
		board := "/api/v1/send-batches/" + batch + "/tracking-board"
		d.json(d.do(nethttp.MethodGet, board, d.token, nil), 200, "board")
		d.pages(board, "")
		for _, stage := range stages {
			d.json(d.do(nethttp.MethodGet, board+"?stage="+stage.(string), d.token, nil), 200, "board by stage")
		}
	}
	// Shells: the defaults, every member null, and every kind.
	project := "/api/v1/projects/" + demo.Organizations()[0].Data.Projects[0].ID.String() + "/advance-packets"
	bodies := []string{`{}`, `{"kind": null, "title": null, "due_on": null, "show_id": null}`}
	for _, k := range d.doc.Components.Schemas["AdvancePacketKind"].Value.Enum {
		b, _ := json.Marshal(map[string]any{"kind": k, "title": "Every kind", "due_on": "2027-01-15"})
		bodies = append(bodies, string(b))
	}
	for _, body := range bodies {
		created := d.json(d.do(nethttp.MethodPost, project, d.token, []byte(body)), 201, "shell "+body)
		base := "/api/v1/advance-packets/" + created["id"].(string)
		d.json(d.do(nethttp.MethodGet, base+"/send-batches", d.token, nil), 200, "a new packet's batches")
	}
	d.do(nethttp.MethodPost, project, d.token, []byte(`{}`), "Idempotency-Key", "document-test-1")
	if rec := d.do(nethttp.MethodPost, project, d.token, []byte(`{}`), "Idempotency-Key", "document-test-1"); rec.Code != 201 ||
		rec.Header().Get("Idempotent-Replayed") != "true" {
		d.t.Errorf("a replay: %d, Idempotent-Replayed %q", rec.Code, rec.Header().Get("Idempotent-Replayed"))
	}
}
