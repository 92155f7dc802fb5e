package web

import (
	"net/http"
	"net/url"
	"testing"
)

// Every invoicing page, plain and with errors, passes html-validate's
// recommended rules (skipped without html-validate).
func TestEveryInvoicePageIsValidHTML(t *testing.T) {
	validatePages(t, invoicePages(t))
}

// Every invoicing page is audited by axe-core in Chromium under its CSP
// (skipped without Chromium unless ROADCASE_REQUIRE_BROWSER=1).
func TestEveryInvoicePageIsAccessible(t *testing.T) {
	auditPages(t, invoicePages(t), newInvoiceFixture(t).handler)
}

// invoicePages renders every invoicing page at least once: the list empty and
// full, the draft form new and with errors, a draft, an issued invoice with its
// forms and with a refused payment and void, a credit note's form with errors,
// the credit note, and an invoice as a viewer sees it.
func invoicePages(t *testing.T) map[string]string {
	f := newInvoiceFixture(t)
	out, add := pageCollector(t)
	m := f.signedIn(f.manager.Email)
	add("invoice-list-empty", m.get("/invoices"), http.StatusOK)
	add("invoice-new", m.get("/invoices/new"), http.StatusOK)
	bad := f.draftForm()
	bad["client_name"], bad["lines/1/unit_price"], bad["tax_rate"] = "", "12.345", "abc"
	add("invoice-errors", m.post("/invoices/new", invoiceFormValues(bad)), http.StatusUnprocessableEntity)
	created := m.post("/invoices/new", invoiceFormValues(f.draftForm()))
	id := string(idFrom(created.location()))
	add("invoice-draft", m.get("/invoices/"+id), http.StatusOK)
	add("invoice-edit", m.get("/invoices/"+id+"/edit"), http.StatusOK)
	m.post("/invoices/"+id+"/issue", url.Values{"version": {"1"}})
	add("invoice-issued", m.get("/invoices/"+id), http.StatusOK)
	add("invoice-payment-refused", m.post("/invoices/"+id+"/payments", url.Values{"version": {"2"}, "currency": {"EUR"},
		"amount": {"9,999.00"}, "received_on": {string(f.today())}, "method": {"cash"}}), http.StatusUnprocessableEntity)
	add("invoice-void-refused", m.post("/invoices/"+id+"/void", url.Values{"version": {"2"}, "reason": {""}}),
		http.StatusUnprocessableEntity)
	add("invoice-credit", m.get("/invoices/"+id+"/credit"), http.StatusOK)
	add("invoice-credit-errors", m.post("/invoices/"+id+"/credit", url.Values{"lines/0/description": {"Too much"},
		"lines/0/quantity": {"1"}, "lines/0/unit_price": {"99,999.00"}}), http.StatusUnprocessableEntity)
	note := m.post("/invoices/"+id+"/credit", url.Values{"lines/0/description": {"Backline not used"},
		"lines/0/quantity": {"1"}, "lines/0/unit_price": {"250.00"}})
	add("invoice-credit-note", m.get(note.location()), http.StatusOK)
	m.post("/invoices/"+id+"/payments", url.Values{"version": {"2"}, "currency": {"EUR"},
		"amount": {"1,000.00"}, "received_on": {string(f.today())}, "method": {"bank_transfer"}})
	add("invoice-list", m.get("/invoices"), http.StatusOK)
	add("invoice-viewer", f.signedIn(f.viewer.Email).get("/invoices/"+id), http.StatusOK)
	return out
}

// TestInvoicePagesScreenshots fills the directory ROADCASE_SHOTS names with
// PNGs of the invoicing pages at 1280 and 375 px wide, for people to look at;
// unset, the test skips.
func TestInvoicePagesScreenshots(t *testing.T) {
	dir := shotsDir(t)
	shootPages(t, dir, invoicePages(t), newInvoiceFixture(t).handler, shots{names: []string{
		"invoice-list", "invoice-errors", "invoice-issued", "invoice-payment-refused", "invoice-credit-note"}})
}
