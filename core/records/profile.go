package records

// LegalProfile is how an organization appears on the documents it issues as the
// seller: its registered name and address, tax registrations and the bank account
// clients pay into. UK and EU invoices are legally incomplete without the seller's
// address and VAT number; the bank details tell the client how to pay.
type LegalProfile struct {
	LegalName     string // registered name, e.g. "Northern Lights Touring Ltd"
	Address       string // registered address, one line per line
	Country       string // ISO 3166-1 alpha-2, e.g. "GB"
	VATID         string // VAT registration number with its country prefix, e.g. "GB123456789"
	CompanyNumber string // company registration number, e.g. "Registered in England 01234567"
	Email         string
	Phone         string
	BankName      string
	AccountName   string
	IBAN          string
	BIC           string
	InvoiceFooter string // printed at the foot of every invoice, e.g. payment terms
}

// KindLegalProfile names the legal profile in the activity log and among the
// records' versions (ports.LegalProfileStore), under the organization's id. It
// is not one of Kinds: the profile is the organization's, not a record of it.
const KindLegalProfile Kind = "legal_profile"

// IsZero reports whether no part of the profile is recorded.
func (p LegalProfile) IsZero() bool { return p == LegalProfile{} }

// ReverseCharge reports whether VAT on inv is accounted for by the client rather
// than charged by the seller (EU VAT Directive art. 196; the UK's reverse charge
// for services received from abroad): a business client, identified by its tax
// number, in another country than the seller, billed with no VAT. The invoice
// must then say so.
func (p LegalProfile) ReverseCharge(inv Invoice) bool {
	return p.Country != "" && inv.ClientCountry != "" && inv.ClientCountry != p.Country &&
		inv.ClientTaxID != "" && inv.TaxRate == 0
}

// ReverseChargeNote is the wording an invoice between businesses in two EU
// countries carries.
const ReverseChargeNote = "Reverse charge: VAT to be accounted for by the recipient (Article 196, Council Directive 2006/112/EC)."

// OutsideScopeNote is the wording of an invoice to a business in another country
// when seller and client are not both in the EU (a Swedish seller and a UK or US
// client, a UK seller and any client abroad): the supply is taxed, if at all, where
// the client is, under that country's own reverse charge.
const OutsideScopeNote = "Outside the scope of VAT in the seller's country: the place of supply is the customer's country, where the customer accounts for any VAT due."

// TaxNote returns the VAT wording inv must carry, or "" when it charges VAT
// normally: ReverseChargeNote between EU countries, OutsideScopeNote otherwise.
func (p LegalProfile) TaxNote(inv Invoice) string {
	if !p.ReverseCharge(inv) {
		return ""
	}
	if euMembers[p.Country] && euMembers[inv.ClientCountry] {
		return ReverseChargeNote
	}
	return OutsideScopeNote
}

// euMembers are the member states of the European Union (ISO 3166-1 alpha-2).
var euMembers = map[string]bool{
	"AT": true, "BE": true, "BG": true, "HR": true, "CY": true, "CZ": true, "DK": true, "EE": true, "FI": true,
	"FR": true, "DE": true, "GR": true, "HU": true, "IE": true, "IT": true, "LV": true, "LT": true, "LU": true,
	"MT": true, "NL": true, "PL": true, "PT": true, "RO": true, "SK": true, "SI": true, "ES": true, "SE": true,
}
