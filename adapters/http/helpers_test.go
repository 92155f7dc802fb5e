package http

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"log/slog"
	nethttp "net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
)

// fakeToken is a token the fake authenticator knows.
type fakeToken struct {
	principal identity.Principal
	expired   bool
	revoked   bool
}

// fakeAuth is an in-memory ports.Authenticator whose roles can change between calls.
type fakeAuth struct {
	mu     sync.Mutex
	tokens map[string]fakeToken
	roles  map[kernel.ID]identity.Role
}

func newFakeAuth() *fakeAuth {
	return &fakeAuth{tokens: map[string]fakeToken{}, roles: map[kernel.ID]identity.Role{}}
}

// mint registers a token for a new user with the given role and scopes and returns its secret.
func (a *fakeAuth) mint(role identity.Role, scopes ...identity.Scope) (string, identity.Principal) {
	a.mu.Lock()
	defer a.mu.Unlock()
	secret := identity.NewSecret()
	p := identity.Principal{OrgID: kernel.NewID(), UserID: kernel.NewID(), TokenID: kernel.NewID(), Scopes: scopes}
	a.tokens[secret] = fakeToken{principal: p}
	a.roles[p.UserID] = role
	return secret, p
}

func (a *fakeAuth) update(secret string, fn func(*fakeToken)) {
	a.mu.Lock()
	defer a.mu.Unlock()
	t := a.tokens[secret]
	fn(&t)
	a.tokens[secret] = t
}

func (a *fakeAuth) setRole(user kernel.ID, role identity.Role) {
	a.mu.Lock()
	defer a.mu.Unlock()
	a.roles[user] = role
}

func (a *fakeAuth) Authenticate(_ context.Context, secret string) (identity.Principal, error) {
	a.mu.Lock()
	defer a.mu.Unlock()
	t, ok := a.tokens[secret]
	switch {
	case !ok:
		return identity.Principal{}, kernel.Unauthenticated("invalid_token", "the access token is not known")
	case t.revoked:
		return identity.Principal{}, kernel.Unauthenticated("invalid_token", "the access token was revoked")
	case t.expired:
		return identity.Principal{}, kernel.Unauthenticated("invalid_token", "the access token has expired")
	}
	return t.principal, nil
}

func (a *fakeAuth) CurrentRole(_ context.Context, p identity.Principal) (identity.Role, error) {
	a.mu.Lock()
	defer a.mu.Unlock()
	r, ok := a.roles[p.UserID]
	if !ok {
		return "", kernel.Forbidden("not_a_member", "the token's user is no longer a member of the organization")
	}
	return r, nil
}

// testRoutes stand in for domain routes: one of each access rule.
func testRoutes(s *Server) []Route {
	return []Route{
		{Method: "GET", Path: "/api/v1/test/documents", Scope: identity.ScopeDocumentsRead,
			Handler: func(c *Context) {
				c.JSON(nethttp.StatusOK, map[string]any{"org_id": PrincipalFrom(c).OrgID})
			}},
		{Method: "POST", Path: "/api/v1/test/projects/{id}/advance-packets", Scope: identity.ScopeAdvancingWrite,
			MinRole: identity.RoleManager, Handler: func(c *Context) {
				c.JSON(nethttp.StatusCreated, map[string]any{"project_id": c.Param("id")})
			}},
		{Method: "POST", Path: "/api/v1/test/echo", Scope: identity.ScopeDocumentsWrite,
			Handler: func(c *Context) {
				var in echoRequest
				if err := decodeJSON(c, &in); err != nil {
					s.respondError(c, err)
					return
				}
				c.JSON(nethttp.StatusOK, in)
			}},
		{Method: "GET", Path: "/api/v1/test/panic", Public: true, Handler: func(c *Context) {
			panic("boom")
		}},
	}
}

// echoRequest is the body the echo test route decodes.
type echoRequest struct {
	Name  string            `json:"name"`
	Count int               `json:"count"`
	Tags  []string          `json:"tags"`
	Show  *echoShow         `json:"show"`
	Data  map[string]any    `json:"data"`
	Raw   json.RawMessage   `json:"raw"`
	Date  kernel.Date       `json:"date"`
	Items []echoShow        `json:"items"`
	Meta  map[string]string `json:"meta"`
}

type echoShow struct {
	Venue string `json:"venue"`
	Cap   int    `json:"capacity"`
}

// testServer is a server with the test routes, a fake authenticator and a log buffer.
type testServer struct {
	*Server
	auth *fakeAuth
	logs *syncBuffer
}

func newTestServer(t *testing.T, cfg Config, routes ...Route) *testServer {
	t.Helper()
	logs := &syncBuffer{}
	cfg.Logger = slog.New(slog.NewJSONHandler(logs, &slog.HandlerOptions{Level: slog.LevelDebug}))
	auth := newFakeAuth()
	s := newServer(cfg, Deps{Auth: auth})
	s.mount(s.metaRoutes())
	s.mount(testRoutes(s))
	s.mount(routes)
	return &testServer{Server: s, auth: auth, logs: logs}
}

// do serves one request; a non-empty token is sent as a Bearer credential.
func (ts *testServer) do(method, target, token string, body io.Reader, header ...string) *httptest.ResponseRecorder {
	req := httptest.NewRequest(method, target, body)
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	for i := 0; i+1 < len(header); i += 2 {
		req.Header.Add(header[i], header[i+1])
	}
	rec := httptest.NewRecorder()
	ts.Handler().ServeHTTP(rec, req)
	return rec
}

// problemOf decodes a problem response, failing the test if it is not one.
func problemOf(t *testing.T, rec *httptest.ResponseRecorder) Problem {
	t.Helper()
	if ct := rec.Header().Get("Content-Type"); ct != ContentTypeProblem {
		t.Fatalf("Content-Type = %q, want %q (body %s)", ct, ContentTypeProblem, rec.Body)
	}
	var p Problem
	dec := json.NewDecoder(bytes.NewReader(rec.Body.Bytes()))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&p); err != nil {
		t.Fatalf("decode problem %s: %v", rec.Body, err)
	}
	if p.Status != rec.Code || p.Title != nethttp.StatusText(rec.Code) || p.Type != ProblemTypeBase+p.Code {
		t.Fatalf("problem %+v does not match status %d", p, rec.Code)
	}
	if p.RequestID == "" || p.RequestID != rec.Header().Get(HeaderRequestID) {
		t.Fatalf("problem request_id %q, header %q", p.RequestID, rec.Header().Get(HeaderRequestID))
	}
	return p
}

// syncBuffer is a bytes.Buffer safe for concurrent writers.
type syncBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *syncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// records decodes the JSON log lines written so far.
func (b *syncBuffer) records(t *testing.T) []map[string]any {
	t.Helper()
	var out []map[string]any
	for line := range strings.Lines(b.String()) {
		var m map[string]any
		if err := json.Unmarshal([]byte(line), &m); err != nil {
			t.Fatalf("log line %q: %v", line, err)
		}
		out = append(out, m)
	}
	return out
}

// doUnsized serves a JSON request whose body length is not declared, as with
// chunked transfer encoding.
func (ts *testServer) doUnsized(method, target, token string, body io.Reader) *httptest.ResponseRecorder {
	req := httptest.NewRequest(method, target, io.NopCloser(body))
	req.ContentLength = -1
	req.Header.Set("Content-Type", "application/json")
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	rec := httptest.NewRecorder()
	ts.Handler().ServeHTTP(rec, req)
	return rec
}

func mustRequest(t *testing.T) *nethttp.Request {
	t.Helper()
	return httptest.NewRequest("GET", "/api/v1/x", nil)
}
