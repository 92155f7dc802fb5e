package main

import (
	"fmt"
	"os"
	"strconv"
	"sync"
	"testing"

	"github.com/roadcase/roadcase/adapters/smtp/smtptest"
	"github.com/roadcase/roadcase/cmd/roadcase/servetest"
)

// binaryDir holds the roadcase binary the tests run, built once for the whole
// package run (a build links the whole service: seconds each time) and
// removed when the run ends.
var binaryDir string

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "roadcase-test-bin-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	binaryDir = dir
	code := m.Run()
	_ = os.RemoveAll(dir) // a leftover temporary directory fails nothing
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
