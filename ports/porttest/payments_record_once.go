package porttest

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"testing"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

var paymentRecordOnceCases = []contractCase{
	{name: "a payment is recorded once per processor reference, on any of the organization's invoices",
		run: func(t *testing.T, ctx context.Context, b Backend) {
			north, _ := recordOrgIDs()
			p := paymentOf(north, "once", "pi_once", 30_000, "2026-06-01", records.MethodCard)
			paymentAdd(t, ctx, b, north, "invoice-2", p, true)
			again := paymentOf(north, "again", "pi_once", 30_000, "2026-06-02", records.MethodCard)
			paymentAdd(t, ctx, b, north, "invoice-2", again, false)
			paymentAdd(t, ctx, b, north, "invoice-1", again, false)
			paymentWantPayments(t, ctx, b, north, "invoice-2", p)
			paymentWantPayments(t, ctx, b, north, "invoice-1")
		}},
	{name: "a reference seeded with the records counts as recorded",
		run: func(t *testing.T, ctx context.Context, b Backend) {
			north, _ := recordOrgIDs()
			paymentAdd(t, ctx, b, north, "invoice-2", paymentOf(north, "seeded", "tr_1", 1000, "2026-06-01", records.MethodCard), false)
			paymentWantPayments(t, ctx, b, north, "invoice-2")
		}},
	{name: "another organization may record the same reference",
		run: func(t *testing.T, ctx context.Context, b Backend) {
			north, south := recordOrgIDs()
			paymentAdd(t, ctx, b, north, "invoice-2", paymentOf(north, "mine", "pi_shared", 1000, "2026-06-01", records.MethodCard), true)
			theirs := paymentOf(south, "theirs", "pi_shared", 2000, "2026-06-01", records.MethodCard)
			paymentAdd(t, ctx, b, south, "invoice-2", theirs, true)
			paymentWantPayments(t, ctx, b, south, "invoice-2", theirs)
		}},
	{name: "payments without a processor reference are each recorded",
		run: func(t *testing.T, ctx context.Context, b Backend) {
			north, _ := recordOrgIDs()
			one := paymentOf(north, "cash-1", "", 1000, "2026-06-01", records.MethodCash)
			two := paymentOf(north, "cash-2", "", 1000, "2026-06-01", records.MethodCash)
			paymentAdd(t, ctx, b, north, "invoice-2", one, true)
			paymentAdd(t, ctx, b, north, "invoice-2", two, true)
			paymentWantPayments(t, ctx, b, north, "invoice-2", one, two)
		}},
	{name: "a payment on another organization's invoice or an unknown one is not found and not kept",
		run: func(t *testing.T, ctx context.Context, b Backend) {
			north, south := recordOrgIDs()
			p := paymentOf(north, "lost", "pi_lost", 1000, "2026-06-01", records.MethodCard)
			for _, inv := range []kernel.ID{RecordID(south, "invoice-2"), RecordID(north, "invoice-unknown"), "not-an-id"} {
				_, err := b.Payments.AddInvoicePayment(ctx, north, inv, p)
				recordWantKind(t, "AddInvoicePayment("+string(inv)+")", err, kernel.KindNotFound)
			}
			paymentWantPayments(t, ctx, b, south, "invoice-2")
			_, _, err := b.Payments.FindPaymentByRef(ctx, north, "pi_lost")
			recordWantKind(t, "the refused payment", err, kernel.KindNotFound)
			paymentAdd(t, ctx, b, north, "invoice-2", p, true)
		}},
	{name: "a payment recorded in a rolled-back transaction is not kept",
		run: func(t *testing.T, ctx context.Context, b Backend) {
			north, _ := recordOrgIDs()
			p := paymentOf(north, "tx", "pi_tx", 1000, "2026-06-01", records.MethodCard)
			err := b.Tx.WithinTx(ctx, func(ctx context.Context) error {
				paymentAdd(t, ctx, b, north, "invoice-2", p, true)
				paymentWantPayments(t, ctx, b, north, "invoice-2", p)
				return errIdentityAbort
			})
			if !errors.Is(err, errIdentityAbort) {
				t.Fatalf("WithinTx() = %v, want %v", err, errIdentityAbort)
			}
			paymentWantPayments(t, ctx, b, north, "invoice-2")
			_, _, err = b.Payments.FindPaymentByRef(ctx, north, "pi_tx")
			recordWantKind(t, "the rolled-back payment", err, kernel.KindNotFound)
			paymentAdd(t, ctx, b, north, "invoice-2", p, true)
		}},
	{name: "of eight concurrent payments with one reference exactly one is recorded",
		run: func(t *testing.T, ctx context.Context, b Backend) {
			north, _ := recordOrgIDs()
			inv := RecordID(north, "invoice-2")
			for round := range 3 {
				ref := fmt.Sprintf("pi_race_%d", round)
				var wg sync.WaitGroup
				var mu sync.Mutex
				won, errs := 0, []error{}
				for i := range 8 {
					p := paymentOf(north, fmt.Sprintf("race-%d-%d", round, i), ref, 1000, "2026-06-01", records.MethodCard)
					wg.Go(func() {
						ok, err := b.Payments.AddInvoicePayment(ctx, north, inv, p)
						mu.Lock()
						defer mu.Unlock()
						if err != nil {
							errs = append(errs, err)
						} else if ok {
							won++
						}
					})
				}
				wg.Wait()
				if won != 1 || len(errs) != 0 {
					t.Errorf("round %d: %d payments recorded, errors %v; want exactly one and none", round, won, errs)
				}
			}
			got, err := b.Payments.FindInvoice(ctx, north, inv)
			recordMust(t, err)
			if len(got.Payments) != 3 {
				t.Errorf("invoice-2 has %d payments after three races, want 3: %+v", len(got.Payments), got.Payments)
			}
		}},
}
