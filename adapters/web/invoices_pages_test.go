package web

import (
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"testing"

	"github.com/roadcase/roadcase/core/records"
)

func invoiceFormValues(m map[string]string) url.Values {
	v := url.Values{}
	for k, x := range m {
		v.Set(k, x)
	}
	return v
}

func TestAManagerWritesIssuesPaysAndSendsAnInvoice(t *testing.T) {
	f := newInvoiceFixture(t)
	b := f.signedIn(f.manager.Email)
	wantStatus(t, b.get("/invoices/new"), http.StatusOK)
	r := b.post("/invoices/new", invoiceFormValues(f.draftForm()))
	wantStatus(t, r, http.StatusSeeOther)
	id := idFrom(r.location())
	page := b.get("/invoices/" + string(id))
	wantStatus(t, page, http.StatusOK)
	wantContains(t, page, "Draft invoice for Mojo Concerts", "€3,932.50", "Issue invoice")
	inv := f.invoices()[0]
	if len(inv.Lines) != 2 || inv.Total() != 393_250 || inv.TaxRate != 210_000 {
		t.Fatalf("the draft holds %d lines totalling %d at %d ppm; want 2, 393250, 210000", len(inv.Lines), inv.Total(), inv.TaxRate)
	}
	wantStatus(t, b.post("/invoices/"+string(id)+"/issue", url.Values{"version": {"1"}}), http.StatusSeeOther)
	page = b.get("/invoices/" + string(id))
	wantContains(t, page, "Invoice "+f.number(1), "Record a payment", "Send to client", "Void invoice")
	// An issued invoice's form is refused, with the reason.
	r = b.get("/invoices/" + string(id) + "/edit")
	wantStatus(t, r, http.StatusConflict)
	wantContains(t, r, "locked")
	// A payment above the balance is refused beside the amount, unless it is an overpayment.
	r = b.post("/invoices/"+string(id)+"/payments", url.Values{"version": {"2"}, "currency": {"EUR"},
		"amount": {"5,000.00"}, "received_on": {string(f.today())}, "method": {"bank_transfer"}})
	wantStatus(t, r, http.StatusUnprocessableEntity)
	wantContains(t, r, `id="pay-amount-error"`, "more than the balance due")
	r = b.post("/invoices/"+string(id)+"/payments", url.Values{"version": {"2"}, "currency": {"EUR"},
		"amount": {"1,000.00"}, "received_on": {string(f.today())}, "method": {"bank_transfer"}})
	wantStatus(t, r, http.StatusSeeOther)
	page = b.get("/invoices/" + string(id))
	wantContains(t, page, "Partly paid", "€2,932.50")
	wantStatus(t, b.post("/invoices/"+string(id)+"/send", url.Values{"version": {"3"}}), http.StatusSeeOther)
	if len(f.sent) != 1 || f.sent[0].To[0].Email != "ap@mojo.example" || !strings.Contains(f.sent[0].HTML, "Invoice document") {
		t.Fatalf("mails sent: %+v", f.sent)
	}
	list := b.get("/invoices")
	wantStatus(t, list, http.StatusOK)
	wantContains(t, list, f.number(1), "Mojo Concerts", "Partly paid")
}

func TestADraftFormShowsEachErrorBesideItsInput(t *testing.T) {
	f := newInvoiceFixture(t)
	b := f.signedIn(f.manager.Email)
	b.get("/invoices/new")
	form := f.draftForm()
	form["client_name"], form["lines/1/unit_price"], form["tax_rate"] = "", "12.345", "abc"
	r := b.post("/invoices/new", invoiceFormValues(form))
	wantStatus(t, r, http.StatusUnprocessableEntity)
	wantContains(t, r, `id="lines-1-unit_price-error"`, `id="tax_rate-error"`)
	form = f.draftForm()
	form["client_name"] = ""
	r = b.post("/invoices/new", invoiceFormValues(form))
	wantStatus(t, r, http.StatusUnprocessableEntity)
	wantContains(t, r, `id="client_name-error"`)
	if n := len(f.invoices()); n != 0 {
		t.Fatalf("%d invoices written; want none", n)
	}
}

func TestAMemberGets403OnEveryInvoiceWriteAndAViewerSeesNoForms(t *testing.T) {
	f := newInvoiceFixture(t)
	mb := f.signedIn(f.manager.Email)
	mb.get("/invoices/new")
	id := idFrom(mb.post("/invoices/new", invoiceFormValues(f.draftForm())).location())
	for _, email := range []string{f.member.Email, f.viewer.Email} {
		b := f.signedIn(email)
		page := b.get("/invoices/" + string(id))
		wantStatus(t, page, http.StatusOK)
		for _, form := range []string{"Issue invoice", "Edit draft", "Record payment", "Void invoice", "New invoice"} {
			if strings.Contains(page.body, form) {
				t.Fatalf("%s sees %q", email, form)
			}
		}
		wantStatus(t, b.get("/invoices/new"), http.StatusForbidden)
		wantStatus(t, b.get("/invoices/"+string(id)+"/edit"), http.StatusForbidden)
		wantStatus(t, b.post("/invoices/new", invoiceFormValues(f.draftForm())), http.StatusForbidden)
		for _, action := range []string{"edit", "issue", "payments", "void", "send", "credit"} {
			r := b.post("/invoices/"+string(id)+"/"+action, url.Values{"version": {strconv.Itoa(1)}, "reason": {"x"},
				"currency": {"EUR"}, "amount": {"1"}, "received_on": {string(f.today())}, "method": {"cash"}})
			wantStatus(t, r, http.StatusForbidden)
		}
	}
	if inv := f.invoices()[0]; inv.Status != records.InvoiceDraft {
		t.Fatalf("the draft is %s after the refused writes", inv.Status)
	}
}

func TestACreditNoteAndAVoidCorrectAnIssuedInvoice(t *testing.T) {
	f := newInvoiceFixture(t)
	b := f.signedIn(f.manager.Email)
	b.get("/invoices/new")
	id := idFrom(b.post("/invoices/new", invoiceFormValues(f.draftForm())).location())
	b.post("/invoices/"+string(id)+"/issue", url.Values{"version": {"1"}})
	wantStatus(t, b.get("/invoices/"+string(id)+"/credit"), http.StatusOK)
	r := b.post("/invoices/"+string(id)+"/credit", url.Values{"lines/0/description": {"Backline not used"},
		"lines/0/quantity": {"1"}, "lines/0/unit_price": {"250.00"}})
	wantStatus(t, r, http.StatusSeeOther)
	note := idFrom(r.location())
	wantStatus(t, b.post("/invoices/"+string(note)+"/issue", url.Values{"version": {"1"}}), http.StatusSeeOther)
	page := b.get("/invoices/" + string(note))
	wantContains(t, page, "Credit note "+f.number(2), "−€302.50", "Credits")
	r = b.post("/invoices/"+string(id)+"/void", url.Values{"version": {"2"}, "reason": {""}})
	wantStatus(t, r, http.StatusUnprocessableEntity)
	wantContains(t, r, `id="void-reason-error"`)
	wantStatus(t, b.post("/invoices/"+string(id)+"/void", url.Values{"version": {"2"}, "reason": {"Wrong promoter"}}), http.StatusSeeOther)
	wantContains(t, b.get("/invoices/"+string(id)), "Void")
}
