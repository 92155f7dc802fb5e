package main

import (
	"os"
	"strings"
	"testing"
	"time"
)

// TestRecordsPagesTrace logs every statement each budgeted page runs, with its
// duration, for finding where a page's time goes. It runs only with
// ROADCASE_TRACE_PAGES set to sqlite or postgres (it seeds the demo at
// budgetScale), and ROADCASE_TRACE_PAGE=name keeps the pages whose name
// contains name:
//
//	ROADCASE_TRACE_PAGES=sqlite ROADCASE_TRACE_PAGE=venue go test ./cmd/roadcase -run TestRecordsPagesTrace -v
func TestRecordsPagesTrace(t *testing.T) {
	t.Parallel()
	want := os.Getenv("ROADCASE_TRACE_PAGES")
	if want == "" {
		t.Skip("set ROADCASE_TRACE_PAGES=sqlite or postgres to trace the records pages")
	}
	for _, backend := range siteBackends {
		if backend.name != want {
			continue
		}
		s := newRecordsSite(t, backend.dsn(t), budgetScale)
		tg := s.targets()
		only := os.Getenv("ROADCASE_TRACE_PAGE")
		s.statements.trace.Store(true)
		for _, p := range budgetPages(tg) {
			if strings.Contains(p.name, only) {
				s.statements.traced()
				start := time.Now()
				got := s.get(p.path)
				t.Logf("%s, GET %s: %d in %v, %d statements\n%s", p.name, p.path, got.code, time.Since(start),
					got.statements, strings.Join(s.statements.traced(), "\n"))
			}
		}
		for _, f := range budgetSaves(tg) {
			if strings.Contains(f.name, only) {
				form := formAt(t, s.mustGet(f.form).body, f.form)
				form.Set(f.field, "Traced change")
				s.statements.traced()
				start := time.Now()
				got := s.post(f.form, form)
				t.Logf("%s, POST %s: %d in %v, %d statements\n%s", f.name, f.form, got.code, time.Since(start),
					got.statements, strings.Join(s.statements.traced(), "\n"))
			}
		}
	}
}
