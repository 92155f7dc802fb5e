package main

import (
	"log/slog"
	"runtime/debug"
	"strings"
	"testing"

	"github.com/roadcase/roadcase/cmd/roadcase/config"
)

func TestServeBoundsAPostgresDSNThatSetsNone(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{
		"postgres://u@h/db?sslmode=disable":     "postgres://u@h/db?lock_timeout=3s&sslmode=disable&statement_timeout=5s",
		"postgres://u@h/db?statement_timeout=0": "postgres://u@h/db?lock_timeout=3s&statement_timeout=0",
		"/data/roadcase.db":                     "/data/roadcase.db",
		"":                                      "",
	} {
		if got := withServeBounds(in); got != want {
			t.Errorf("withServeBounds(%q) = %q, want %q", in, got, want)
		}
	}
}

// Not parallel: it sets the process's garbage collector target, which serve
// run in process (TestServeWithoutDemoPrintsNoToken) sets too.
func TestServeSetsItsGCTargetUnlessGOGCIsSet(t *testing.T) {
	defer debug.SetGCPercent(debug.SetGCPercent(100))
	var logs strings.Builder
	log := slog.New(slog.NewTextHandler(&logs, nil))
	tuneGC(log, config.Runtime{})
	if got := debug.SetGCPercent(100); got != serveGCPercent {
		t.Errorf("without GOGC: the target is %d, want %d", got, serveGCPercent)
	}
	if !strings.Contains(logs.String(), `gogc="400 (serve's default)" gomemlimit=none`) {
		t.Errorf("log: %s", logs.String())
	}
	tuneGC(log, config.Runtime{GOGC: "150"})
	if got := debug.SetGCPercent(100); got != 100 {
		t.Errorf("with GOGC=150 set (the runtime applies it): serve changed the target to %d", got)
	}
}
