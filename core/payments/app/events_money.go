package app

import (
	"context"
	"log/slog"
	"strings"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/payments"
	"github.com/roadcase/roadcase/core/records"
)

// paid records a payment the event reports on the invoice its metadata names,
// once per payment intent: the checkout's and the payment intent's events of
// the same payment find it recorded, whichever comes second. A payment not yet
// paid, not made through the platform, naming another organization than the
// account's, or in another currency than its invoice's is not recorded.
func (s *Service) paid(ctx context.Context, ev payments.Event, org kernel.ID) error {
	f := ev.Payment
	switch {
	case f == nil || !f.Paid:
		s.ignore(ctx, slog.LevelInfo, ev, "the payment is not paid (yet)")
		return nil
	case f.OrgID == "" && f.InvoiceID == "":
		s.ignore(ctx, slog.LevelInfo, ev, "the payment was not made through the platform")
		return nil
	case f.OrgID != org:
		// Another organization's invoice is never paid through someone else's account.
		s.ignore(ctx, slog.LevelWarn, ev, "the payment's metadata names another organization than the account's")
		return nil
	case f.InvoiceID == "":
		s.ignore(ctx, slog.LevelInfo, ev, "the payment names no invoice")
		return nil
	case f.PaymentIntent == "" || f.Amount <= 0:
		s.ignore(ctx, slog.LevelWarn, ev, "the payment has no reference or no amount")
		return nil
	}
	inv, err := s.c.Store.FindInvoice(ctx, org, f.InvoiceID)
	if kernel.IsKind(err, kernel.KindNotFound) {
		s.ignore(ctx, slog.LevelWarn, ev, "the organization has no invoice the payment names")
		return nil
	}
	if err != nil {
		return err
	}
	if !strings.EqualFold(f.Currency, inv.Currency) {
		s.ignore(ctx, slog.LevelWarn, ev, "the payment's currency is not the invoice's")
		return nil
	}
	p := records.Payment{ID: kernel.NewID(), Amount: f.Amount, ReceivedOn: s.day(f.At, ev.Created),
		Method: f.Method, ProcessorRef: f.PaymentIntent}
	_, err = s.c.Store.AddInvoicePayment(ctx, org, inv.ID, p) // false: recorded from another event
	return err
}

// refunded records each succeeded refund the event lists as a negative payment
// on the refunded payment's invoice, once per refund.
func (s *Service) refunded(ctx context.Context, ev payments.Event, org kernel.ID) error {
	for _, r := range ev.Refunds {
		if !r.Succeeded {
			continue
		}
		if err := s.reverse(ctx, ev, org, r, -r.Amount, records.MethodRefund, r.Ref); err != nil {
			return err
		}
	}
	return nil
}

// disputed records the funds a dispute withdrew as a negative payment, and
// the funds given back when it was won as a positive one, on the disputed
// payment's invoice, once each.
func (s *Service) disputed(ctx context.Context, ev payments.Event, org kernel.ID) error {
	d := ev.Dispute
	if d == nil {
		s.ignore(ctx, slog.LevelWarn, ev, "the event carries no dispute")
		return nil
	}
	if ev.Type == payments.EventDisputeFundsReinstated {
		return s.reverse(ctx, ev, org, *d, d.Amount, records.MethodDisputeReinstatement, d.Ref+"#reinstated")
	}
	return s.reverse(ctx, ev, org, *d, -d.Amount, records.MethodDisputeWithdrawal, d.Ref+"#withdrawn")
}

// reverse records amount, of method and with the processor reference ref, on
// the invoice of the payment r moves money of. payments.ErrPaymentNotRecorded
// when that payment is not recorded yet.
func (s *Service) reverse(ctx context.Context, ev payments.Event, org kernel.ID, r payments.Reversal,
	amount int64, method, ref string) error {
	if r.Ref == "" || r.PaymentIntent == "" || r.Amount <= 0 {
		s.ignore(ctx, slog.LevelWarn, ev, "the reversal has no reference, no payment or no amount")
		return nil
	}
	invoice, _, err := s.c.Store.FindPaymentByRef(ctx, org, r.PaymentIntent)
	if kernel.IsKind(err, kernel.KindNotFound) {
		return payments.ErrPaymentNotRecorded
	}
	if err != nil {
		return err
	}
	inv, err := s.c.Store.FindInvoice(ctx, org, invoice)
	if err != nil {
		return err
	}
	if !strings.EqualFold(r.Currency, inv.Currency) {
		s.ignore(ctx, slog.LevelWarn, ev, "the reversal's currency is not the invoice's")
		return nil
	}
	p := records.Payment{ID: kernel.NewID(), Amount: amount, ReceivedOn: s.day(r.At, ev.Created),
		Method: method, ProcessorRef: ref}
	_, err = s.c.Store.AddInvoicePayment(ctx, org, invoice, p)
	return err
}
