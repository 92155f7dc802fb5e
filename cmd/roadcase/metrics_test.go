package main

import (
	"bytes"
	"encoding/json"
	"io"
	nethttp "net/http"
	"strings"
	"testing"

	"github.com/roadcase/roadcase/cmd/roadcase/servetest"
)

// TestServeExposesMetricsOnTheOpsListener runs `roadcase serve --demo`, calls
// the API and a page, renders a document, and scrapes /metrics on the
// operational listener: the request counter labelled by route pattern, the
// render histogram by type, the database pool's gauges and the job queue's
// depth must be there, and no raw path.
func TestServeExposesMetricsOnTheOpsListener(t *testing.T) {
	t.Parallel()
	srv := servetest.StartDemo(t, buildBinary(t), seededDSN(t))
	for _, c := range []struct {
		method, path, token string
		body                []byte
		want                int
	}{
		{"GET", "/api/v1/documents", srv.Token, nil, 200},
		{"GET", "/api/v1/documents/invoice", srv.Token, nil, 200},
		{"GET", "/api/v1/documents/invoice", srv.Token, nil, 200},
		{"GET", "/api/v1/documents/invoice", "", nil, 401},
		{"POST", "/api/v1/documents/invoice/render", srv.Token, renderBody(t, srv), 200},
		{"GET", "/signin", "", nil, 200},
	} {
		if got := call(t, c.method, srv.URL+c.path, c.token, c.body); got != c.want {
			t.Fatalf("%s %s = %d, want %d", c.method, c.path, got, c.want)
		}
	}

	resp, err := nethttp.Get(srv.OpsURL + "/metrics")
	if err != nil {
		t.Fatal(err)
	}
	defer func() {
		if err := resp.Body.Close(); err != nil {
			t.Error(err)
		}
	}()
	body, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != 200 {
		t.Fatalf("GET /metrics on the ops listener = %d", resp.StatusCode)
	}
	text := string(body)
	for _, want := range []string{
		`roadcase_http_requests_total{method="GET",route="/api/v1/documents/{type}",status="200",surface="api"} 3`,
		`roadcase_http_requests_total{method="GET",route="/api/v1/documents/{type}",status="401",surface="api"} 1`,
		`roadcase_http_requests_total{method="GET",route="/api/v1/documents",status="200",surface="api"} `,
		`roadcase_http_requests_total{method="GET",route="/signin",status="200",surface="pages"} 1`,
		`roadcase_http_request_duration_seconds_count{method="POST",route="/api/v1/documents/{type}/render",status="200",surface="api"} 1`,
		`roadcase_render_duration_seconds_count{type="invoice"} 1`,
		"roadcase_db_open_connections ",
		"roadcase_db_in_use_connections ",
		"roadcase_db_idle_connections ",
		"roadcase_db_wait_count_total ",
		"roadcase_db_wait_duration_seconds_total ",
		"roadcase_job_queue_depth ",
		`roadcase_rate_limited_total{limit="token"} 0`,
		"go_goroutines ",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("/metrics lacks %q", want)
		}
	}
	if strings.Contains(text, `route="/api/v1/documents/invoice"`) {
		t.Error("a raw path is a route label")
	}
	if t.Failed() {
		t.Logf("/metrics:\n%s", grepLines(text, "roadcase_"))
	}
}

// renderBody is a render request of the invoice type with its sample data.
func renderBody(t *testing.T, srv *servetest.Server) []byte {
	t.Helper()
	req, _ := nethttp.NewRequest("GET", srv.URL+"/api/v1/documents/invoice", nil)
	req.Header.Set("Authorization", "Bearer "+srv.Token)
	resp, err := nethttp.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer func() {
		if err := resp.Body.Close(); err != nil {
			t.Error(err)
		}
	}()
	var doc struct {
		Sample json.RawMessage `json:"sample"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&doc); err != nil || len(doc.Sample) == 0 {
		t.Fatalf("the invoice type's sample: %v", err)
	}
	body, _ := json.Marshal(map[string]json.RawMessage{"data": doc.Sample})
	return body
}

// call sends one request, with a bearer token and a JSON body when given, and
// returns the status code.
func call(t *testing.T, method, url, token string, body []byte) int {
	t.Helper()
	req, _ := nethttp.NewRequest(method, url, bytes.NewReader(body))
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	resp, err := nethttp.DefaultClient.Do(req)
	if err != nil {
		t.Fatalf("%s %s: %v", method, url, err)
	}
	defer func() {
		if err := resp.Body.Close(); err != nil {
			t.Error(err)
		}
	}()
	if _, err := io.Copy(io.Discard, resp.Body); err != nil {
		t.Fatal(err)
	}
	return resp.StatusCode
}

// grepLines returns the lines of text that start with prefix.
func grepLines(text, prefix string) string {
	var out strings.Builder
	for line := range strings.Lines(text) {
		if strings.HasPrefix(line, prefix) {
			out.WriteString(line)
		}
	}
	return out.String()
}
