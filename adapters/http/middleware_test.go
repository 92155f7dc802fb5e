package http

import (
	"errors"
	nethttp "net/http"
	"strings"
	"testing"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
)

func TestTheRequestIDIsAcceptedWhenSaneAndGeneratedOtherwise(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t, Config{})
	tests := []struct {
		name     string
		incoming string
		keep     bool
	}{
		{"a sane incoming id is echoed", "req-42_a.b:c", true},
		{"a missing id is generated", "", false},
		{"an id with spaces is replaced", "bad id", false},
		{"an id with a quote is replaced", `x"y`, false},
		{"an id longer than 128 characters is replaced", strings.Repeat("a", 129), false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			var header []string
			if tt.incoming != "" {
				header = []string{HeaderRequestID, tt.incoming}
			}
			rec := ts.do("GET", "/api/v1/nowhere", "", nil, header...)
			got := rec.Header().Get(HeaderRequestID)
			if tt.keep && got != tt.incoming {
				t.Fatalf("X-Request-Id = %q, want %q", got, tt.incoming)
			}
			if !tt.keep {
				if _, err := kernel.ParseID(got); err != nil {
					t.Fatalf("X-Request-Id = %q, want a generated UUID", got)
				}
			}
			if p := problemOf(t, rec); p.RequestID != got {
				t.Fatalf("problem request_id = %q, want %q", p.RequestID, got)
			}
		})
	}
}

func TestUnknownRoutesAndMethodsUnderTheAPIAnswerProblems(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t, Config{})
	tests := []struct {
		name       string
		method     string
		target     string
		wantStatus int
		wantCode   string
		wantAllow  string
	}{
		{"an unknown path is 404", "GET", "/api/v1/nope", nethttp.StatusNotFound, "route_not_found", ""},
		{"a trailing slash is not redirected", "GET", "/api/v1/test/documents/", nethttp.StatusNotFound,
			"route_not_found", ""},
		{"an unknown version is 404", "GET", "/api/v2/openapi.json", nethttp.StatusNotFound, "route_not_found", ""},
		{"a wrong method is 405 with Allow", "DELETE", "/api/v1/openapi.json", nethttp.StatusMethodNotAllowed,
			"method_not_allowed", "GET"},
		{"a GET on a POST route is 405 with Allow", "GET", "/api/v1/test/echo", nethttp.StatusMethodNotAllowed,
			"method_not_allowed", "POST"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			rec := ts.do(tt.method, tt.target, "", nil)
			if rec.Code != tt.wantStatus {
				t.Fatalf("status = %d, want %d; body %s", rec.Code, tt.wantStatus, rec.Body)
			}
			if got := rec.Header().Get("Allow"); got != tt.wantAllow {
				t.Errorf("Allow = %q, want %q", got, tt.wantAllow)
			}
			p := problemOf(t, rec)
			if p.Code != tt.wantCode || p.Instance != tt.target {
				t.Errorf("problem = %+v, want code %q and instance %q", p, tt.wantCode, tt.target)
			}
		})
	}
}

func TestABodyAboveTheLimitIs413(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t, Config{MaxBodyBytes: 64})
	secret, _ := ts.auth.mint(identity.RoleMember, identity.ScopeDocumentsWrite)
	big := `{"name":"` + strings.Repeat("x", 100) + `"}`

	t.Run("a declared Content-Length above the limit is refused before authentication", func(t *testing.T) {
		t.Parallel()
		rec := ts.do("POST", "/api/v1/test/echo", "", strings.NewReader(big), "Content-Type", "application/json")
		if rec.Code != nethttp.StatusRequestEntityTooLarge {
			t.Fatalf("status = %d, want 413; body %s", rec.Code, rec.Body)
		}
		if p := problemOf(t, rec); p.Code != "body_too_large" {
			t.Errorf("code = %q", p.Code)
		}
	})
	t.Run("a body of unknown length is cut off while being read", func(t *testing.T) {
		t.Parallel()
		req := strings.NewReader(big)
		rec := ts.doUnsized("POST", "/api/v1/test/echo", secret, req)
		if rec.Code != nethttp.StatusRequestEntityTooLarge {
			t.Fatalf("status = %d, want 413; body %s", rec.Code, rec.Body)
		}
		if p := problemOf(t, rec); p.Code != "body_too_large" {
			t.Errorf("code = %q", p.Code)
		}
	})
	t.Run("a body within the limit is accepted", func(t *testing.T) {
		t.Parallel()
		rec := ts.do("POST", "/api/v1/test/echo", secret, strings.NewReader(`{"name":"ok"}`),
			"Content-Type", "application/json")
		if rec.Code != nethttp.StatusOK {
			t.Fatalf("status = %d; body %s", rec.Code, rec.Body)
		}
	})
}

func TestTheDefaultBodyLimitIsOneMebibyte(t *testing.T) {
	t.Parallel()
	if got := newServer(Config{}, Deps{}).cfg.MaxBodyBytes; got != 1<<20 {
		t.Fatalf("default limit = %d, want %d", got, 1<<20)
	}
}

func TestAPanicBecomesA500ProblemAndIsLoggedWithItsStack(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t, Config{})
	rec := ts.do("GET", "/api/v1/test/panic", "", nil)
	if rec.Code != nethttp.StatusInternalServerError {
		t.Fatalf("status = %d, want 500; body %s", rec.Code, rec.Body)
	}
	p := problemOf(t, rec)
	if p.Code != "internal" || strings.Contains(p.Detail, "boom") {
		t.Errorf("problem = %+v, want a generic internal problem", p)
	}
	var sawPanic, sawAccess bool
	for _, r := range ts.logs.records(t) {
		if r["request_id"] != p.RequestID {
			continue
		}
		if r["panic"] == "boom" && strings.Contains(r["stack"].(string), "runtime/debug.Stack") {
			sawPanic = true
		}
		if r["msg"] == "http request" && r["status"] == float64(500) {
			sawAccess = true
		}
	}
	if !sawPanic || !sawAccess {
		t.Fatalf("want a panic record with stack and a 500 access record; logs:\n%s", ts.logs)
	}
}

func TestInternalErrorsHideTheirCauseFromTheCallerButLogIt(t *testing.T) {
	t.Parallel()
	var ts *testServer
	ts = newTestServer(t, Config{}, Route{Method: "GET", Path: "/api/v1/test/fail", Public: true,
		Handler: func(c *Context) {
			ts.respondError(c, kernel.Internal(errors.New("relation \"tokens\" does not exist")))
		}})
	rec := ts.do("GET", "/api/v1/test/fail", "", nil)
	p := problemOf(t, rec)
	if rec.Code != 500 || p.Detail != internalDetail || strings.Contains(rec.Body.String(), "relation") {
		t.Fatalf("response leaks or is wrong: %d %s", rec.Code, rec.Body)
	}
	if !strings.Contains(ts.logs.String(), `relation \"tokens\" does not exist`) {
		t.Fatalf("cause not logged:\n%s", ts.logs)
	}
}

func TestTheAccessLogRecordsTheRequestButNeverAToken(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t, Config{})
	secret, p := ts.auth.mint(identity.RoleMember, identity.ScopeDocumentsRead)
	other := identity.NewSecret()

	ok := ts.do("GET", "/api/v1/test/documents?access_token="+secret, secret, nil, HeaderRequestID, "trace-1")
	ts.do("GET", "/api/v1/test/documents", other, nil)
	ts.do("GET", "/api/v1/"+secret, "", nil)
	ts.do("GET", "/api/v1/test/documents", "", nil, "Authorization", "Basic "+secret)
	if ok.Code != nethttp.StatusOK {
		t.Fatalf("status = %d", ok.Code)
	}

	logs := ts.logs.String()
	for _, s := range []string{secret, other, secret[len(identity.TokenPrefix):], "access_token"} {
		if strings.Contains(logs, s) {
			t.Fatalf("the log contains %q:\n%s", s, logs)
		}
	}
	var found bool
	for _, r := range ts.logs.records(t) {
		if r["request_id"] != "trace-1" {
			continue
		}
		found = true
		want := map[string]any{"msg": "http request", "method": "GET", "route": "/api/v1/test/documents",
			"status": float64(200), "org_id": p.OrgID.String()}
		for k, v := range want {
			if r[k] != v {
				t.Errorf("log %s = %v, want %v", k, r[k], v)
			}
		}
		if b, _ := r["bytes"].(float64); b <= 0 {
			t.Errorf("log bytes = %v, want the body size", r["bytes"])
		}
		if _, ok := r["duration"]; !ok {
			t.Errorf("log has no duration")
		}
	}
	if !found {
		t.Fatalf("no access record for request trace-1:\n%s", logs)
	}
}
