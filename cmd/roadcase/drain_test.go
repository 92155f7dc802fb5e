package main

import (
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/roadcase/roadcase/cmd/roadcase/servetest"
)

// drainBinary builds the command, or takes the binary ROADCASE_DRAIN_TEST_BINARY
// names, so that the figures of another build (an older one) can be measured
// with the same load: see docs/operations.md.
func drainBinary(t *testing.T) string {
	if bin := os.Getenv("ROADCASE_DRAIN_TEST_BINARY"); bin != "" {
		return bin
	}
	return buildBinary(t)
}

// drainSettings is the environment of the servers the drain tests start
// ("NAME=value", for servetest.StartDemo): a short drain and grace, and no
// rate limits (the load is one token's).
func drainSettings(drain, grace time.Duration) []string {
	return []string{
		"ROADCASE_DRAIN_DELAY=" + drain.String(),
		"ROADCASE_SHUTDOWN_GRACE=" + grace.String(),
		"ROADCASE_RATE_LIMIT_TOKEN=off", "ROADCASE_RATE_LIMIT_ORG=off", "ROADCASE_RATE_LIMIT_ANON=off",
	}
}

// stopAsync sends SIGTERM to srv and returns when it was sent and a channel
// that gives the exit status once the process has exited.
func stopAsync(srv *servetest.Server) (time.Time, <-chan error) {
	exited := make(chan error, 1)
	sent := time.Now()
	go func() { exited <- srv.Stop() }()
	return sent, exited
}

// waitStatus polls url every 5 ms until it answers want and returns when it
// did, or the zero time after limit.
func waitStatus(url string, want int, limit time.Duration) time.Time {
	client := &http.Client{Timeout: time.Second}
	for deadline := time.Now().Add(limit); time.Now().Before(deadline); time.Sleep(5 * time.Millisecond) {
		resp, err := client.Get(url)
		if err != nil {
			continue
		}
		_ = resp.Body.Close() // a probe: only the status matters
		if resp.StatusCode == want {
			return time.Now()
		}
	}
	return time.Time{}
}

// lastAnswer polls url every 5 ms until stop is closed and returns when it
// last answered.
func lastAnswer(url string, stop <-chan struct{}) time.Time {
	client := &http.Client{Timeout: time.Second}
	var last time.Time
	for {
		select {
		case <-stop:
			return last
		case <-time.After(5 * time.Millisecond):
		}
		if resp, err := client.Get(url); err == nil {
			_ = resp.Body.Close() // a probe: only that it answered matters
			last = time.Now()
		}
	}
}

// TestSIGTERMTurnsReadinessFirstThenDrainsWithoutResets stops serve under the
// load of 32 clients, each sending its next request as soon as it has its
// answer. Behind a load balancer, which keeps connections alive and takes the
// replica out once /readyz has answered 503 to two probes 100 ms apart, every
// request gets 200. Clients that never stop, opening a connection for each
// request, do so up to the moment the listener closes: a connection the kernel
// completes in that last instant is reset with it, which no server can help
// (see docs/operations.md), so one such reset is allowed.
func TestSIGTERMTurnsReadinessFirstThenDrainsWithoutResets(t *testing.T) {
	// Not parallel: it holds a real server to bounds on the wall clock, so it
	// runs alone, before the package's parallel tests are released.
	const drain, grace = 1500 * time.Millisecond, 3 * time.Second
	env := drainSettings(drain, grace)
	bin := drainBinary(t)
	for _, c := range []struct {
		name     string
		balanced bool
		allowed  int
	}{
		{"behind a load balancer", true, 0},
		{"clients that never stop", false, 1},
	} {
		t.Run(c.name, func(t *testing.T) {
			srv := servetest.StartDemo(t, bin, seededDSN(t), env...)
			const workers = 32
			stop := make(chan struct{})
			done := make(chan []outcome)
			var seen loadSeen
			go func() { done <- load(srv.URL+"/api/v1/documents", srv.Token, workers, c.balanced, &seen, stop) }()
			opsDone := make(chan time.Time)
			opsStop := make(chan struct{})
			go func() { opsDone <- lastAnswer(srv.OpsURL+"/healthz", opsStop) }()
			// The load is in flight when SIGTERM comes: two answers a client.
			if !pollUntil(t, 30*time.Second, 5*time.Millisecond, func() bool { return seen.ok.Load() >= 2*workers }) {
				close(stop)
				t.Fatalf("the load had %d answers of 200 after 30 s", seen.ok.Load())
			}

			sent, exited := stopAsync(srv)
			notReady := waitStatus(srv.OpsURL+"/readyz", http.StatusServiceUnavailable, time.Second)
			balanced := c.balanced && !notReady.IsZero()
			if balanced {
				// A fixed sleep on purpose: the load balancer's clock, whose
				// second probe answers 503 one probe interval later.
				time.Sleep(200 * time.Millisecond)
				close(stop)
			}
			err := <-exited
			stopped := time.Now()
			if !balanced {
				// The load is still sent after serve exited: every client
				// refused once more.
				refused := seen.refused.Load()
				pollUntil(t, 5*time.Second, 5*time.Millisecond, func() bool { return seen.refused.Load() >= refused+workers })
				close(stop)
			}
			close(opsStop)
			outcomes, opsLast := <-done, <-opsDone

			if err != nil {
				t.Errorf("serve exited with %v after SIGTERM", err)
			}
			readiness := "never"
			if !notReady.IsZero() {
				readiness = notReady.Sub(sent).Round(time.Millisecond).String() + " after SIGTERM"
			}
			t.Logf("/readyz answered 503: %s; the process exited %v after SIGTERM", readiness,
				stopped.Sub(sent).Round(time.Millisecond))
			if notReady.IsZero() || notReady.Sub(sent) > 100*time.Millisecond {
				t.Errorf("/readyz did not answer 503 within 100 ms of SIGTERM")
				notReady = sent
			}
			var during, after []outcome
			for _, o := range outcomes {
				switch {
				case o.start.After(notReady) && o.end.Before(sent.Add(drain-100*time.Millisecond)):
					during = append(during, o)
				case o.end.After(sent):
					after = append(after, o)
				}
			}
			t.Logf("requests while /readyz answered 503, in the drain delay: %s", tallyString(tally(during)))
			t.Logf("every request answered after SIGTERM: %s; /healthz last answered %v after SIGTERM",
				tallyString(tally(append(during, after...))), opsLast.Sub(sent).Round(time.Millisecond))
			if n := tally(during)["200"]; n == 0 || n != len(during) {
				t.Errorf("in the drain delay %d of %d requests answered 200: %s", n, len(during), tallyString(tally(during)))
			}
			var failed []outcome
			for _, o := range append(during, after...) {
				if o.status != http.StatusOK && o.failure != "refused" {
					failed = append(failed, o)
				}
			}
			if len(failed) > c.allowed {
				for _, o := range failed {
					t.Errorf("a request sent %v after SIGTERM got %d %s: %s",
						o.start.Sub(sent).Round(time.Microsecond), o.status, o.failure, o.trace)
				}
			}
			if balanced {
				if c, err := net.DialTimeout("tcp", strings.TrimPrefix(srv.URL, "http://"), time.Second); err == nil {
					if err := c.Close(); err != nil {
						t.Error(err)
					}
					t.Errorf("a new connection was accepted after serve exited")
				}
			}
		})
	}
}

// slowUpload starts a render request whose body of size bytes it sends one
// byte a second, and returns a channel closed once the server has closed the
// connection.
func slowUpload(t *testing.T, base, token string, size int) <-chan struct{} {
	t.Helper()
	c, err := net.Dial("tcp", strings.TrimPrefix(base, "http://"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if err := c.Close(); err != nil {
			t.Error(err)
		}
	})
	if _, err := fmt.Fprintf(c, "POST /api/v1/documents/invoice/render HTTP/1.1\r\nHost: roadcase\r\nAuthorization: Bearer %s\r\n"+
		"Content-Type: application/json\r\nContent-Length: %d\r\n\r\n{", token, size); err != nil {
		t.Fatal(err)
	}
	go func() {
		for range size - 1 {
			time.Sleep(time.Second) // the slow client under test: a byte a second
			if _, err := c.Write([]byte(" ")); err != nil {
				return
			}
		}
	}()
	closed := make(chan struct{})
	go func() {
		_, _ = io.Copy(io.Discard, c) // until the server closes it
		close(closed)
	}()
	return closed
}

func TestSlowUploadersAreCutAtTheGraceDeadlineAndServeExitsZero(t *testing.T) {
	// Not parallel: it holds a real server to bounds on the wall clock, so it
	// runs alone, before the package's parallel tests are released.
	const drain, grace = 500 * time.Millisecond, 2 * time.Second
	srv := servetest.StartDemo(t, drainBinary(t), seededDSN(t), drainSettings(drain, grace)...)
	var uploads []<-chan struct{}
	for range 5 {
		uploads = append(uploads, slowUpload(t, srv.URL, srv.Token, 1000))
	}
	// The server is reading their bodies: a real-clock phase of the child
	// process, as the grace deadline measured below is.
	time.Sleep(1500 * time.Millisecond)

	sent, exited := stopAsync(srv)
	// The public listener refuses new connections after the drain delay, while
	// the operational one answers until the public one has stopped.
	if refused := waitRefused(srv.URL, drain+time.Second); refused.IsZero() {
		t.Errorf("the public listener still accepted connections %v after SIGTERM", drain+time.Second)
	} else if code := get(t, srv.OpsURL+"/healthz", ""); code != http.StatusOK {
		t.Errorf("/healthz = %d once the public listener had closed", code)
	}
	err := <-exited
	took := time.Since(sent)
	t.Logf("serve exited %v after SIGTERM (drain %v, grace %v): %v", took.Round(time.Millisecond), drain, grace, err)
	if err != nil {
		t.Errorf("serve exited with %v, want 0; stderr:\n%s", err, srv.Stderr())
	}
	if took < drain+grace-200*time.Millisecond || took > drain+grace+time.Second {
		t.Errorf("serve exited %v after SIGTERM, want just after the drain delay and the grace (%v)", took, drain+grace)
	}
	for i, closed := range uploads {
		select {
		case <-closed:
		case <-time.After(time.Second):
			t.Errorf("slow upload %d was still open after serve exited", i)
		}
	}
	if !strings.Contains(srv.Stderr(), "shutdown grace over") {
		t.Errorf("serve did not log that it cut connections at the grace deadline:\n%s", srv.Stderr())
	}
}

// waitRefused dials addr every 10 ms until a connection is refused and returns
// when that happened, or the zero time after limit.
func waitRefused(base string, limit time.Duration) time.Time {
	for deadline := time.Now().Add(limit); time.Now().Before(deadline); time.Sleep(10 * time.Millisecond) {
		c, err := net.DialTimeout("tcp", strings.TrimPrefix(base, "http://"), 100*time.Millisecond)
		if err != nil {
			return time.Now()
		}
		_ = c.Close() // a probe: only whether the dial succeeded matters
	}
	return time.Time{}
}
