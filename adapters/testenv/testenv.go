// Package testenv is the one place where a test decides what to do when a tool
// or service it needs is missing: Chromium, axe-core, html-validate,
// stripe-mock, the generated clients, PostgreSQL or Redis. On a fresh machine
// with Go alone such a test skips, saying what it needs, so that go test ./...
// passes; when the tool's ROADCASE_REQUIRE_* variable is 1, as CI sets it
// (.ci/run), the same test fails instead, so that a missing tool can never pass
// silently. It is a test-support package, in non-test files so that every
// package's tests can import it; the service does not.
//
// Every lookup of an optional tool ends in Missing when the tool is not there;
// .ci/run also runs the tests with none of them (.ci/bare), and a test of this
// package checks that no other code reads a ROADCASE_REQUIRE_* variable.
package testenv

import (
	"fmt"
	"os"
	"testing"
)

// Prefix starts the name of every variable that turns a missing tool from a
// skip into a failure, such as ROADCASE_REQUIRE_BROWSER.
const Prefix = "ROADCASE_REQUIRE_"

// Required reports whether the variable require (ROADCASE_REQUIRE_…) is 1,
// which makes the tool it names required.
func Required(require string) bool { return os.Getenv(require) == "1" }

// Missing ends t because a tool it needs is missing: what says what is missing
// and how to get it. It skips t, unless the variable require is 1, when it fails
// t. It does not return.
func Missing(t testing.TB, require, format string, args ...any) {
	t.Helper()
	what := fmt.Sprintf(format, args...)
	if Required(require) {
		t.Fatalf("%s=1, but %s", require, what)
		return
	}
	t.Skipf("%s (set %s=1 to make this a failure)", what, require)
}
