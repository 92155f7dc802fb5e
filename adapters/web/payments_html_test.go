package web

import (
	"errors"
	"net/http"
	"strings"
	"testing"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/payments"
	"github.com/roadcase/roadcase/core/records"
)

// Every payments, invoice and pay page, in its plain and its error states,
// passes html-validate's recommended rules (skipped without html-validate).
func TestEveryPaymentPageIsValidHTML(t *testing.T) {
	validatePages(t, paymentPages(t))
}

// paymentPages renders every payments, invoice and pay template in each of
// its states.
func paymentPages(t *testing.T) map[string]string {
	f := newPayFixture(t)
	out, add := pageCollector(t)
	a := f.signedIn("al@example.com")
	now := f.clock.Now()
	f.pay.account = payments.Account{OrgID: f.org.ID}
	add("payments-not-connected", a.get("/settings/payments"), http.StatusOK)
	f.pay.account = incompleteAccount(f.org.ID, now)
	add("payments-incomplete", a.get("/settings/payments"), http.StatusOK)
	add("payments-refresh", a.get("/settings/payments/refresh"), http.StatusOK)
	f.pay.syncErr = kernel.Unavailable("stripe", errors.New("timeout"))
	add("payments-return-failed", a.get("/settings/payments/return"), http.StatusOK)
	add("payments-sync-failed", a.post("/settings/payments/sync", nil), http.StatusServiceUnavailable)
	f.pay.syncErr = nil
	f.pay.processor = payments.AccountState{ProcessorID: f.pay.account.ProcessorID, DetailsSubmitted: true,
		ChargesEnabled: true, PayoutsEnabled: true, At: now}
	add("payments-return", a.get("/settings/payments/return"), http.StatusOK)
	a.post("/settings/payments/online", nil)
	add("payments-active-flash", a.get("/settings/payments"), http.StatusOK)
	add("payments-forbidden", f.signedIn("mia@example.com").get("/settings/payments"), http.StatusForbidden)

	m := f.signedIn("vi@example.com")
	f.pay.account = activeAccount(f.org.ID, now)
	add("invoices", m.get("/invoices"), http.StatusOK)
	add("invoice-payable", m.get(f.invoicePath(f.partly)), http.StatusOK)
	add("invoice-paid", m.get(f.invoicePath(f.paid)), http.StatusOK)
	add("invoice-draft", m.get(f.invoicePath(f.draft)), http.StatusOK)
	add("invoice-not-found", m.get(f.invoicePath(f.foreign)), http.StatusNotFound)

	add("pay", f.browser().get(f.payPath(f.open)), http.StatusOK)
	add("pay-paid", f.browser().get(f.payPath(f.paid)), http.StatusOK)
	add("pay-contact", f.browser().get(f.payPath(f.draft)), http.StatusOK)
	add("pay-conflict", f.browser().post(f.payPath(f.void), nil), http.StatusConflict)
	add("pay-done", f.browser().get(f.payPath(f.open)+"/done?session_id=cs_test_1"), http.StatusOK)
	add("pay-gone", f.browser().get("/pay/nope"), http.StatusNotFound)
	f.pay.checkoutErr = kernel.Unavailable("stripe", errors.New("timeout"))
	add("pay-failed", f.browser().post(f.payPath(f.open), nil), http.StatusServiceUnavailable)

	f.pay.mu.Lock()
	f.pay.invoices = map[kernel.ID]records.Invoice{}
	f.pay.mu.Unlock()
	add("invoices-none", m.get("/invoices"), http.StatusOK)
	for name, body := range out {
		if !strings.HasPrefix(body, "<!DOCTYPE html>") {
			t.Fatalf("%s is not a page: %q", name, body)
		}
	}
	return out
}

// Every payments, invoice and pay page is audited by axe-core in Chromium with
// its stylesheet and under its CSP: no violation of any impact, and nothing on
// the console (where CSP violations land). Skipped without Chromium unless
// ROADCASE_REQUIRE_BROWSER=1.
func TestEveryPaymentPageIsAccessible(t *testing.T) {
	pages := paymentPages(t)
	auditPages(t, pages, newPayFixture(t).handler) // the fixture serves the stylesheet and script
}
