package main

import (
	"net/http"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/roadcase/roadcase/adapters/postgres/pgtest"
	"github.com/roadcase/roadcase/cmd/roadcase/config"
	"github.com/roadcase/roadcase/cmd/roadcase/servetest"
)

// timedGets sends n GET requests to url with token at once and returns each
// one's status (0 for a failure, a failed close included) and the longest wait.
func timedGets(url, token string, n int) ([]int, time.Duration) {
	client := &http.Client{Timeout: 30 * time.Second}
	codes := make([]int, n)
	var (
		mu      sync.Mutex
		longest time.Duration
		wg      sync.WaitGroup
	)
	for i := range n {
		wg.Go(func() {
			start := time.Now()
			req, _ := http.NewRequest(http.MethodGet, url, nil)
			req.Header.Set("Authorization", "Bearer "+token)
			if resp, err := client.Do(req); err == nil && resp.Body.Close() == nil {
				codes[i] = resp.StatusCode
			}
			mu.Lock()
			longest = max(longest, time.Since(start))
			mu.Unlock()
		})
	}
	wg.Wait()
	return codes, longest
}

// allAre reports whether every code is want.
func allAre(codes []int, want int) bool {
	for _, c := range codes {
		if c != want {
			return false
		}
	}
	return true
}

// serveReadTimeout is how long serve's Postgres connections wait for a server
// that says nothing: serve's statement_timeout (5 s) plus a second.
const serveReadTimeout = 6 * time.Second

// TestAFrozenOrStoppedPostgresGets503sWithinTheBoundAndFewLogLines runs serve
// with ROADCASE_REQUEST_TIMEOUT=1.5s, or what ROADCASE_OUTAGE_TEST_REQUEST_TIMEOUT
// says ("default" for serve's own), behind a proxy that freezes and then stops
// the database.
func TestAFrozenOrStoppedPostgresGets503sWithinTheBoundAndFewLogLines(t *testing.T) {
	// Not parallel: it holds a real server to bounds on the wall clock, so it
	// runs alone, before the package's parallel tests are released.
	requestTimeout := 1500 * time.Millisecond
	switch s := os.Getenv("ROADCASE_OUTAGE_TEST_REQUEST_TIMEOUT"); s {
	case "":
	case "default":
		requestTimeout = config.Defaults().Server.RequestTimeout
	default:
		d, err := time.ParseDuration(s)
		if err != nil {
			t.Fatalf("ROADCASE_OUTAGE_TEST_REQUEST_TIMEOUT: %v", err)
		}
		requestTimeout = d
	}
	bound := min(requestTimeout, serveReadTimeout) + time.Second
	env := append(drainSettings(0, 2*time.Second), "ROADCASE_REQUEST_TIMEOUT="+requestTimeout.String())
	dsn := seededPostgresDSN(t)
	proxy := pgtest.NewProxy(t, dsn)
	srv := servetest.StartDemo(t, drainBinary(t), proxy.DSN(dsn), env...)
	url := srv.URL + "/api/v1/snapshots" // reads the database at every request
	if codes, _ := timedGets(url, srv.Token, 4); !allAre(codes, http.StatusOK) {
		t.Fatalf("before the outage: %v", codes)
	}

	// A frozen server: every request waits for the database until its deadline.
	outageFrom := len(strings.Split(srv.Stderr(), "\n")) - 1
	proxy.Freeze()
	codes, longest := timedGets(url, srv.Token, 16)
	t.Logf("frozen: 16 requests answered %v, the slowest after %v", codes, longest.Round(time.Millisecond))
	if !allAre(codes, http.StatusServiceUnavailable) || longest > bound {
		t.Errorf("with the database frozen, requests answered %v, the slowest after %v; want 503 within %v",
			codes, longest, bound)
	}
	start := time.Now()
	if code := get(t, srv.OpsURL+"/readyz", ""); code != http.StatusServiceUnavailable || time.Since(start) > 3*time.Second {
		t.Errorf("/readyz with the database frozen = %d after %v", code, time.Since(start))
	}

	// Thawed, it serves again.
	proxy.Thaw()
	serving := func() bool {
		codes, _ = timedGets(url, srv.Token, 4)
		return allAre(codes, http.StatusOK)
	}
	if !pollUntil(t, 10*time.Second, 100*time.Millisecond, serving) {
		t.Fatalf("after the thaw, requests still answer %v", codes)
	}

	// A stopped server: every request is refused at once.
	proxy.Stop()
	start = time.Now()
	var answered, others int
	for range 20 {
		codes, longest = timedGets(url, srv.Token, 32)
		for _, c := range codes {
			if c == http.StatusServiceUnavailable {
				answered++
			} else {
				others++
			}
		}
		if longest > time.Second {
			t.Errorf("with the database stopped, a request took %v", longest)
		}
	}
	t.Logf("stopped: %d requests answered 503 (%d otherwise) in %v",
		answered, others, time.Since(start).Round(time.Millisecond))
	if others > 0 {
		t.Errorf("with the database stopped, %d of %d requests did not answer 503", others, answered+others)
	}
	if err := srv.Stop(); err != nil {
		t.Errorf("serve did not exit 0 with the database stopped: %v\n%s", err, srv.Stderr())
	}

	// The failed requests of the whole outage were logged a few times, not
	// twice each: once per kind at first, then once per kind with the count.
	var failures []string
	for _, line := range strings.Split(srv.Stderr(), "\n")[outageFrom:] {
		if strings.Contains(line, `msg="request failed"`) ||
			strings.Contains(line, `msg="http request"`) && strings.Contains(line, "status=503") {
			failures = append(failures, line)
		}
	}
	failed := answered + 16
	t.Logf("%d failed requests were logged in %d lines", failed, len(failures))
	if len(failures) <= 10 {
		t.Logf("the lines:\n%s", strings.Join(failures, "\n"))
	} else {
		t.Errorf("%d failed requests were logged in %d lines, want at most 10", failed, len(failures))
	}
}
