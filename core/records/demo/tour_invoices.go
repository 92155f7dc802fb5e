package demo

import (
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// depositBill describes an invoice for the deposits of a promoter's shows.
type depositBill struct {
	number, client, email, address string
	dates                          []kernel.Date
	tax                            kernel.BasisPoints
	paid                           []paid
	notes                          string
}

// tourInvoices bills each promoter for the deposits of its shows, issued in January
// and due in mid-February. Most are paid; Wisła Sound has paid nothing (overdue)
// and Mediterranea Live paid two of three deposits (partly paid and overdue).
func (b *builder) tourInvoices(project kernel.ID) {
	deposit := func(date kernel.Date) int64 { return b.showByID(b.id(showPath("nlt26", date, ""))).Deal.Deposit }
	bills := []depositBill{
		{"INV-2026-0001", "Northbound Live Ltd", "accounts@northbound-live.example", "12 Deansgate\nManchester M3 2BW\nUnited Kingdom",
			[]kernel.Date{"2026-02-21", "2026-02-22", "2026-02-24", "2026-02-25"}, 2000,
			[]paid{{share: 1000, on: "2026-01-30", method: "bank_transfer"}}, ""},
		{"INV-2026-0002", "Soirées Lumière SAS", "compta@soirees-lumiere.example", "14 Rue de Paradis\n75010 Paris\nFrance",
			[]kernel.Date{"2026-02-27", "2026-02-28", "2026-03-26"}, 0,
			[]paid{{share: 1000, on: "2026-02-06", method: "bank_transfer"}}, "VAT reverse charge: article 196, Directive 2006/112/EC."},
		{"INV-2026-0003", "Lage Landen Concerts BV", "finance@lagelanden-concerts.example", "Keizersgracht 241\n1016 EA Amsterdam\nNetherlands",
			[]kernel.Date{"2026-03-02"}, 0,
			[]paid{{share: 1000, on: "2026-02-09", method: "bank_transfer"}}, "VAT reverse charge. Utrecht deposit not invoiced: the show was cancelled."},
		{"INV-2026-0004", "Hochton Konzerte GmbH", "buchhaltung@hochton-konzerte.example", "Oranienstraße 185\n10999 Berlin\nGermany",
			[]kernel.Date{"2026-03-05", "2026-03-06", "2026-03-14", "2026-03-19", "2026-03-20", "2026-03-22"}, 0,
			[]paid{{share: 500, on: "2026-02-05", method: "bank_transfer"}, {share: 1000, on: "2026-02-26", method: "bank_transfer"}}, "VAT reverse charge."},
		{"INV-2026-0005", "Polaris Live AB", "ekonomi@polaris-live.example", "Götgatan 48\n118 26 Stockholm\nSweden",
			[]kernel.Date{"2026-03-08", "2026-03-09", "2026-03-10", "2026-03-12"}, 0,
			[]paid{{share: 1000, on: "2026-02-12", method: "card", ref: "ch_3Nq8Demo0005"}}, "VAT reverse charge."},
		{"INV-2026-0006", "Wisła Sound Sp. z o.o.", "ksiegowosc@wisla-sound.example", "ul. Mokotowska 51\n00-542 Warszawa\nPoland",
			[]kernel.Date{"2026-03-16", "2026-03-17"}, 0, nil, "VAT reverse charge. Reminders sent 2026-03-01, 2026-04-15 and 2026-09-01."},
		{"INV-2026-0007", "Mediterranea Live SRL", "amministrazione@mediterranea-live.example", "Via Tortona 31\n20144 Milano\nItaly",
			[]kernel.Date{"2026-03-24", "2026-04-02", "2026-04-04"}, 0,
			[]paid{{amount: deposit("2026-03-24"), on: "2026-02-18", method: "bank_transfer"},
				{amount: deposit("2026-04-02"), on: "2026-03-20", method: "bank_transfer"}}, "VAT reverse charge. Madrid deposit outstanding."},
	}
	for _, d := range bills {
		in := bill{number: d.number, client: d.client, email: d.email, address: d.address, issued: "2026-01-15",
			due: "2026-02-14", tax: d.tax, status: records.InvoiceSent, paid: d.paid, notes: d.notes}
		for _, date := range d.dates {
			s := b.showByID(b.id(showPath("nlt26", date, "")))
			in.lines = append(in.lines, line{"Deposit: Aurora Lane, " + b.venueByID(s.VenueID).city + " " + string(date), 1, s.Deal.Deposit})
		}
		b.invoice(project, "EUR", in)
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
