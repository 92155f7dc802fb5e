package browsertest

import (
	"testing"

	"github.com/roadcase/roadcase/adapters/render/htmlcheck"
)

// ValidateHTML fails t with html-validate's report when page breaks its
// "recommended" rules, the ones every page of the project passes. It finds
// html-validate as the render package's tests do (htmlcheck.FindHTMLValidate):
// without it t skips, unless ROADCASE_REQUIRE_HTMLVALIDATE=1, so call it last or
// in a subtest of its own.
func ValidateHTML(t testing.TB, page string) {
	t.Helper()
	v := htmlcheck.FindHTMLValidate(t)
	if err := v.Page(t.Name()+".html", []byte(page)); err != nil {
		t.Error(err)
	}
}
