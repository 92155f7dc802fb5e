package app

import (
	"context"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/payments"
)

// updateAccount reads org's account (a new one when org has none), lets change
// alter it and, when change reports a change, keeps it: in one transaction, so
// that a settings change and an event do not overwrite each other's fields
// from a stale read as far as the store's transactions prevent it. It returns
// the account as kept.
func (s *Service) updateAccount(ctx context.Context, org kernel.ID, change func(*payments.Account) bool) (payments.Account, error) {
	var out payments.Account
	err := s.c.Tx.WithinTx(ctx, func(ctx context.Context) error {
		a, err := s.account(ctx, org)
		if err != nil {
			return err
		}
		if out = a; !change(&a) {
			return nil
		}
		return s.saveAccount(ctx, a, &out)
	})
	return out, err
}

// saveAccount keeps a changed account, stamped now (and created now if it is
// new), and sets *kept to it.
func (s *Service) saveAccount(ctx context.Context, a payments.Account, kept *payments.Account) error {
	now := s.now()
	if a.CreatedAt.IsZero() {
		a.CreatedAt = now
	}
	a.UpdatedAt = now
	if err := s.c.Store.SavePaymentAccount(ctx, a); err != nil {
		return err
	}
	*kept = a
	return nil
}
