package app

import (
	"context"
	"fmt"
	"strings"
	"sync/atomic"
	"time"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/ports"
)

// Service is the identity use cases. It implements ports.Authenticator.
type Service struct {
	store       ports.IdentityStore
	tx          ports.TxRunner
	clock       kernel.Clock
	touched     touchLog
	tokens      tokenCache
	touches     *touchQueue
	touchFailed atomic.Pointer[TouchFailureFunc]
	issued      issuedTokens
}

var _ ports.Authenticator = (*Service)(nil)

// NewService returns the identity use cases over store, running multi-step writes
// in tx and reading the time from clock. Verified tokens are cached for
// DefaultTokenCacheTTL (see CacheTokens).
func NewService(store ports.IdentityStore, tx ports.TxRunner, clock kernel.Clock) *Service {
	s := &Service{store: store, tx: tx, clock: clock, touched: touchLog{last: map[kernel.ID]time.Time{}},
		issued: issuedTokens{every: issuedRefreshEvery}}
	s.touches = newTouchQueue(touchQueueSize, s.writeTouch)
	s.CacheTokens(DefaultTokenCacheTTL, DefaultTokenCacheSize)
	return s
}

// now is the clock's time at the precision the stores keep, so that what the service
// returns equals what it stored.
func (s *Service) now() time.Time { return s.clock.Now().UTC().Truncate(time.Microsecond) }

// NormalizeEmail trims and lower-cases an email address and checks it minimally: one
// "@" with something on each side and no white space. KindInvalid (pointer /email,
// code invalid_email) otherwise.
func NormalizeEmail(email string) (string, error) {
	e := strings.ToLower(strings.TrimSpace(email))
	local, domain, ok := strings.Cut(e, "@")
	if !ok || local == "" || domain == "" || strings.Contains(domain, "@") ||
		strings.ContainsAny(e, " \t\r\n") {
		return "", kernel.InvalidField("/email", "invalid_email",
			fmt.Sprintf("%q is not an email address", email)).WithCode("invalid_email")
	}
	return e, nil
}

// findOrgUser resolves an organization by slug and a user by email, with messages
// that name what was not found. KindNotFound, or KindInvalid for a malformed email.
func (s *Service) findOrgUser(ctx context.Context, slug, email string) (identity.Organization, identity.User, error) {
	o, err := s.store.FindOrganizationBySlug(ctx, slug)
	if kernel.IsKind(err, kernel.KindNotFound) {
		return o, identity.User{}, kernel.NotFound(fmt.Sprintf("organization %q", slug))
	}
	if err != nil {
		return o, identity.User{}, err
	}
	e, err := NormalizeEmail(email)
	if err != nil {
		return o, identity.User{}, err
	}
	u, err := s.store.FindUserByEmail(ctx, e)
	if kernel.IsKind(err, kernel.KindNotFound) {
		return o, u, kernel.NotFound(fmt.Sprintf("user %q", e))
	}
	return o, u, err
}

var (
	_ ports.Tokens              = (*Service)(nil)
	_ ports.Members             = (*Service)(nil)
	_ ports.IdentityProvisioner = (*Service)(nil)
)
