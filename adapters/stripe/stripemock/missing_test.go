package stripemock_test

import (
	"os"
	"os/exec"
	"strings"
	"testing"

	"github.com/roadcase/roadcase/adapters/stripe/stripemock"
)

// TestStartInChild calls Start in the child processes of
// TestStartWithoutStripeMock, and does nothing otherwise.
func TestStartInChild(t *testing.T) {
	if os.Getenv("STRIPEMOCK_CHILD") != "1" {
		return
	}
	stripemock.Start(t)
}

func TestStartWithoutStripeMock(t *testing.T) {
	tests := []struct {
		name    string
		require string
		want    []string
		fails   bool
	}{
		{"skips by default", "", []string{"--- SKIP", stripemock.Install}, false},
		{"fails when required", "1", []string{"--- FAIL", stripemock.Install}, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			empty := t.TempDir()
			cmd := exec.Command(os.Args[0], "-test.run=^TestStartInChild$", "-test.v")
			cmd.Env = append(os.Environ(), "STRIPEMOCK_CHILD=1", "PATH="+empty, "GOBIN=", "GOPATH="+empty,
				stripemock.EnvRequire+"="+tt.require)
			out, err := cmd.CombinedOutput()
			if (err != nil) != tt.fails {
				t.Errorf("child's error = %v, want failure %v", err, tt.fails)
			}
			for _, w := range tt.want {
				if !strings.Contains(string(out), w) {
					t.Errorf("child's output lacks %q:\n%s", w, out)
				}
			}
		})
	}
}
