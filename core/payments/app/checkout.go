package app

import (
	"context"
	"fmt"
	"time"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/payments"
	"github.com/roadcase/roadcase/core/records"
)

// checkoutWindow is how long repeated clicks on "Pay" for the same balance
// share one checkout request at the processor (one idempotency key), should
// the first session not have been kept.
const checkoutWindow = 30 * time.Minute

// PayPage returns what the client sees of the invoice the pay link's token
// names. KindNotFound("invoice") alike for a malformed or forged token and for
// an invoice that does not exist (any more).
func (s *Service) PayPage(ctx context.Context, token string) (payments.PayView, error) {
	p, err := s.payable(ctx, token)
	if err != nil {
		return payments.PayView{}, err
	}
	inv := p.invoice
	return payments.PayView{Seller: p.seller, Number: inv.Number, IssuedOn: string(inv.IssuedOn), DueOn: string(inv.DueOn),
		Currency: inv.Currency, Total: inv.Total(), Balance: inv.BalanceDue(), Payable: p.ok()}, nil
}

// Checkout returns the address of a hosted checkout session for the balance
// due of the invoice the token names: an open session kept for that balance,
// or a new one. KindNotFound like PayPage; KindConflict (code "not_payable")
// when the invoice cannot be paid online now; the processor's errors as they
// come.
func (s *Service) Checkout(ctx context.Context, token string, urls payments.CheckoutURLs) (string, error) {
	p, err := s.payable(ctx, token)
	if err != nil {
		return "", err
	}
	if !p.ok() {
		return "", kernel.Conflict("this invoice cannot be paid online now").WithCode("not_payable")
	}
	now, inv := s.now(), p.invoice
	amount := inv.BalanceDue()
	open, err := s.c.Store.FindOpenCheckout(ctx, inv.OrgID, inv.ID, amount, now)
	if err == nil && open.Open(now) {
		return open.URL, nil
	}
	if err != nil && !kernel.IsKind(err, kernel.KindNotFound) {
		return "", err
	}
	// The key and the expiry follow from the window alone, so that a request
	// repeated within it is the same request to the processor.
	window := now.Truncate(checkoutWindow)
	req := payments.CheckoutRequest{Account: p.account.ProcessorID, OrgID: inv.OrgID, InvoiceID: inv.ID,
		InvoiceNumber: inv.Number, Description: p.seller + " — invoice " + inv.Number,
		Amount: amount, Currency: inv.Currency, ApplicationFee: records.ApplicationFee(amount, s.c.FeeRate),
		CustomerEmail: inv.ClientEmail, SuccessURL: urls.SuccessURL, CancelURL: urls.CancelURL,
		ExpiresAt:      window.Add(checkoutWindow + payments.CheckoutLifetime),
		IdempotencyKey: fmt.Sprintf("roadcase-checkout-%s-%d-%d", inv.ID, amount, now.Unix()/int64(checkoutWindow/time.Second))}
	session, err := s.c.Processor.CreateCheckout(ctx, req)
	if err != nil {
		return "", err
	}
	err = s.c.Store.InsertCheckout(ctx, payments.Checkout{ID: kernel.NewID(), OrgID: inv.OrgID, InvoiceID: inv.ID,
		SessionID: session.ID, URL: session.URL, Amount: amount, Currency: inv.Currency,
		ApplicationFee: req.ApplicationFee, CreatedAt: now, ExpiresAt: req.ExpiresAt})
	if err != nil && !kernel.IsKind(err, kernel.KindConflict) { // a conflict: a repeated request kept it first
		return "", err
	}
	return session.URL, nil
}

// payTarget is the invoice a pay link names, its seller and the seller's
// account.
type payTarget struct {
	invoice records.Invoice
	seller  string
	account payments.Account
}

// ok reports whether the client can pay the invoice online now.
func (p payTarget) ok() bool { return p.invoice.Payable() && p.account.CanTakeCharges() }

// payable reads what the pay link's token names. KindNotFound("invoice") for a
// bad token and a missing invoice alike.
func (s *Service) payable(ctx context.Context, token string) (payTarget, error) {
	org, id, err := payments.VerifyPayLink(s.c.PayLinkKey, token)
	if err != nil {
		return payTarget{}, kernel.NotFound("invoice")
	}
	inv, err := s.invoice(ctx, org, id)
	if err != nil {
		return payTarget{}, err
	}
	inv.OrgID = org
	o, err := s.c.Orgs.FindOrganizationByID(ctx, org)
	if kernel.IsKind(err, kernel.KindNotFound) {
		return payTarget{}, kernel.NotFound("invoice")
	}
	if err != nil {
		return payTarget{}, err
	}
	a, err := s.account(ctx, org)
	if err != nil {
		return payTarget{}, err
	}
	return payTarget{invoice: inv, seller: o.Name, account: a}, nil
}
