package main

import (
	"bufio"
	"context"
	"io"
	nethttp "net/http"
	"strings"
	"testing"

	"github.com/roadcase/roadcase/adapters/postgres/pgtest"
	"github.com/roadcase/roadcase/cmd/roadcase/servetest"
)

func freeAddr(t *testing.T) string { return servetest.FreeAddr(t) }

func TestServeDemoPrintsAWorkingTokenAndExitsZeroOnSIGTERM(t *testing.T) {
	t.Parallel()
	bin := buildBinary(t)
	backends := map[string]func(*testing.T) string{
		"sqlite":   sqliteDSN,
		"postgres": func(t *testing.T) string { return pgtest.DSN(t) },
	}
	for name, dsn := range backends {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			serveDemoUntilSIGTERM(t, bin, dsn(t))
		})
	}
}

// serveDemoUntilSIGTERM runs `roadcase serve --demo` on the database dsn names, uses
// the token it prints, and stops it with SIGTERM.
func serveDemoUntilSIGTERM(t *testing.T, bin, dsn string) {
	srv := servetest.StartDemo(t, bin, dsn)
	if code := get(t, srv.OpsURL+"/readyz", ""); code != 200 {
		t.Fatalf("readyz = %d", code)
	}
	if code := get(t, srv.URL+"/api/v1/documents", srv.Token); code != 200 {
		t.Fatalf("GET /api/v1/documents with the demo token = %d", code)
	}
	if code := get(t, srv.URL+"/api/v1/documents", ""); code != 401 {
		t.Fatalf("GET /api/v1/documents without a token = %d", code)
	}
	if err := srv.Stop(); err != nil {
		t.Fatalf("serve did not exit 0 on SIGTERM: %v\n%s", err, srv.Stderr())
	}
	if strings.Contains(srv.Stderr(), srv.Token) {
		t.Fatal("the token appeared in the logs")
	}
}

func TestServeWithoutDemoPrintsNoToken(t *testing.T) {
	t.Parallel()
	addr, ops := freeAddr(t), freeAddr(t)
	getenv := getenvWith("ROADCASE_DB="+migratedDSN(t), "ROADCASE_DRAIN_DELAY=0") // nothing to drain for
	ctx, cancel := context.WithCancel(context.Background())
	var out strings.Builder
	logR, logW := io.Pipe()
	done := make(chan int)
	go func() {
		done <- runIn(ctx, getenv, []string{"serve", "--addr", addr, "--ops-addr", ops}, nil, &out, logW)
		if err := logW.Close(); err != nil {
			t.Error(err)
		}
	}()
	// The listeners are bound before "roadcase serving" is logged.
	var logs strings.Builder
	sc := bufio.NewScanner(logR)
	for sc.Scan() && !strings.Contains(sc.Text(), "roadcase serving") {
		logs.WriteString(sc.Text() + "\n")
	}
	copied := make(chan error, 1)
	go func() { _, err := io.Copy(&logs, logR); copied <- err }()
	if code := get(t, "http://"+ops+"/healthz", ""); code != 200 {
		t.Fatalf("healthz = %d", code)
	}
	cancel()
	if code := <-done; code != 0 {
		t.Fatalf("serve exited %d", code)
	}
	if err := <-copied; err != nil {
		t.Fatal(err)
	}
	if strings.Contains(out.String(), "rc_pat_") || out.Len() != 0 {
		t.Fatalf("serve without --demo printed %q", out.String())
	}
}

// get sends one GET to url, with a bearer token when one is given, and returns the
// status code.
func get(t *testing.T, url, token string) int {
	t.Helper()
	req, _ := nethttp.NewRequest(nethttp.MethodGet, url, nil)
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	resp, err := nethttp.DefaultClient.Do(req)
	if err != nil {
		t.Fatalf("GET %s: %v", url, err)
	}
	defer func() {
		if err := resp.Body.Close(); err != nil {
			t.Error(err)
		}
	}()
	if _, err := io.Copy(io.Discard, resp.Body); err != nil {
		t.Fatal(err)
	}
	return resp.StatusCode
}
