package app_test

import (
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/payments"
	"github.com/roadcase/roadcase/core/records"
)

// The processor's events, reduced as adapters/stripe reduces them, on the
// organization's connected account.

// paymentEvent is an event of typ reporting a paid payment pi of amount EUR of
// inv, made through the platform at t0.
func paymentEvent(id string, typ payments.EventType, pi string, inv records.Invoice, amount int64) payments.Event {
	return payments.Event{ID: id, Type: typ, Account: acct, Created: t0, Payment: &payments.PaymentFact{
		PaymentIntent: pi, CheckoutSession: "cs_1", Paid: true, Amount: amount, Currency: "EUR", Method: "card",
		OrgID: inv.OrgID, InvoiceID: inv.ID, At: t0}}
}

// refundEvent is a refund.updated event of refund re of amount EUR of pi.
func refundEvent(id, re, pi string, amount int64, succeeded bool) payments.Event {
	return payments.Event{ID: id, Type: payments.EventRefundUpdated, Account: acct, Created: t0.Add(24 * time.Hour),
		Refunds: []payments.Reversal{{Ref: re, PaymentIntent: pi, Amount: amount, Currency: "EUR", Succeeded: succeeded,
			At: t0.Add(24 * time.Hour)}}}
}

// disputeEvent is a dispute event of typ about dispute du of amount EUR of pi.
func disputeEvent(id string, typ payments.EventType, du, pi string, amount int64, at time.Time) payments.Event {
	return payments.Event{ID: id, Type: typ, Account: acct, Created: at,
		Dispute: &payments.Reversal{Ref: du, PaymentIntent: pi, Amount: amount, Currency: "EUR", At: at}}
}

// apply applies the events in order, each expected to succeed.
func (f *fixture) apply(t *testing.T, evs ...payments.Event) {
	t.Helper()
	for _, ev := range evs {
		if err := f.svc.Apply(ctx, ev); err != nil {
			t.Fatalf("Apply(%s %s): %v", ev.Type, ev.ID, err)
		}
	}
}

// payments returns the invoice's payments as kept, without their ids (new
// ones at every recording).
func (f *fixture) payments(t *testing.T, inv records.Invoice) []records.Payment {
	t.Helper()
	var out []records.Payment
	for _, p := range f.stored(t, inv).Payments {
		p.ID = ""
		out = append(out, p)
	}
	return out
}

// claimed reports whether the event id is claimed.
func (f *fixture) claimed(id string) bool { return f.db.snapshot().claims["stripe/"+id] }
