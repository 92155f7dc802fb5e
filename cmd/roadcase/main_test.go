package main

import (
	"flag"
	"fmt"
	"os"
	"strconv"
	"sync"
	"testing"

	"github.com/roadcase/roadcase/adapters/smtp/smtptest"
	"github.com/roadcase/roadcase/adapters/web/browsertest"
	"github.com/roadcase/roadcase/cmd/roadcase/servetest"
)

// binaryDir holds the roadcase binary the tests run, built once for the whole
// package run (a build links the whole service: seconds each time) and
// removed when the run ends.
var binaryDir string

// parallelTests is how many of the package's parallel tests run at once unless
// -parallel says otherwise, instead of GOMAXPROCS (2 on the team's machines):
// most of them wait rather than compute, on a serve process they started, on
// the disk's flushes, on PostgreSQL, or on a stall's or a drain's clock. The
// browser tests, which compute, are held to two at a time (browserTest).
const parallelTests = 4

func TestMain(m *testing.M) {
	flag.Parse()
	explicit := false
	flag.Visit(func(f *flag.Flag) { explicit = explicit || f.Name == "test.parallel" })
	if !explicit {
		_ = flag.Set("test.parallel", strconv.Itoa(parallelTests)) // a valid integer: it cannot fail
	}
	dir, err := os.MkdirTemp("", "roadcase-test-bin-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	binaryDir = dir
	code := browsertest.Run(m) // one Chromium for the package's browser tests
	_ = os.RemoveAll(dir)      // a leftover temporary directory fails nothing
	os.Exit(code)
}

var built struct {
	once sync.Once
	bin  string
	err  error
}

// buildBinary returns the package's roadcase binary, building it the first
// time any test asks.
func buildBinary(t *testing.T) string {
	t.Helper()
	built.once.Do(func() { built.bin, built.err = servetest.BuildIn(binaryDir, ".") })
	if built.err != nil {
		t.Fatal(built.err)
	}
	return built.bin
}

// smtpEnv is the environment that points a server's mail at the test's SMTP
// server mails.
func smtpEnv(mails *smtptest.Server) []string {
	return []string{"ROADCASE_SMTP_HOST=127.0.0.1", "ROADCASE_SMTP_PORT=" + strconv.Itoa(mails.Port), "ROADCASE_SMTP_TLS=none"}
}

// browserSlots are the two browser tests that may run at once (see
// parallelTests).
var browserSlots = make(chan struct{}, 2)

// browserTest waits for one of the browser slots and holds it until t ends.
// Every test that drives Chromium calls it first, after t.Parallel.
func browserTest(t *testing.T) {
	t.Helper()
	select {
	case browserSlots <- struct{}{}:
		t.Cleanup(func() { <-browserSlots })
	case <-t.Context().Done():
	}
}
