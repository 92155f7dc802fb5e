package web

import (
	"net/http"
	"strings"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// The organization's legal profile page (/settings/legal-profile): how the
// invoices present the organization as the seller. Any member reads it in the
// form; admins and owners save it (ports.LegalProfileEditor decides, at the
// call). The inputs are named by the export form's fields, so the rules'
// pointers ("/iban") land beside them.

// profileInputs are the legal profile's inputs.
var profileInputs = []recordInput{
	{Name: "legal_name", Label: "Legal name", Opts: []string{"autocomplete=organization", "hint=As registered, such as Northern Lights Touring AB."}},
	{Name: "address", Label: "Registered address", Opts: []string{"textarea"}},
	{Name: "country", Label: "Country", Opts: []string{"hint=Two letters, such as SE or GB."}},
	{Name: "vat_id", Label: "VAT number", Opts: []string{"autocomplete=off", "hint=With its country prefix, such as SE559123456701."}},
	{Name: "company_number", Label: "Company registration", Opts: []string{"autocomplete=off"}},
	{Name: "email", Label: "Accounts email", Opts: []string{"type=email"}},
	{Name: "phone", Label: "Phone", Opts: []string{"type=tel"}},
	{Name: "bank_name", Label: "Bank"},
	{Name: "account_name", Label: "Account holder"},
	{Name: "iban", Label: "IBAN", Opts: []string{"autocomplete=off", "hint=As on the bank statement; its check digits are verified."}},
	{Name: "bic", Label: "BIC (SWIFT)", Opts: []string{"autocomplete=off"}},
	{Name: "invoice_footer", Label: "Invoice footer", Opts: []string{"textarea", "hint=Printed at the foot of every invoice, such as the payment terms."}},
}

// profileValues are the profile's values as the form's text.
func profileValues(p records.LegalProfile) map[string]string {
	return map[string]string{"legal_name": p.LegalName, "address": p.Address, "country": p.Country, "vat_id": p.VATID,
		"company_number": p.CompanyNumber, "email": p.Email, "phone": p.Phone, "bank_name": p.BankName,
		"account_name": p.AccountName, "iban": p.IBAN, "bic": p.BIC, "invoice_footer": p.InvoiceFooter}
}

// profileOf is the profile the posted form describes; the country and the
// bank codes are taken in capitals, as they are printed.
func profileOf(f *recordForm) records.LegalProfile {
	return records.LegalProfile{LegalName: f.Get("legal_name"), Address: f.Get("address"),
		Country: strings.ToUpper(f.Get("country")), VATID: strings.ToUpper(f.Get("vat_id")),
		CompanyNumber: f.Get("company_number"), Email: f.Get("email"), Phone: f.Get("phone"), BankName: f.Get("bank_name"),
		AccountName: f.Get("account_name"), IBAN: strings.ToUpper(f.Get("iban")), BIC: strings.ToUpper(f.Get("bic")),
		InvoiceFooter: f.Get("invoice_footer")}
}

// legalProfilePage shows the profile's form; a member who may not change it
// gets 403, as the record forms do.
func (s *Server) legalProfilePage(w http.ResponseWriter, r *http.Request, v *viewer) {
	p, version, may, err := s.deps.Profiles.OpenProfile(r.Context(), v.Actor())
	if err == nil && !may {
		err = kernel.Forbidden("insufficient_role", "Only admins and owners change the legal profile.")
	}
	if err != nil {
		s.fail(w, r, err)
		return
	}
	f := openRecordForm(profileFormID(v), version, profileValues(p), profileInputs)
	s.showProfile(w, r, http.StatusOK, f)
}

// saveLegalProfile saves the posted profile at the version the form started
// from: 303 to the organization page, 422 with the errors beside their inputs,
// 409 with the profile as it is now beside what the admin typed.
func (s *Server) saveLegalProfile(w http.ResponseWriter, r *http.Request, v *viewer) {
	f := postedRecordForm(r, profileFormID(v), profileInputs)
	_, err := s.deps.Profiles.SaveProfile(r.Context(), v.Actor(), profileOf(f), f.Version)
	switch {
	case err == nil:
		s.flash(r.Context(), "The legal profile is saved; new invoices print it.")
		seeOther(w, r, "/settings/organization")
		return
	case kernel.IsKind(err, kernel.KindConflict) && conflictCode(err) == "stale_version":
		now, version, _, oerr := s.deps.Profiles.OpenProfile(r.Context(), v.Actor())
		if oerr != nil {
			s.fail(w, r, oerr)
			return
		}
		f.staleAgainst("Someone changed the legal profile since you opened it.", version, profileValues(now))
		s.showProfile(w, r, http.StatusConflict, f)
	case f.absorbSave(err):
		s.showProfile(w, r, http.StatusUnprocessableEntity, f)
	default:
		s.fail(w, r, err)
	}
}

// profileFormID is the id the form carries for the stale panel: the
// organization's own.
func profileFormID(v *viewer) kernel.ID { return v.Actor().OrgID }

func (s *Server) showProfile(w http.ResponseWriter, r *http.Request, status int, f *recordForm) {
	p := recordPage{Title: "Legal profile", Context: "the organization", Form: f, Action: "/settings/legal-profile",
		Back: "/settings/organization", BackTo: "/settings/organization", Submit: "Save the legal profile",
		Lead: "How invoices present the organization as the seller. EU and UK invoices need the registered address and VAT number.",
		Groups: []formGroup{{Legend: "Registration", Inputs: []string{"legal_name", "address", "country", "vat_id", "company_number"}},
			{Legend: "Contact", Inputs: []string{"email", "phone"}},
			{Legend: "Bank", Inputs: []string{"bank_name", "account_name", "iban", "bic"}},
			{Legend: "Invoices", Inputs: []string{"invoice_footer"}}}}
	s.page(w, r, status, "logistics_form", p)
}
