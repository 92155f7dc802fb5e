package demo

import (
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// finish completes a built dataset: every settlement deducts the deposits its
// show actually received when it was signed (records.ShowDeposits), which can only
// be known once the deposit invoices exist; a deposit a settlement collected in its
// balance closes its invoice (records.Dataset.CloseSettledDeposits); and the
// organization's legal profile is set.
func (b *builder) finish(profile records.LegalProfile) {
	shows := make(map[kernel.ID]records.Show, len(b.d.Shows))
	for _, s := range b.d.Shows {
		shows[s.ID] = s
	}
	deposits := map[kernel.ID][]records.Invoice{}
	for _, inv := range b.d.Invoices {
		if inv.Kind == records.InvoiceDeposit {
			deposits[inv.ShowID] = append(deposits[inv.ShowID], inv)
		}
	}
	for i := range b.d.Settlements {
		st := &b.d.Settlements[i]
		show := shows[st.ShowID]
		st.DepositsPaid = records.ShowDeposits(show, deposits[show.ID], st.SettledOn(show.TimeZone)).Paid
	}
	b.d.CloseSettledDeposits()
	b.d.Profile = profile
}

// northernLightsProfile is the demo organization as it appears on its invoices: a
// Swedish company with a euro account.
var northernLightsProfile = records.LegalProfile{
	LegalName: "Northern Lights Touring AB", Address: "Hornsgatan 64\n118 21 Stockholm\nSweden", Country: "SE",
	VATID: "SE559123456701", CompanyNumber: "Org. nr 559123-4567, registered office Stockholm",
	Email: "accounts@northernlights-touring.example", Phone: "+46 8 555 012 34",
	BankName: "SEB", AccountName: "Northern Lights Touring AB", IBAN: "SE45 5000 0000 0583 9825 7466", BIC: "ESSESESS",
	InvoiceFooter: "Payment within 30 days of the invoice date. Late payment interest under the Swedish Interest Act (räntelagen).",
}

// harbourProfile is the second demo organization's profile: a UK company.
var harbourProfile = records.LegalProfile{
	LegalName: "Harbour Events Ltd", Address: "3 Harbourside Walk\nBristol BS1 5DB\nUnited Kingdom", Country: "GB",
	VATID: "GB318406625", CompanyNumber: "Registered in England and Wales no. 09876543",
	Email: "accounts@harbour-events.example", Phone: "+44 117 496 0123",
	BankName: "Barclays Bank UK PLC", AccountName: "Harbour Events Ltd", IBAN: "GB33 BUKB 2020 1555 5555 55", BIC: "BUKBGB22",
	InvoiceFooter: "Payment within 30 days. Please quote the invoice number with your payment.",
}
