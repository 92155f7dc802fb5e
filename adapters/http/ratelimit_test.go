package http

import (
	"errors"
	nethttp "net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/roadcase/roadcase/adapters/clientaddr"
	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/ports"
)

// perMinute is a quota of n requests a minute.
func perMinute(n int) ports.RateLimit { return ports.RateLimit{Quota: n, Window: time.Minute} }

// wantFields checks an answer's status and rate-limit fields.
func wantFields(t *testing.T, rec *httptest.ResponseRecorder, status int, policy, limit string) {
	t.Helper()
	h := rec.Header()
	if rec.Code != status || h.Get(HeaderRateLimitPolicy) != policy || h.Get(HeaderRateLimit) != limit {
		t.Errorf("answer %d with\n RateLimit-Policy: %s\n RateLimit: %s\nwant %d with\n RateLimit-Policy: %s\n RateLimit: %s\nbody %s",
			rec.Code, h.Get(HeaderRateLimitPolicy), h.Get(HeaderRateLimit), status, policy, limit, rec.Body)
	}
}

// wantRateLimited checks that an answer is the 429 problem with Retry-After.
func wantRateLimited(t *testing.T, rec *httptest.ResponseRecorder, retryAfter string) {
	t.Helper()
	if rec.Code != nethttp.StatusTooManyRequests {
		t.Fatalf("status %d, want 429; body %s", rec.Code, rec.Body)
	}
	if p := problemOf(t, rec); p.Code != "rate_limited" {
		t.Errorf("problem code %q, want rate_limited", p.Code)
	}
	if got := rec.Header().Get("Retry-After"); got != retryAfter {
		t.Errorf("Retry-After %q, want %q", got, retryAfter)
	}
}

func TestATokenSpendsItsQuotaAndThenGets429(t *testing.T) {
	t.Parallel()
	ts, _ := newLimitedServer(t, RateLimits{Token: perMinute(3), Org: perMinute(5)}, newFakeLimiter())
	token, _ := ts.auth.mint(identity.RoleMember, identity.ScopeDocumentsRead)
	policy := `"token";q=3;w=60, "org";q=5;w=60`
	wantFields(t, ts.do("GET", "/api/v1/test/documents", token, nil), 200, policy, `"token";r=2;t=20, "org";r=4;t=12`)
	ts.do("GET", "/api/v1/test/documents", token, nil)
	wantFields(t, ts.do("GET", "/api/v1/test/documents", token, nil), 200, policy, `"token";r=0;t=20, "org";r=2;t=36`)
	rec := ts.do("GET", "/api/v1/test/documents", token, nil)
	wantRateLimited(t, rec, "20")
	// The organization was not asked, so only the token's quota is described.
	wantFields(t, rec, 429, `"token";q=3;w=60`, `"token";r=0;t=20`)
}

func TestAnOrganizationsQuotaIsSharedByItsTokens(t *testing.T) {
	t.Parallel()
	obs := &refusals{by: map[string]int{}}
	ts, _ := newLimitedServer(t, RateLimits{Token: perMinute(10), Org: perMinute(3)}, newFakeLimiter(), obs)
	org := kernel.NewID()
	first, second := ts.auth.mintIn(org, identity.ScopeDocumentsRead), ts.auth.mintIn(org, identity.ScopeDocumentsRead)
	other, _ := ts.auth.mint(identity.RoleMember, identity.ScopeDocumentsRead)
	for _, token := range []string{first, first, second} {
		if rec := ts.do("GET", "/api/v1/test/documents", token, nil); rec.Code != 200 {
			t.Fatalf("status %d within the quotas", rec.Code)
		}
	}
	rec := ts.do("GET", "/api/v1/test/documents", second, nil)
	wantRateLimited(t, rec, "20")
	wantFields(t, rec, 429, `"token";q=10;w=60, "org";q=3;w=60`, `"token";r=8;t=12, "org";r=0;t=20`)
	if rec := ts.do("GET", "/api/v1/test/documents", other, nil); rec.Code != 200 {
		t.Errorf("another organization's token got %d", rec.Code)
	}
	if obs.count(policyOrg) != 1 || obs.count(policyToken) != 0 {
		t.Errorf("the observer was told of %v, want one org refusal", obs.by)
	}
}

func TestFailedAuthenticationsSpendTheAddressQuotaAndThenAreRefusedBeforeTheLookup(t *testing.T) {
	t.Parallel()
	lim := newFakeLimiter()
	ts, auth := newLimitedServer(t, RateLimits{Token: perMinute(100), Address: perMinute(2)}, lim)
	policy := `"address";q=2;w=60`
	wantFields(t, ts.do("GET", "/api/v1/test/documents", identity.NewSecret(), nil), 401, policy, `"address";r=1;t=30`)
	wantFields(t, ts.do("GET", "/api/v1/test/documents", "", nil), 401, policy, `"address";r=0;t=30`)
	lookups := auth.lookupCount()

	for range 50 {
		rec := ts.do("GET", "/api/v1/test/documents", identity.NewSecret(), nil)
		wantRateLimited(t, rec, "30")
		wantFields(t, rec, 429, policy, `"address";r=0;t=30`)
	}
	if auth.lookupCount() != lookups {
		t.Errorf("%d bad tokens were looked up for an address whose quota is spent", auth.lookupCount()-lookups)
	}
	if calls := lim.callLog(); !slices.Contains(calls, "peek address:192.0.2.1") {
		t.Errorf("limiter calls %q: the address was not read before the lookup", calls)
	}
}

// TestASpentAddressQuotaNeverRefusesAValidToken spends an address's quota
// with bad tokens, as one client behind a shared NAT may: a valid token from
// the same address is still served, the bad ones still refused unlooked-up.
func TestASpentAddressQuotaNeverRefusesAValidToken(t *testing.T) {
	t.Parallel()
	lim := newFakeLimiter()
	ts, auth := newLimitedServer(t, RateLimits{Token: perMinute(100), Address: perMinute(2)}, lim)
	valid, _ := ts.auth.mint(identity.RoleMember, identity.ScopeDocumentsRead)
	for range 3 {
		ts.do("GET", "/api/v1/test/documents", identity.NewSecret(), nil)
	}
	if rec := ts.do("GET", "/api/v1/test/documents", identity.NewSecret(), nil); rec.Code != 429 {
		t.Fatalf("a bad token after the quota: %d, want 429", rec.Code)
	}
	lookups := auth.lookupCount()
	for range 3 {
		if rec := ts.do("GET", "/api/v1/test/documents", valid, nil); rec.Code != 200 {
			t.Errorf("a valid token from the spent address: %d, want 200; %s", rec.Code, rec.Body)
		}
	}
	if auth.lookupCount() != lookups+3 {
		t.Errorf("%d lookups for 3 valid requests", auth.lookupCount()-lookups)
	}
	if rec := ts.do("GET", "/api/v1/test/documents", identity.NewSecret(), nil); rec.Code != 429 || auth.lookupCount() != lookups+3 {
		t.Errorf("a bad token after the valid ones: %d, %d lookups", rec.Code, auth.lookupCount()-lookups)
	}
}

func TestASuccessfulAuthenticationSpendsNothingFromTheAddressQuota(t *testing.T) {
	t.Parallel()
	lim := newFakeLimiter()
	ts, _ := newLimitedServer(t, RateLimits{Address: perMinute(1)}, lim)
	valid, _ := ts.auth.mint(identity.RoleMember, identity.ScopeDocumentsRead)
	for range 3 {
		rec := ts.do("GET", "/api/v1/test/documents", valid, nil)
		// With the token and org policies off there is nothing to describe.
		wantFields(t, rec, 200, "", "")
	}
	if n := lim.spentOf("address:192.0.2.1"); n != 0 {
		t.Errorf("valid requests spent %d units of the address quota", n)
	}
}

func TestAnAddressWithFailuresHoldsAUnitForEachLookupAndGetsItBackForAGoodToken(t *testing.T) {
	t.Parallel()
	lim := newFakeLimiter()
	ts, _ := newLimitedServer(t, RateLimits{Token: perMinute(5), Address: perMinute(3)}, lim)
	valid, _ := ts.auth.mint(identity.RoleMember, identity.ScopeDocumentsRead)
	ts.do("GET", "/api/v1/test/documents", identity.NewSecret(), nil) // one failure
	rec := ts.do("GET", "/api/v1/test/documents", valid, nil)
	wantFields(t, rec, 200, `"token";q=5;w=60`, `"token";r=4;t=12`)
	want := []string{"peek address:192.0.2.1", "allow address:192.0.2.1", "refund address:192.0.2.1"}
	if calls := lim.callLog(); len(calls) < 5 || !slices.Equal(calls[2:5], want) {
		t.Errorf("limiter calls %q, want %q after the failure", calls, want)
	}
	if n := lim.spentOf("address:192.0.2.1"); n != 1 {
		t.Errorf("the address has %d units spent, want 1 (the failure's)", n)
	}
}

func TestConcurrentGuessesPassOneLookupPerUnitLeft(t *testing.T) {
	t.Parallel()
	ts, auth := newLimitedServer(t, RateLimits{Address: perMinute(2)}, newFakeLimiter())
	ts.do("GET", "/api/v1/test/documents", identity.NewSecret(), nil) // one unit left
	var wg sync.WaitGroup
	var refused atomic.Int32
	for range 20 {
		wg.Go(func() {
			if ts.do("GET", "/api/v1/test/documents", identity.NewSecret(), nil).Code == 429 {
				refused.Add(1)
			}
		})
	}
	wg.Wait()
	if n := auth.lookupCount(); n != 2 || refused.Load() != 19 {
		t.Errorf("%d lookups and %d refusals for 1 + 20 guesses under a quota of 2; want 2 and 19", n, refused.Load())
	}
}

func TestPublicRoutesAndUnknownPathsSpendTheAddressQuota(t *testing.T) {
	t.Parallel()
	ts, _ := newLimitedServer(t, RateLimits{Token: perMinute(5), Address: perMinute(3)}, newFakeLimiter())
	policy := `"address";q=3;w=60`
	wantFields(t, ts.do("GET", "/api/v1/openapi.json", "", nil), 200, policy, `"address";r=2;t=20`)
	wantFields(t, ts.do("GET", "/api/v1/nothing-here", "", nil), 404, policy, `"address";r=1;t=40`)
	wantFields(t, ts.do("DELETE", "/api/v1/openapi.json", "", nil), 405, policy, `"address";r=0;t=20`)
	wantRateLimited(t, ts.do("GET", "/api/v1/openapi.json", "", nil), "20")
}

func TestForwardedForIsNotTrustedForTheAddress(t *testing.T) {
	t.Parallel()
	ts, _ := newLimitedServer(t, RateLimits{Address: perMinute(1)}, newFakeLimiter())
	ts.do("GET", "/api/v1/openapi.json", "", nil, "X-Forwarded-For", "198.51.100.1")
	rec := ts.do("GET", "/api/v1/openapi.json", "", nil, "X-Forwarded-For", "198.51.100.2")
	wantRateLimited(t, rec, "60")
}

func TestBehindATrustedProxyEachForwardedClientHasItsOwnAddressQuota(t *testing.T) {
	t.Parallel()
	proxies, err := clientaddr.Parse("192.0.2.0/24") // httptest's peer is 192.0.2.1
	if err != nil {
		t.Fatal(err)
	}
	ts, _ := newLimitedServer(t, RateLimits{Address: perMinute(1)}, newFakeLimiter(), proxies)
	if rec := ts.do("GET", "/api/v1/openapi.json", "", nil, "X-Forwarded-For", "198.51.100.1"); rec.Code != 200 {
		t.Fatalf("the first client: %d", rec.Code)
	}
	if rec := ts.do("GET", "/api/v1/openapi.json", "", nil, "X-Forwarded-For", "198.51.100.2"); rec.Code != 200 {
		t.Fatalf("a second client behind the same proxy: %d, want its own quota", rec.Code)
	}
	rec := ts.do("GET", "/api/v1/openapi.json", "", nil, "X-Forwarded-For", "203.0.113.9, 198.51.100.1")
	wantRateLimited(t, rec, "60") // the first client again, whatever it wrote before the proxy's entry
}

func TestAddressesAreCountedPerIPv4AddressAndPerIPv6Slash64(t *testing.T) {
	t.Parallel()
	for remote, want := range map[string]string{
		"192.0.2.1:1234":               "192.0.2.1",
		"[::ffff:192.0.2.1]:1234":      "192.0.2.1",
		"[2001:db8:1:2:aaaa::1]:443":   "2001:db8:1:2::/64",
		"[2001:db8:1:2:bbbb::9]:65000": "2001:db8:1:2::/64",
	} {
		c := newContext(httptest.NewRecorder(), httptest.NewRequest("GET", "/", nil), "", nil)
		c.Request.RemoteAddr = remote
		if got := (&Server{}).clientAddress(c); got != want {
			t.Errorf("clientAddress(%s) = %q, want %q", remote, got, want)
		}
	}
}

func TestAFailingLimiterLetsRequestsThroughAndIsLogged(t *testing.T) {
	t.Parallel()
	lim := newFakeLimiter()
	lim.err = kernel.Unavailable("the rate-limit counters cannot be reached", errors.New("connection refused"))
	ts, _ := newLimitedServer(t, RateLimits{Token: perMinute(1), Address: perMinute(1)}, lim)
	token, _ := ts.auth.mint(identity.RoleMember, identity.ScopeDocumentsRead)
	for range 2 {
		wantFields(t, ts.do("GET", "/api/v1/test/documents", token, nil), 200, "", "")
	}
	if !strings.Contains(ts.logs.String(), "rate limit token not checked") {
		t.Errorf("the failure was not logged:\n%s", ts.logs)
	}
}

func TestWithoutARateLimiterNoFieldIsSent(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t, Config{RateLimits: RateLimits{Token: perMinute(1)}})
	token, _ := ts.auth.mint(identity.RoleMember, identity.ScopeDocumentsRead)
	for range 2 {
		wantFields(t, ts.do("GET", "/api/v1/test/documents", token, nil), 200, "", "")
	}
}
