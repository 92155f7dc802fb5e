package testenv_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/roadcase/roadcase/adapters/testenv"
)

// recorder is a testing.TB that records whether Missing skipped or failed it.
type recorder struct {
	testing.TB
	skipped, failed string
}

func (r *recorder) Helper()                        {}
func (r *recorder) Skipf(format string, a ...any)  { r.skipped = fmt.Sprintf(format, a...) }
func (r *recorder) Fatalf(format string, a ...any) { r.failed = fmt.Sprintf(format, a...) }

const require = "ROADCASE_REQUIRE_TESTENV_SELFTEST"

func TestMissingSkipsUnlessRequired(t *testing.T) {
	for _, c := range []struct {
		value      string
		skip, fail bool
	}{{"", true, false}, {"0", true, false}, {"1", false, true}} {
		t.Setenv(require, c.value)
		r := &recorder{TB: t}
		testenv.Missing(r, require, "no %s", "tool")
		if (r.skipped != "") != c.skip || (r.failed != "") != c.fail {
			t.Errorf("%s=%q: skipped %q, failed %q", require, c.value, r.skipped, r.failed)
		}
		if msg := r.skipped + r.failed; msg == "" || !strings.Contains(msg, "no tool") || !strings.Contains(msg, require) {
			t.Errorf("%s=%q: the message %q does not say what is missing and which variable requires it", require, c.value, msg)
		}
	}
}
