package app_test

import (
	"context"
	"testing"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/identity/app"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/ports"
)

// looseStore answers every token lookup with one token, whatever the hash asked.
type looseStore struct {
	ports.IdentityStore
	token identity.Token
}

func (s looseStore) FindTokenByHash(context.Context, string) (identity.Token, error) {
	return s.token, nil
}

func TestAStoreThatMatchesLooselyAdmitsNoOtherSecret(t *testing.T) {
	t.Parallel()
	f := newAppFixture(t)
	secret, tok := f.mint(t, 0, "documents:read")
	svc := app.NewService(looseStore{IdentityStore: f.store, token: tok}, f.tx, f.clock)
	ctx := context.Background()
	for range 2 { // the second time, the cache must not have kept the token for the other secret
		_, err := svc.Authenticate(ctx, identity.NewSecret())
		appWantError(t, err, kernel.KindUnauthenticated, "invalid_token")
	}
	if _, err := svc.Authenticate(ctx, secret); err != nil {
		t.Errorf("the token's own secret is refused: %v", err)
	}
}
