package records_test

import (
	"testing"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

func TestShowFigures(t *testing.T) {
	t.Parallel()
	s := show()
	cases := []struct {
		name      string
		got, want int64
	}{
		{"gross is price times sold over the tiers", s.Gross(), 4500*600 + 12000*150},
		{"sold sums the tiers", int64(s.Sold()), 750},
		{"sellable is allotment less comps and kills", int64(s.Sellable()), (800 - 20 - 10) + (200 - 5)},
		{"comps sum the tiers", int64(s.Comps()), 25},
		{"kills sum the tiers", int64(s.Kills()), 10},
		{"allotment sums the tiers", int64(s.Allotment()), 1000},
		{"potential is price times sellable", s.Potential(), 4500*770 + 12000*195},
		{"a tier's gross is its price times sold", s.Tiers[1].Gross(), 1_800_000},
		{"a tier's sellable excludes comps and kills", int64(s.Tiers[0].Sellable()), 770},
		{"the venue merch fee is its rate of the merch gross", s.VenueMerchFee(), 246_900},
		{"a show without tiers grosses nothing", records.Show{}.Gross(), 0},
	}
	for _, tc := range cases {
		if tc.got != tc.want {
			t.Errorf("%s: got %d, want %d", tc.name, tc.got, tc.want)
		}
	}
}

func TestInvoiceFigures(t *testing.T) {
	t.Parallel()
	inv := invoice()
	paidLater := with(invoice(), func(inv *records.Invoice) {
		inv.Payments = append([]records.Payment{{ID: id("payment-2"), Amount: 796_899, ReceivedOn: "2026-05-20"}},
			inv.Payments...)
	})
	cases := []struct {
		name      string
		got, want int64
	}{
		{"the subtotal sums quantity times unit price", inv.Subtotal(), 1_500_000 + 3*3333},
		{"tax is rounded half away from zero once per invoice", inv.Tax(), 286_900},
		{"the total is subtotal plus tax", inv.Total(), 1_796_899},
		{"paid sums the payments", inv.Paid(), 1_000_000},
		{"outstanding is total less paid", inv.Outstanding(), 796_899},
		{"a fully paid invoice owes nothing", paidLater.Outstanding(), 0},
		{"an overpaid invoice owes a negative amount",
			with(paidLater, func(inv *records.Invoice) { inv.Payments[0].Amount++ }).Outstanding(), -1},
		{"a void invoice owes nothing",
			with(invoice(), func(inv *records.Invoice) { inv.Status = records.InvoiceVoid }).Outstanding(), 0},
		{"half a minor unit of tax rounds up",
			records.Invoice{TaxRate: 100_000, Lines: []records.InvoiceLine{{Quantity: 1, UnitPrice: 5}}}.Tax(), 1},
		// New York City's combined sales tax, 8.875 %, has three decimals: on
		// $1,234.56 it is $109.5672, $109.57; in basis points it would have been
		// 8.88 % = $109.63 or 8.87 % = $109.51.
		{"a rate with three decimals is exact: 8.875 % of $1,234.56",
			records.Invoice{TaxRate: 88_750, Lines: []records.InvoiceLine{{Quantity: 1, UnitPrice: 123_456}}}.Tax(), 10_957},
		{"and 15.825 % of €2,000.00 is €316.50",
			records.Invoice{TaxRate: 158_250, Lines: []records.InvoiceLine{{Quantity: 2, UnitPrice: 100_000}}}.Tax(), 31_650},
	}
	for _, tc := range cases {
		if tc.got != tc.want {
			t.Errorf("%s: got %d, want %d", tc.name, tc.got, tc.want)
		}
	}
}

func TestInvoiceIsOverdue(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name  string
		inv   records.Invoice
		today kernel.Date
		want  bool
	}{
		{"a sent invoice unpaid after its due date is overdue", invoice(), "2026-05-18", true},
		{"an invoice is not overdue on its due date", invoice(), "2026-05-17", false},
		{"a draft is never overdue",
			with(invoice(), func(inv *records.Invoice) { inv.Status = records.InvoiceDraft }), "2026-06-01", false},
		{"a void invoice is never overdue",
			with(invoice(), func(inv *records.Invoice) { inv.Status = records.InvoiceVoid }), "2026-06-01", false},
		{"a paid invoice is not overdue",
			with(invoice(), func(inv *records.Invoice) { inv.Payments[0].Amount = inv.Total() }), "2026-06-01", false},
	}
	for _, tc := range cases {
		if got := tc.inv.IsOverdue(tc.today); got != tc.want {
			t.Errorf("%s: got %v, want %v", tc.name, got, tc.want)
		}
	}
}

func TestInvoicePaidOn(t *testing.T) {
	t.Parallel()
	second := records.Payment{ID: id("payment-2"), Amount: 796_899, ReceivedOn: "2026-05-20"}
	cases := []struct {
		name   string
		inv    records.Invoice
		want   kernel.Date
		wantOK bool
	}{
		{"a partly paid invoice has no paid date", invoice(), "", false},
		{"an invoice without payments has no paid date",
			with(invoice(), func(inv *records.Invoice) { inv.Payments = nil }), "", false},
		{"the paid date is that of the payment completing the total, whatever the slice order",
			with(invoice(), func(inv *records.Invoice) { inv.Payments = []records.Payment{second, inv.Payments[0]} }),
			"2026-05-20", true},
		{"an overpayment in one go is paid on its date",
			with(invoice(), func(inv *records.Invoice) { inv.Payments[0].Amount = 2_000_000 }), "2026-05-10", true},
	}
	for _, tc := range cases {
		got, ok := tc.inv.PaidOn()
		if got != tc.want || ok != tc.wantOK {
			t.Errorf("%s: got %q, %v; want %q, %v", tc.name, got, ok, tc.want, tc.wantOK)
		}
	}
}

func TestDurations(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name      string
		got, want int
	}{
		{"a stay from the 1st to the 3rd is two nights", accommodation().Nights(), 2},
		{"room nights multiply nights by rooms", accommodation().RoomNights(), 4},
		{"a stay with its dates reversed has no nights",
			with(accommodation(), func(a *records.Accommodation) { a.CheckIn, a.CheckOut = a.CheckOut, a.CheckIn }).Nights(), 0},
		{"an assignment counts both its first and last day", crew().Days(), 10},
		{"an assignment without dates has no days", records.CrewAssignment{}.Days(), 0},
		{"a segment's duration is in whole minutes", travel().Duration(), 70},
		{"a guest entry admits the guest and the plus-ones", guest().Guests(), 2},
		{"regular and overtime minutes add up", timesheet().TotalMinutes(), 690},
	}
	for _, tc := range cases {
		if tc.got != tc.want {
			t.Errorf("%s: got %d, want %d", tc.name, tc.got, tc.want)
		}
	}
	if got := accommodation().Cost(); got != (18000+24000)*2 {
		t.Errorf("a stay costs each room's rate times the nights: got %d", got)
	}
}

// TestNoShowsCountIssuedTickets: 900 sold and 40 comps, 855 scanned, is 85
// no-shows of 940 issued (the door scan counts comps); a scan above the tickets
// issued leaves none.
func TestNoShowsCountIssuedTickets(t *testing.T) {
	if n := records.NoShows(900, 40, 855); n != 85 {
		t.Errorf("NoShows(900, 40, 855) = %d, want 85", n)
	}
	if n := records.NoShows(100, 0, 120); n != 0 {
		t.Errorf("NoShows(100, 0, 120) = %d, want 0", n)
	}
	scanned := 855
	s := records.Show{Tiers: []records.TicketTier{{Allotment: 1000, Sold: 900, Comps: 40}}, ScannedAttendance: &scanned}
	if a := s.Audit(); a.NoShows != 85 {
		t.Errorf("Audit().NoShows = %d, want 85", a.NoShows)
	}
}

// TestWithholdingIsNoTourCost: a €1,000 withholding booked as " Withholding Tax "
// is a cost by status but no cost of the tour; a budget of it is no cost budget.
func TestWithholdingIsNoTourCost(t *testing.T) {
	wht := records.Expense{Category: " Withholding Tax ", Status: records.ExpenseApproved, Amount: 100_000, Currency: "EUR"}
	travel := records.Expense{Category: "travel", Status: records.ExpenseApproved, Amount: 50_000, Currency: "EUR"}
	if !wht.IsCost() || wht.IsTourCost() || !travel.IsTourCost() {
		t.Errorf("IsCost %v, IsTourCost %v, travel %v", wht.IsCost(), wht.IsTourCost(), travel.IsTourCost())
	}
	rows, total, err := records.CostsByCategory([]records.Expense{wht, travel}, "EUR")
	if err != nil || total != 50_000 || len(rows) != 1 {
		t.Errorf("costs = %+v, %d, %v; want travel's €500.00 alone", rows, total, err)
	}
}
