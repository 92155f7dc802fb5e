package app_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/identity/app"
	"github.com/roadcase/roadcase/core/kernel"
)

const ttl = app.DefaultTokenCacheTTL

// elsewhere is another process on the same store, such as the command line or
// another replica: what it changes, this service learns only from the store.
func (f *appFixture) elsewhere() *app.Service { return app.NewService(f.store, f.tx, f.clock) }

// lookups is how many calls reached the store other than last-use writes.
func (f *appFixture) lookups(t *testing.T) int64 {
	t.Helper()
	appMust(t, f.svc.FlushTouches(context.Background()))
	return f.store.calls.Load() - f.store.touches.Load()
}

// authenticatesUntil checks that secret authenticates from now until just before
// end and is refused at end with a message that says why.
func (f *appFixture) authenticatesUntil(t *testing.T, secret string, end time.Time, why string) {
	t.Helper()
	for at := f.clock.T; at.Before(end); at = at.Add(time.Second) {
		f.clock.T = at
		_, err := f.svc.Authenticate(context.Background(), secret)
		appMust(t, err)
	}
	f.clock.T = end.Add(-time.Microsecond)
	_, err := f.svc.Authenticate(context.Background(), secret)
	appMust(t, err)
	f.clock.T = end
	_, err = f.svc.Authenticate(context.Background(), secret)
	if e := appWantErrorDetail(t, err, kernel.KindUnauthenticated, "invalid_token"); !strings.Contains(e.Message, why) {
		t.Errorf("message %q does not say %q", e.Message, why)
	}
}

func TestARepeatedTokenIsReadFromTheStoreOncePerTTL(t *testing.T) {
	t.Parallel()
	f := newAppFixture(t)
	secret, _ := f.mint(t, 0, "documents:read")
	before := f.lookups(t)
	for i := range 10 {
		f.clock.T = appT0.Add(time.Duration(i) * ttl / 10)
		_, err := f.svc.Authenticate(context.Background(), secret)
		appMust(t, err)
	}
	if n := f.lookups(t) - before; n != 1 {
		t.Errorf("10 uses within the TTL made %d store lookups, want 1", n)
	}
	f.clock.T = appT0.Add(ttl)
	_, err := f.svc.Authenticate(context.Background(), secret)
	appMust(t, err)
	if n := f.lookups(t) - before; n != 2 {
		t.Errorf("a use after the TTL made %d lookups in all, want 2", n)
	}
}

func TestATokenRevokedElsewhereWorksAtMostTheTTLLonger(t *testing.T) {
	t.Parallel()
	f := newAppFixture(t)
	secret, tok := f.mint(t, 0, "documents:read")
	_, err := f.svc.Authenticate(context.Background(), secret) // cached at appT0
	appMust(t, err)
	f.clock.T = appT0.Add(time.Second)
	appMust(t, f.elsewhere().RevokeToken(context.Background(), "acme", tok.ID))
	f.authenticatesUntil(t, secret, appT0.Add(ttl), "revoked")
}

func TestAMemberRemovedElsewhereLosesAccessWithinTheTTL(t *testing.T) {
	t.Parallel()
	f := newAppFixture(t)
	ctx := context.Background()
	_, err := f.svc.AddMember(ctx, identity.NewMember{OrgSlug: "acme", Email: "bo@example.com", Role: identity.RoleManager})
	appMust(t, err)
	secret, _, err := f.svc.MintToken(ctx, identity.MintInput{OrgSlug: "acme", Email: "bo@example.com",
		Scopes: []string{"advancing:write"}})
	appMust(t, err)
	p, err := f.svc.Authenticate(ctx, secret)
	appMust(t, err)

	// A demotion is seen at once: the role is read at every request, not cached.
	_, err = f.elsewhere().SetRole(ctx, "acme", "bo@example.com", identity.RoleViewer)
	appMust(t, err)
	if role, err := f.svc.CurrentRole(ctx, p); err != nil || role != identity.RoleViewer {
		t.Errorf("after a demotion elsewhere, CurrentRole() = %s, %v; want viewer at once", role, err)
	}
	// A removal revokes the token, which the cache holds for the rest of its TTL.
	f.clock.T = appT0.Add(2 * time.Second)
	appMust(t, f.elsewhere().RemoveMember(ctx, "acme", "bo@example.com"))
	if _, err := f.svc.CurrentRole(ctx, p); !kernel.IsKind(err, kernel.KindForbidden) {
		t.Errorf("after a removal elsewhere, CurrentRole() error = %v, want forbidden at once", err)
	}
	f.authenticatesUntil(t, secret, appT0.Add(ttl), "revoked")
}

func TestAnExpiredTokenIsNeverServedFromTheCache(t *testing.T) {
	t.Parallel()
	f := newAppFixture(t)
	secret, tok := f.mint(t, time.Hour, "documents:read")
	f.clock.T = tok.ExpiresAt.Add(-ttl / 2) // cached for less than the TTL: until the expiry
	f.authenticatesUntil(t, secret, tok.ExpiresAt, "expired")
}

func TestChangesThroughTheServiceTakeEffectAtOnce(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	tests := []struct {
		name   string
		change func(f *appFixture, tok identity.Token) error
	}{
		{"a revocation", func(f *appFixture, tok identity.Token) error {
			return f.svc.RevokeToken(ctx, "acme", tok.ID)
		}},
		{"a replacement", func(f *appFixture, tok identity.Token) error {
			_, _, err := f.svc.ReplaceToken(ctx, identity.MintInput{OrgSlug: "acme", Email: "bo@example.com",
				Name: tok.Name, Scopes: []string{"documents:read"}})
			return err
		}},
		{"a removed member", func(f *appFixture, _ identity.Token) error {
			return f.svc.RemoveMember(ctx, "acme", "bo@example.com")
		}},
	}
	for _, tt := range tests {
		f := newAppFixture(t)
		_, err := f.svc.AddMember(ctx, identity.NewMember{OrgSlug: "acme", Email: "bo@example.com", Role: identity.RoleMember})
		appMust(t, err)
		secret, tok, err := f.svc.MintToken(ctx, identity.MintInput{OrgSlug: "acme", Email: "bo@example.com",
			Name: "ci", Scopes: []string{"documents:read"}})
		appMust(t, err)
		_, err = f.svc.Authenticate(ctx, secret)
		appMust(t, err)
		appMust(t, tt.change(f, tok))
		if _, err := f.svc.Authenticate(ctx, secret); !kernel.IsKind(err, kernel.KindUnauthenticated) {
			t.Errorf("%s: the cached token still authenticates (%v), want 401 at once", tt.name, err)
		}
	}
}

func TestAnUnknownTokenIsAskedForEveryTimeAndWorksOnceMinted(t *testing.T) {
	t.Parallel()
	f := newAppFixture(t)
	ctx := context.Background()
	secret := identity.NewSecret()
	before := f.lookups(t)
	for range 3 {
		_, err := f.svc.Authenticate(ctx, secret)
		appWantError(t, err, kernel.KindUnauthenticated, "invalid_token")
	}
	if n := f.lookups(t) - before; n != 3 {
		t.Errorf("3 uses of an unknown token made %d lookups, want 3: unknown tokens are not cached", n)
	}
	appMust(t, f.store.CreateToken(ctx, identity.Token{ID: kernel.NewID(), OrgID: f.org.ID, UserID: f.user.ID,
		Name: "late", Scopes: []identity.Scope{identity.ScopeDocumentsRead}, Hash: identity.HashSecret(secret),
		Hint: identity.SecretHint(secret), CreatedAt: appT0, ExpiresAt: appT0.Add(time.Hour)}))
	if _, err := f.svc.Authenticate(ctx, secret); err != nil {
		t.Errorf("the token, once stored, is refused: %v", err)
	}
}

func TestATTLOfZeroTurnsTheCacheOff(t *testing.T) {
	t.Parallel()
	f := newAppFixture(t)
	f.svc.CacheTokens(0, 0)
	secret, tok := f.mint(t, 0, "documents:read")
	_, err := f.svc.Authenticate(context.Background(), secret)
	appMust(t, err)
	appMust(t, f.elsewhere().RevokeToken(context.Background(), "acme", tok.ID))
	_, err = f.svc.Authenticate(context.Background(), secret)
	appWantError(t, err, kernel.KindUnauthenticated, "invalid_token")
}
