package demo

import (
	"fmt"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// promoterAccount is a promoter the European tour bills deposits to: who it is,
// its VAT registration, and how it paid, show by show.
type promoterAccount struct {
	client, email, address, country, taxID string
	tax                                    kernel.PPM // VAT charged, in millionths; 0 under reverse charge
	dates                                  []kernel.Date
	pay                                    func(k int) []paid // the payments on the k-th show's invoice
	notes                                  string
}

// paidOn is a payment in full on one date.
func paidOn(on kernel.Date, method string) func(int) []paid {
	return func(int) []paid { return []paid{{share: 1000, on: on, method: method}} }
}

// tourInvoices bills each promoter one deposit invoice a show, in the show's
// currency, issued in January and due in mid-February. The organization is a
// Swedish company: Polaris Live is billed Swedish VAT at 6% (the rate for
// performances), every other promoter is a business abroad and accounts for VAT
// itself (reverse charge). Most deposits are paid; Wisła Sound has paid nothing
// (overdue, so its settlements deduct no deposit) and Mediterranea Live has not
// paid the Madrid deposit.
func (b *builder) tourInvoices(project kernel.ID) {
	accounts := []promoterAccount{
		{"Northbound Live Ltd", "accounts@northbound-live.example", "12 Deansgate\nManchester M3 2BW\nUnited Kingdom", "GB", "GB284117756", 0,
			[]kernel.Date{"2026-02-21", "2026-02-22", "2026-02-24", "2026-02-25"}, paidOn("2026-01-30", "bank_transfer"), ""},
		{"Soirées Lumière SAS", "compta@soirees-lumiere.example", "14 Rue de Paradis\n75010 Paris\nFrance", "FR", "FR40303265045", 0,
			[]kernel.Date{"2026-02-27", "2026-02-28", "2026-03-26"}, paidOn("2026-02-06", "bank_transfer"), ""},
		{"Lage Landen Concerts BV", "finance@lagelanden-concerts.example", "Keizersgracht 241\n1016 EA Amsterdam\nNetherlands", "NL", "NL859432107B01", 0,
			[]kernel.Date{"2026-03-02"}, paidOn("2026-02-09", "bank_transfer"), "Utrecht deposit not invoiced: the show was cancelled."},
		{"Hochton Konzerte GmbH", "buchhaltung@hochton-konzerte.example", "Oranienstraße 185\n10999 Berlin\nGermany", "DE", "DE293118450", 0,
			[]kernel.Date{"2026-03-05", "2026-03-06", "2026-03-14", "2026-03-19", "2026-03-20", "2026-03-22"},
			func(k int) []paid {
				return []paid{{share: 500, on: "2026-02-05", method: "bank_transfer"}, {share: 1000, on: "2026-02-26", method: "bank_transfer"}}
			}, ""},
		{"Polaris Live AB", "ekonomi@polaris-live.example", "Götgatan 48\n118 26 Stockholm\nSweden", "SE", "SE556677889901", 60_000,
			[]kernel.Date{"2026-03-08", "2026-03-09", "2026-03-10", "2026-03-12"}, func(k int) []paid {
				return []paid{{share: 1000, on: "2026-02-12", method: "card", ref: fmt.Sprintf("ch_3Nq8Demo%04d", k+1)}}
			}, ""},
		{"Wisła Sound Sp. z o.o.", "ksiegowosc@wisla-sound.example", "ul. Mokotowska 51\n00-542 Warszawa\nPoland", "PL", "PL5252248481", 0,
			[]kernel.Date{"2026-03-16", "2026-03-17"}, func(int) []paid { return nil },
			"Reminders sent 2026-03-01, 2026-04-15 and 2026-09-01."},
		{"Mediterranea Live SRL", "amministrazione@mediterranea-live.example", "Via Tortona 31\n20144 Milano\nItaly", "IT", "IT12345678901", 0,
			[]kernel.Date{"2026-03-24", "2026-04-02", "2026-04-04"}, func(k int) []paid {
				return [][]paid{{{share: 1000, on: "2026-02-18", method: "bank_transfer"}}, {{share: 1000, on: "2026-03-20", method: "bank_transfer"}}, nil}[k]
			}, "Madrid deposit outstanding."},
	}
	n := 0
	for _, a := range accounts {
		for k, date := range a.dates {
			n++
			s := b.showByID(b.id(showPath("nlt26", date, "")))
			b.invoice(project, s.Currency, bill{number: fmt.Sprintf("INV-2026-%04d", n), kind: records.InvoiceDeposit,
				client: a.client, email: a.email, address: a.address, country: a.country, taxID: a.taxID,
				show: s.ID, issued: "2026-01-15", due: "2026-02-14", tax: a.tax, status: records.InvoiceSent,
				paid: a.pay(k), notes: a.notes,
				lines: []line{{"Deposit: Aurora Lane, " + b.venueByID(s.VenueID).city + " " + string(date), 1, s.Deal.Deposit}}})
		}
	}
}

// showByID returns the show with id.
func (b *builder) showByID(id kernel.ID) records.Show {
	for _, s := range b.d.Shows {
		if s.ID == id {
			return s
		}
	}
	panic("demo: unknown show " + string(id))
}
