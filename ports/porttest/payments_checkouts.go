package porttest

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/payments"
)

// paymentCheckout returns a checkout session of org's invoice named invoiceKey,
// created at created and open for payments.CheckoutLifetime.
func paymentCheckout(org kernel.ID, invoiceKey, session string, amount int64, created time.Time) payments.Checkout {
	return payments.Checkout{ID: RecordID(org, "checkout/"+session), OrgID: org, InvoiceID: RecordID(org, invoiceKey),
		SessionID: session, URL: "https://checkout.example/c/pay/" + session, Amount: amount, Currency: "EUR",
		ApplicationFee: amount / 100, CreatedAt: created, ExpiresAt: created.Add(payments.CheckoutLifetime)}
}

// paymentWantOpen checks what FindOpenCheckout says of org's invoice and amount
// at now: want, or KindNotFound when want is nil.
func paymentWantOpen(t *testing.T, ctx context.Context, b Backend, org, invoice kernel.ID, amount int64,
	now time.Time, want *payments.Checkout) {
	t.Helper()
	got, err := b.Payments.FindOpenCheckout(ctx, org, invoice, amount, now)
	if want == nil {
		if !kernel.IsKind(err, kernel.KindNotFound) {
			t.Errorf("FindOpenCheckout(amount %d at %s) = %+v, %v; want KindNotFound", amount, now, got, err)
		}
		return
	}
	if err != nil {
		t.Errorf("FindOpenCheckout(amount %d at %s): %v; want %s", amount, now, err, want.SessionID)
		return
	}
	w := *want
	w.CreatedAt, w.ExpiresAt = w.CreatedAt.UTC().Truncate(time.Microsecond), w.ExpiresAt.UTC().Truncate(time.Microsecond)
	recordWantEqual(t, "open checkout", got, w)
}

var paymentCheckoutCases = []contractCase{
	{name: "a checkout of the organization's invoice is kept and found while open, instants in UTC",
		run: func(t *testing.T, ctx context.Context, b Backend) {
			north, _ := recordOrgIDs()
			zone := time.FixedZone("UTC+9", 9*3600)
			c := paymentCheckout(north, "invoice-2", "cs_north_1", 1_796_899,
				time.Date(2026, 11, 30, 18, 30, 0, 123456789, zone))
			recordMust(t, b.Payments.InsertCheckout(ctx, c))
			paymentWantOpen(t, ctx, b, north, c.InvoiceID, c.Amount, c.CreatedAt, &c)
		}},
	{name: "a checkout of another organization's invoice or an unknown one is refused as not found",
		run: func(t *testing.T, ctx context.Context, b Backend) {
			north, south := recordOrgIDs()
			theirs := paymentCheckout(north, "invoice-2", "cs_north_1", 1000, paymentNow)
			theirs.InvoiceID = RecordID(south, "invoice-2")
			recordWantKind(t, "another organization's invoice", b.Payments.InsertCheckout(ctx, theirs), kernel.KindNotFound)
			unknown := paymentCheckout(north, "invoice-unknown", "cs_north_2", 1000, paymentNow)
			recordWantKind(t, "an unknown invoice", b.Payments.InsertCheckout(ctx, unknown), kernel.KindNotFound)
			paymentWantOpen(t, ctx, b, south, theirs.InvoiceID, 1000, paymentNow, nil)
			paymentWantOpen(t, ctx, b, north, theirs.InvoiceID, 1000, paymentNow, nil)
			// Neither refused session id was kept.
			for _, c := range []payments.Checkout{paymentCheckout(north, "invoice-2", "cs_north_1", 1000, paymentNow),
				paymentCheckout(north, "invoice-2", "cs_north_2", 1000, paymentNow)} {
				c.ID = RecordID(north, "checkout/again/"+c.SessionID)
				recordMust(t, b.Payments.InsertCheckout(ctx, c))
			}
		}},
	{name: "a session id is kept once, whatever the organization",
		run: func(t *testing.T, ctx context.Context, b Backend) {
			north, south := recordOrgIDs()
			first := paymentCheckout(north, "invoice-2", "cs_once", 1000, paymentNow)
			recordMust(t, b.Payments.InsertCheckout(ctx, first))
			again := paymentCheckout(north, "invoice-1", "cs_once", 2000, paymentNow.Add(time.Minute))
			again.ID = RecordID(north, "checkout/second")
			recordWantKind(t, "the same session id again", b.Payments.InsertCheckout(ctx, again), kernel.KindConflict)
			elsewhere := paymentCheckout(south, "invoice-2", "cs_once", 1000, paymentNow)
			recordWantKind(t, "the same session id in another organization", b.Payments.InsertCheckout(ctx, elsewhere),
				kernel.KindConflict)
			paymentWantOpen(t, ctx, b, north, again.InvoiceID, 2000, paymentNow, nil)
			paymentWantOpen(t, ctx, b, south, elsewhere.InvoiceID, 1000, paymentNow, nil)
			paymentWantOpen(t, ctx, b, north, first.InvoiceID, 1000, paymentNow, &first)
		}},
	{name: "the open checkout found is the latest of the invoice charging the amount",
		run: func(t *testing.T, ctx context.Context, b Backend) {
			north, south := recordOrgIDs()
			t0 := paymentNow.Add(-40 * time.Minute)
			older := paymentCheckout(north, "invoice-2", "cs_older", 5000, t0)
			latest := paymentCheckout(north, "invoice-2", "cs_latest", 5000, t0.Add(5*time.Minute))
			otherAmount := paymentCheckout(north, "invoice-2", "cs_other_amount", 7000, t0.Add(10*time.Minute))
			closing := paymentCheckout(north, "invoice-2", "cs_closing", 5000, t0.Add(20*time.Minute))
			closing.ExpiresAt = paymentNow.Add(30 * time.Second)
			otherInvoice := paymentCheckout(north, "invoice-1", "cs_other_invoice", 5000, t0.Add(30*time.Minute))
			theirs := paymentCheckout(south, "invoice-2", "cs_theirs", 5000, t0.Add(30*time.Minute))
			for _, c := range []payments.Checkout{older, closing, latest, otherAmount, otherInvoice, theirs} {
				recordMust(t, b.Payments.InsertCheckout(ctx, c))
			}
			inv := RecordID(north, "invoice-2")
			paymentWantOpen(t, ctx, b, north, inv, 5000, paymentNow, &latest)
			paymentWantOpen(t, ctx, b, north, inv, 7000, paymentNow, &otherAmount)
			paymentWantOpen(t, ctx, b, north, inv, 6000, paymentNow, nil)
			paymentWantOpen(t, ctx, b, north, otherInvoice.InvoiceID, 5000, paymentNow, &otherInvoice)
			paymentWantOpen(t, ctx, b, north, theirs.InvoiceID, 5000, paymentNow, nil)
			paymentWantOpen(t, ctx, b, south, inv, 5000, paymentNow, nil)
			paymentWantOpen(t, ctx, b, south, theirs.InvoiceID, 5000, paymentNow, &theirs)
			// Once the latest has closed, the older one (which closes first) has too.
			paymentWantOpen(t, ctx, b, north, inv, 5000, latest.ExpiresAt.Add(-time.Minute), nil)
			paymentWantOpen(t, ctx, b, north, inv, 5000, older.ExpiresAt.Add(-2*time.Minute), &latest)
		}},
	{name: "a checkout counts as open until a minute before it expires",
		run: func(t *testing.T, ctx context.Context, b Backend) {
			north, _ := recordOrgIDs()
			c := paymentCheckout(north, "invoice-2", "cs_margin", 5000, paymentNow.Add(-time.Hour))
			c.ExpiresAt = paymentNow.Add(time.Minute)
			recordMust(t, b.Payments.InsertCheckout(ctx, c))
			paymentWantOpen(t, ctx, b, north, c.InvoiceID, 5000, paymentNow, nil)
			paymentWantOpen(t, ctx, b, north, c.InvoiceID, 5000, paymentNow.Add(-time.Microsecond), &c)
			paymentWantOpen(t, ctx, b, north, c.InvoiceID, 5000, paymentNow.Add(-time.Nanosecond), &c)
			if !c.Open(paymentNow.Add(-time.Nanosecond)) || c.Open(paymentNow) {
				t.Fatal("the case no longer follows payments.Checkout.Open")
			}
		}},
	{name: "a refused checkout inside a transaction leaves it usable, and a rolled-back one is not kept",
		run: func(t *testing.T, ctx context.Context, b Backend) {
			north, _ := recordOrgIDs()
			kept := paymentCheckout(north, "invoice-2", "cs_kept", 5000, paymentNow)
			lost := paymentCheckout(north, "invoice-1", "cs_lost", 5000, paymentNow)
			recordMust(t, b.Payments.InsertCheckout(ctx, kept))
			err := b.Tx.WithinTx(ctx, func(ctx context.Context) error {
				again := kept
				again.ID = RecordID(north, "checkout/again")
				recordWantKind(t, "duplicate session", b.Payments.InsertCheckout(ctx, again), kernel.KindConflict)
				recordMust(t, b.Payments.InsertCheckout(ctx, lost))
				paymentWantOpen(t, ctx, b, north, lost.InvoiceID, 5000, paymentNow, &lost)
				return errIdentityAbort
			})
			if !errors.Is(err, errIdentityAbort) {
				t.Fatalf("WithinTx() = %v, want %v", err, errIdentityAbort)
			}
			paymentWantOpen(t, ctx, b, north, lost.InvoiceID, 5000, paymentNow, nil)
			paymentWantOpen(t, ctx, b, north, kept.InvoiceID, 5000, paymentNow, &kept)
		}},
}
