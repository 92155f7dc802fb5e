package browsertest

import (
	"os"
	"path/filepath"
	"testing"
)

// script writes an executable shell script with body into t's temporary
// directory and returns its path.
func script(t *testing.T, name, body string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, []byte("#!/bin/sh\n"+body+"\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	return path
}

// The headless shell is taken only when it runs: a file that cannot start (as
// the shell without Chromium's libraries) or is not there is passed over.
func TestABrowserCountsAsStartingOnlyWhenItAnswersItsVersion(t *testing.T) {
	if !starts(script(t, "answers", `[ "$1" = --version ] && echo "Chromium 153.0.8010.0"`)) {
		t.Error("a browser that answers --version does not count as starting")
	}
	if starts(script(t, "fails", "echo 'error while loading shared libraries: libnss3.so' >&2; exit 127")) {
		t.Error("a browser that cannot load its libraries counts as starting")
	}
	if starts(filepath.Join(t.TempDir(), "absent")) {
		t.Error("a browser that is not there counts as starting")
	}
}

// ROADCASE_CHROMIUM names the browser for every test, the headless shell
// included, and the PDF tests' SystemChromium alike.
func TestTheNamedBrowserComesFirst(t *testing.T) {
	named := script(t, "named-chromium", "exit 0")
	t.Setenv(EnvChromium, named)
	for name, find := range map[string]func() (string, error){"FindChromium": FindChromium, "SystemChromium": SystemChromium} {
		if got, err := find(); err != nil || got != named {
			t.Errorf("%s() = %q, %v; want %q", name, got, err, named)
		}
	}
}
