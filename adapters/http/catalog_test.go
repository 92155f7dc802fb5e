package http

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"strconv"
	"testing"

	"github.com/getkin/kin-openapi/openapi3"

	"github.com/roadcase/roadcase/core/identity"
)

// catalogCase is a fixed answer and the server that gives it.
type catalogCase struct {
	path, template string
	server         func(t *testing.T) (*testServer, string) // the server and a token it accepts
}

var catalogCases = []catalogCase{
	{"/api/v1/documents", "/api/v1/documents", documentCatalogServer},
	{"/api/v1/documents/invoice", "/api/v1/documents/{type}", documentCatalogServer},
	{"/api/v1/documents/day-sheet", "/api/v1/documents/{type}", documentCatalogServer},
	{"/api/v1/metrics", "/api/v1/metrics", reportingCatalogServer},
	{"/api/v1/metrics/sell_through", "/api/v1/metrics/{key}", reportingCatalogServer},
	{"/api/v1/reports", "/api/v1/reports", reportingCatalogServer},
}

func documentCatalogServer(t *testing.T) (*testServer, string) {
	ds := newDocumentServer(t, Config{})
	return ds.testServer, ds.token(ds.orgs[0].ID, identity.ScopeDocumentsRead)
}

func reportingCatalogServer(t *testing.T) (*testServer, string) {
	rs := newReportingServer(t)
	return rs.testServer, rs.reader()
}

func TestACatalogAnswerCarriesTheStrongTagOfItsBytes(t *testing.T) {
	t.Parallel()
	for _, tc := range catalogCases {
		ts, tok := tc.server(t)
		rec := ts.do("GET", tc.path, tok, nil)
		if rec.Code != 200 || rec.Header().Get("Content-Type") != "application/json; charset=utf-8" || !json.Valid(rec.Body.Bytes()) {
			t.Fatalf("GET %s: %d %q %.200s", tc.path, rec.Code, rec.Header().Get("Content-Type"), rec.Body)
		}
		sum := sha256.Sum256(rec.Body.Bytes())
		if got, want := rec.Header().Get("ETag"), `"`+hex.EncodeToString(sum[:16])+`"`; got != want {
			t.Errorf("GET %s: ETag %s, want %s", tc.path, got, want)
		}
		if got := rec.Header().Get("Cache-Control"); got != "private, no-cache" {
			t.Errorf("GET %s: Cache-Control %q", tc.path, got)
		}
		if got, want := rec.Header().Get("Content-Length"), strconv.Itoa(rec.Body.Len()); got != want {
			t.Errorf("GET %s: Content-Length %q, want %s", tc.path, got, want)
		}
	}
}

func TestACatalogAnswerWhoseTagIsSentBackIsNotModified(t *testing.T) {
	t.Parallel()
	doc := loadEmbedded(t)
	for _, tc := range catalogCases {
		ts, tok := tc.server(t)
		tag := ts.do("GET", tc.path, tok, nil).Header().Get("ETag")
		for _, inm := range []string{tag, "W/" + tag, `"stale", ` + tag, "*"} {
			rec := ts.do("GET", tc.path, tok, nil, "If-None-Match", inm)
			if rec.Code != 304 || rec.Body.Len() != 0 {
				t.Fatalf("GET %s with If-None-Match %s: %d %.100s, want 304 without a body", tc.path, inm, rec.Code, rec.Body)
			}
			if rec.Header().Get("ETag") != tag || rec.Header().Get("Cache-Control") != "private, no-cache" {
				t.Errorf("GET %s: the 304 has ETag %q and Cache-Control %q", tc.path, rec.Header().Get("ETag"), rec.Header().Get("Cache-Control"))
			}
		}
		if rec := ts.do("GET", tc.path, tok, nil, "If-None-Match", `"stale"`); rec.Code != 200 || rec.Body.Len() == 0 {
			t.Errorf("GET %s with a stale tag: %d, want 200 with the answer", tc.path, rec.Code)
		}
		if rec := ts.do("GET", tc.path, "", nil, "If-None-Match", tag); rec.Code != 401 {
			t.Errorf("GET %s with the tag and no token: %d, want 401", tc.path, rec.Code)
		}
		declaresRevalidation(t, doc.Paths.Value(tc.template).Get, tc.template)
	}
}

func TestEachCatalogAnswerHasItsOwnTagInEveryServer(t *testing.T) {
	t.Parallel()
	seen := map[string]string{}
	for _, tc := range catalogCases {
		first, tok := tc.server(t)
		second, tok2 := tc.server(t)
		tag := first.do("GET", tc.path, tok, nil).Header().Get("ETag")
		if again := second.do("GET", tc.path, tok2, nil).Header().Get("ETag"); again != tag {
			t.Errorf("GET %s: tag %s in one server, %s in another", tc.path, tag, again)
		}
		if other, dup := seen[tag]; dup {
			t.Errorf("GET %s and GET %s share the tag %s", tc.path, other, tag)
		}
		seen[tag] = tc.path
	}
}

func TestAnUnknownCatalogKeyIsStillNotFound(t *testing.T) {
	t.Parallel()
	for _, tc := range []catalogCase{
		{path: "/api/v1/documents/no-such-type", server: documentCatalogServer},
		{path: "/api/v1/metrics/no_such_metric", server: reportingCatalogServer},
	} {
		ts, tok := tc.server(t)
		rec := ts.do("GET", tc.path, tok, nil, "If-None-Match", "*")
		if p := problemOf(t, rec); p.Status != 404 || rec.Header().Get("ETag") != "" {
			t.Errorf("GET %s: %+v with ETag %q, want 404 without a tag", tc.path, p, rec.Header().Get("ETag"))
		}
	}
}

// declaresRevalidation fails unless the operation declares 304, and the ETag
// header on it and on 200.
func declaresRevalidation(t *testing.T, op *openapi3.Operation, template string) {
	t.Helper()
	for _, code := range []int{200, 304} {
		r := op.Responses.Status(code)
		if r == nil || r.Value.Headers["ETag"] == nil {
			t.Errorf("GET %s: the document declares no %d answer with an ETag header", template, code)
		}
	}
}
