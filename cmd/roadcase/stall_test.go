package main

import (
	"net/http"
	"testing"
	"time"

	"github.com/roadcase/roadcase/adapters/postgres/pgtest"
	"github.com/roadcase/roadcase/cmd/roadcase/servetest"
)

// The stall test's phases: load before the stall (until every client has had
// two answers), the stall, and load after it. The stall and the time after it
// are fixed sleeps on purpose: the proxy's stall on the real clock is the
// behaviour under test, in a child process that testing/synctest cannot reach,
// and the recovery is judged over a window of that clock.
const (
	stallFor      = 4 * time.Second
	stallRecovery = 3 * time.Second
	stallWorkers  = 32
)

// TestAStalledPostgresAnswers503NeverA500AndRecoversWhenItResumes runs serve
// behind a proxy that stops forwarding for a few seconds, under 32 clients
// each sending its next request as soon as it has its answer: every answer is
// 200 or a 503 problem (a connection given up on mid-statement is closed, not
// put back in the pool out of step with the protocol), the stall gets 503s,
// /readyz answers 503 within 2 s while it lasts, and once the proxy resumes
// the answers are 200 again.
func TestAStalledPostgresAnswers503NeverA500AndRecoversWhenItResumes(t *testing.T) {
	// Not parallel: it holds a real server to bounds on the wall clock, so it
	// runs alone, before the package's parallel tests are released.
	env := append(drainSettings(0, 2*time.Second), "ROADCASE_REQUEST_TIMEOUT=1.5s")
	dsn := seededPostgresDSN(t)
	proxy := pgtest.NewProxy(t, dsn)
	srv := servetest.StartDemo(t, drainBinary(t), proxy.DSN(dsn), env...)
	url := srv.URL + "/api/v1/snapshots" // reads the database at every request

	stop := make(chan struct{})
	done := make(chan []outcome, 1)
	var seen loadSeen
	loadFrom := time.Now()
	go func() { done <- load(url, srv.Token, stallWorkers, true, &seen, stop) }()
	if !pollUntil(t, 30*time.Second, 5*time.Millisecond, func() bool { return seen.ok.Load() >= 2*stallWorkers }) {
		close(stop)
		t.Fatalf("before the stall the load had %d answers of 200 after 30 s", seen.ok.Load())
	}

	proxy.Freeze()
	frozeAt := time.Now()
	var ready []readyAnswer
	for time.Since(frozeAt) < stallFor-time.Second {
		time.Sleep(500 * time.Millisecond) // a /readyz probe every half second, as a load balancer sends
		ready = append(ready, askReady(srv.OpsURL))
	}
	time.Sleep(time.Until(frozeAt.Add(stallFor)))
	proxy.Thaw()
	thawedAt := time.Now()
	time.Sleep(stallRecovery)
	close(stop)
	all := <-done

	t.Logf("%d requests: %s", len(all), tallyString(tally(all)))
	var stalled503, after200 int
	// lastOther is the end of the last answer not 200 (503s of requests that
	// were waiting when the proxy resumed, or sent just after), firstOK the
	// end of the first 200 after the thaw.
	var lastOther, firstOK time.Time
	for _, o := range all {
		switch {
		case o.status != http.StatusOK && o.status != http.StatusServiceUnavailable:
			t.Errorf("a request sent %v after the load began answered %d %s (%s)",
				o.start.Sub(loadFrom).Round(time.Millisecond), o.status, o.failure, o.trace)
		case o.status == http.StatusServiceUnavailable && !o.start.Before(frozeAt) && o.start.Before(thawedAt):
			stalled503++
		}
		if o.end.After(thawedAt) {
			if o.status == http.StatusOK {
				after200++
				if firstOK.IsZero() || o.end.Before(firstOK) {
					firstOK = o.end
				}
			} else if o.end.After(lastOther) {
				lastOther = o.end
			}
		}
	}
	if stalled503 == 0 {
		t.Error("no request sent during the stall answered 503")
	}
	for _, r := range ready {
		if r.status != http.StatusServiceUnavailable || r.took > 2*time.Second {
			t.Errorf("/readyz during the stall answered %d after %v, want 503 within 2 s", r.status, r.took)
		}
	}
	t.Logf("/readyz during the stall: %v", ready)

	recovery := time.Duration(0) // until the last answer not 200
	if !lastOther.IsZero() {
		recovery = lastOther.Sub(thawedAt)
	}
	t.Logf("after the proxy resumed: the first 200 after %v, the last other answer after %v; %d answers of 200",
		firstOK.Sub(thawedAt).Round(time.Millisecond), recovery.Round(time.Millisecond), after200)
	if after200 == 0 || recovery > stallRecovery-500*time.Millisecond {
		t.Errorf("after the proxy resumed: %d answers of 200, the last other answer %v after it", after200, recovery)
	}
}

// readyAnswer is what one /readyz probe got and how long it took.
type readyAnswer struct {
	status int
	took   time.Duration
}

// askReady asks url's /readyz once, giving up after 5 s (status 0, as for a
// failed close).
func askReady(opsURL string) readyAnswer {
	client := &http.Client{Timeout: 5 * time.Second}
	start := time.Now()
	resp, err := client.Get(opsURL + "/readyz")
	if err != nil {
		return readyAnswer{took: time.Since(start)}
	}
	took := time.Since(start)
	if resp.Body.Close() != nil {
		return readyAnswer{took: took} // counted as no answer
	}
	return readyAnswer{status: resp.StatusCode, took: took}
}
