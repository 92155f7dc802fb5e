package web

import (
	"net/http"
	"strconv"
	"strings"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// blankInvoiceLines is how many empty line rows the draft form offers to add.
const blankInvoiceLines = 2

// invoiceFields are the draft form's single inputs, by the invoice's field
// names, where the use case points its errors.
func invoiceFields(projects, shows []option, currency string) []recordInput {
	return []recordInput{
		{Name: "project_id", Label: "Project", Options: append([]option{{"", "Choose a project"}}, projects...)},
		{Name: "kind", Label: "Kind", Options: []option{{string(records.InvoiceStandard), "Invoice"},
			{string(records.InvoiceDeposit), "Deposit invoice (bills a show's deposit)"}}},
		{Name: "show_id", Label: "Show", Options: append([]option{{"", "No show"}}, shows...),
			Opts: []string{"hint=A deposit invoice is tied to its show. The project's shows are listed once the project is saved."}},
		{Name: "client_name", Label: "Client"},
		{Name: "client_email", Label: "Client's e-mail address", Opts: []string{"type=email", "hint=Where “Send to client” mails the invoice."}},
		{Name: "client_address", Label: "Client's address", Opts: []string{"textarea"}},
		{Name: "client_country", Label: "Client's country", Opts: []string{"hint=Two letters (ISO 3166-1), such as GB."}},
		{Name: "client_tax_id", Label: "Client's VAT or tax number"},
		{Name: "currency", Label: "Currency", Options: currencyOptions()},
		{Name: "tax_rate", Label: "Tax rate (%)", Opts: []string{"hint=Such as 21 or 20.5; 0 for none."}},
		{Name: "due_on", Label: "Due on", Opts: []string{"type=date"}},
		{Name: "notes", Label: "Notes", Opts: []string{"textarea"}},
	}
}

// invoiceLineName is the input of a line's field: "lines/0/unit_price".
func invoiceLineName(row int, field string) string { return "lines/" + strconv.Itoa(row) + "/" + field }

// invoiceLineInputs are the inputs of rows line rows.
func invoiceLineInputs(rows int, currency string) []recordInput {
	var out []recordInput
	for i := range rows {
		n := strconv.Itoa(i + 1)
		out = append(out, recordInput{Name: invoiceLineName(i, "description"), Label: "Line " + n + ": description"},
			recordInput{Name: invoiceLineName(i, "quantity"), Label: "Line " + n + ": quantity", Opts: []string{"type=number"}},
			recordInput{Name: invoiceLineName(i, "unit_price"), Label: "Line " + n + ": unit price", Opts: []string{"money=" + currency}})
	}
	return out
}

// invoiceValues are a draft's values as the form's text, with blank rows.
func invoiceValues(inv records.Invoice) map[string]string {
	m := map[string]string{"project_id": string(inv.ProjectID), "kind": string(inv.Kind), "show_id": string(inv.ShowID),
		"client_name": inv.ClientName, "client_email": inv.ClientEmail, "client_address": inv.ClientAddress,
		"client_country": inv.ClientCountry, "client_tax_id": inv.ClientTaxID, "currency": inv.Currency,
		"tax_rate": percentText(int64(inv.TaxRate), taxRateScale), "due_on": string(inv.DueOn), "notes": inv.Notes}
	for i, l := range inv.Lines {
		m[invoiceLineName(i, "description")] = l.Description
		m[invoiceLineName(i, "quantity")] = strconv.Itoa(l.Quantity)
		m[invoiceLineName(i, "unit_price")] = amountText(l.UnitPrice, inv.Currency)
	}
	return m
}

// invoiceLineRows counts the line rows of values: one past the highest.
func invoiceLineRows(values map[string]string) int {
	n := 0
	for k := range values {
		if rest, ok := strings.CutPrefix(k, "lines/"); ok {
			i, err := strconv.Atoi(rest[:max(strings.Index(rest, "/"), 0)])
			if err == nil && i+1 > n && i < records.MaxList {
				n = i + 1
			}
		}
	}
	return n
}

// invoiceFormPage is the data of the draft form.
type invoiceFormPage struct {
	Form                *recordForm
	Title, Action, Back string
	LineRows            []int
}

// invoiceFormFor returns the draft form over values, with the project's
// shows as the show's choices.
func (s *Server) invoiceFormFor(r *http.Request, v *viewer, id kernel.ID, version int, values map[string]string,
	posted bool) (*recordForm, error) {
	projects, err := s.projectOptions(r, v)
	if err != nil {
		return nil, err
	}
	shows, err := s.showOptions(r, v, kernel.ID(values["project_id"]))
	if err != nil {
		return nil, err
	}
	currency := values["currency"]
	if posted {
		currency = strings.TrimSpace(r.PostForm.Get("currency"))
	}
	inputs := append(invoiceFields(projects, shows, currency), invoiceLineInputs(invoiceLineRows(values), currency)...)
	if posted {
		return postedRecordForm(r, id, inputs), nil
	}
	return openRecordForm(id, version, values, inputs), nil
}

// showOptions are a project's shows as choices, by date; none without a
// project.
func (s *Server) showOptions(r *http.Request, v *viewer, project kernel.ID) ([]option, error) {
	if project.IsZero() {
		return nil, nil
	}
	d, err := s.deps.RecordData.LoadDataset(r.Context(), v.Current.Organization.ID,
		records.DatasetFilter{ProjectID: project, Kinds: []records.Kind{records.KindShow, records.KindVenue}})
	if kernel.IsKind(err, kernel.KindNotFound) {
		return nil, nil
	}
	out := make([]option, 0, len(d.Shows))
	for _, sh := range d.Shows {
		out = append(out, option{Value: string(sh.ID), Label: d.Label(records.KindShow, sh.ID)})
	}
	return out, err
}

func (s *Server) showInvoiceForm(w http.ResponseWriter, r *http.Request, status int, f *recordForm) {
	p := invoiceFormPage{Form: f, Title: "New invoice", Action: "/invoices/new", Back: "/invoices"}
	if f.ID != "" {
		p.Title, p.Action, p.Back = "Edit draft invoice", "/invoices/"+string(f.ID)+"/edit", "/invoices/"+string(f.ID)
	}
	for i := range invoiceLineRows(inputValues(f)) {
		p.LineRows = append(p.LineRows, i)
	}
	s.page(w, r, status, "invoice_form", p)
}

// newInvoiceForm is the form of a new draft; ?project= chooses its project.
func (s *Server) newInvoiceForm(w http.ResponseWriter, r *http.Request, v *viewer) {
	if err := s.may(r, v, records.KindInvoice, records.ActionCreate); err != nil {
		s.fail(w, r, err)
		return
	}
	due := s.today(v).AddDays(30)
	values := invoiceValues(records.Invoice{ProjectID: kernel.ID(r.URL.Query().Get("project")), Kind: records.InvoiceStandard,
		Currency: v.Current.Organization.Currency, DueOn: due})
	withBlankLines(values)
	f, err := s.invoiceFormFor(r, v, "", 0, values, false)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.showInvoiceForm(w, r, http.StatusOK, f)
}

// editInvoiceForm is the form of a draft; an issued invoice is refused with
// the reason (records.Invoice.Editable).
func (s *Server) editInvoiceForm(w http.ResponseWriter, r *http.Request, v *viewer) {
	opened, err := s.openKind(r, v, records.KindInvoice)
	if err == nil {
		err = s.may(r, v, records.KindInvoice, records.ActionChange)
	}
	if err == nil {
		err = opened.Record.Invoices[0].Editable()
	}
	if err != nil {
		s.fail(w, r, err)
		return
	}
	values := invoiceValues(opened.Record.Invoices[0])
	withBlankLines(values)
	f, err := s.invoiceFormFor(r, v, opened.Ref.ID, opened.Version, values, false)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.showInvoiceForm(w, r, http.StatusOK, f)
}

// withBlankLines adds empty line rows for the user to add lines.
func withBlankLines(m map[string]string) {
	n := invoiceLineRows(m)
	for i := n; i < n+blankInvoiceLines; i++ {
		m[invoiceLineName(i, "description")], m[invoiceLineName(i, "quantity")], m[invoiceLineName(i, "unit_price")] = "", "", ""
	}
}
