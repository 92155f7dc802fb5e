package web

import (
	"net/http"

	"github.com/roadcase/roadcase/adapters/httperr"
	"github.com/roadcase/roadcase/adapters/moneyfmt"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/payments"
)

// payPage is the data of a client's pay page: the seller, the invoice and its
// balance, and whether it can be paid online now.
type payPage struct {
	Base         string // the pay page's address, "/pay/<token>"
	Seller       string
	Number       string
	Issued, Due  dateView
	Total        string
	Balance      string
	Payable      bool
	PaidInFull   bool
	CheckoutFail bool // the processor could not open a checkout just now
}

func newPayPage(token string, pv payments.PayView) payPage {
	issued, due := kernel.Date(pv.IssuedOn), kernel.Date(pv.DueOn)
	return payPage{Base: payBase(token), Seller: pv.Seller, Number: pv.Number, Issued: newDate(&issued),
		Due: newDate(&due), Total: moneyfmt.Format(pv.Total, pv.Currency),
		Balance: moneyfmt.Format(pv.Balance, pv.Currency), Payable: pv.Payable, PaidInFull: pv.Balance <= 0}
}

// payOpen shows the invoice the link names and, when it can be paid online,
// the button that opens the processor's checkout.
func (s *Server) payOpen(w http.ResponseWriter, r *http.Request) {
	token := r.PathValue("token")
	pv, err := s.deps.InvoicePayments.PayPage(r.Context(), token)
	if err != nil {
		s.portalFail(w, r, err)
		return
	}
	s.showPay(w, r, http.StatusOK, newPayPage(token, pv))
}

func (s *Server) showPay(w http.ResponseWriter, r *http.Request, status int, p payPage) {
	if p.Payable {
		s.processor.allowForms(w)
	}
	s.page(w, r, status, "pay", p)
}

// payCheckout opens a checkout for the balance and sends the client to it.
// An invoice that cannot be paid online now (paid meanwhile, voided, or the
// seller's account cannot take payments) shows the pay page again, which says
// so; the processor's failure shows it with a notice.
func (s *Server) payCheckout(w http.ResponseWriter, r *http.Request) {
	token := r.PathValue("token")
	success, cancel := s.checkoutURLs(token)
	to, err := s.deps.InvoicePayments.Checkout(r.Context(), token, payments.CheckoutURLs{SuccessURL: success, CancelURL: cancel})
	if err == nil {
		err = s.processor.redirect(w, r, to)
	}
	if err == nil {
		return
	}
	switch kernel.KindOf(err) {
	case kernel.KindConflict, kernel.KindUnavailable:
		pv, perr := s.deps.InvoicePayments.PayPage(r.Context(), token)
		if perr != nil {
			s.portalFail(w, r, perr)
			return
		}
		p := newPayPage(token, pv)
		if kernel.IsKind(err, kernel.KindConflict) {
			p.Payable = false
		} else {
			s.log.WarnContext(r.Context(), "web: the payment processor is unavailable", "path", RedactPath(r.URL.Path), "error", err)
			p.CheckoutFail = true
		}
		s.showPay(w, r, httperr.Status(kernel.KindOf(err)), p)
	default:
		s.portalFail(w, r, err)
	}
}

// payDone thanks the client back from the checkout. What it shows comes from
// the link, never from the query the processor appended: the payment is
// recorded from the processor's signed event, not from this visit.
func (s *Server) payDone(w http.ResponseWriter, r *http.Request) {
	token := r.PathValue("token")
	pv, err := s.deps.InvoicePayments.PayPage(r.Context(), token)
	if err != nil {
		s.portalFail(w, r, err)
		return
	}
	s.page(w, r, http.StatusOK, "pay_done", newPayPage(token, pv))
}
