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

func TestATokenWorksUntilTheInstantItExpires(t *testing.T) {
	t.Parallel()
	f := newAppFixture(t)
	secret, tok := f.mint(t, time.Hour, "reports:read")
	ctx := context.Background()

	f.clock.T = tok.ExpiresAt.Add(-time.Microsecond)
	_, err := f.svc.Authenticate(ctx, secret)
	appMust(t, err)

	f.clock.T = tok.ExpiresAt
	_, err = f.svc.Authenticate(ctx, secret)
	e := appWantErrorDetail(t, err, kernel.KindUnauthenticated, "invalid_token")
	if !strings.Contains(e.Message, "expired") {
		t.Errorf("message %q does not say the token expired", e.Message)
	}
}

func TestARevokedTokenIsRefused(t *testing.T) {
	t.Parallel()
	f := newAppFixture(t)
	secret, tok := f.mint(t, 0, "reports:read")
	ctx := context.Background()
	appWantError(t, f.svc.RevokeToken(ctx, "nowhere", tok.ID), kernel.KindNotFound, "")
	appMust(t, f.svc.RevokeToken(ctx, "acme", tok.ID))
	_, err := f.svc.Authenticate(ctx, secret)
	e := appWantErrorDetail(t, err, kernel.KindUnauthenticated, "invalid_token")
	if !strings.Contains(e.Message, "revoked") {
		t.Errorf("message %q does not say the token was revoked", e.Message)
	}
}

func TestAnUnknownTokenIsRefused(t *testing.T) {
	t.Parallel()
	f := newAppFixture(t)
	f.mint(t, 0, "reports:read")
	_, err := f.svc.Authenticate(context.Background(), identity.NewSecret())
	e := appWantErrorDetail(t, err, kernel.KindUnauthenticated, "invalid_token")
	if !strings.Contains(e.Message, "not known") {
		t.Errorf("message %q does not say the token is unknown", e.Message)
	}
}

func TestAMalformedTokenIsRefusedWithoutAskingTheStore(t *testing.T) {
	t.Parallel()
	f := newAppFixture(t)
	secret, _ := f.mint(t, 0, "reports:read")
	last := secret[len(secret)-1]
	other := byte('A')
	if last == 'A' {
		other = 'B'
	}
	tests := []struct{ name, secret string }{
		{"an empty secret", ""},
		{"the bare prefix", identity.TokenPrefix},
		{"a wrong checksum", secret[:len(secret)-1] + string(other)},
		{"a wrong prefix", "gh_pat_" + secret[len(identity.TokenPrefix):]},
		{"an extra character", secret + "x"},
		{"a truncated secret", secret[:len(secret)-1]},
		{"a character outside the alphabet", secret[:10] + "-" + secret[11:]},
	}
	before := f.store.calls.Load()
	for _, tt := range tests {
		_, err := f.svc.Authenticate(context.Background(), tt.secret)
		e := appWantErrorDetail(t, err, kernel.KindUnauthenticated, "invalid_token")
		if !strings.Contains(e.Message, "malformed") {
			t.Errorf("%s: message %q does not say the token is malformed", tt.name, e.Message)
		}
	}
	if n := f.store.calls.Load() - before; n != 0 {
		t.Errorf("malformed tokens made %d store calls, want none", n)
	}
}

func TestTheLastUseIsWrittenAtMostOnceAMinute(t *testing.T) {
	t.Parallel()
	f := newAppFixture(t)
	secret, tok := f.mint(t, 0, "reports:read")
	ctx := context.Background()
	steps := []struct {
		name     string
		at       time.Duration // after appT0
		touches  int64         // total TouchToken calls so far
		lastUsed time.Duration // stored last use, after appT0
	}{
		{"the first use is written", 0, 1, 0},
		{"a use 30 seconds later is not", 30 * time.Second, 1, 0},
		{"a use 59 seconds later is not", 59 * time.Second, 1, 0},
		{"a use a minute later is written", time.Minute, 2, time.Minute},
		{"a use a minute and a second later is not", 61 * time.Second, 2, time.Minute},
	}
	for _, st := range steps {
		f.clock.T = appT0.Add(st.at)
		_, err := f.svc.Authenticate(ctx, secret)
		appMust(t, err)
		appMust(t, f.svc.FlushTouches(ctx))
		stored, err := f.store.FindTokenByHash(ctx, tok.Hash)
		appMust(t, err)
		if got := f.store.touches.Load(); got != st.touches {
			t.Errorf("%s: %d TouchToken calls, want %d", st.name, got, st.touches)
		}
		if want := appT0.Add(st.lastUsed); stored.LastUsedAt == nil || !stored.LastUsedAt.Equal(want) {
			t.Errorf("%s: LastUsedAt = %v, want %v", st.name, stored.LastUsedAt, want)
		}
	}

	// Another process (a fresh service on the same store) also honours the stored
	// last use: 30 seconds after it, nothing is written.
	other := app.NewService(f.store, f.tx, &kernel.FixedClock{T: appT0.Add(90 * time.Second)})
	_, err := other.Authenticate(ctx, secret)
	appMust(t, err)
	appMust(t, other.FlushTouches(ctx))
	if got := f.store.touches.Load(); got != 2 {
		t.Errorf("another service wrote the last use %d times in all, want 2", got)
	}
}

func TestCurrentRoleSeesADemotionAtOnce(t *testing.T) {
	t.Parallel()
	f := newAppFixture(t)
	secret, _ := f.mint(t, 0, "advancing:write")
	ctx := context.Background()
	p, err := f.svc.Authenticate(ctx, secret)
	appMust(t, err)
	steps := []identity.Role{identity.RoleOwner, identity.RoleViewer, identity.RoleManager}
	for i, role := range steps {
		if i > 0 {
			appMust(t, f.store.PutMembership(ctx, identity.Membership{OrgID: f.org.ID, UserID: f.user.ID, Role: role, CreatedAt: appT0}))
		}
		got, err := f.svc.CurrentRole(ctx, p)
		appMust(t, err)
		if got != role {
			t.Errorf("after setting %s, CurrentRole() = %s", role, got)
		}
	}
}

func TestCurrentRoleOfANonMemberIsForbidden(t *testing.T) {
	t.Parallel()
	f := newAppFixture(t)
	p := identity.Principal{OrgID: f.org.ID, UserID: kernel.NewID(), TokenID: kernel.NewID()}
	_, err := f.svc.CurrentRole(context.Background(), p)
	appWantError(t, err, kernel.KindForbidden, "not_a_member")
}
