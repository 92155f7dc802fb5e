package web

import (
	"context"
	"time"

	"github.com/alexedwards/scs/v2"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/ports"
)

// sessionStore lets scs keep its sessions in ports.SessionStore. It stores a
// session under kernel.HashSecret of the cookie's value, so that whoever reads
// the sessions table (a backup, a dump) cannot replay a cookie from it.
type sessionStore struct {
	store ports.SessionStore
	clock kernel.Clock
}

var _ scs.CtxStore = (*sessionStore)(nil)

// FindCtx returns the data of the session whose cookie is token, if it has not
// expired.
func (s *sessionStore) FindCtx(ctx context.Context, token string) ([]byte, bool, error) {
	if token == "" {
		return nil, false, nil
	}
	return s.store.FindSession(ctx, kernel.HashSecret(token), s.clock.Now())
}

// CommitCtx creates or replaces the session whose cookie is token.
func (s *sessionStore) CommitCtx(ctx context.Context, token string, b []byte, expiry time.Time) error {
	return s.store.CommitSession(ctx, kernel.HashSecret(token), b, expiry.UTC())
}

// DeleteCtx removes the session whose cookie is token.
func (s *sessionStore) DeleteCtx(ctx context.Context, token string) error {
	return s.store.DeleteSession(ctx, kernel.HashSecret(token))
}

// Find is FindCtx without a request's context; scs calls the Ctx methods.
func (s *sessionStore) Find(token string) ([]byte, bool, error) {
	return s.FindCtx(context.Background(), token)
}

// Commit is CommitCtx without a request's context.
func (s *sessionStore) Commit(token string, b []byte, expiry time.Time) error {
	return s.CommitCtx(context.Background(), token, b, expiry)
}

// Delete is DeleteCtx without a request's context.
func (s *sessionStore) Delete(token string) error {
	return s.DeleteCtx(context.Background(), token)
}
