package main

import (
	"bufio"
	"context"
	"io"
	"net"
	nethttp "net/http"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/roadcase/roadcase/adapters/postgres/pgtest"
)

// buildBinary compiles the command into the test's temporary directory.
func buildBinary(t *testing.T) string {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "roadcase")
	out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput()
	if err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return bin
}

func freeAddr(t *testing.T) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	return ln.Addr().String()
}

var tokenLine = regexp.MustCompile(`^\s+(rc_pat_[0-9A-Za-z]+)$`)

func TestServeDemoPrintsAWorkingTokenAndExitsZeroOnSIGTERM(t *testing.T) {
	bin := buildBinary(t)
	backends := map[string]func(*testing.T) string{
		"sqlite":   sqliteDSN,
		"postgres": func(t *testing.T) string { return pgtest.DSN(t) },
	}
	for name, dsn := range backends {
		t.Run(name, func(t *testing.T) { serveDemoUntilSIGTERM(t, bin, dsn(t)) })
	}
}

// serveDemoUntilSIGTERM runs `roadcase serve --demo` on the database dsn names, uses
// the token it prints, and stops it with SIGTERM.
func serveDemoUntilSIGTERM(t *testing.T, bin, dsn string) {
	addr, ops := freeAddr(t), freeAddr(t)
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, bin, "serve", "--demo", "--addr", addr, "--ops-addr", ops, "--db", dsn)
	stdout, _ := cmd.StdoutPipe()
	var stderr strings.Builder
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}

	// The banner is printed once both listeners are up.
	token := ""
	sc := bufio.NewScanner(stdout)
	for sc.Scan() {
		if m := tokenLine.FindStringSubmatch(sc.Text()); m != nil {
			token = m[1]
		}
		if strings.Contains(sc.Text(), "openapi.json") {
			break
		}
	}
	go io.Copy(io.Discard, stdout)
	if token == "" {
		t.Fatalf("no token in the banner; stderr:\n%s", stderr.String())
	}

	if code := get(t, "http://"+ops+"/readyz", ""); code != 200 {
		t.Fatalf("readyz = %d", code)
	}
	if code := get(t, "http://"+addr+"/api/v1/documents", token); code != 200 {
		t.Fatalf("GET /api/v1/documents with the demo token = %d", code)
	}
	if code := get(t, "http://"+addr+"/api/v1/documents", ""); code != 401 {
		t.Fatalf("GET /api/v1/documents without a token = %d", code)
	}

	if err := cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	if err := cmd.Wait(); err != nil {
		t.Fatalf("serve did not exit 0 on SIGTERM: %v\n%s", err, stderr.String())
	}
	if strings.Contains(stderr.String(), token) {
		t.Fatal("the token appeared in the logs")
	}
}

func TestServeWithoutDemoPrintsNoToken(t *testing.T) {
	addr, ops := freeAddr(t), freeAddr(t)
	t.Setenv("ROADCASE_DB", sqliteDSN(t))
	ctx, cancel := context.WithCancel(context.Background())
	var out strings.Builder
	logR, logW := io.Pipe()
	done := make(chan int)
	go func() {
		done <- run(ctx, []string{"serve", "--addr", addr, "--ops-addr", ops}, nil, &out, logW)
		logW.Close()
	}()
	// The listeners are bound before "roadcase serving" is logged.
	var logs strings.Builder
	sc := bufio.NewScanner(logR)
	for sc.Scan() && !strings.Contains(sc.Text(), "roadcase serving") {
		logs.WriteString(sc.Text() + "\n")
	}
	go io.Copy(&logs, logR)
	if code := get(t, "http://"+ops+"/healthz", ""); code != 200 {
		t.Fatalf("healthz = %d", code)
	}
	cancel()
	if code := <-done; code != 0 {
		t.Fatalf("serve exited %d", code)
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
	defer resp.Body.Close()
	io.Copy(io.Discard, resp.Body)
	return resp.StatusCode
}
