package render

import (
	"path/filepath"
	"testing"

	"github.com/roadcase/roadcase/adapters/render/htmlcheck"
)

// TestGoldenPagesPassAnIndependentValidator runs html-validate (npm package
// html-validate, its "recommended" rules) over every golden page. It needs the
// html-validate command (see htmlcheck.FindHTMLValidate): named by
// ROADCASE_HTMLVALIDATE, on PATH, or installed by npm ci. Without it the test
// skips, unless ROADCASE_REQUIRE_HTMLVALIDATE=1 makes the skip a failure. To run it:
//
//	npm ci
//	go test ./adapters/render -run Independent
func TestGoldenPagesPassAnIndependentValidator(t *testing.T) {
	t.Parallel()
	v := htmlcheck.FindHTMLValidate(t)
	pages, err := filepath.Glob(filepath.Join("testdata", "golden", "*.html"))
	if err != nil || len(pages) == 0 {
		t.Fatalf("no golden pages: %v", err)
	}
	if err := v.Files(pages...); err != nil {
		t.Fatal(err)
	}
}
