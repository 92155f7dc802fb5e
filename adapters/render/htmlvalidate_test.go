package render

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// TestGoldenPagesPassAnIndependentValidator runs html-validate (npm package
// html-validate, its "recommended" rules) over every golden
// page. It needs the html-validate command: on PATH or named by
// ROADCASE_HTMLVALIDATE. Without it the test skips, unless
// ROADCASE_REQUIRE_HTMLVALIDATE=1 makes the skip a failure. To run it:
//
//	npm install --prefix /tmp/hv html-validate@10
//	ROADCASE_HTMLVALIDATE=/tmp/hv/node_modules/.bin/html-validate go test ./adapters/render -run Independent
func TestGoldenPagesPassAnIndependentValidator(t *testing.T) {
	t.Parallel()
	bin := os.Getenv("ROADCASE_HTMLVALIDATE")
	if bin == "" {
		bin, _ = exec.LookPath("html-validate")
	}
	if bin == "" {
		if os.Getenv("ROADCASE_REQUIRE_HTMLVALIDATE") == "1" {
			t.Fatal("html-validate is required but neither on PATH nor named by ROADCASE_HTMLVALIDATE")
		}
		t.Skip("html-validate not installed; see the test's comment")
	}
	pages, err := filepath.Glob(filepath.Join("testdata", "golden", "*.html"))
	if err != nil || len(pages) == 0 {
		t.Fatalf("no golden pages: %v", err)
	}
	args := append([]string{"--config", filepath.Join("testdata", "htmlvalidate.json")}, pages...)
	out, err := exec.Command(bin, args...).CombinedOutput()
	if err != nil {
		t.Fatalf("html-validate: %v\n%s", err, out)
	}
}
