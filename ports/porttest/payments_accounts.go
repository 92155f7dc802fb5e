package porttest

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/payments"
)

var paymentAccountCases = []contractCase{
	{name: "an organization that has not started connecting has no account",
		run: func(t *testing.T, ctx context.Context, b Backend) {
			north, _ := recordOrgIDs()
			_, err := b.Payments.FindPaymentAccount(ctx, north)
			recordWantKind(t, "FindPaymentAccount before any save", err, kernel.KindNotFound)
			_, err = b.Payments.FindPaymentAccount(ctx, "not-an-id")
			recordWantKind(t, "FindPaymentAccount of a malformed id", err, kernel.KindNotFound)
			_, err = b.Payments.FindPaymentAccountByProcessorID(ctx, "acct_unknown")
			recordWantKind(t, "FindPaymentAccountByProcessorID before any save", err, kernel.KindNotFound)
		}},
	{name: "a saved account is found by its organization and by its processor id, never by another organization",
		run: func(t *testing.T, ctx context.Context, b Backend) {
			north, south := recordOrgIDs()
			want := paymentAccount(north, "acct_north")
			recordMust(t, b.Payments.SavePaymentAccount(ctx, want))
			got, err := b.Payments.FindPaymentAccount(ctx, north)
			recordMust(t, err)
			paymentWantAccount(t, "found by organization", got, want)
			got, err = b.Payments.FindPaymentAccountByProcessorID(ctx, "acct_north")
			recordMust(t, err)
			paymentWantAccount(t, "found by processor id", got, want)
			_, err = b.Payments.FindPaymentAccount(ctx, south)
			recordWantKind(t, "the other organization's account", err, kernel.KindNotFound)
		}},
	{name: "saving again replaces the whole account, its instants read back in UTC to the microsecond",
		run: func(t *testing.T, ctx context.Context, b Backend) {
			north, _ := recordOrgIDs()
			first := paymentAccount(north, "")
			first.DetailsSubmitted, first.ChargesEnabled, first.OnlinePayments = false, false, false
			first.StateAt, first.DisabledReason, first.RequirementsDue = time.Time{}, "", nil
			recordMust(t, b.Payments.SavePaymentAccount(ctx, first))
			got, err := b.Payments.FindPaymentAccount(ctx, north)
			recordMust(t, err)
			paymentWantAccount(t, "an account without state", got, first)
			zone := time.FixedZone("UTC-5", -5*3600)
			second := paymentAccount(north, "acct_north")
			second.PayoutsEnabled = true
			second.RequirementsDue = []string{"business_profile.url", "external_account", "tos_acceptance.date"}
			second.StateAt = time.Date(2026, 11, 30, 4, 1, 2, 123456789, zone)
			second.CreatedAt = first.CreatedAt.In(zone)
			second.UpdatedAt = time.Date(2026, 11, 30, 5, 0, 0, 999999999, zone)
			recordMust(t, b.Payments.SavePaymentAccount(ctx, second))
			for _, find := range []func() (payments.Account, error){
				func() (payments.Account, error) { return b.Payments.FindPaymentAccount(ctx, north) },
				func() (payments.Account, error) { return b.Payments.FindPaymentAccountByProcessorID(ctx, "acct_north") },
			} {
				got, err := find()
				recordMust(t, err)
				paymentWantAccount(t, "replaced", got, second)
				if got.StateAt.Location() != time.UTC || !got.StateAt.Equal(second.StateAt.Truncate(time.Microsecond)) {
					t.Errorf("StateAt = %v, want %v in UTC", got.StateAt, second.StateAt.Truncate(time.Microsecond).UTC())
				}
			}
			third := second
			third.ProcessorID, third.RequirementsDue, third.OnlinePayments = "acct_north_2", nil, false
			recordMust(t, b.Payments.SavePaymentAccount(ctx, third))
			_, err = b.Payments.FindPaymentAccountByProcessorID(ctx, "acct_north")
			recordWantKind(t, "the replaced processor id", err, kernel.KindNotFound)
			got, err = b.Payments.FindPaymentAccountByProcessorID(ctx, "acct_north_2")
			recordMust(t, err)
			paymentWantAccount(t, "replaced again", got, third)
		}},
	{name: "several organizations may keep an account without a processor id, which finds none",
		run: func(t *testing.T, ctx context.Context, b Backend) {
			north, south := recordOrgIDs()
			for _, org := range []kernel.ID{north, south} {
				recordMust(t, b.Payments.SavePaymentAccount(ctx, paymentAccount(org, "")))
			}
			for _, org := range []kernel.ID{north, south} {
				got, err := b.Payments.FindPaymentAccount(ctx, org)
				recordMust(t, err)
				paymentWantAccount(t, "account without processor id", got, paymentAccount(org, ""))
			}
			_, err := b.Payments.FindPaymentAccountByProcessorID(ctx, "")
			recordWantKind(t, "FindPaymentAccountByProcessorID(\"\")", err, kernel.KindNotFound)
		}},
	{name: "two organizations cannot share a processor id, and a refused save changes nothing",
		run: func(t *testing.T, ctx context.Context, b Backend) {
			north, south := recordOrgIDs()
			mine := paymentAccount(north, "acct_shared")
			recordMust(t, b.Payments.SavePaymentAccount(ctx, mine))
			recordWantKind(t, "a new account with another's processor id",
				b.Payments.SavePaymentAccount(ctx, paymentAccount(south, "acct_shared")), kernel.KindConflict)
			_, err := b.Payments.FindPaymentAccount(ctx, south)
			recordWantKind(t, "the refused account", err, kernel.KindNotFound)
			theirs := paymentAccount(south, "acct_south")
			recordMust(t, b.Payments.SavePaymentAccount(ctx, theirs))
			changed := theirs
			changed.ProcessorID, changed.OnlinePayments = "acct_shared", false
			recordWantKind(t, "a replacement with another's processor id",
				b.Payments.SavePaymentAccount(ctx, changed), kernel.KindConflict)
			got, err := b.Payments.FindPaymentAccount(ctx, south)
			recordMust(t, err)
			paymentWantAccount(t, "the account whose replacement was refused", got, theirs)
			got, err = b.Payments.FindPaymentAccountByProcessorID(ctx, "acct_shared")
			recordMust(t, err)
			paymentWantAccount(t, "the account that keeps the processor id", got, mine)
		}},
	{name: "a refused save inside a transaction leaves the transaction usable",
		run: func(t *testing.T, ctx context.Context, b Backend) {
			north, south := recordOrgIDs()
			recordMust(t, b.Payments.SavePaymentAccount(ctx, paymentAccount(north, "acct_shared")))
			err := b.Tx.WithinTx(ctx, func(ctx context.Context) error {
				recordWantKind(t, "conflicting save", b.Payments.SavePaymentAccount(ctx, paymentAccount(south, "acct_shared")),
					kernel.KindConflict)
				return b.Payments.SavePaymentAccount(ctx, paymentAccount(south, "acct_south"))
			})
			recordMust(t, err)
			got, err := b.Payments.FindPaymentAccount(ctx, south)
			recordMust(t, err)
			paymentWantAccount(t, "saved after the conflict", got, paymentAccount(south, "acct_south"))
		}},
	{name: "an account saved in a rolled-back transaction is not kept",
		run: func(t *testing.T, ctx context.Context, b Backend) {
			north, south := recordOrgIDs()
			kept := paymentAccount(south, "acct_south")
			recordMust(t, b.Payments.SavePaymentAccount(ctx, kept))
			err := b.Tx.WithinTx(ctx, func(ctx context.Context) error {
				recordMust(t, b.Payments.SavePaymentAccount(ctx, paymentAccount(north, "acct_north")))
				changed := kept
				changed.ChargesEnabled = false
				recordMust(t, b.Payments.SavePaymentAccount(ctx, changed))
				return errIdentityAbort
			})
			if !errors.Is(err, errIdentityAbort) {
				t.Fatalf("WithinTx() = %v, want %v", err, errIdentityAbort)
			}
			_, err = b.Payments.FindPaymentAccount(ctx, north)
			recordWantKind(t, "the rolled-back account", err, kernel.KindNotFound)
			_, err = b.Payments.FindPaymentAccountByProcessorID(ctx, "acct_north")
			recordWantKind(t, "the rolled-back processor id", err, kernel.KindNotFound)
			got, err := b.Payments.FindPaymentAccount(ctx, south)
			recordMust(t, err)
			paymentWantAccount(t, "the account whose change was rolled back", got, kept)
		}},
}
