package web

import (
	"net/http"
	"strconv"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// The actions on an invoice's page. Each posts the version the page showed;
// a refusal shows the page again with the reason beside the form's input (422)
// or above the form (409 for a stale version or a locked invoice); a role that
// may not is the 403 page.

// postedVersion is the version an action's form was shown at.
func postedVersion(r *http.Request) int {
	n, _ := strconv.Atoi(r.PostForm.Get("version"))
	return n
}

// invoiceDone flashes msg and goes back to the invoice's page.
func (s *Server) invoiceDone(w http.ResponseWriter, r *http.Request, id kernel.ID, msg string) {
	s.flash(r.Context(), msg)
	seeOther(w, r, "/invoices/"+string(id))
}

// actionRefused shows the invoice's page with err in f (set in forms by put),
// or the error page for an error a form does not hold.
func (s *Server) actionRefused(w http.ResponseWriter, r *http.Request, v *viewer, f *form, fields map[string]string,
	err error, put func(*invoiceForms)) {
	if !f.absorb(err, fields) {
		s.fail(w, r, err)
		return
	}
	status := http.StatusUnprocessableEntity
	if kernel.IsKind(err, kernel.KindConflict) {
		status = http.StatusConflict
	}
	var forms invoiceForms
	put(&forms)
	s.showInvoiceView(w, r, v, status, forms)
}

// issueInvoice issues a draft: it takes the next number and is locked.
func (s *Server) issueInvoice(w http.ResponseWriter, r *http.Request, v *viewer) {
	id := kernel.ID(r.PathValue("id"))
	f := newForm(r)
	saved, err := s.deps.Invoices.Issue(r.Context(), v.Actor(), id, postedVersion(r))
	if err != nil {
		s.actionRefused(w, r, v, f, map[string]string{}, err, func(fs *invoiceForms) { fs.issue = f })
		return
	}
	s.flashWarnings(r.Context(), saved.Warnings)
	s.invoiceDone(w, r, id, "The invoice is issued and locked.")
}

// recordInvoicePayment records a payment typed in the invoice's currency.
func (s *Server) recordInvoicePayment(w http.ResponseWriter, r *http.Request, v *viewer) {
	id := kernel.ID(r.PathValue("id"))
	f := newForm(r, "amount", "received_on", "method", "overpayment", "currency")
	fields := map[string]string{"amount": "pay-amount", "received_on": "pay-received_on", "method": "pay-method"}
	amount, err := parseAmountIn(f.Get("amount"), f.Get("currency"), requestLocale(r))
	if err != nil {
		f.fail("pay-amount", errorMessage(err))
	}
	on, derr := kernel.ParseDate(f.Get("received_on"))
	if derr != nil {
		f.fail("pay-received_on", "Enter the day the money came in, as year-month-day (2026-11-22).")
	}
	if f.Invalid() {
		s.showInvoiceView(w, r, v, http.StatusUnprocessableEntity, invoiceForms{pay: f})
		return
	}
	p := records.Payment{Amount: amount, ReceivedOn: on, Method: f.Get("method")}
	_, err = s.deps.Invoices.RecordPayment(r.Context(), v.Actor(), id, postedVersion(r), p, f.Get("overpayment") == "yes")
	if err != nil {
		s.actionRefused(w, r, v, f, fields, err, func(fs *invoiceForms) { fs.pay = f })
		return
	}
	s.invoiceDone(w, r, id, "The payment is recorded.")
}

// voidInvoice makes an issued invoice void, for the reason given.
func (s *Server) voidInvoice(w http.ResponseWriter, r *http.Request, v *viewer) {
	id := kernel.ID(r.PathValue("id"))
	f := newForm(r, "reason")
	_, err := s.deps.Invoices.Void(r.Context(), v.Actor(), id, postedVersion(r), f.Get("reason"))
	if err != nil {
		s.actionRefused(w, r, v, f, map[string]string{"reason": "void-reason"}, err, func(fs *invoiceForms) { fs.void = f })
		return
	}
	s.invoiceDone(w, r, id, "The invoice is void.")
}

// sendInvoice mails the rendered invoice to the client.
func (s *Server) sendInvoice(w http.ResponseWriter, r *http.Request, v *viewer) {
	id := kernel.ID(r.PathValue("id"))
	f := newForm(r)
	_, err := s.deps.Invoices.Send(r.Context(), v.Actor(), id, postedVersion(r))
	if err != nil {
		s.actionRefused(w, r, v, f, map[string]string{}, err, func(fs *invoiceForms) { fs.send = f })
		return
	}
	s.invoiceDone(w, r, id, "The invoice is sent to the client.")
}
