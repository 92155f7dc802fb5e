package main

import (
	"bytes"
	nethttp "net/http"
	"strings"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records/demo"
)

// errorCase is a request that must be refused with a status and a problem code
// (and, when set, the pointer of its first error).
type errorCase struct {
	name, method, target, token string
	body                        []byte
	header                      []string
	status                      int
	code, pointer               string
}

func (d *documented) errors() {
	org := demo.Organizations()[0].Data
	project, show := org.Projects[0].ID.String(), org.Shows[0].ID.String()
	packet := d.graphNodes("packet")[0]
	board := "/api/v1/send-batches/" + d.firstBatch() + "/tracking-board"
	shells := "/api/v1/projects/" + project + "/advance-packets"
	unknown := kernel.NewID().String()
	d.do(nethttp.MethodPost, shells, d.token, []byte(`{}`), "Idempotency-Key", "document-test-2")
	cases := []errorCase{
		{name: "no token", method: "GET", target: "/api/v1/documents", status: 401, code: "missing_token"},
		{name: "an unknown token", method: "GET", target: "/api/v1/documents", token: "rc_pat_unknown", status: 401, code: "invalid_token"},
		{name: "a missing scope", method: "GET", target: "/api/v1/reports", token: d.reader, status: 403, code: "insufficient_scope"},
		{name: "a role below manager", method: "POST", target: shells, token: d.member, body: []byte(`{}`), status: 403, code: "insufficient_role"},
		{name: "an unknown packet", method: "GET", target: "/api/v1/advance-packets/" + unknown, status: 404, code: "not_found"},
		{name: "an unknown batch", method: "GET", target: "/api/v1/send-batches/" + unknown + "/tracking-board", status: 404, code: "not_found"},
		{name: "an unknown snapshot", method: "GET", target: "/api/v1/snapshots/" + unknown, status: 404, code: "not_found"},
		{name: "an unknown metric", method: "GET", target: "/api/v1/metrics/nope", status: 404, code: "not_found"},
		{name: "an unknown report", method: "GET", target: "/api/v1/reports/nope", status: 404, code: "not_found"},
		{name: "another organization's project", method: "GET", target: shells, token: d.empty, status: 404, code: "not_found"},
		{name: "a method the path lacks", method: "DELETE", target: "/api/v1/documents", status: 405},
		{name: "a body that is not JSON", method: "POST", target: shells, body: []byte(`{`), status: 400},
		{name: "a body that is not JSON by its type", method: "POST", target: shells, body: []byte(`{}`), header: []string{"Content-Type", "text/plain"}, status: 415},
		{name: "a body over the limit", method: "POST", target: shells, body: bytes.Repeat([]byte(" "), 2<<20), status: 413},
		{name: "an unknown kind", method: "POST", target: shells, body: []byte(`{"kind": "nope"}`), status: 422, pointer: "/kind"},
		{name: "invalid data", method: "POST", target: "/api/v1/documents/day-sheet/render", body: []byte(`{"data": {"time_zone": "Mars/Olympus"}}`), status: 422},
		{name: "both data and record_id", method: "POST", target: "/api/v1/documents/day-sheet/render", body: []byte(`{"data": {}, "record_id": "` + show + `"}`), status: 422},
		{name: "an Idempotency-Key reused", method: "POST", target: shells, body: []byte(`{"title": "other"}`), header: []string{"Idempotency-Key", "document-test-2"}, status: 422},
		{name: "a head over the limit", method: "GET", target: "/api/v1/documents", header: []string{"X-Padding", strings.Repeat("a", 40<<10)}, status: 431, code: "headers_too_large"},
		{name: "a limit given twice", method: "GET", target: "/api/v1/snapshots?limit=1&limit=2", status: 422, pointer: "/limit"},
	}
	// A query it cannot decode is never read as a narrower or wider one.
	for _, q := range []struct{ target, pointer string }{
		{"/api/v1/reports/show_pnl?project_id=" + project + "%", "/project_id"},
		{"/api/v1/metrics/values?key=gross&project_id=" + project + "%", "/project_id"},
		{"/api/v1/metrics/values?key=gross&from=2026-01-01%", "/from"},
		{"/api/v1/metrics/values?key=gross&show_id=" + show + "%zz", "/show_id"},
		{board + "?stage=sent%", "/stage"},
		{"/api/v1/advance-packets/" + packet + "/sections?limit=1%", "/limit"},
		{"/api/v1/advance-packets/" + packet + "/audiences?limit=%", "/limit"},
		{"/api/v1/snapshots?limit=2%", "/limit"},
		{"/api/v1/documents?x=%", "/x"},
	} {
		cases = append(cases, errorCase{name: "undecodable " + q.target, method: "GET", target: q.target, status: 422,
			code: "invalid_query", pointer: q.pointer})
	}
	// Every list refuses a cursor it did not give, whole reports included.
	for _, target := range []string{"/api/v1/reports/daily_ticket_count?show_id=" + show, "/api/v1/reports/tour_pnl",
		"/api/v1/reports/projects_overview", "/api/v1/snapshots", "/api/v1/advance-packets/" + packet + "/sections",
		"/api/v1/advance-packets/" + packet + "/audiences", "/api/v1/advance-packets/" + packet + "/send-batches", board} {
		sep := "?"
		if strings.Contains(target, "?") {
			sep = "&"
		}
		cases = append(cases, errorCase{name: "a foreign cursor on " + target, method: "GET", target: target + sep + "cursor=garbage",
			status: 422, code: "invalid_cursor", pointer: "/cursor"})
	}
	for _, c := range cases {
		token := c.token
		if token == "" && c.name != "no token" {
			token = d.token
		}
		rec := d.do(c.method, c.target, token, c.body, c.header...)
		code, pointer := problemCode(rec)
		if rec.Code != c.status || (c.code != "" && code != c.code) || (c.pointer != "" && pointer != c.pointer) ||
			strings.HasPrefix(code, "(not a problem") {
			d.t.Errorf("%s: %d %s at %q, want %d %s at %q: %.300s", c.name, rec.Code, code, pointer, c.status, c.code, c.pointer, rec.Body)
		}
	}
}
