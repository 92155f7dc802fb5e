package main

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
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

// htmlValidateBin returns the html-validate command, as the render package's
// independent validator test finds it: ROADCASE_HTMLVALIDATE, or on PATH. Without
// it the check is skipped, unless ROADCASE_REQUIRE_HTMLVALIDATE=1.
func htmlValidateBin(t *testing.T) string {
	bin := os.Getenv("ROADCASE_HTMLVALIDATE")
	if bin == "" {
		bin, _ = exec.LookPath("html-validate")
	}
	if bin == "" && os.Getenv("ROADCASE_REQUIRE_HTMLVALIDATE") == "1" {
		t.Fatal("html-validate is required but neither on PATH nor named by ROADCASE_HTMLVALIDATE")
	}
	return bin
}

// validate runs html-validate, with the render package's configuration, over every
// kept page, and fails t with its report and the request body of every page it
// rejects.
func (b *pageBatch) validate(t *testing.T, bin string) {
	t.Helper()
	pages, err := filepath.Glob(filepath.Join(b.dir, "*.html"))
	if err != nil || len(pages) == 0 {
		t.Fatalf("no pages to validate: %v", err)
	}
	slices.Sort(pages)
	config := filepath.Join("..", "..", "adapters", "render", "testdata", "htmlvalidate.json")
	out, err := exec.Command(bin, append([]string{"--config", config}, pages...)...).CombinedOutput()
	if err == nil {
		t.Logf("html-validate accepted %d pages", len(pages))
		return
	}
	var report strings.Builder
	fmt.Fprintf(&report, "html-validate rejects pages of valid instances: %v\n%s", err, out)
	for _, page := range pages {
		if !bytes.Contains(out, []byte(page)) {
			continue
		}
		body, _ := os.ReadFile(strings.TrimSuffix(page, ".html") + ".json")
		fmt.Fprintf(&report, "\n%s came from the request body\n%s\n", filepath.Base(page), body)
	}
	t.Error(report.String())
}
