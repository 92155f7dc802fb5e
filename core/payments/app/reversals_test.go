package app_test

import (
	"errors"
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/payments"
	"github.com/roadcase/roadcase/core/records"
)

func TestARefundBeforeItsPaymentIsRetriedThenRecorded(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	f.connect(t, f.org, acct)
	inv := f.invoice(f.org, "INV-1")
	refund := refundEvent("evt_refund", "re_1", "pi_1", 300_00, true)
	if err := f.svc.Apply(ctx, refund); !errors.Is(err, payments.ErrPaymentNotRecorded) {
		t.Fatalf("a refund before its payment: %v, want ErrPaymentNotRecorded", err)
	}
	if f.claimed("evt_refund") {
		t.Fatal("the failed event's claim was not rolled back: its retry would do nothing")
	}
	f.apply(t, paymentEvent("evt_paid", payments.EventCheckoutCompleted, "pi_1", inv, 960_00), refund, refund)
	created := refund
	created.ID, created.Type = "evt_refund_created", payments.EventRefundCreated
	f.apply(t, created) // the same refund reported by its other event
	equal(t, "payments", f.payments(t, inv), []records.Payment{card(960_00, "pi_1"),
		{Amount: -300_00, ReceivedOn: "2026-11-23", Method: records.MethodRefund, ProcessorRef: "re_1"}})
	after := f.stored(t, inv)
	if after.BalanceDue() != 300_00 || !after.Payable() {
		t.Errorf("after the refund the balance due is %d (payable %v), want 300.00", after.BalanceDue(), after.Payable())
	}
}

func TestAPendingRefundIsNotRecorded(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	f.connect(t, f.org, acct)
	inv := f.invoice(f.org, "INV-1")
	f.apply(t, paymentEvent("evt_paid", payments.EventPaymentSucceeded, "pi_1", inv, 960_00),
		refundEvent("evt_pending", "re_1", "pi_1", 960_00, false))
	equal(t, "payments", f.payments(t, inv), []records.Payment{card(960_00, "pi_1")})
	f.apply(t, refundEvent("evt_succeeded", "re_1", "pi_1", 960_00, true))
	if got := f.stored(t, inv).Paid(); got != 0 {
		t.Errorf("paid after the refund succeeded: %d, want 0", got)
	}
}

func TestAFailedEventRollsBackEverythingItRecorded(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	f.connect(t, f.org, acct)
	inv := f.invoice(f.org, "INV-1")
	f.apply(t, paymentEvent("evt_paid", payments.EventPaymentSucceeded, "pi_1", inv, 960_00))
	two := refundEvent("evt_two", "re_1", "pi_1", 100_00, true)
	two.Refunds = append(two.Refunds, payments.Reversal{Ref: "re_2", PaymentIntent: "pi_2", Amount: 50_00,
		Currency: "EUR", Succeeded: true, At: t0})
	if err := f.svc.Apply(ctx, two); !errors.Is(err, payments.ErrPaymentNotRecorded) {
		t.Fatalf("refunds of a recorded and an unrecorded payment: %v, want ErrPaymentNotRecorded", err)
	}
	equal(t, "payments after the rollback", f.payments(t, inv), []records.Payment{card(960_00, "pi_1")})
	if f.claimed("evt_two") {
		t.Error("the failed event's claim was not rolled back")
	}
}

func TestADisputeWithdrawsTheFundsAndGivesThemBackWhenWon(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	f.connect(t, f.org, acct)
	inv := f.invoice(f.org, "INV-1")
	lost, won := t0.Add(48*time.Hour), t0.Add(30*24*time.Hour)
	withdrawn := disputeEvent("evt_withdrawn", payments.EventDisputeFundsWithdrawn, "du_1", "pi_1", 960_00, lost)
	if err := f.svc.Apply(ctx, withdrawn); !errors.Is(err, payments.ErrPaymentNotRecorded) {
		t.Fatalf("a dispute before its payment: %v, want ErrPaymentNotRecorded", err)
	}
	f.apply(t, paymentEvent("evt_paid", payments.EventCheckoutCompleted, "pi_1", inv, 960_00), withdrawn)
	if got := f.stored(t, inv).BalanceDue(); got != 960_00 {
		t.Errorf("balance due while disputed: %d, want 960.00", got)
	}
	reinstated := disputeEvent("evt_reinstated", payments.EventDisputeFundsReinstated, "du_1", "pi_1", 960_00, won)
	f.apply(t, reinstated, reinstated)
	equal(t, "payments", f.payments(t, inv), []records.Payment{card(960_00, "pi_1"),
		{Amount: -960_00, ReceivedOn: "2026-11-24", Method: records.MethodDisputeWithdrawal, ProcessorRef: "du_1#withdrawn"},
		{Amount: 960_00, ReceivedOn: "2026-12-22", Method: records.MethodDisputeReinstatement, ProcessorRef: "du_1#reinstated"}})
	if got := f.stored(t, inv); got.BalanceDue() != 0 || got.Payable() {
		t.Errorf("after the dispute was won the balance due is %d, want 0", got.BalanceDue())
	}
}

func TestAReversalInAnotherCurrencyIsNotRecorded(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	f.connect(t, f.org, acct)
	inv := f.invoice(f.org, "INV-1")
	refund := refundEvent("evt_refund", "re_1", "pi_1", 300_00, true)
	refund.Refunds[0].Currency = "USD"
	f.apply(t, paymentEvent("evt_paid", payments.EventCheckoutCompleted, "pi_1", inv, 960_00), refund)
	equal(t, "payments", f.payments(t, inv), []records.Payment{card(960_00, "pi_1")})
}
