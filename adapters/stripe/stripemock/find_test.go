package stripemock_test

import (
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/roadcase/roadcase/adapters/stripe/stripemock"
)

// noStripeMock empties every place Find looks, for the rest of t.
func noStripeMock(t *testing.T) {
	empty := t.TempDir()
	t.Setenv("PATH", empty)
	t.Setenv("GOBIN", "")
	t.Setenv("GOPATH", empty)
}

func TestFindReportsAMissingStripeMock(t *testing.T) {
	noStripeMock(t)
	if path, err := stripemock.Find(); !errors.Is(err, stripemock.ErrNotInstalled) {
		t.Fatalf("Find() = %q, %v; want ErrNotInstalled", path, err)
	}
}

func TestFindLooksInGOBINAndGOPATH(t *testing.T) {
	for _, env := range []string{"GOBIN", "GOPATH"} {
		t.Run(env, func(t *testing.T) {
			noStripeMock(t)
			dir := t.TempDir()
			bin := dir
			if env == "GOPATH" {
				bin = filepath.Join(dir, "bin")
			}
			want := filepath.Join(bin, "stripe-mock")
			if err := os.MkdirAll(bin, 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(want, []byte("#!/bin/sh\n"), 0o755); err != nil {
				t.Fatal(err)
			}
			t.Setenv(env, dir)
			if got, err := stripemock.Find(); err != nil || got != want {
				t.Fatalf("Find() = %q, %v; want %q", got, err, want)
			}
		})
	}
}
