// Package servetest builds the roadcase binary and runs `roadcase serve --demo` for
// tests that need a real server on real listeners: the command's own tests and the
// generated clients' scenarios. It is imported by tests only.
package servetest

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// Build compiles the roadcase command found at pkgDir (relative to the test's
// directory, e.g. "." or "../cmd/roadcase") into the test's temporary directory.
func Build(t testing.TB, pkgDir string) string {
	t.Helper()
	bin, err := BuildIn(t.TempDir(), pkgDir)
	if err != nil {
		t.Fatal(err)
	}
	return bin
}

// BuildIn compiles the roadcase command found at pkgDir into dir and returns
// the binary's path; the error carries the compiler's output.
func BuildIn(dir, pkgDir string) (string, error) {
	bin := filepath.Join(dir, "roadcase")
	if out, err := exec.Command("go", "build", "-o", bin, pkgDir).CombinedOutput(); err != nil {
		return "", fmt.Errorf("go build: %w\n%s", err, out)
	}
	return bin, nil
}

// FreeAddr returns a loopback address with a port nobody listens on right now.
func FreeAddr(t testing.TB) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	if err := ln.Close(); err != nil { // the port is free only once it is closed
		t.Fatal(err)
	}
	return addr
}

// Server is a running `roadcase serve --demo`.
type Server struct {
	// URL is the public listener's base URL, e.g. http://127.0.0.1:41234.
	URL string
	// OpsURL is the operational listener's base URL (/healthz, /readyz).
	OpsURL string
	// Token is the all-scope token the banner printed.
	Token string
	// Password is the demo owner's password the banner printed, and Email their
	// address.
	Password, Email string

	cmd    *exec.Cmd
	cancel context.CancelFunc
	mu     sync.Mutex
	stderr strings.Builder
}

var (
	tokenLine    = regexp.MustCompile(`^\s+(rc_pat_[0-9A-Za-z]+)$`)
	passwordLine = regexp.MustCompile(`^\s+([a-z0-9]{5}(?:-[a-z0-9]{5}){3})$`)
	signInLine   = regexp.MustCompile(`^Sign in at \S+ as (\S+) with`)
)

// StartDemo runs bin serve --demo on the database dsn names and returns once the
// banner (printed when both listeners are up) has shown the token. env ("NAME=value")
// is added to the test process's environment for the server alone, so that
// tests setting a server's configuration can run in parallel. The server is
// stopped with the test if Stop was not called.
func StartDemo(t testing.TB, bin, dsn string, env ...string) *Server {
	t.Helper()
	s, stdout := start(t, bin, dsn, env, "--demo")
	sc := bufio.NewScanner(stdout)
	for sc.Scan() {
		if m := tokenLine.FindStringSubmatch(sc.Text()); m != nil {
			s.Token = m[1]
		}
		if m := passwordLine.FindStringSubmatch(sc.Text()); m != nil {
			s.Password = m[1]
		}
		if m := signInLine.FindStringSubmatch(sc.Text()); m != nil {
			s.Email = m[1]
		}
		if strings.Contains(sc.Text(), "openapi.json") {
			break
		}
	}
	go drain(stdout)
	if s.Token == "" {
		t.Fatalf("no token in the banner; stderr:\n%s", s.Stderr())
	}
	return s
}

// Start runs bin serve (without the demo) on the database dsn names and returns
// once the operational listener answers /healthz, which it does only after both
// listeners are bound. env is as StartDemo's.
func Start(t testing.TB, bin, dsn string, env ...string) *Server {
	t.Helper()
	s, stdout := start(t, bin, dsn, env)
	go drain(stdout)
	for deadline := time.Now().Add(time.Minute); ; time.Sleep(50 * time.Millisecond) {
		if resp, err := http.Get(s.OpsURL + "/healthz"); err == nil {
			if err := resp.Body.Close(); err != nil {
				t.Fatal(err)
			}
			return s
		}
		if s.cmd.ProcessState != nil || time.Now().After(deadline) {
			t.Fatalf("serve did not come up; stderr:\n%s", s.Stderr())
		}
	}
}

// drain reads the server's standard output to its end, so that the server never
// blocks on a full pipe. The read ends with the process, with an error when the
// pipe is closed under it: nothing the test needs to know.
func drain(stdout io.Reader) {
	_, _ = io.Copy(io.Discard, stdout)
}

// start runs bin serve with args on free loopback ports, with env added to the
// environment, and returns the server and its standard output. The server is
// stopped with the test if Stop was not called.
func start(t testing.TB, bin, dsn string, env []string, args ...string) (*Server, io.Reader) {
	t.Helper()
	addr, ops := FreeAddr(t), FreeAddr(t)
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	s := &Server{URL: "http://" + addr, OpsURL: "http://" + ops, cancel: cancel}
	s.cmd = exec.CommandContext(ctx, bin, append([]string{"serve", "--addr", addr, "--ops-addr", ops, "--db", dsn}, args...)...)
	s.cmd.Env = os.Environ()
	if _, set := os.LookupEnv("ROADCASE_DRAIN_DELAY"); !set {
		// No load balancer watches a test's server: stop at once instead of
		// serving the default drain delay first. A test of the drain sets it.
		s.cmd.Env = append(s.cmd.Env, "ROADCASE_DRAIN_DELAY=0")
	}
	s.cmd.Env = append(s.cmd.Env, env...) // the last of a name wins
	stdout, err := s.cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	s.cmd.Stderr = writerFunc(func(p []byte) (int, error) {
		s.mu.Lock()
		defer s.mu.Unlock()
		return s.stderr.Write(p)
	})
	if err := s.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = s.Stop() })
	return s, stdout
}

// Stop sends SIGTERM and waits for the process; the error is its exit status.
// Calling it again returns nil.
func (s *Server) Stop() error {
	if s.cmd.ProcessState != nil {
		return nil
	}
	defer s.cancel()
	if err := s.cmd.Process.Signal(syscall.SIGTERM); err != nil {
		return err
	}
	return s.cmd.Wait()
}

// Stderr returns what the server has logged so far.
func (s *Server) Stderr() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.stderr.String()
}

type writerFunc func([]byte) (int, error)

func (f writerFunc) Write(p []byte) (int, error) { return f(p) }
