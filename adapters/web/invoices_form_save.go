package web

import (
	"net/http"
	"strings"

	"github.com/roadcase/roadcase/adapters/isolation"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// saveInvoiceDraft creates a draft (no id in the path) or changes one, its
// lines from the rows filled in: a row left empty is skipped, a row emptied
// takes its line off.
func (s *Server) saveInvoiceDraft(w http.ResponseWriter, r *http.Request, v *viewer) {
	id := kernel.ID(r.PathValue("id"))
	posted := map[string]string{"project_id": strings.TrimSpace(r.PostForm.Get("project_id"))}
	for k := range r.PostForm {
		if strings.HasPrefix(k, "lines/") {
			posted[k] = ""
		}
	}
	f, err := s.invoiceFormFor(r, v, id, 0, posted, true)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	inv := s.postedInvoice(f, invoiceLineRows(posted))
	inv.ID = id
	if f.Invalid() {
		s.showInvoiceForm(w, r, http.StatusUnprocessableEntity, f)
		return
	}
	var saved records.Saved
	if id == "" {
		saved, err = s.deps.Invoices.CreateDraft(r.Context(), v.Actor(), inv)
	} else {
		saved, err = s.deps.Invoices.EditDraft(r.Context(), v.Actor(), inv, f.Version)
	}
	if err != nil {
		if kernel.IsKind(err, kernel.KindConflict) && conflictCode(err) != "stale_version" {
			s.fail(w, r, err)
			return
		}
		status, err := s.saveRefused(r.Context(), v, f, s.invoiceSpec(r, v, f), err)
		if err != nil {
			s.fail(w, r, err)
			return
		}
		s.showInvoiceForm(w, r, status, f)
		return
	}
	s.flash(r.Context(), "The draft invoice for "+isolation.String(inv.ClientName)+" is saved.")
	s.flashWarnings(r.Context(), saved.Warnings)
	seeOther(w, r, "/invoices/"+string(saved.Ref.ID))
}

// postedInvoice reads the draft the form holds; each value that does not
// read is refused beside its input.
func (s *Server) postedInvoice(f *recordForm, rows int) records.Invoice {
	currency := f.Get("currency")
	inv := records.Invoice{ProjectID: kernel.ID(f.Get("project_id")), ShowID: kernel.ID(f.Get("show_id")),
		Kind: records.InvoiceKind(f.Get("kind")), ClientName: f.Get("client_name"), ClientEmail: f.Get("client_email"),
		ClientAddress: f.Get("client_address"), ClientCountry: strings.ToUpper(f.Get("client_country")),
		ClientTaxID: f.Get("client_tax_id"), Currency: currency, TaxRate: kernel.PPM(f.percentUnits("tax_rate", taxRateScale)),
		DueOn: f.date("due_on"), Notes: f.Get("notes")}
	var from []int
	for i := range rows {
		desc, qty, price := f.Get(invoiceLineName(i, "description")), f.Get(invoiceLineName(i, "quantity")), f.Get(invoiceLineName(i, "unit_price"))
		if desc == "" && qty == "" && price == "" {
			continue
		}
		if qty == "" {
			f.Values[invoiceLineName(i, "quantity")] = "1"
		}
		inv.Lines = append(inv.Lines, records.InvoiceLine{ID: kernel.NewID(), Description: desc,
			Quantity: f.whole(invoiceLineName(i, "quantity")), UnitPrice: f.amount(invoiceLineName(i, "unit_price"), currency)})
		from = append(from, i)
	}
	f.moveRows("lines", from)
	return inv
}

// invoiceSpec is the draft form for the shared refusal code: a stale save
// shows the draft as it is now beside the user's values.
func (s *Server) invoiceSpec(r *http.Request, v *viewer, f *recordForm) recordSpec {
	return recordSpec{Kind: records.KindInvoice, What: "invoice",
		values: func(d records.Dataset) map[string]string {
			if len(d.Invoices) == 0 {
				return map[string]string{}
			}
			m := invoiceValues(d.Invoices[0])
			withBlankLines(m)
			return m
		},
		inputs: func(values map[string]string) []recordInput {
			wider, err := s.invoiceFormFor(r, v, f.ID, f.Version, values, false)
			if err != nil {
				return f.inputs
			}
			return wider.inputs
		},
	}
}
