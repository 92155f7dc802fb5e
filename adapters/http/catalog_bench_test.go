package http

import (
	"io"
	"log/slog"
	nethttp "net/http"
	"net/http/httptest"
	"testing"

	"github.com/roadcase/roadcase/core/identity"
)

// BenchmarkCatalogGET serves GET /api/v1/documents/invoice through the whole API
// (request id, access log formatted as text to nowhere, recovery, body limit,
// authentication by a fake, scope check, the fixed answer), answered in full and
// as 304, beside a bare handler that writes the same bytes: the API's own cost per
// request, without the network and the token store.
func BenchmarkCatalogGET(b *testing.B) {
	ds := newDocumentServer(b, Config{})
	ds.logger = slog.New(slog.NewTextHandler(io.Discard, nil))
	tok := ds.token(ds.orgs[0].ID, identity.ScopeDocumentsRead)
	const path = "/api/v1/documents/invoice"
	first := ds.do("GET", path, tok, nil)
	body, tag := first.Body.Bytes(), first.Header().Get("ETag")
	bare := nethttp.HandlerFunc(func(w nethttp.ResponseWriter, _ *nethttp.Request) {
		w.Header().Set("Content-Type", "application/json; charset=utf-8")
		_, _ = w.Write(body) // into discardWriter, whose Write never fails
	})
	for _, bc := range []struct {
		name    string
		handler nethttp.Handler
		inm     string
	}{
		{"api", ds.Handler(), ""},
		{"api-304", ds.Handler(), tag},
		{"bare", bare, ""},
	} {
		b.Run(bc.name, func(b *testing.B) {
			b.ReportAllocs()
			b.RunParallel(func(pb *testing.PB) {
				req := httptest.NewRequest("GET", path, nil)
				req.Header.Set("Authorization", "Bearer "+tok)
				if bc.inm != "" {
					req.Header.Set("If-None-Match", bc.inm)
				}
				w := &discardWriter{header: nethttp.Header{}}
				for pb.Next() {
					clear(w.header)
					w.status = 0
					bc.handler.ServeHTTP(w, req)
					if w.status != 200 && w.status != 304 {
						b.Fatalf("status %d", w.status)
					}
				}
			})
		})
	}
}

// discardWriter is a ResponseWriter that keeps the status and drops the body.
type discardWriter struct {
	header nethttp.Header
	status int
}

func (w *discardWriter) Header() nethttp.Header { return w.header }

func (w *discardWriter) WriteHeader(status int) {
	if w.status == 0 {
		w.status = status
	}
}

func (w *discardWriter) Write(p []byte) (int, error) {
	w.WriteHeader(200)
	return len(p), nil
}
