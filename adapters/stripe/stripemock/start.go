package stripemock

import (
	"bytes"
	"errors"
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"testing"
	"time"

	"github.com/roadcase/roadcase/adapters/testenv"
)

// StartTimeout bounds how long Start waits for stripe-mock to answer; it
// usually takes one to two seconds, loading its OpenAPI description.
const StartTimeout = 30 * time.Second

// Why Start's wait for stripe-mock failed.
var (
	errExited  = errors.New("it exited")
	errTimeout = errors.New("it did not answer within StartTimeout")
)

// listening is the line stripe-mock prints once its HTTP listener is bound.
var listening = regexp.MustCompile(`Listening for HTTP at address: (\S+)`)

// Start starts a fresh stripe-mock for t and returns its base URL
// ("http://127.0.0.1:port"), for Config.APIBase; it stops when t and its
// subtests end. Without stripe-mock t skips, unless
// ROADCASE_REQUIRE_STRIPE_MOCK=1, when it fails saying how to install it.
func Start(t testing.TB) string {
	t.Helper()
	bin, err := Find()
	if err != nil {
		testenv.Missing(t, EnvRequire, "%v: install it with %q", err, Install)
	}
	logPath := filepath.Join(t.TempDir(), "stripe-mock.log")
	logFile, err := os.Create(logPath)
	if err != nil {
		t.Fatal(err)
	}
	// stripe-mock holds its own copy of the descriptor once started.
	defer func() {
		if err := logFile.Close(); err != nil {
			t.Error(err)
		}
	}()
	// Both listeners on ports the system chooses: given only -http-addr,
	// stripe-mock still opens HTTPS on its default port 12112 on every
	// interface, and exits when another stripe-mock holds it.
	cmd := exec.Command(bin, "-http-addr", "127.0.0.1:0", "-https-addr", "127.0.0.1:0")
	cmd.Stdout, cmd.Stderr = logFile, logFile
	dieWithParent(cmd)
	start := time.Now()
	if err := cmd.Start(); err != nil {
		t.Fatalf("start %s: %v", bin, err)
	}
	exited := make(chan struct{})
	go func() { _ = cmd.Wait(); close(exited) }()
	// Registered after TempDir's, so it runs first: the process is gone
	// before its log is removed.
	t.Cleanup(func() { _ = cmd.Process.Kill(); <-exited })

	base, err := waitReady(logPath, exited)
	if err != nil {
		out, _ := os.ReadFile(logPath)
		t.Fatalf("stripe-mock did not start: %v\n%s", err, out)
	}
	t.Logf("stripe-mock at %s, ready in %v", base, time.Since(start).Round(time.Millisecond))
	return base
}

// waitReady waits for stripe-mock to print its address and then to answer a
// request there, and returns its base URL.
func waitReady(logPath string, exited <-chan struct{}) (string, error) {
	deadline := time.Now().Add(StartTimeout)
	client := &http.Client{Timeout: time.Second}
	base := ""
	for time.Now().Before(deadline) {
		select {
		case <-exited:
			return "", errExited
		case <-time.After(10 * time.Millisecond):
		}
		if base == "" {
			out, _ := os.ReadFile(logPath)
			if m := listening.FindSubmatch(out); m != nil {
				base = "http://" + string(bytes.TrimSpace(m[1]))
			}
			continue
		}
		req, _ := http.NewRequest(http.MethodGet, base+"/v1/balance", nil)
		req.SetBasicAuth("sk_test_stripemock", "")
		if res, err := client.Do(req); err == nil {
			ready := res.StatusCode == http.StatusOK
			if err := res.Body.Close(); err != nil {
				return "", fmt.Errorf("stripe-mock at %s: %w", base, err)
			}
			if ready {
				return base, nil
			}
		}
	}
	return "", errTimeout
}
