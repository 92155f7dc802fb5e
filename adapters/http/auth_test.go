package http

import (
	"encoding/json"
	nethttp "net/http"
	"strings"
	"testing"

	"github.com/roadcase/roadcase/core/identity"
)

func TestAuthenticationFailuresAnswer401WithABearerChallenge(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t, Config{})
	valid, _ := ts.auth.mint(identity.RoleMember, identity.ScopeDocumentsRead)
	expired, _ := ts.auth.mint(identity.RoleMember, identity.ScopeDocumentsRead)
	ts.auth.update(expired, func(tk *fakeToken) { tk.expired = true })
	revoked, _ := ts.auth.mint(identity.RoleMember, identity.ScopeDocumentsRead)
	ts.auth.update(revoked, func(tk *fakeToken) { tk.revoked = true })

	tests := []struct {
		name          string
		authorization []string
		wantChallenge string
		wantCode      string
	}{
		{"a request without an Authorization header gets a challenge without an error",
			nil, `Bearer`, "missing_token"},
		{"the Basic scheme is refused like a missing credential",
			[]string{"Basic dXNlcjpwYXNz"}, `Bearer`, "unsupported_scheme"},
		{"a bare token without a scheme is refused like a missing credential",
			[]string{valid}, `Bearer`, "unsupported_scheme"},
		{"the Token scheme is refused even with a valid token",
			[]string{"Token " + valid}, `Bearer`, "unsupported_scheme"},
		{"a Bearer scheme without a token is malformed",
			[]string{"Bearer"}, `Bearer error="invalid_token"`, "invalid_token"},
		{"a Bearer credential with two words is malformed",
			[]string{"Bearer " + valid + " extra"}, `Bearer error="invalid_token"`, "invalid_token"},
		{"two Authorization headers are malformed",
			[]string{"Bearer " + valid, "Bearer " + valid}, `Bearer error="invalid_token"`, "invalid_token"},
		{"an unknown token is invalid",
			[]string{"Bearer " + identity.NewSecret()}, `Bearer error="invalid_token"`, "invalid_token"},
		{"an expired token is invalid",
			[]string{"Bearer " + expired}, `Bearer error="invalid_token"`, "invalid_token"},
		{"a revoked token is invalid",
			[]string{"Bearer " + revoked}, `Bearer error="invalid_token"`, "invalid_token"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			var header []string
			for _, v := range tt.authorization {
				header = append(header, "Authorization", v)
			}
			rec := ts.do("GET", "/api/v1/test/documents", "", nil, header...)
			if rec.Code != nethttp.StatusUnauthorized {
				t.Fatalf("status = %d, want 401; body %s", rec.Code, rec.Body)
			}
			if got := rec.Header().Get("WWW-Authenticate"); got != tt.wantChallenge {
				t.Errorf("WWW-Authenticate = %q, want %q", got, tt.wantChallenge)
			}
			if p := problemOf(t, rec); p.Code != tt.wantCode {
				t.Errorf("code = %q, want %q", p.Code, tt.wantCode)
			}
		})
	}
}

func TestAValidTokenWithTheScopeReachesTheHandlerWithItsOrganization(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t, Config{})
	secret, p := ts.auth.mint(identity.RoleViewer, identity.ScopeDocumentsRead)

	for _, scheme := range []string{"Bearer", "bearer", "BEARER"} {
		rec := ts.do("GET", "/api/v1/test/documents", "", nil, "Authorization", scheme+" "+secret)
		if rec.Code != nethttp.StatusOK {
			t.Fatalf("%s: status = %d, body %s", scheme, rec.Code, rec.Body)
		}
		var body struct {
			OrgID string `json:"org_id"`
		}
		if err := json.Unmarshal(rec.Body.Bytes(), &body); err != nil || body.OrgID != p.OrgID.String() {
			t.Fatalf("%s: body %s, want org %s (%v)", scheme, rec.Body, p.OrgID, err)
		}
	}
}

func TestATokenWithoutTheRoutesScopeIsForbiddenWithAnInsufficientScopeChallenge(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t, Config{})
	tests := []struct {
		name      string
		method    string
		target    string
		scopes    []identity.Scope
		wantScope identity.Scope
	}{
		{"a token with other scopes cannot list documents", "GET", "/api/v1/test/documents",
			[]identity.Scope{identity.ScopeReportsRead, identity.ScopeDocumentsWrite}, identity.ScopeDocumentsRead},
		{"a read scope does not grant the write route", "POST", "/api/v1/test/projects/p1/advance-packets",
			[]identity.Scope{identity.ScopeAdvancingRead}, identity.ScopeAdvancingWrite},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			secret, _ := ts.auth.mint(identity.RoleOwner, tt.scopes...)
			rec := ts.do(tt.method, tt.target, secret, nil)
			if rec.Code != nethttp.StatusForbidden {
				t.Fatalf("status = %d, want 403; body %s", rec.Code, rec.Body)
			}
			want := `Bearer error="insufficient_scope", scope="` + string(tt.wantScope) + `"`
			if got := rec.Header().Get("WWW-Authenticate"); got != want {
				t.Errorf("WWW-Authenticate = %q, want %q", got, want)
			}
			p := problemOf(t, rec)
			if p.Code != "insufficient_scope" || !strings.Contains(p.Detail, string(tt.wantScope)) {
				t.Errorf("problem = %+v, want code insufficient_scope naming %s", p, tt.wantScope)
			}
		})
	}
}

func TestTheManagerCheckReadsTheCurrentRoleAtRequestTime(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t, Config{})
	secret, p := ts.auth.mint(identity.RoleManager, identity.ScopeAdvancingWrite)
	const target = "/api/v1/test/projects/p1/advance-packets"

	steps := []struct {
		name       string
		role       identity.Role
		member     bool
		wantStatus int
		wantCode   string
	}{
		{"a manager may create a packet shell", identity.RoleManager, true, nethttp.StatusCreated, ""},
		{"an owner ranks above manager and may too", identity.RoleOwner, true, nethttp.StatusCreated, ""},
		{"after demotion to member the same token is refused", identity.RoleMember, true,
			nethttp.StatusForbidden, "insufficient_role"},
		{"a viewer is refused", identity.RoleViewer, true, nethttp.StatusForbidden, "insufficient_role"},
		{"a user who left the organization is refused", "", false, nethttp.StatusForbidden, "not_a_member"},
	}
	for _, st := range steps { // sequential: each step changes the same user's role
		if st.member {
			ts.auth.setRole(p.UserID, st.role)
		} else {
			ts.auth.mu.Lock()
			delete(ts.auth.roles, p.UserID)
			ts.auth.mu.Unlock()
		}
		rec := ts.do("POST", target, secret, nil)
		if rec.Code != st.wantStatus {
			t.Fatalf("%s: status = %d, want %d; body %s", st.name, rec.Code, st.wantStatus, rec.Body)
		}
		if st.wantCode == "" {
			continue
		}
		if got := problemOf(t, rec).Code; got != st.wantCode {
			t.Errorf("%s: code = %q, want %q", st.name, got, st.wantCode)
		}
		if h := rec.Header().Get("WWW-Authenticate"); h != "" {
			t.Errorf("%s: WWW-Authenticate = %q, want none for a role refusal", st.name, h)
		}
	}
}

func TestTheOpenAPIDocumentIsServedWithoutAuthentication(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t, Config{})
	rec := ts.do("GET", "/api/v1/openapi.json", "", nil)
	if rec.Code != nethttp.StatusOK {
		t.Fatalf("status = %d, body %s", rec.Code, rec.Body)
	}
	if ct := rec.Header().Get("Content-Type"); ct != "application/json" {
		t.Errorf("Content-Type = %q, want application/json", ct)
	}
	var doc struct {
		OpenAPI string `json:"openapi"`
	}
	if err := json.Unmarshal(rec.Body.Bytes(), &doc); err != nil || doc.OpenAPI != "3.0.3" {
		t.Errorf("body is not the OpenAPI 3.0.3 document: %v", err)
	}
}
