package main

import (
	"context"
	nethttp "net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/records/demo"
)

// BenchmarkDocumentFromPageAndAPI measures one document rendered from one
// record two ways, side by side on the same database and machine: over the
// API (POST /api/v1/documents/{type}/render with a token) and opened from the
// pages (GET /documents/{type}/{id} with a session), both in process through
// the handlers serve wires, over the demo at budgetScale on SQLite and
// PostgreSQL. The budget: the page within 1.5× of the API (docs/documents.md,
// Documents from the pages). The types are the day sheet of the show with the
// most schedule items and the tour book of the project with the most shows.
//
//	go test ./cmd/roadcase -run '^$' -bench BenchmarkDocumentFromPageAndAPI -count 5
func BenchmarkDocumentFromPageAndAPI(b *testing.B) {
	b.Setenv("ROADCASE_RATE_LIMIT_TOKEN", "off")
	b.Setenv("ROADCASE_RATE_LIMIT_ORG", "off")
	for _, backend := range siteBackends {
		b.Run(backend.name, func(b *testing.B) {
			s := newRecordsSite(b, backend.dsn(b), budgetScale)
			srv, err := s.m.httpServer(nil)
			if err != nil {
				b.Fatal(err)
			}
			api := srv.Handler()
			owner := demo.Organizations()[0]
			token, _, err := s.m.Identity.MintToken(context.Background(), identity.MintInput{OrgSlug: owner.Slug,
				Email: owner.OwnerEmail, Name: "document benchmark", Scopes: []string{string(identity.ScopeDocumentsWrite)}})
			if err != nil {
				b.Fatal(err)
			}
			t := s.targets()
			for _, doc := range []struct{ key, id string }{{"day-sheet", string(t.show)}, {"tour-book", string(t.project)}} {
				render := func() (int, string) {
					r := httptest.NewRequest(nethttp.MethodPost, "/api/v1/documents/"+doc.key+"/render",
						strings.NewReader(`{"record_id":"`+doc.id+`"}`))
					r.Header.Set("Authorization", "Bearer "+token)
					r.Header.Set("Content-Type", "application/json")
					w := httptest.NewRecorder()
					api.ServeHTTP(w, r)
					return w.Code, w.Body.String()
				}
				code, fromAPI := render()
				page := s.get("/documents/" + doc.key + "/" + doc.id)
				if code != nethttp.StatusOK || page.code != nethttp.StatusOK || page.body != fromAPI {
					b.Fatalf("%s: API %d, page %d, same bytes %v", doc.key, code, page.code, page.body == fromAPI)
				}
				b.Run(doc.key+"/api", func(b *testing.B) {
					var statements int64
					for b.Loop() {
						before := s.statements.n.Load()
						if code, _ := render(); code != nethttp.StatusOK {
							b.Fatalf("status %d", code)
						}
						statements = s.statements.n.Load() - before
					}
					b.ReportMetric(float64(statements), "stmts/op")
				})
				b.Run(doc.key+"/page", func(b *testing.B) {
					var last sitePage
					for b.Loop() {
						if last = s.get("/documents/" + doc.key + "/" + doc.id); last.code != nethttp.StatusOK {
							b.Fatalf("status %d", last.code)
						}
					}
					b.ReportMetric(float64(last.statements), "stmts/op")
				})
			}
		})
	}
}
