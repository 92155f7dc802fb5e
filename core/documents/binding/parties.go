package binding

import (
	"cmp"
	"strings"

	"github.com/roadcase/roadcase/core/records"
)

// sellerParty is the organization as the seller of an invoice, receipt or quote:
// its legal profile when one is recorded (legal name, registered address, VAT
// number, company registration), otherwise its name only.
func sellerParty(src Source) map[string]any {
	p := src.Data.Profile
	m := map[string]any{"name": cmp.Or(p.LegalName, src.OrgName)}
	if lines := invoiceAddressLines(p.Address); len(lines) > 0 {
		m["address"] = lines
	}
	PutString(m, "email", p.Email)
	PutString(m, "phone", p.Phone)
	PutString(m, "tax_id", p.VATID)
	if p.VATID != "" {
		m["tax_id_label"] = records.TaxIDName(p.Country)
	}
	PutString(m, "registration", p.CompanyNumber)
	return m
}

// clientParty is the invoice's client: name, address, email and tax number.
func clientParty(inv *records.Invoice) map[string]any {
	m := map[string]any{"name": inv.ClientName}
	if lines := invoiceAddressLines(inv.ClientAddress); len(lines) > 0 {
		m["address"] = lines
	}
	PutString(m, "email", inv.ClientEmail)
	PutString(m, "tax_id", inv.ClientTaxID)
	if inv.ClientTaxID != "" {
		m["tax_id_label"] = records.TaxIDName(inv.ClientCountry)
	}
	return m
}

// bankDetails is the account the organization is paid into, or nil when its
// profile records none.
func bankDetails(p records.LegalProfile) map[string]any {
	if p.IBAN == "" && p.BankName == "" {
		return nil
	}
	m := map[string]any{}
	PutString(m, "bank_name", p.BankName)
	PutString(m, "account_name", p.AccountName)
	PutString(m, "iban", p.IBAN)
	PutString(m, "bic", p.BIC)
	return m
}

// taxNote is the VAT wording an invoice must carry when the client accounts for
// the VAT (records.LegalProfile.TaxNote).
func taxNote(p records.LegalProfile, inv *records.Invoice) string { return p.TaxNote(*inv) }

// putLegal adds the bank details, the tax note and the footer of the
// organization's profile to an invoice-like document.
func putLegal(out map[string]any, p records.LegalProfile, inv *records.Invoice) {
	if b := bankDetails(p); b != nil {
		out["bank"] = b
	}
	PutString(out, "tax_note", taxNote(p, inv))
	PutString(out, "footer", strings.TrimSpace(p.InvoiceFooter))
}
