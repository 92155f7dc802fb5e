package records

import "github.com/roadcase/roadcase/core/kernel"

// TaxName is what an invoice calls the tax it charges, by the seller's country
// (ISO 3166-1 alpha-2): "VAT" in the EU, the UK, Norway and Switzerland, with the
// local name beside it where the tax office uses another ("VAT (moms)" in Sweden
// and Denmark, "VAT (MwSt.)" in Germany and Austria, "VAT (TVA)" in France),
// "Sales tax" in the United States, "GST/HST" in Canada, "GST" in Australia and
// New Zealand, and "Tax" where the country is unknown.
func TaxName(country string) string {
	if n, ok := taxNames[country]; ok {
		return n
	}
	if euMembers[country] || country == "GB" {
		return "VAT"
	}
	return "Tax"
}

var taxNames = map[string]string{
	"SE": "VAT (moms)", "DK": "VAT (moms)", "NO": "VAT (MVA)", "FI": "VAT (ALV)", "DE": "VAT (MwSt.)",
	"AT": "VAT (USt.)", "CH": "VAT (MWST)", "FR": "VAT (TVA)", "BE": "VAT (TVA/BTW)", "LU": "VAT (TVA)",
	"NL": "VAT (BTW)", "IT": "VAT (IVA)", "ES": "VAT (IVA)", "PT": "VAT (IVA)", "PL": "VAT", "CZ": "VAT (DPH)",
	"US": "Sales tax", "CA": "GST/HST", "AU": "GST", "NZ": "GST",
}

// TaxIDName is what a party's tax registration number is called, by its country:
// "EIN" (the IRS's employer identification number) in the United States, "BN" in
// Canada, "ABN" in Australia, "Org. nr" in Norway (whose VAT number is the
// organization number with MVA), and "VAT no." elsewhere in Europe and by default.
func TaxIDName(country string) string {
	switch country {
	case "US":
		return "EIN"
	case "CA":
		return "BN"
	case "AU":
		return "ABN"
	case "NO":
		return "Org. nr"
	}
	return "VAT no."
}

// nationalCurrencies are the currencies the VAT of a country outside the euro must
// be stated in (VAT Directive art. 230; the UK's and Norway's and Switzerland's
// rules alike).
var nationalCurrencies = map[string]string{
	"SE": "SEK", "DK": "DKK", "PL": "PLN", "CZ": "CZK", "HU": "HUF", "RO": "RON", "BG": "BGN",
	"GB": "GBP", "NO": "NOK", "CH": "CHF",
}

// NationalCurrency returns the currency the VAT charged by a seller in country
// must be stated in: its national currency, EUR in the euro area, "" when
// unknown.
func NationalCurrency(country string) string {
	if c, ok := nationalCurrencies[country]; ok {
		return c
	}
	if euMembers[country] {
		return "EUR"
	}
	return ""
}

// VATInNationalCurrency is the VAT of an invoice restated in the seller's national
// currency, with the rate used.
type VATInNationalCurrency struct {
	Currency string      // the seller's national currency
	Amount   int64       // the invoice's tax in minor units of Currency
	Rate     kernel.Rate // one unit of the invoice's currency in Currency
}

// NationalVAT restates inv's tax in the seller's national currency when the invoice
// charges VAT in another currency, as the VAT Directive's art. 230 requires (a
// Swedish seller billing in DKK, NOK or EUR states the VAT in SEK). rates gives
// one unit of a currency in a common currency (the project's home, see
// Dataset.BookedRates); the rate used is their cross rate. ok is false when no
// restatement is due (no tax, the invoice already in the national currency, an
// unknown country) or no rate is known for either currency.
func (p LegalProfile) NationalVAT(inv Invoice, rates map[string]kernel.Rate) (VATInNationalCurrency, bool) {
	national := NationalCurrency(p.Country)
	tax := inv.Tax()
	if national == "" || tax == 0 || inv.Currency == "" || inv.Currency == national {
		return VATInNationalCurrency{}, false
	}
	from, to := rates[inv.Currency], rates[national]
	if from <= 0 || to <= 0 {
		return VATInNationalCurrency{}, false
	}
	cross := kernel.Rate(mulDiv(int64(from), int64(kernel.RateOne), int64(to)))
	amount, err := cross.Convert(tax, inv.Currency, national)
	if err != nil || cross <= 0 {
		return VATInNationalCurrency{}, false
	}
	return VATInNationalCurrency{Currency: national, Amount: amount, Rate: cross}, true
}

// BookedRates returns, for project, the rate of each currency its records were
// booked at into the project's home currency: the home currency at 1, then each
// settlement's rate, then each income line's and expense's for currencies no
// settlement has. The records of one project use one rate per currency (the
// demo's fixed rates of the season); where they do not, the first in that order
// wins. It is the rate an invoice's VAT is restated at (LegalProfile.NationalVAT).
func (d Dataset) BookedRates(project kernel.ID) map[string]kernel.Rate {
	rates := map[string]kernel.Rate{}
	for _, p := range d.Projects {
		if p.ID == project {
			rates[p.Currency] = kernel.RateOne
		}
	}
	shows := map[kernel.ID]bool{}
	for _, s := range d.Shows {
		shows[s.ID] = s.ProjectID == project
	}
	note := func(cur string, r kernel.Rate) {
		if _, ok := rates[cur]; !ok && cur != "" && r > 0 {
			rates[cur] = r
		}
	}
	for _, st := range d.Settlements {
		if shows[st.ShowID] && st.Signed() {
			note(st.Currency, st.Rate)
		}
	}
	for _, l := range d.Income {
		if l.ProjectID == project {
			note(l.Currency, l.Rate)
		}
	}
	for _, e := range d.Expenses {
		if e.ProjectID == project {
			note(e.Currency, e.Rate)
		}
	}
	return rates
}
