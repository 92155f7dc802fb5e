package app_test

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/payments"
	"github.com/roadcase/roadcase/core/records"
)

var urls = payments.CheckoutURLs{SuccessURL: publicURL + "/pay/x/done?session={CHECKOUT_SESSION_ID}", CancelURL: publicURL + "/pay/x"}

func TestThePayPageShowsTheSellerAndTheBalance(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	inv := f.invoice(f.org, "INV-1", withPayment(160_00, ""))
	view, err := f.svc.PayPage(ctx, token(f.org, inv.ID))
	must(t, err)
	want := payments.PayView{Seller: "Northern Lights Touring", Number: "INV-1", IssuedOn: "2026-11-01",
		DueOn: "2026-12-01", Currency: "EUR", Total: 960_00, Balance: 800_00}
	equal(t, "before connecting", view, want)
	f.connect(t, f.org, acct)
	view, err = f.svc.PayPage(ctx, token(f.org, inv.ID))
	must(t, err)
	want.Payable = true
	equal(t, "once connected", view, want)
}

func TestABadPayLinkFindsNoInvoice(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	f.connect(t, f.org, acct)
	inv := f.invoice(f.org, "INV-1")
	theirs := f.invoice(f.other, "INV-1")
	good := token(f.org, inv.ID)
	forged := payments.SignPayLink([]byte("another key, also long enough to sign links"), f.org, inv.ID)
	for name, tok := range map[string]string{
		"empty":                                 "",
		"malformed":                             "not-a-link",
		"forged with another key":               forged,
		"with its MAC cut short":                good[:len(good)-4],
		"naming another organization's":         token(f.org, theirs.ID),
		"naming an invoice that does not exist": token(f.org, kernel.NewID()),
	} {
		_, err := f.svc.PayPage(ctx, tok)
		wantKind(t, "the pay page of a link "+name, err, kernel.KindNotFound, "")
		if e, _ := kernel.AsError(err); e == nil || e.Message != "invoice not found" {
			t.Errorf("the pay page of a link %s says %v, want the same as for any other", name, err)
		}
		_, err = f.svc.Checkout(ctx, tok, urls)
		wantKind(t, "checkout of a link "+name, err, kernel.KindNotFound, "")
	}
	if len(f.proc.requests) != 0 {
		t.Errorf("sessions were opened for bad links: %+v", f.proc.requests)
	}
}

func TestCheckoutOpensASessionForTheBalanceWithThePlatformsFee(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	f.connect(t, f.org, acct)
	inv := f.invoice(f.org, "INV-1", withPayment(160_00, ""))
	f.clock.T = t0.Add(10 * time.Minute) // 09:10, in the half hour from 09:00
	url, err := f.svc.Checkout(ctx, token(f.org, inv.ID), urls)
	must(t, err)
	equal(t, "address", url, "https://checkout.test/pay/cs_1")
	equal(t, "requests", f.proc.requests, []payments.CheckoutRequest{{Account: acct, OrgID: f.org, InvoiceID: inv.ID,
		InvoiceNumber: "INV-1", Description: "Northern Lights Touring — invoice INV-1", Amount: 800_00, Currency: "EUR",
		ApplicationFee: 12_00, CustomerEmail: "accounts@harbour.test", SuccessURL: urls.SuccessURL, CancelURL: urls.CancelURL,
		ExpiresAt:      t0.Add(30*time.Minute + payments.CheckoutLifetime),
		IdempotencyKey: fmt.Sprintf("roadcase-checkout-%s-80000-%d", inv.ID, t0.Unix()/1800)}})
	equal(t, "fee", f.proc.requests[0].ApplicationFee, records.ApplicationFee(800_00, feeRate))
	equal(t, "sessions kept", f.db.snapshot().checkouts, []payments.Checkout{{ID: f.db.snapshot().checkouts[0].ID,
		OrgID: f.org, InvoiceID: inv.ID, SessionID: "cs_1", URL: url, Amount: 800_00, Currency: "EUR",
		ApplicationFee: 12_00, CreatedAt: f.clock.T, ExpiresAt: t0.Add(90 * time.Minute)}})
}

func TestCheckoutReusesAnOpenSessionForTheSameBalance(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	f.connect(t, f.org, acct)
	inv := f.invoice(f.org, "INV-1")
	tok := token(f.org, inv.ID)
	first, err := f.svc.Checkout(ctx, tok, urls)
	must(t, err)
	f.clock.T = t0.Add(45 * time.Minute) // another half hour, the session still open
	second, err := f.svc.Checkout(ctx, tok, urls)
	must(t, err)
	equal(t, "the second click's session", second, first)
	equal(t, "sessions opened", len(f.proc.requests), 1)

	f.clock.T = t0.Add(89 * time.Minute) // a minute before it expires: too late to pay it
	third, err := f.svc.Checkout(ctx, tok, urls)
	must(t, err)
	if third == first || len(f.proc.requests) != 2 {
		t.Errorf("a session about to expire was reused: %q, %d requests", third, len(f.proc.requests))
	}
}

func TestCheckoutOpensANewSessionWhenTheBalanceChanged(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	f.connect(t, f.org, acct)
	inv := f.invoice(f.org, "INV-1")
	first, err := f.svc.Checkout(ctx, token(f.org, inv.ID), urls)
	must(t, err)
	f.invoice(f.org, "INV-1", withPayment(460_00, "")) // a transfer arrived meanwhile
	second, err := f.svc.Checkout(ctx, token(f.org, inv.ID), urls)
	must(t, err)
	if second == first || len(f.proc.requests) != 2 || f.proc.requests[1].Amount != 500_00 {
		t.Errorf("after a part payment: %q then %q, requests %+v", first, second, f.proc.requests)
	}
	equal(t, "fee on the new balance", f.proc.requests[1].ApplicationFee, records.ApplicationFee(500_00, feeRate))
}

func TestCheckoutRefusesWhatCannotBePaidOnline(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	a := f.connect(t, f.org, acct)
	cases := map[string]records.Invoice{
		"a paid invoice": f.invoice(f.org, "INV-1", withPayment(960_00, "")),
		"a void invoice": f.invoice(f.org, "INV-2", withStatus(records.InvoiceVoid)),
		"a draft":        f.invoice(f.org, "INV-3", withStatus(records.InvoiceDraft)),
	}
	for name, inv := range cases {
		_, err := f.svc.Checkout(ctx, token(f.org, inv.ID), urls)
		wantKind(t, name, err, kernel.KindConflict, "not_payable")
	}
	a.ChargesEnabled = false
	must(t, f.db.SavePaymentAccount(ctx, a))
	_, err := f.svc.Checkout(ctx, token(f.org, f.invoice(f.org, "INV-4").ID), urls)
	wantKind(t, "an account that takes no charges", err, kernel.KindConflict, "not_payable")
	_, err = f.svc.Checkout(ctx, token(f.other, f.invoice(f.other, "INV-5").ID), urls)
	wantKind(t, "an organization without an account", err, kernel.KindConflict, "not_payable")
	if len(f.proc.requests) != 0 {
		t.Errorf("sessions were opened: %+v", f.proc.requests)
	}
	if strings.Contains(f.logs.String(), "/pay/") {
		t.Errorf("the log holds a pay link:\n%s", f.logs.String())
	}
}

func TestARepeatedCheckoutRequestIsTheSameRequestToTheProcessor(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	f.connect(t, f.org, acct)
	inv := f.invoice(f.org, "INV-1")
	first, err := f.svc.Checkout(ctx, token(f.org, inv.ID), urls)
	must(t, err)
	f.db.restore(dbState{accounts: f.db.snapshot().accounts, invoices: f.db.snapshot().invoices}) // the session was not kept
	f.clock.T = t0.Add(20 * time.Minute)
	second, err := f.svc.Checkout(ctx, token(f.org, inv.ID), urls)
	must(t, err)
	equal(t, "the second request's session", second, first)
	equal(t, "the second request", f.proc.requests[1], f.proc.requests[0])
}
