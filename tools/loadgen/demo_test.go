package main

import (
	"bytes"
	"context"
	"os/exec"
	"path/filepath"
	"testing"
	"time"
)

// buildRoadcase compiles the roadcase command into the test's temporary directory.
func buildRoadcase(t *testing.T) string {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "roadcase")
	// Built in the service's own module (its go.mod and go.sum), not this one's.
	build := exec.Command("go", "build", "-o", bin, "./cmd/roadcase")
	build.Dir = "../.."
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build ./cmd/roadcase: %v\n%s", err, out)
	}
	return bin
}

// TestMixAgainstTheDemo runs the mixed workload for two seconds against serve
// --demo, so that a change to the routes or reports the mix discovers its ids
// through breaks a test rather than the tool.
func TestMixAgainstTheDemo(t *testing.T) {
	if testing.Short() {
		t.Skip("builds roadcase and runs serve --demo")
	}
	cfg := config{serve: buildRoadcase(t), mix: true, workers: 2, duration: 2 * time.Second}
	var out, errs bytes.Buffer
	rep, err := execute(context.Background(), cfg, &out, &errs)
	if err != nil {
		t.Fatalf("%v\n%s", err, errs.String())
	}
	t.Logf("\n%s", out.String())
	if !rep.ok() {
		t.Fatal("some requests failed")
	}
	for _, tr := range rep.Targets {
		if tr.Metrics.Requests == 0 {
			t.Errorf("no request went to %s", tr.Name)
		}
	}
}
