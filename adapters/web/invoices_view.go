package web

import (
	"net/http"

	"github.com/roadcase/roadcase/adapters/moneyfmt"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/payments"
	"github.com/roadcase/roadcase/core/records"
)

// invoiceViewPage is an invoice's page with its actions: what was billed and
// paid (invoicePage, as the read-only page shows it), where it stands, and the
// forms the viewer's role and the invoice's state allow.
type invoiceViewPage struct {
	invoicePage
	Title, Standing, StandingKey string
	Draft, Credit                bool
	CreditOf                     *invoiceLink
	CreditNotes                  []invoiceLink
	Version                      int
	// The actions offered: to managers and above, each when the invoice's
	// state allows it.
	CanEdit, CanIssue, CanPay, CanVoid, CanCredit, CanSend bool
	PayForm, VoidForm, IssueForm, SendForm                 *form
	Methods                                                []option
	Currency                                               string
}

// invoiceLink names another invoice on the page.
type invoiceLink struct {
	ID             kernel.ID
	Number, Amount string
}

// invoiceView shows one invoice with its actions. Another organization's
// invoice, or none, is the not-found page.
func (s *Server) invoiceView(w http.ResponseWriter, r *http.Request, v *viewer) {
	s.showInvoiceView(w, r, v, http.StatusOK, invoiceForms{})
}

// invoiceForms are the action forms of an invoice's page as a refused action
// left them; nil for a form shown fresh.
type invoiceForms struct{ pay, void, issue, send *form }

func (s *Server) showInvoiceView(w http.ResponseWriter, r *http.Request, v *viewer, status int, forms invoiceForms) {
	p, err := s.invoiceViewData(r, v, forms)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	if p.PayLink != "" {
		w.Header().Set("Permissions-Policy", copyPermissionsPolicy)
	}
	s.page(w, r, status, "invoice_view", p)
}

func (s *Server) invoiceViewData(r *http.Request, v *viewer, forms invoiceForms) (invoiceViewPage, error) {
	opened, err := s.openKind(r, v, records.KindInvoice)
	if err != nil {
		return invoiceViewPage{}, err
	}
	inv := opened.Record.Invoices[0]
	iv := payments.InvoiceView{Invoice: inv, Total: inv.Total(), Paid: inv.Paid(), Balance: inv.BalanceDue()}
	if s.deps.InvoicePayments != nil {
		if iv, err = s.deps.InvoicePayments.Invoice(r.Context(), v.Actor(), inv.ID); err != nil {
			return invoiceViewPage{}, err
		}
	}
	rights, err := s.rights(r, v)
	if err != nil {
		return invoiceViewPage{}, err
	}
	today := s.today(v)
	st := inv.Standing(today)
	p := invoiceViewPage{invoicePage: newInvoicePage(iv, today), Standing: standingWords[st], StandingKey: string(st),
		Draft: inv.Status == records.InvoiceDraft, Credit: inv.Kind == records.InvoiceCredit, Version: opened.Version,
		Methods: invoicePaymentMethods, Currency: inv.Currency}
	p.Number = invoiceNumberText(inv)
	p.Title = "Invoice " + p.Number
	if p.Credit {
		p.Title = "Credit note " + p.Number
	}
	if p.Draft {
		p.Title, p.Issued = "Draft invoice for "+inv.ClientName, dateView{}
		if p.Credit {
			p.Title = "Draft credit note for " + inv.ClientName
		}
	}
	p.Documents = s.documentsBlock(r, paperOf(inv.ClientCountry),
		docsSubject{Group: "This invoice", Kind: records.KindInvoice, ID: inv.ID})
	if err := s.invoiceRelations(r, v, inv, &p); err != nil {
		return invoiceViewPage{}, err
	}
	may := rights.Can(records.KindInvoice, records.ActionChange)
	issued := inv.Status == records.InvoiceSent
	p.CanEdit, p.CanIssue = may && p.Draft, may && p.Draft
	p.CanPay = may && issued && !p.Credit && inv.BalanceDue() > 0
	p.CanVoid = may && issued && inv.Paid() == 0
	p.CanCredit = may && issued && !p.Credit
	p.CanSend = may && issued && inv.ClientEmail != ""
	p.PayForm, p.VoidForm, p.IssueForm, p.SendForm = orEmpty(forms.pay), orEmpty(forms.void), orEmpty(forms.issue), orEmpty(forms.send)
	if forms.pay == nil {
		p.PayForm.Values["received_on"] = string(today)
		p.PayForm.Values["amount"] = amountText(inv.BalanceDue(), inv.Currency)
	}
	return p, nil
}

// orEmpty is f, or an empty form.
func orEmpty(f *form) *form {
	if f == nil {
		return emptyForm(nil)
	}
	return f
}

// invoiceRelations names the invoice a credit note credits and the credit
// notes of an invoice, from its project's invoices.
func (s *Server) invoiceRelations(r *http.Request, v *viewer, inv records.Invoice, p *invoiceViewPage) error {
	d, err := s.deps.RecordData.LoadDataset(r.Context(), v.Current.Organization.ID,
		records.DatasetFilter{ProjectID: inv.ProjectID, Kinds: []records.Kind{records.KindInvoice}})
	if err != nil {
		return err
	}
	for _, other := range d.Invoices {
		link := invoiceLink{ID: other.ID, Number: invoiceNumberText(other), Amount: moneyfmt.Format(other.Total(), other.Currency)}
		switch {
		case other.ID == inv.CreditsID:
			p.CreditOf = &link
		case other.CreditsID == inv.ID:
			p.CreditNotes = append(p.CreditNotes, link)
		}
	}
	return nil
}

// invoicePaymentMethods are the payment form's methods: the ones a person
// records by hand.
var invoicePaymentMethods = []option{
	{records.MethodBankTransfer, "Bank transfer"}, {records.MethodCard, "Card"},
	{records.MethodCash, "Cash"}, {records.MethodCheque, "Cheque"},
}
