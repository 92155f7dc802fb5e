package main

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"log/slog"
	nethttp "net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/getkin/kin-openapi/openapi3"
	"github.com/getkin/kin-openapi/openapi3filter"
	"github.com/getkin/kin-openapi/routers"
	"github.com/getkin/kin-openapi/routers/legacy"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/records/demo"
)

func init() {
	// The render answers HTML; openapi3filter knows text/plain and text/csv.
	openapi3filter.RegisterBodyDecoder("text/html", openapi3filter.PlainBodyDecoder)
}

// documented is the real service (openMain and httpServer over a fresh SQLite
// database holding the demo) with the document it serves, which every exchange
// is checked against: each answer with openapi3filter.ValidateResponse, and each
// request the service accepts with ValidateRequest.
type documented struct {
	t       *testing.T
	handler nethttp.Handler
	doc     *openapi3.T
	router  routers.Router
	// token has every scope in the demo organization; empty every scope in an
	// organization with no records; reader documents:read alone; member every
	// scope with the member role (below manager).
	token, empty, reader, member string

	mu        sync.Mutex
	exchanges map[string]int // by "METHOD path-template status"
}

// newDocumented starts the service for a test.
func newDocumented(t *testing.T) *documented {
	t.Helper()
	ctx := context.Background()
	m, err := openMain(ctx, environ{log: slog.New(slog.DiscardHandler)}, unlimitedConfig(t), true)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if err := m.Close(); err != nil {
			t.Error(err)
		}
	})
	if _, err := m.loadDemo(ctx, "127.0.0.1:0", "http://127.0.0.1:0"); err != nil {
		t.Fatal(err)
	}
	srv, err := m.httpServer(nil)
	if err != nil {
		t.Fatal(err)
	}
	d := &documented{t: t, handler: srv.Handler(), exchanges: map[string]int{}}
	all := make([]string, len(identity.Scopes))
	for i, s := range identity.Scopes {
		all[i] = string(s)
	}
	owner := demo.Organizations()[0]
	mint := func(slug, email string, scopes ...string) string {
		secret, _, err := m.Identity.MintToken(ctx, identity.MintInput{OrgSlug: slug, Email: email, Name: "document test", Scopes: scopes})
		if err != nil {
			t.Fatal(err)
		}
		return secret
	}
	d.token = mint(owner.Slug, owner.OwnerEmail, all...)
	d.reader = mint(owner.Slug, owner.OwnerEmail, string(identity.ScopeDocumentsRead))
	join := func(org identity.Organization, email string, role identity.Role) {
		o, err := m.Identity.EnsureOrganization(ctx, org)
		if err != nil {
			t.Fatal(err)
		}
		u, err := m.Identity.EnsureUser(ctx, identity.User{Email: email, Name: "Document Test"})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := m.Identity.EnsureMembership(ctx, o, u, role); err != nil {
			t.Fatal(err)
		}
	}
	join(identity.Organization{ID: owner.ID, Slug: owner.Slug, Name: owner.Name, Currency: owner.Currency, TimeZone: owner.TimeZone},
		"member@document.test", identity.RoleMember)
	d.member = mint(owner.Slug, "member@document.test", all...)
	join(identity.Organization{Slug: "empty-org", Name: "Empty", Currency: "EUR", TimeZone: "Europe/Amsterdam"},
		"owner@empty.test", identity.RoleOwner)
	d.empty = mint("empty-org", "owner@empty.test", all...)

	raw := d.do(nethttp.MethodGet, "/api/v1/openapi.json", "", nil).Body.Bytes()
	if d.doc, err = openapi3.NewLoader().LoadFromData(raw); err != nil {
		t.Fatal(err)
	}
	if err := d.doc.Validate(ctx); err != nil {
		t.Fatal(err)
	}
	d.doc.Servers = openapi3.Servers{{URL: "http://roadcase.test"}}
	if d.router, err = legacy.NewRouter(d.doc); err != nil {
		t.Fatal(err)
	}
	d.do(nethttp.MethodGet, "/api/v1/openapi.json", "", nil)
	return d
}

// do sends one request with a Bearer token (none when token is empty) and the
// header pairs, and checks the exchange against the document.
func (d *documented) do(method, target, token string, body []byte, header ...string) *httptest.ResponseRecorder {
	d.t.Helper()
	newReq := func() *nethttp.Request {
		r := httptest.NewRequest(method, "http://roadcase.test"+target, bytes.NewReader(body))
		if body != nil {
			r.Header.Set("Content-Type", "application/json")
		}
		if token != "" {
			r.Header.Set("Authorization", "Bearer "+token)
		}
		for i := 0; i+1 < len(header); i += 2 {
			r.Header.Set(header[i], header[i+1])
		}
		return r
	}
	rec := httptest.NewRecorder()
	d.handler.ServeHTTP(rec, newReq())
	if d.doc != nil {
		d.check(newReq(), body, rec)
	}
	return rec
}

// check validates an exchange: the answer always, the request when the service
// accepted it.
func (d *documented) check(req *nethttp.Request, body []byte, rec *httptest.ResponseRecorder) {
	d.t.Helper()
	where := req.Method + " " + req.URL.RequestURI()
	route, params, err := d.router.FindRoute(req)
	if err != nil && rec.Code == nethttp.StatusMethodNotAllowed {
		// A 405 is declared on each of the path's operations; check it against one.
		for _, m := range []string{nethttp.MethodGet, nethttp.MethodPost} {
			other := req.Clone(req.Context())
			other.Method = m
			if route, params, err = d.router.FindRoute(other); err == nil {
				req = other
				break
			}
		}
	}
	if err != nil {
		d.t.Errorf("%s: the document has no operation for it: %v", where, err)
		return
	}
	ctx := context.Background()
	in := &openapi3filter.RequestValidationInput{Request: req, PathParams: params, Route: route,
		Options: &openapi3filter.Options{AuthenticationFunc: openapi3filter.NoopAuthenticationFunc, MultiError: true}}
	if rec.Code < 400 {
		if err := openapi3filter.ValidateRequest(ctx, in); err != nil {
			d.t.Errorf("%s: the service accepted (%d) a request the document refuses: %v", where, rec.Code, err)
		}
	}
	out := &openapi3filter.ResponseValidationInput{RequestValidationInput: in, Status: rec.Code, Header: rec.Header(),
		Options: &openapi3filter.Options{IncludeResponseStatus: true, MultiError: true}}
	out.SetBodyBytes(rec.Body.Bytes())
	if err := openapi3filter.ValidateResponse(ctx, out); err != nil {
		d.t.Errorf("%s: the answer %d is not as documented: %v\n%.600s", where, rec.Code, err, rec.Body.String())
	}
	d.mu.Lock()
	d.exchanges[req.Method+" "+route.Path+" "+strconv.Itoa(rec.Code)]++
	d.mu.Unlock()
}

// json decodes an answer's body; it fails the test unless the status is want.
func (d *documented) json(rec *httptest.ResponseRecorder, want int, where string) map[string]any {
	d.t.Helper()
	if rec.Code != want {
		d.t.Fatalf("%s: status %d, want %d: %.600s", where, rec.Code, want, rec.Body.String())
	}
	var v map[string]any
	if err := json.NewDecoder(io.Reader(rec.Body)).Decode(&v); err != nil {
		d.t.Fatalf("%s: %v", where, err)
	}
	return v
}

// problemCode is a problem answer's code and first pointer.
func problemCode(rec *httptest.ResponseRecorder) (code, pointer string) {
	var p struct {
		Code   string `json:"code"`
		Errors []struct {
			Pointer string `json:"pointer"`
		} `json:"errors"`
	}
	_ = json.Unmarshal(rec.Body.Bytes(), &p)
	if len(p.Errors) > 0 {
		pointer = p.Errors[0].Pointer
	}
	if !strings.HasPrefix(rec.Header().Get("Content-Type"), "application/problem+json") {
		code = "(not a problem: " + rec.Header().Get("Content-Type") + ")"
		return code, pointer
	}
	return p.Code, pointer
}
