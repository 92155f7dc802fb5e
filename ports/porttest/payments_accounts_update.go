package porttest

import (
	"context"
	"fmt"
	"slices"
	"sync"
	"testing"
)

// paymentAccountUpdateCases hold the promise that makes read-change-save of an
// account safe: inside a transaction, the account found stays the caller's
// until the transaction ends, so concurrent changes of different fields are
// all kept.
var paymentAccountUpdateCases = []contractCase{
	{name: "read-change-save of an account in transactions loses no concurrent change",
		run: func(t *testing.T, ctx context.Context, b Backend) {
			north, _ := recordOrgIDs()
			start := paymentAccount(north, "acct_north")
			start.RequirementsDue = nil
			recordMust(t, b.Payments.SavePaymentAccount(ctx, start))
			const writers = 8
			var wg sync.WaitGroup
			errs := make(chan error, writers)
			for i := range writers {
				wg.Go(func() {
					errs <- b.Tx.WithinTx(ctx, func(ctx context.Context) error {
						a, err := b.Payments.FindPaymentAccount(ctx, north)
						if err != nil {
							return err
						}
						a.RequirementsDue = append(a.RequirementsDue, fmt.Sprintf("item_%d", i))
						return b.Payments.SavePaymentAccount(ctx, a)
					})
				})
			}
			wg.Wait()
			close(errs)
			for err := range errs {
				recordMust(t, err)
			}
			got, err := b.Payments.FindPaymentAccount(ctx, north)
			recordMust(t, err)
			if len(got.RequirementsDue) != writers {
				t.Fatalf("%d of %d concurrent changes kept: %v", len(got.RequirementsDue), writers, got.RequirementsDue)
			}
			slices.Sort(got.RequirementsDue)
			if got.RequirementsDue[0] != "item_0" || got.RequirementsDue[writers-1] != fmt.Sprintf("item_%d", writers-1) {
				t.Fatalf("changes kept: %v", got.RequirementsDue)
			}
		}},
}
