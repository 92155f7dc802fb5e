package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/roadcase/roadcase/adapters/render/htmlcheck"
)

// auditedPages collects the markup of the pages a test's people audit, so that
// one run of html-validate checks them all when the test ends: a run starts
// Node and takes about 0.6 s of CPU whatever it checks, more than most pages'
// audits, and run page by page it counted against each tab's minute
// (browsertest.TabTimeout) on a loaded machine.
type auditedPages struct {
	mu    sync.Mutex
	dir   string
	files []string
	// v is html-validate, or the zero value when it is missing and not
	// required (its subtest skipped).
	v htmlcheck.HTMLValidate
}

// auditedByTest holds each test's auditedPages, by test.
var auditedByTest sync.Map

// auditedPagesOf returns t's auditedPages, made at t's first call: it looks
// html-validate up in a subtest of its own (skipped without it, failed when it
// is required), and validates every page added when t ends.
func auditedPagesOf(t *testing.T) *auditedPages {
	t.Helper()
	if a, ok := auditedByTest.Load(t); ok {
		return a.(*auditedPages)
	}
	a := &auditedPages{dir: t.TempDir()}
	t.Run("html-validate", func(t *testing.T) { a.v = htmlcheck.FindHTMLValidate(t) })
	auditedByTest.Store(t, a)
	t.Cleanup(func() {
		auditedByTest.Delete(t)
		a.validate(t)
	})
	return a
}

// add keeps the markup of the page at path, in a file named for it.
func (a *auditedPages) add(t *testing.T, path, markup string) {
	t.Helper()
	a.mu.Lock()
	defer a.mu.Unlock()
	name := fmt.Sprintf("%02d%s.html", len(a.files), strings.ReplaceAll(path, "/", "_"))
	file := filepath.Join(a.dir, name)
	if err := os.WriteFile(file, []byte(markup), 0o600); err != nil {
		t.Fatal(err)
	}
	a.files = append(a.files, file)
}

// validate runs html-validate once over every page kept and fails t with its
// report, which names each page it rejects by its file (its path).
func (a *auditedPages) validate(t *testing.T) {
	t.Helper()
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.v.Command == "" || len(a.files) == 0 {
		return
	}
	if err := a.v.Files(a.files...); err != nil {
		t.Errorf("html-validate rejects pages the people reached: %v", err)
		return
	}
	t.Logf("html-validate accepted the %d pages the people reached", len(a.files))
}
