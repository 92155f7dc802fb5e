package main

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/roadcase/roadcase/adapters/render/htmlcheck"
)

// pageBatch keeps some of the pages a property test renders, each beside the
// request body it came from, so that one run of html-validate checks them all at
// the end: starting html-validate once per page would cost more than the test.
type pageBatch struct {
	mu      sync.Mutex
	dir     string
	perType int
	kept    map[string]int
}

func newPageBatch(dir string, perType int) *pageBatch {
	return &pageBatch{dir: dir, perType: perType, kept: map[string]int{}}
}

// keep writes page and body as <key>-<n>.html and <key>-<n>.json, up to perType
// pages of each type.
func (b *pageBatch) keep(key string, page, body []byte) error {
	b.mu.Lock()
	n := b.kept[key]
	if n >= b.perType {
		b.mu.Unlock()
		return nil
	}
	b.kept[key] = n + 1
	b.mu.Unlock()
	name := filepath.Join(b.dir, fmt.Sprintf("%s-%d", key, n))
	if err := os.WriteFile(name+".json", body, 0o600); err != nil {
		return err
	}
	return os.WriteFile(name+".html", page, 0o600)
}

// validate runs html-validate, with the render package's configuration, over every
// kept page, and fails t with its report and the request body of every page it
// rejects.
func (b *pageBatch) validate(t *testing.T, v htmlcheck.HTMLValidate) {
	t.Helper()
	pages, err := filepath.Glob(filepath.Join(b.dir, "*.html"))
	if err != nil || len(pages) == 0 {
		t.Fatalf("no pages to validate: %v", err)
	}
	slices.Sort(pages)
	err = v.Files(pages...)
	if err == nil {
		t.Logf("html-validate accepted %d pages", len(pages))
		return
	}
	var report strings.Builder
	fmt.Fprintf(&report, "html-validate rejects pages of valid instances: %v", err)
	for _, page := range pages {
		if !strings.Contains(err.Error(), page) {
			continue
		}
		body, _ := os.ReadFile(strings.TrimSuffix(page, ".html") + ".json")
		fmt.Fprintf(&report, "\n%s came from the request body\n%s\n", filepath.Base(page), body)
	}
	t.Error(report.String())
}
