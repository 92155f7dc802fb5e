package web

import (
	"net/http"
	"net/url"

	"github.com/roadcase/roadcase/adapters/moneyfmt"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// The invoicing pages (ports.InvoiceBook): the keyset-paged list, the draft
// form, and the actions on an invoice's page (issue, payment, void, credit
// note, send). They are served with the records pages when Deps.Invoices is
// set, and take over /invoices and /invoices/{id} from the read-only pages,
// keeping their pay link.

// invoiceBookMounted reports whether the invoicing pages are served.
func (s *Server) invoiceBookMounted() bool { return s.deps.Invoices != nil && s.recordsMounted() }

// invoiceBookRoutes lists the invoicing pages. Any member reads them; the forms
// are offered to managers and above (records.Rights), and the use cases refuse
// (a 403 page) whatever a page offered.
func (s *Server) invoiceBookRoutes(m *http.ServeMux) {
	m.HandleFunc("GET /invoices", s.inOrg(s.invoiceList))
	m.HandleFunc("GET /invoices/new", s.inOrg(s.newInvoiceForm))
	m.HandleFunc("POST /invoices/new", s.inOrg(s.saveInvoiceDraft))
	m.HandleFunc("GET /invoices/{id}", s.inOrg(s.invoiceView))
	m.HandleFunc("GET /invoices/{id}/edit", s.inOrg(s.editInvoiceForm))
	m.HandleFunc("POST /invoices/{id}/edit", s.inOrg(s.saveInvoiceDraft))
	m.HandleFunc("POST /invoices/{id}/issue", s.inOrg(s.issueInvoice))
	m.HandleFunc("POST /invoices/{id}/payments", s.inOrg(s.recordInvoicePayment))
	m.HandleFunc("POST /invoices/{id}/void", s.inOrg(s.voidInvoice))
	m.HandleFunc("POST /invoices/{id}/send", s.inOrg(s.sendInvoice))
	m.HandleFunc("GET /invoices/{id}/credit", s.inOrg(s.creditNoteForm))
	m.HandleFunc("POST /invoices/{id}/credit", s.inOrg(s.saveCreditNote))
}

// invoiceListPage is one page of the organization's invoices.
type invoiceListPage struct {
	Status, Project string
	Statuses        []option
	Projects        []option
	Invoices        []invoiceLine
	Next            string
	CanAdd          bool
	Filtered        bool
}

// invoiceLine is an invoice as the list shows it, its standing and balance by
// the records' rules (records.Invoice.Standing, BalanceDue).
type invoiceLine struct {
	ID                     kernel.ID
	Number, Client         string
	Issued, Due            dateView
	Standing, StandingKey  string
	Total, Balance, Credit string
}

func newInvoiceLine(inv records.Invoice, today kernel.Date) invoiceLine {
	st := inv.Standing(today)
	l := invoiceLine{ID: inv.ID, Number: invoiceNumberText(inv), Client: inv.ClientName, Issued: newDate(&inv.IssuedOn),
		Due: newDate(&inv.DueOn), Standing: standingWords[st], StandingKey: string(st),
		Total: moneyfmt.Format(inv.Total(), inv.Currency), Balance: moneyfmt.Format(inv.BalanceDue(), inv.Currency)}
	if inv.Status == records.InvoiceDraft {
		l.Issued = dateView{}
	}
	return l
}

// invoiceNumberText is the number a person reads: "Draft" until issued.
func invoiceNumberText(inv records.Invoice) string {
	if records.IsDraftNumber(inv.Number) {
		return "Draft"
	}
	return inv.Number
}

// standingWords say each standing in words.
var standingWords = map[records.InvoiceStanding]string{
	records.StandingDraft: "Draft", records.StandingOpen: "Open", records.StandingPartlyPaid: "Partly paid",
	records.StandingOverdue: "Overdue", records.StandingPaid: "Paid", records.StandingOverpaid: "Overpaid",
	records.StandingCredit: "Credit note", records.StandingVoid: "Void",
}

// invoiceStatuses are the list's status filter: the stored statuses.
var invoiceStatuses = []option{
	{string(records.InvoiceDraft), "Draft"}, {string(records.InvoiceSent), "Issued"}, {string(records.InvoiceVoid), "Void"},
}

// invoiceList lists a page of the organization's invoices, drafts first, then
// by number from the latest, filtered by status and project.
func (s *Server) invoiceList(w http.ResponseWriter, r *http.Request, v *viewer) {
	ctx, org := r.Context(), v.Current.Organization.ID
	rights, err := s.rights(r, v)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	qs := r.URL.Query()
	p := invoiceListPage{Status: qs.Get("status"), Project: qs.Get("project"), Statuses: invoiceStatuses,
		CanAdd: rights.Can(records.KindInvoice, records.ActionCreate)}
	cursor := qs.Get(kernel.CursorParam)
	p.Filtered = p.Status != "" || p.Project != "" || cursor != ""
	list := "invoices:" + string(org) + ":" + p.Status + ":" + p.Project
	q := records.InvoiceQuery{Status: records.InvoiceStatus(p.Status), ProjectID: kernel.ID(p.Project), Limit: listPageSize + 1}
	if cursor != "" {
		c, err := s.cursors.Decode(list, cursor)
		if err != nil {
			s.fail(w, r, err)
			return
		}
		q.After = &c
	}
	found, err := s.deps.Invoices.List(ctx, v.Actor(), q)
	if err == nil {
		p.Projects, err = s.projectOptions(r, v)
	}
	if err != nil {
		s.fail(w, r, err)
		return
	}
	page := kernel.NewPage(found, listPageSize, s.cursors, list, func(inv records.Invoice) kernel.Cursor {
		return kernel.Cursor{Keys: []string{inv.Number}, ID: inv.ID}
	})
	today := s.today(v)
	for _, inv := range page.Data {
		p.Invoices = append(p.Invoices, newInvoiceLine(inv, today))
	}
	if page.NextCursor != "" {
		next := url.Values{kernel.CursorParam: {page.NextCursor}}
		if p.Status != "" {
			next.Set("status", p.Status)
		}
		if p.Project != "" {
			next.Set("project", p.Project)
		}
		p.Next = "/invoices?" + next.Encode()
	}
	s.page(w, r, http.StatusOK, "invoice_list", p)
}

// projectOptions are the organization's first records.MaxList projects, by
// start date, as choices.
func (s *Server) projectOptions(r *http.Request, v *viewer) ([]option, error) {
	projects, err := s.deps.RecordList.ListProjects(r.Context(), v.Current.Organization.ID, records.ListQuery{})
	out := make([]option, 0, len(projects))
	for _, p := range projects {
		out = append(out, option{Value: string(p.ID), Label: p.Name})
	}
	return out, err
}
