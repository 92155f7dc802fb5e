package web

import (
	"net/http"
	"strings"
	"testing"

	"github.com/roadcase/roadcase/core/kernel"
)

func TestEveryMemberListsTheInvoices(t *testing.T) {
	f := newPayFixture(t)
	for _, email := range []string{"ada@example.com", "al@example.com", "mia@example.com", "mo@example.com", "vi@example.com"} {
		b := f.signedIn(email)
		r := b.get("/invoices")
		wantStatus(t, r, http.StatusOK)
		wantPageHeaders(t, r)
		wantCleanHTML(t, r)
		wantContains(t, r, `<a href="/invoices" aria-current="page">Invoices</a>`, "<h1>Invoices</h1>",
			`<a href="`+f.invoicePath(f.open)+`">INV-2026-0001</a>`, "Berlin Live GmbH",
			`status-open">Open`, `status-partly_paid">Partly paid`, `status-paid">Paid`, `status-overdue">Overdue`,
			`status-draft">Draft`, `status-void">Void`, "€1,309.00", "€934.00", "€0.00")
		if strings.Contains(r.body, "B-1") || strings.Contains(r.body, "Secret Client") {
			t.Errorf("another organization's invoice is listed")
		}
		r = b.get(f.invoicePath(f.paid))
		wantStatus(t, r, http.StatusOK)
		wantPageHeaders(t, r)
	}
}

func TestAnInvoicePageShowsItsLinesPaymentsAndFigures(t *testing.T) {
	f := newPayFixture(t)
	r := f.signedIn("mo@example.com").get(f.invoicePath(f.partly))
	wantStatus(t, r, http.StatusOK)
	wantCleanHTML(t, r)
	wantContains(t, r, "<h1>Invoice INV-2026-0002</h1>", `status-partly_paid">Partly paid`,
		"<td>Backline hire</td><td class=\"num\">2</td><td class=\"num\">€50.00</td><td class=\"num\">€100.00</td>",
		"Subtotal</th><td class=\"num\">€1,100.00", "Tax</th><td class=\"num\">€209.00",
		"Total</th><td class=\"num\">€1,309.00", "Paid</th><td class=\"num\">€375.00",
		"<td>Card</td><td class=\"num\">€500.00</td>",
		"<td>Refund</td><td class=\"num\">−€100.00</td>",
		"<td>Dispute: funds withdrawn</td><td class=\"num\">−€25.00</td>",
		`value="http://roadcase.test`+f.payPath(f.partly)+`"`, `data-copy="pay-link"`,
		`<a href="http://roadcase.test`+f.payPath(f.partly)+`">Open the pay page</a>`)
	if got := r.header.Get("Permissions-Policy"); got != copyPermissionsPolicy {
		t.Errorf("Permissions-Policy %q: the copy button cannot write to the clipboard", got)
	}
	wantContains(t, f.signedIn("mo@example.com").get(f.invoicePath(f.open)), "No payment has been received.")
}

// An invoice that cannot be paid online shows no pay link, nor does any
// invoice while the account cannot take payments.
func TestAnInvoiceThatCannotBePaidOnlineShowsNoPayLink(t *testing.T) {
	f := newPayFixture(t)
	b := f.signedIn("ada@example.com")
	for _, inv := range []string{f.invoicePath(f.paid), f.invoicePath(f.draft), f.invoicePath(f.void)} {
		r := b.get(inv)
		wantStatus(t, r, http.StatusOK)
		wantPageHeaders(t, r)
		if strings.Contains(r.body, "/pay/") || strings.Contains(r.body, "data-copy") {
			t.Errorf("%s shows a pay link", inv)
		}
	}
	f.pay.account = incompleteAccount(f.org.ID, f.clock.Now())
	if strings.Contains(b.get(f.invoicePath(f.open)).body, "/pay/") {
		t.Errorf("an invoice shows a pay link while the account cannot take payments")
	}
}

// Another organization's invoice, an unknown one and a malformed id get the
// same not-found page.
func TestAnotherOrganizationsInvoiceIsNotFound(t *testing.T) {
	f := newPayFixture(t)
	b := f.signedIn("ada@example.com")
	want := b.get("/nowhere")
	for _, path := range []string{f.invoicePath(f.foreign), "/invoices/" + string(kernel.NewID()), "/invoices/nope"} {
		r := b.get(path)
		wantStatus(t, r, http.StatusNotFound)
		if r.body != want.body {
			t.Errorf("%s: the page differs from the not-found page", path)
		}
	}
}

// Without the payments ports nothing is mounted and nothing is offered.
func TestWithoutAProcessorThereAreNoPaymentPages(t *testing.T) {
	f := newFixture(t)
	b := f.signedIn("ada@example.com")
	for _, path := range []string{"/invoices", "/invoices/" + string(kernel.NewID()), "/settings/payments",
		"/settings/payments/return", "/pay/" + "x.y.z"} {
		wantStatus(t, b.get(path), http.StatusNotFound)
	}
	r := b.get("/settings/tokens")
	for _, link := range []string{`href="/invoices"`, `href="/settings/payments"`} {
		if strings.Contains(r.body, link) {
			t.Errorf("the navigation offers %s", link)
		}
	}
}
