package app_test

import (
	"strings"
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/payments"
	"github.com/roadcase/roadcase/core/records"
)

func TestReceiveSchedulesTheEvent(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	ev := payments.Event{ID: "evt_1", Type: payments.EventAccountUpdated, Account: acct}
	must(t, f.svc.Receive(ctx, ev))
	equal(t, "scheduled", f.queue.events, []payments.Event{ev})
	wantKind(t, "an event without an id", f.svc.Receive(ctx, payments.Event{}), kernel.KindInvalid, "")
	if f.claimed("evt_1") {
		t.Error("receiving claimed the event; only applying does")
	}
}

// card is how a paid checkout is recorded.
func card(amount int64, pi string) records.Payment {
	return records.Payment{Amount: amount, ReceivedOn: "2026-11-22", Method: "card", ProcessorRef: pi}
}

func TestAPaymentIsRecordedOnceWhicheverOfItsEventsComesFirst(t *testing.T) {
	t.Parallel()
	orders := map[string][]payments.EventType{
		"the checkout's first":       {payments.EventCheckoutCompleted, payments.EventPaymentSucceeded},
		"the payment intent's first": {payments.EventPaymentSucceeded, payments.EventCheckoutCompleted},
	}
	for name, types := range orders {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			f := newFixture(t)
			f.connect(t, f.org, acct)
			inv := f.invoice(f.org, "INV-1")
			first := paymentEvent("evt_1", types[0], "pi_1", inv, 960_00)
			f.apply(t, first, first, first, paymentEvent("evt_2", types[1], "pi_1", inv, 960_00))
			equal(t, "payments", f.payments(t, inv), []records.Payment{card(960_00, "pi_1")})
			if f.stored(t, inv).Payable() {
				t.Error("the invoice is still payable once paid")
			}
		})
	}
}

func TestAPaymentStillPendingIsRecordedWhenItSucceeds(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	f.connect(t, f.org, acct)
	inv := f.invoice(f.org, "INV-1")
	pending := paymentEvent("evt_1", payments.EventCheckoutCompleted, "pi_1", inv, 960_00)
	pending.Payment.Paid = false
	f.apply(t, pending)
	equal(t, "payments while pending", f.payments(t, inv), []records.Payment(nil))
	f.apply(t, paymentEvent("evt_2", payments.EventCheckoutAsyncSucceeded, "pi_1", inv, 960_00))
	equal(t, "payments once succeeded", f.payments(t, inv), []records.Payment{card(960_00, "pi_1")})
}

func TestPaymentsThatAreNotTheInvoicesAreNotRecorded(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	f.connect(t, f.org, acct)
	f.connect(t, f.other, acctOther)
	inv := f.invoice(f.org, "INV-1")
	theirs := f.invoice(f.other, "INV-1")
	change := func(id string, fn func(*payments.Event)) payments.Event {
		ev := paymentEvent(id, payments.EventPaymentSucceeded, "pi_"+id, inv, 960_00)
		fn(&ev)
		return ev
	}
	f.apply(t,
		change("foreign", func(ev *payments.Event) {
			*ev.Payment = payments.PaymentFact{PaymentIntent: "pi_x", Paid: true, Amount: 5_00, Currency: "EUR"}
		}),
		change("other_org", func(ev *payments.Event) { ev.Payment.OrgID, ev.Payment.InvoiceID = f.other, theirs.ID }),
		change("no_invoice", func(ev *payments.Event) { ev.Payment.InvoiceID = "" }),
		change("unknown_invoice", func(ev *payments.Event) { ev.Payment.InvoiceID = kernel.NewID() }),
		change("dollars", func(ev *payments.Event) { ev.Payment.Currency = "USD" }),
		change("no_account", func(ev *payments.Event) { ev.Account = "" }),
		change("unknown_account", func(ev *payments.Event) { ev.Account = "acct_unknown" }),
		change("ignored_type", func(ev *payments.Event) { ev.Type = "charge.succeeded" }),
	)
	equal(t, "the organization's payments", f.payments(t, inv), []records.Payment(nil))
	equal(t, "the other organization's payments", f.payments(t, theirs), []records.Payment(nil))
	for _, id := range []string{"foreign", "other_org", "unknown_account", "dollars"} {
		if !f.claimed(id) {
			t.Errorf("the ignored event %s is not claimed", id)
		}
	}
	logs := f.logs.String()
	for id, want := range map[string][2]string{
		"foreign":         {"INFO", "not made through the platform"},
		"other_org":       {"WARN", "another organization than the account's"},
		"no_invoice":      {"INFO", "names no invoice"},
		"unknown_invoice": {"WARN", "no invoice the payment names"},
		"dollars":         {"WARN", "currency is not the invoice's"},
		"no_account":      {"INFO", "not about a connected account"},
		"unknown_account": {"WARN", "no organization has the event's account"},
	} {
		if !hasLine(logs, "level="+want[0]+" ", "event_id="+id+" ", want[1]) {
			t.Errorf("event %s is not logged at %s as %q:\n%s", id, want[0], want[1], logs)
		}
	}
	if strings.Contains(logs, string(payLinkKey)) || strings.Contains(logs, token(f.org, inv.ID)) {
		t.Errorf("the log holds a key or a pay link:\n%s", logs)
	}
}

func TestAccountUpdatesAreKeptUnlessStale(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	f.connect(t, f.org, acct)
	state := func(id string, at time.Time, charges bool, due ...string) payments.Event {
		return payments.Event{ID: id, Type: payments.EventAccountUpdated, Account: acct, Created: at,
			AccountState: &payments.AccountState{ProcessorID: acct, DetailsSubmitted: true, ChargesEnabled: charges,
				PayoutsEnabled: true, RequirementsDue: due, At: at}}
	}
	f.clock.T = t0.Add(time.Hour)
	f.apply(t, state("evt_new", t0.Add(10*time.Minute), false, "external_account"),
		state("evt_stale", t0.Add(5*time.Minute), true))
	a, err := f.db.FindPaymentAccount(ctx, f.org)
	must(t, err)
	if a.ChargesEnabled || a.StateAt != t0.Add(10*time.Minute) || a.UpdatedAt != f.clock.T || !a.OnlinePayments {
		t.Errorf("account after a newer and a stale update: %+v", a)
	}
	equal(t, "requirements due", a.RequirementsDue, []string{"external_account"})
}
