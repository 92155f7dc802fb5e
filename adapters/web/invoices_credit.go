package web

import (
	"net/http"
	"strings"

	"github.com/roadcase/roadcase/adapters/moneyfmt"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// creditPage is the data of the credit note form of an issued invoice. Lines
// are typed as the amounts to take back (positive), and kept negative.
type creditPage struct {
	Form             *recordForm
	ID               kernel.ID
	Number, Total    string
	Currency         string
	LineRows         []int
	Action, Back     string
	CreditedAlready  string
	HasEarlierCredit bool
}

// creditNoteForm is the form of a credit note of the issued invoice.
func (s *Server) creditNoteForm(w http.ResponseWriter, r *http.Request, v *viewer) {
	inv, err := s.creditable(r, v)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	values := map[string]string{}
	withBlankLines(values)
	s.showCreditForm(w, r, v, http.StatusOK, inv, openRecordForm("", 0, values, invoiceLineInputs(invoiceLineRows(values), inv.Currency)))
}

// creditable opens the path's invoice for a credit note: a manager's, of an
// issued invoice (the use case says why another is refused).
func (s *Server) creditable(r *http.Request, v *viewer) (records.Invoice, error) {
	opened, err := s.openKind(r, v, records.KindInvoice)
	if err != nil {
		return records.Invoice{}, err
	}
	return opened.Record.Invoices[0], s.may(r, v, records.KindInvoice, records.ActionChange)
}

func (s *Server) showCreditForm(w http.ResponseWriter, r *http.Request, v *viewer, status int, inv records.Invoice, f *recordForm) {
	p := creditPage{Form: f, ID: inv.ID, Number: inv.Number, Total: moneyfmt.Format(inv.Total(), inv.Currency),
		Currency: inv.Currency, Action: "/invoices/" + string(inv.ID) + "/credit", Back: "/invoices/" + string(inv.ID)}
	d, err := s.deps.RecordData.LoadDataset(r.Context(), v.Current.Organization.ID,
		records.DatasetFilter{ProjectID: inv.ProjectID, Kinds: []records.Kind{records.KindInvoice}})
	if err != nil {
		s.fail(w, r, err)
		return
	}
	if credited := records.Credited(inv.ID, d.Invoices); credited != 0 {
		p.HasEarlierCredit, p.CreditedAlready = true, moneyfmt.Format(-credited, inv.Currency)
	}
	for i := range invoiceLineRows(inputValues(f)) {
		p.LineRows = append(p.LineRows, i)
	}
	s.page(w, r, status, "invoice_credit", p)
}

// saveCreditNote writes the draft credit note and goes to its page, where it
// is issued as any draft is.
func (s *Server) saveCreditNote(w http.ResponseWriter, r *http.Request, v *viewer) {
	inv, err := s.creditable(r, v)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	posted := map[string]string{}
	for k := range r.PostForm {
		if strings.HasPrefix(k, "lines/") {
			posted[k] = ""
		}
	}
	rows := invoiceLineRows(posted)
	f := postedRecordForm(r, "", invoiceLineInputs(rows, inv.Currency))
	var lines []records.InvoiceLine
	var from []int
	for i := range rows {
		desc, qty, price := f.Get(invoiceLineName(i, "description")), f.Get(invoiceLineName(i, "quantity")), f.Get(invoiceLineName(i, "unit_price"))
		if desc == "" && qty == "" && price == "" {
			continue
		}
		if qty == "" {
			f.Values[invoiceLineName(i, "quantity")] = "1"
		}
		lines = append(lines, records.InvoiceLine{Description: desc, Quantity: f.whole(invoiceLineName(i, "quantity")),
			UnitPrice: -f.amount(invoiceLineName(i, "unit_price"), inv.Currency)})
		from = append(from, i)
	}
	f.moveRows("lines", from)
	if len(lines) == 0 && !f.Invalid() {
		f.fail(inputID(invoiceLineName(0, "description")), "Enter at least one line to credit.")
	}
	if f.Invalid() {
		s.showCreditForm(w, r, v, http.StatusUnprocessableEntity, inv, f)
		return
	}
	saved, err := s.deps.Invoices.CreditNote(r.Context(), v.Actor(), inv.ID, lines)
	if err != nil {
		if !f.absorbSave(err) {
			s.fail(w, r, err)
			return
		}
		s.showCreditForm(w, r, v, http.StatusUnprocessableEntity, inv, f)
		return
	}
	s.flash(r.Context(), "The draft credit note is saved: check it, then issue it.")
	seeOther(w, r, "/invoices/"+string(saved.Ref.ID))
}
