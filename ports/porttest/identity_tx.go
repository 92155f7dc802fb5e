package porttest

import (
	"context"
	"errors"
	"testing"

	"github.com/roadcase/roadcase/core/kernel"
)

var errIdentityAbort = errors.New("porttest: abort the transaction")

var identityTxCases = []contractCase{
	{name: "work done in a transaction that succeeds is kept",
		run: func(t *testing.T, ctx context.Context, backend Backend) {
			s, tx := backend.Identity, backend.Tx
			o := identityOrg("acme")
			identityMust(t, tx.WithinTx(ctx, func(ctx context.Context) error {
				if err := s.CreateOrganization(ctx, o); err != nil {
					return err
				}
				// A read inside the transaction sees its own write.
				_, err := s.FindOrganizationBySlug(ctx, "acme")
				return err
			}))
			_, err := s.FindOrganizationBySlug(ctx, "acme")
			identityMust(t, err)
		}},
	{name: "a transaction returns its function's error unchanged",
		run: func(t *testing.T, ctx context.Context, backend Backend) {
			tx := backend.Tx
			err := tx.WithinTx(ctx, func(context.Context) error { return errIdentityAbort })
			if !errors.Is(err, errIdentityAbort) {
				t.Errorf("WithinTx() = %v, want %v", err, errIdentityAbort)
			}
		}},
	{name: "a transaction that fails leaves nothing behind",
		run: func(t *testing.T, ctx context.Context, backend Backend) {
			s, tx := backend.Identity, backend.Tx
			err := tx.WithinTx(ctx, func(ctx context.Context) error {
				if err := s.CreateOrganization(ctx, identityOrg("acme")); err != nil {
					return err
				}
				if err := s.CreateUser(ctx, identityUser("ada@example.com")); err != nil {
					return err
				}
				return errIdentityAbort
			})
			if !errors.Is(err, errIdentityAbort) {
				t.Fatalf("WithinTx() = %v, want %v", err, errIdentityAbort)
			}
			_, err = s.FindOrganizationBySlug(ctx, "acme")
			identityWantKind(t, "organization", err, kernel.KindNotFound)
			_, err = s.FindUserByEmail(ctx, "ada@example.com")
			identityWantKind(t, "user", err, kernel.KindNotFound)
		}},
	{name: "a failing outer transaction rolls back what a nested one wrote",
		run: func(t *testing.T, ctx context.Context, backend Backend) {
			s, tx := backend.Identity, backend.Tx
			err := tx.WithinTx(ctx, func(ctx context.Context) error {
				if err := tx.WithinTx(ctx, func(ctx context.Context) error {
					return s.CreateOrganization(ctx, identityOrg("inner"))
				}); err != nil {
					return err
				}
				return errIdentityAbort
			})
			if !errors.Is(err, errIdentityAbort) {
				t.Fatalf("WithinTx() = %v, want %v", err, errIdentityAbort)
			}
			_, err = s.FindOrganizationBySlug(ctx, "inner")
			identityWantKind(t, "organization of the nested transaction", err, kernel.KindNotFound)
		}},
	{name: "a panic inside a transaction rolls it back and is raised again",
		run: func(t *testing.T, ctx context.Context, backend Backend) {
			s, tx := backend.Identity, backend.Tx
			func() {
				defer func() {
					if r := recover(); r != "boom" {
						t.Errorf("recovered %v, want the panic to be raised again", r)
					}
				}()
				_ = tx.WithinTx(ctx, func(ctx context.Context) error {
					identityMust(t, s.CreateOrganization(ctx, identityOrg("acme")))
					panic("boom")
				})
			}()
			_, err := s.FindOrganizationBySlug(ctx, "acme")
			identityWantKind(t, "organization", err, kernel.KindNotFound)
		}},
}
