package app_test

import (
	"context"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/identity/app"
	"github.com/roadcase/roadcase/core/kernel"
)

func TestAMintedTokenAuthenticatesAsItsUserAndOrganization(t *testing.T) {
	t.Parallel()
	f := newAppFixture(t)
	ctx := context.Background()
	secret, tok := f.mint(t, 0, "reports:read", "documents:read", "reports:read")

	if !identity.CheckSecretFormat(secret) {
		t.Errorf("secret %q does not have the token format", secret)
	}
	want := identity.Token{ID: tok.ID, OrgID: f.org.ID, UserID: f.user.ID, Name: "ci",
		Scopes: []identity.Scope{identity.ScopeDocumentsRead, identity.ScopeReportsRead},
		Hash:   identity.HashSecret(secret), Hint: secret[len(secret)-4:],
		CreatedAt: appT0, ExpiresAt: appT0.Add(identity.DefaultTokenLifetime)}
	if !reflect.DeepEqual(tok, want) {
		t.Errorf("minted token:\n got %+v\nwant %+v", tok, want)
	}
	stored, err := f.svc.ListTokens(ctx, "acme", "ADA@example.com")
	appMust(t, err)
	if !reflect.DeepEqual(stored, []identity.Token{want}) {
		t.Errorf("stored tokens:\n got %+v\nwant [%+v]", stored, want)
	}

	p, err := f.svc.Authenticate(ctx, secret)
	appMust(t, err)
	wantP := identity.Principal{OrgID: f.org.ID, UserID: f.user.ID, TokenID: tok.ID, Scopes: want.Scopes}
	if !reflect.DeepEqual(p, wantP) {
		t.Errorf("principal:\n got %+v\nwant %+v", p, wantP)
	}
}

func TestMintingWithAnInvalidScopeNamesItAndListsTheValidOnes(t *testing.T) {
	t.Parallel()
	f := newAppFixture(t)
	_, _, err := f.svc.MintToken(context.Background(), identity.MintInput{OrgSlug: "acme",
		Email: "ada@example.com", Scopes: []string{"documents:read", "documents:wirte"}})
	e := appWantErrorDetail(t, err, kernel.KindInvalid, "invalid_scope")
	for _, s := range append([]string{"documents:wirte"}, strings.Split(identity.ScopeNames(), ", ")...) {
		if !strings.Contains(e.Message, s) {
			t.Errorf("message %q does not mention %q", e.Message, s)
		}
	}
	if len(identity.Scopes) != 5 {
		t.Errorf("there are %d scopes, the spec names five", len(identity.Scopes))
	}
	if len(e.Fields) != 1 || e.Fields[0].Pointer != "/scopes/1" {
		t.Errorf("fields = %+v, want one pointing at /scopes/1", e.Fields)
	}
	tokens, err := f.svc.ListTokens(context.Background(), "acme", "ada@example.com")
	appMust(t, err)
	if len(tokens) != 0 {
		t.Errorf("a refused mint stored %d tokens", len(tokens))
	}
}

func TestTheTokenLifetimeIsChosenAtMintWithinBounds(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name      string
		expiresIn time.Duration
		want      time.Duration // zero: refused
	}{
		{"no lifetime gives the default", 0, identity.DefaultTokenLifetime},
		{"an hour is accepted", time.Hour, time.Hour},
		{"the maximum is accepted", identity.MaxTokenLifetime, identity.MaxTokenLifetime},
		{"more than the maximum is refused", identity.MaxTokenLifetime + time.Second, 0},
		{"a negative lifetime is refused", -time.Hour, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			f := newAppFixture(t)
			_, tok, err := f.svc.MintToken(context.Background(), identity.MintInput{OrgSlug: "acme",
				Email: "ada@example.com", Scopes: []string{"reports:read"}, ExpiresIn: tt.expiresIn})
			if tt.want == 0 {
				e := appWantErrorDetail(t, err, kernel.KindInvalid, "invalid_expires_in")
				if len(e.Fields) != 1 || e.Fields[0].Pointer != "/expires_in" {
					t.Errorf("fields = %+v, want one pointing at /expires_in", e.Fields)
				}
				return
			}
			appMust(t, err)
			if got := tok.ExpiresAt.Sub(tok.CreatedAt); got != tt.want {
				t.Errorf("lifetime = %v, want %v", got, tt.want)
			}
		})
	}
}

func TestTheTokenNameDefaultsAndIsBounded(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name, in, want string // want "": refused
	}{
		{"an empty name becomes token", "", app.DefaultTokenName},
		{"a name is trimmed", "  deploy bot ", "deploy bot"},
		{"a hundred characters are accepted", strings.Repeat("é", 100), strings.Repeat("é", 100)},
		{"a longer name is refused", strings.Repeat("x", 101), ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			f := newAppFixture(t)
			_, tok, err := f.svc.MintToken(context.Background(), identity.MintInput{OrgSlug: "acme",
				Email: "ada@example.com", Name: tt.in, Scopes: []string{"reports:read"}})
			if tt.want == "" {
				appWantError(t, err, kernel.KindInvalid, "too_long")
				return
			}
			appMust(t, err)
			if tok.Name != tt.want {
				t.Errorf("Name = %q, want %q", tok.Name, tt.want)
			}
		})
	}
}

func TestOnlyAMemberOfAnExistingOrganizationCanMint(t *testing.T) {
	t.Parallel()
	f := newAppFixture(t)
	ctx := context.Background()
	_, err := f.svc.EnsureUser(ctx, identity.User{Email: "grace@example.com", Name: "Grace"})
	appMust(t, err)
	tests := []struct {
		name, slug, email string
		kind              kernel.Kind
	}{
		{"an unknown organization is not found", "nowhere", "ada@example.com", kernel.KindNotFound},
		{"an unknown user is not found", "acme", "nobody@example.com", kernel.KindNotFound},
		{"a user who is not a member is not found", "acme", "grace@example.com", kernel.KindNotFound},
		{"a malformed email is invalid", "acme", "ada.example.com", kernel.KindInvalid},
	}
	for _, tt := range tests {
		_, _, err := f.svc.MintToken(ctx, identity.MintInput{OrgSlug: tt.slug, Email: tt.email,
			Scopes: []string{"reports:read"}})
		if !kernel.IsKind(err, tt.kind) {
			t.Errorf("%s: error = %v, want kind %v", tt.name, err, tt.kind)
		}
	}
}

func TestTokensAreListedNewestFirst(t *testing.T) {
	t.Parallel()
	f := newAppFixture(t)
	_, first := f.mint(t, 0, "reports:read")
	f.clock.T = appT0.Add(time.Minute)
	_, second := f.mint(t, 0, "advancing:read")
	list, err := f.svc.ListTokens(context.Background(), "acme", "ada@example.com")
	appMust(t, err)
	if len(list) != 2 || list[0].ID != second.ID || list[1].ID != first.ID {
		t.Errorf("ListTokens() = %+v, want the second token then the first", list)
	}
	_, err = f.svc.ListTokens(context.Background(), "nowhere", "ada@example.com")
	appWantError(t, err, kernel.KindNotFound, "")
}

func TestReplacingATokenRevokesItsLiveNamesakesOnly(t *testing.T) {
	f := newAppFixture(t)
	ctx := context.Background()
	in := identity.MintInput{OrgSlug: "acme", Email: "ada@example.com", Name: "serve --demo", Scopes: []string{"documents:read"}}
	first, _, err := f.svc.ReplaceToken(ctx, in)
	appMust(t, err)
	other, _ := f.mint(t, 0, "documents:read")
	second, tok, err := f.svc.ReplaceToken(ctx, in)
	appMust(t, err)

	_, err = f.svc.Authenticate(ctx, first)
	appWantError(t, err, kernel.KindUnauthenticated, "invalid_token")
	for name, secret := range map[string]string{"the replacement": second, "a token of another name": other} {
		if _, err := f.svc.Authenticate(ctx, secret); err != nil {
			t.Errorf("%s no longer authenticates: %v", name, err)
		}
	}
	toks, err := f.svc.ListTokens(ctx, "acme", "ada@example.com")
	appMust(t, err)
	live := 0
	for _, x := range toks {
		if x.Name == in.Name && x.RevokedAt == nil {
			live++
			if x.ID != tok.ID {
				t.Errorf("the live %q token is %s, want the replacement %s", in.Name, x.ID, tok.ID)
			}
		}
	}
	if live != 1 {
		t.Errorf("%d live %q tokens, want 1", live, in.Name)
	}
}
