package main

import (
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/roadcase/roadcase/adapters/postgres/pgtest"
	"github.com/roadcase/roadcase/cmd/roadcase/servetest"
)

// timedGets sends n GET requests to url with token at once and returns each
// one's status (0 for a failure) and the longest wait.
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
			if resp, err := client.Do(req); err == nil {
				resp.Body.Close()
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

func TestAFrozenOrStoppedPostgresGets503sWithinTheBoundAndFewLogLines(t *testing.T) {
	const requestTimeout = 1500 * time.Millisecond
	drainSettings(t, 0, 2*time.Second)
	t.Setenv("ROADCASE_REQUEST_TIMEOUT", requestTimeout.String())
	dsn := pgtest.DSN(t)
	proxy := pgtest.NewProxy(t, dsn)
	srv := servetest.StartDemo(t, drainBinary(t), proxy.DSN(dsn))
	url := srv.URL + "/api/v1/snapshots" // reads the database at every request
	if codes, _ := timedGets(url, srv.Token, 4); !allAre(codes, http.StatusOK) {
		t.Fatalf("before the outage: %v", codes)
	}

	// A frozen server: every request waits for the database until its deadline.
	proxy.Freeze()
	codes, longest := timedGets(url, srv.Token, 16)
	t.Logf("frozen: 16 requests answered %v, the slowest after %v", codes, longest.Round(time.Millisecond))
	if !allAre(codes, http.StatusServiceUnavailable) || longest > requestTimeout+time.Second {
		t.Errorf("with the database frozen, requests answered %v, the slowest after %v; want 503 within %v",
			codes, longest, requestTimeout+time.Second)
	}
	start := time.Now()
	if code := get(t, srv.OpsURL+"/readyz", ""); code != http.StatusServiceUnavailable || time.Since(start) > 3*time.Second {
		t.Errorf("/readyz with the database frozen = %d after %v", code, time.Since(start))
	}

	// Thawed, it serves again.
	proxy.Thaw()
	deadline := time.Now().Add(10 * time.Second)
	for codes, _ = timedGets(url, srv.Token, 4); !allAre(codes, http.StatusOK); codes, _ = timedGets(url, srv.Token, 4) {
		if time.Now().After(deadline) {
			t.Fatalf("after the thaw, requests still answer %v", codes)
		}
		time.Sleep(100 * time.Millisecond)
	}

	// A stopped server: every request is refused at once, and the log says so
	// a few times, not twice a request.
	logged := len(strings.Split(srv.Stderr(), "\n"))
	proxy.Stop()
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
	lines := len(strings.Split(srv.Stderr(), "\n")) - logged
	t.Logf("stopped: %d requests answered 503 (%d otherwise); the log grew by %d lines", answered, others, lines)
	if others > 0 {
		t.Errorf("with the database stopped, %d of %d requests did not answer 503", others, answered+others)
	}
	if lines > 20 {
		t.Errorf("with the database stopped, %d requests logged %d lines:\n%s", answered, lines, srv.Stderr())
	}
	if err := srv.Stop(); err != nil {
		t.Errorf("serve did not exit 0 with the database stopped: %v\n%s", err, srv.Stderr())
	}
}
