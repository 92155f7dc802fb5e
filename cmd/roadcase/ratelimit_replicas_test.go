package main

import (
	nethttp "net/http"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/roadcase/roadcase/adapters/ratelimit/redis/redistest"
	"github.com/roadcase/roadcase/cmd/roadcase/servetest"
	"github.com/roadcase/roadcase/core/identity"
)

// TestRateLimitsHoldAcrossTwoServers runs two `roadcase serve` processes on one
// PostgreSQL database and one Redis (a key prefix of the test's own), with a
// token quota of 20 an hour and an address quota of 5 an hour. GCRA lets a
// fresh quota be spent at once and gives a unit back every 180 s, so with 30
// requests sent well within 180 s, alternating between the servers, exactly the
// first 20 are answered and the other 10 get 429 with Retry-After; and of 8
// requests with unknown tokens, 5 get 401 and 3 get 429.
func TestRateLimitsHoldAcrossTwoServers(t *testing.T) {
	t.Parallel() // its servers have their own environment
	if testing.Short() {
		t.Skip("builds and runs the binary")
	}
	redisURL, prefix := redistest.URL(t), redistest.Prefix(t)
	dsn := seededPostgresDSN(t)
	env := []string{"ROADCASE_REDIS_URL=" + redisURL, "ROADCASE_REDIS_PREFIX=" + prefix,
		"ROADCASE_RATE_LIMIT_TOKEN=20/h", "ROADCASE_RATE_LIMIT_ORG=1000/h", "ROADCASE_RATE_LIMIT_ANON=5/h"}
	bin := buildBinary(t)
	first := servetest.StartDemo(t, bin, dsn, env...)
	servers := []*servetest.Server{first, servetest.Start(t, bin, dsn, env...)}

	start := time.Now()
	statuses := map[int]int{}
	for i := range 30 {
		resp := getAnswer(t, servers[i%2].URL+"/api/v1/documents", first.Token)
		statuses[resp.StatusCode]++
		limit := resp.Header.Get("RateLimit")
		switch {
		case i < 20 && resp.StatusCode == 200:
			if want := `"token";r=` + strconv.Itoa(19-i) + ";"; !strings.HasPrefix(limit, want) {
				t.Errorf("request %d: RateLimit %q, want it to start %s", i+1, limit, want)
			}
		case i >= 20 && resp.StatusCode == 429:
			retry, err := strconv.Atoi(resp.Header.Get("Retry-After"))
			if err != nil || retry < 170 || retry > 180 {
				t.Errorf("request %d: Retry-After %q, want about 180 s", i+1, resp.Header.Get("Retry-After"))
			}
		default:
			t.Errorf("request %d to server %d: %d (RateLimit %q)", i+1, i%2+1, resp.StatusCode, limit)
		}
	}
	if elapsed := time.Since(start); elapsed > 170*time.Second {
		t.Fatalf("the requests took %v: a unit may have come back meanwhile", elapsed)
	}
	t.Logf("token: %v across two servers", statuses)

	clear(statuses)
	for i := range 8 {
		resp := getAnswer(t, servers[i%2].URL+"/api/v1/documents", identity.NewSecret())
		statuses[resp.StatusCode]++
	}
	if statuses[401] != 5 || statuses[429] != 3 {
		t.Errorf("unknown tokens from one address: %v, want 5 × 401 and 3 × 429", statuses)
	}
}

// getAnswer sends an authenticated GET and returns the answer, its body closed.
func getAnswer(t *testing.T, url, token string) *nethttp.Response {
	t.Helper()
	req, err := nethttp.NewRequest(nethttp.MethodGet, url, nil)
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Authorization", "Bearer "+token)
	resp, err := nethttp.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	if err := resp.Body.Close(); err != nil {
		t.Fatal(err)
	}
	return resp
}
