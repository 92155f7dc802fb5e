package memory

import (
	"cmp"
	"context"
	"slices"
	"strings"
	"time"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/ports"
)

// AccountStore is a Backend's credentials, tickets and sign-in failures. Like the
// SQL store it keeps times in UTC at microsecond precision, and it refuses what
// the SQL store's foreign keys refuse, so that both return the same values and
// errors.
type AccountStore struct{ b *Backend }

var _ ports.AccountStore = (*AccountStore)(nil)

// signInFailure is one failed sign-in under a key. The failures are kept in one
// slice, which a transaction's snapshot copies whole.
type signInFailure struct {
	key string
	at  time.Time
}

// PutCredentials creates or replaces a user's credentials. KindNotFound if the
// user does not exist.
func (s *AccountStore) PutCredentials(ctx context.Context, c identity.Credentials) error {
	st, unlock := s.b.write(ctx)
	defer unlock()
	if _, ok := st.users[c.UserID]; !ok {
		return kernel.NotFound("user")
	}
	c.PasswordChangedAt = identityTime(c.PasswordChangedAt)
	c.EmailVerifiedAt = identityTimePtr(c.EmailVerifiedAt)
	st.credentials[c.UserID] = c
	return nil
}

// FindCredentials returns a user's credentials. KindNotFound if they have none.
func (s *AccountStore) FindCredentials(ctx context.Context, user kernel.ID) (identity.Credentials, error) {
	st, unlock := s.b.read(ctx)
	defer unlock()
	c, ok := st.credentials[user]
	if !ok {
		return identity.Credentials{}, kernel.NotFound("credentials")
	}
	c.EmailVerifiedAt = identityTimePtr(c.EmailVerifiedAt)
	return c, nil
}

// RecordSignInFailure records a failed sign-in under key at the given time.
func (s *AccountStore) RecordSignInFailure(ctx context.Context, key string, at time.Time) error {
	st, unlock := s.b.write(ctx)
	defer unlock()
	st.failures = append(st.failures, signInFailure{key: key, at: identityTime(at)})
	return nil
}

// CountSignInFailures returns how many failures key has at or after since, and
// the oldest of them (zero when there are none).
func (s *AccountStore) CountSignInFailures(ctx context.Context, key string, since time.Time) (int, time.Time, error) {
	st, unlock := s.b.read(ctx)
	defer unlock()
	since = identityTime(since)
	n, oldest := 0, time.Time{}
	for _, f := range st.failures {
		if f.key != key || f.at.Before(since) {
			continue
		}
		if n == 0 || f.at.Before(oldest) {
			oldest = f.at
		}
		n++
	}
	return n, oldest, nil
}

// ClearSignInFailures forgets key's failures.
func (s *AccountStore) ClearSignInFailures(ctx context.Context, key string) error {
	st, unlock := s.b.write(ctx)
	defer unlock()
	st.failures = slices.DeleteFunc(st.failures, func(f signInFailure) bool { return f.key == key })
	return nil
}

// PruneSignInFailures forgets every failure before the given time.
func (s *AccountStore) PruneSignInFailures(ctx context.Context, before time.Time) error {
	st, unlock := s.b.write(ctx)
	defer unlock()
	before = identityTime(before)
	st.failures = slices.DeleteFunc(st.failures, func(f signInFailure) bool { return f.at.Before(before) })
	return nil
}

// FindAffiliations returns the organizations a user belongs to with their role
// in each, ordered by organization name then slug, byte by byte as the SQL store
// orders them.
func (s *AccountStore) FindAffiliations(ctx context.Context, user kernel.ID) ([]identity.Affiliation, error) {
	st, unlock := s.b.read(ctx)
	defer unlock()
	out := []identity.Affiliation{}
	for k, m := range st.members {
		if k.user == user {
			out = append(out, identity.Affiliation{Organization: st.orgs[k.org], Role: m.Role})
		}
	}
	slices.SortFunc(out, func(a, b identity.Affiliation) int {
		return cmp.Or(strings.Compare(a.Organization.Name, b.Organization.Name),
			strings.Compare(a.Organization.Slug, b.Organization.Slug))
	})
	return out, nil
}
