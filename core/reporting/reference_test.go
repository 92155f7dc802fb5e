package reporting_test

import (
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/core/reporting"
)

// small is one project with a show of two tiers, a guest list, a euro expense of
// a pound project, an invoice paid in two payments, two timesheet days and a crew
// assignment, counted by hand below.
func small() records.Dataset {
	scan := 180
	return records.Dataset{
		Projects: []records.Project{{ID: "p", Name: "Tour", Currency: "GBP", StartsOn: "2026-05-01", EndsOn: "2026-05-31"}},
		Shows: []records.Show{{ID: "s", ProjectID: "p", VenueID: "v", Date: "2026-05-10", Status: records.ShowConfirmed,
			Currency: "GBP", Capacity: 250, ScannedAttendance: &scan, GuestAllocation: 10,
			Tiers: []records.TicketTier{{Price: 2000, Allotment: 150, Sold: 120, Comps: 5},
				{Price: 3500, Allotment: 100, Sold: 70, Kills: 10}}}},
		GuestList: []records.GuestListEntry{{ShowID: "s", PlusOnes: 1, Status: records.GuestApproved},
			{ShowID: "s", Status: records.GuestCheckedIn}, {ShowID: "s", PlusOnes: 3, Status: records.GuestDeclined}},
		Expenses: []records.Expense{
			{ProjectID: "p", ShowID: "s", Category: " Catering ", Amount: 10000, Currency: "EUR", Rate: 85_000_000,
				IncurredOn: "2026-05-10", Status: records.ExpenseApproved},
			{ProjectID: "p", Category: "catering", Amount: 5000, Currency: "EUR", Rate: 85_000_000,
				IncurredOn: "2026-05-20", Status: records.ExpenseApproved}},
		Invoices: []records.Invoice{{ID: "i", ProjectID: "p", Currency: "GBP", IssuedOn: "2026-05-01", DueOn: "2026-05-31",
			TaxRate: 200_000, Status: records.InvoiceSent, Lines: []records.InvoiceLine{{Quantity: 2, UnitPrice: 5000}},
			Payments: []records.Payment{{ID: "b", Amount: 2000, ReceivedOn: "2026-05-20"}, {ID: "a", Amount: 10000, ReceivedOn: "2026-05-05"}}}},
		CrewAssignments: []records.CrewAssignment{{ID: "c", ProjectID: "p", PersonID: "x", DayRate: 30000, PerDiemRate: 4000,
			StartsOn: "2026-05-01", EndsOn: "2026-05-31"}},
		Timesheets: []records.TimesheetEntry{
			{ProjectID: "p", PersonID: "x", ShowID: "s", WorkDate: "2026-05-10", Minutes: 720, OvertimeMinutes: 60, Status: records.TimesheetApproved},
			{ProjectID: "p", PersonID: "x", ShowID: "s", WorkDate: "2026-05-11", Minutes: 600, OvertimeMinutes: 60, Status: records.TimesheetApproved}},
	}
}

func TestFactsOfSumsEveryFamilyByItsRules(t *testing.T) {
	f := reporting.FactsOf(small(), reporting.AdvancingData{}, nil, reporting.Scope{Org: "o"}, reporting.AllFamilies)
	s := f.Shows[0]
	if s.Sold != 190 || s.Gross != 120*2000+70*3500 || s.Potential != 145*2000+90*3500 || s.Allotment != 250 ||
		*s.Scanned != 180 || s.GuestEntries != 2 || s.GuestPlaces != 3 || s.GuestCheckedIn != 1 {
		t.Errorf("show = %+v", s)
	}
	// One fact per show, category key and rate: the two catering lines differ by show.
	if len(f.Money) != 2 || f.Money[0].Category != "catering" || f.Money[0].Amount+f.Money[1].Amount != 15000 {
		t.Errorf("money = %+v", f.Money)
	}
	// Total 10,000 + 20% = 12,000: covered by the second payment in date order, on 05-20.
	inv := f.Invoices[0]
	if inv.Subtotal != 10000 || inv.Paid != 12000 || inv.Payments != 2 || inv.PaidOn == nil || *inv.PaidOn != "2026-05-20" {
		t.Errorf("invoice = %+v", inv)
	}
	// Same overtime on both days, one fact: two days at the day rate, 1,320 regular minutes.
	if len(f.Labour) != 1 || f.Labour[0].Days != 2 || f.Labour[0].Minutes != 1320 || f.Labour[0].DayRate != 30000 {
		t.Errorf("labour = %+v", f.Labour)
	}
	if len(f.PerDiems) != 1 || f.PerDiems[0].Days != 31 {
		t.Errorf("per diems = %+v", f.PerDiems)
	}
}

func TestFactsOfKeepsToTheScope(t *testing.T) {
	d := small()
	week := reporting.FactsOf(d, reporting.AdvancingData{}, nil,
		reporting.Scope{Org: "o", From: "2026-05-08", To: "2026-05-14"}, reporting.AllFamilies)
	if len(week.Money) != 1 || len(week.Invoices) != 0 || week.PerDiems[0].Days != 7 || len(week.Labour) != 1 {
		t.Errorf("a week: money %d, invoices %d, per diem days %d", len(week.Money), len(week.Invoices), week.PerDiems[0].Days)
	}
	show := reporting.FactsOf(d, reporting.AdvancingData{}, nil, reporting.Scope{Org: "o", Show: "s"}, reporting.AllFamilies)
	if len(show.Money) != 1 || len(show.PerDiems) != 0 || len(show.Projects) != 1 || len(show.Invoices) != 0 {
		t.Errorf("a show: %d money, %d per diems, %d projects, %d invoices", len(show.Money), len(show.PerDiems),
			len(show.Projects), len(show.Invoices))
	}
	none := reporting.FactsOf(d, reporting.AdvancingData{}, nil, reporting.Scope{Org: "o", Project: "elsewhere"}, reporting.AllFamilies)
	reporting.Normalize(&none)
	if none.Shows != nil || none.Projects != nil || none.Money != nil {
		t.Errorf("a project the organization does not have: %+v", none)
	}
}

func TestFactsOfTalliesRecipientsByTheFunnelRules(t *testing.T) {
	at := time.Date(2026, 5, 1, 9, 0, 0, 0, time.UTC)
	adv := reporting.AdvancingData{
		Packets:    []advancing.Packet{{ID: "k", ProjectID: "p"}},
		Batches:    []advancing.SendBatch{{ID: "b", PacketID: "k", CreatedAt: at, Recipients: 3}},
		Recipients: []advancing.Recipient{{ID: "r1", BatchID: "b"}, {ID: "r2", BatchID: "b"}},
		Events: []advancing.Event{ // r1 out of order and twice; r2 bounced
			{ID: "1", RecipientID: "r1", Stage: advancing.StageAcknowledged, At: at.Add(90 * time.Minute)},
			{ID: "2", RecipientID: "r1", Stage: advancing.StageSent, At: at},
			{ID: "3", RecipientID: "r1", Stage: advancing.StageSent, At: at.Add(time.Minute)},
			{ID: "4", RecipientID: "r2", Stage: advancing.StageSent, At: at},
			{ID: "5", RecipientID: "r2", Stage: advancing.StageBounced, At: at.Add(time.Second)},
		},
	}
	f := reporting.FactsOf(small(), adv, nil, reporting.Scope{Org: "o"}, reporting.FamilyFunnel|reporting.FamilyAcks)
	got := map[string]int64{}
	for _, r := range f.Funnel {
		got[r.Furthest+"/"+r.Exit] += r.Count
	}
	if got["acknowledged/"] != 1 || got["sent/bounced"] != 1 || got["queued/"] != 1 || len(got) != 3 {
		t.Errorf("funnel = %v", got)
	}
	if len(f.Acks) != 1 || f.Acks[0].Seconds != 5400 || f.Acks[0].Count != 1 {
		t.Errorf("acks = %+v", f.Acks)
	}
}

func TestFactsOfKeepsAVoidInvoiceAndAForeignExpenseAsRecorded(t *testing.T) {
	d := small()
	d.Invoices = append(d.Invoices, records.Invoice{ID: "j", ProjectID: "p", Currency: "GBP", IssuedOn: "2026-05-02",
		DueOn: "2026-06-01", TaxRate: 200_000, Status: records.InvoiceVoid, Lines: []records.InvoiceLine{{Quantity: 3, UnitPrice: 700}}})
	f := reporting.FactsOf(d, reporting.AdvancingData{}, nil, reporting.Scope{Org: "o"}, reporting.FamilyInvoices|reporting.FamilyMoney)
	// The void invoice keeps its lines; that it owes nothing is records.Invoice.Outstanding's rule, applied later.
	if len(f.Invoices) != 2 || f.Invoices[1].Status != records.InvoiceVoid || f.Invoices[1].Subtotal != 2100 ||
		f.Invoices[1].Paid != 0 || f.Invoices[1].PaidOn != nil {
		t.Errorf("invoices = %+v", f.Invoices)
	}
	// The euro expense of a pound project stays in euros, with the rate it was booked at.
	for _, m := range f.Money {
		if m.Currency != "EUR" || m.Rate != 85_000_000 || m.Month != "2026-05" {
			t.Errorf("money = %+v", m)
		}
	}
}

func TestPerDiemDaysInClipsTheSpanToTheRange(t *testing.T) {
	a := records.CrewAssignment{StartsOn: "2026-05-01", EndsOn: "2026-05-31"}
	for _, c := range []struct {
		name     string
		from, to string
		days     int64
		in       bool
	}{
		{"an open range keeps the whole span", "", "", 31, true},
		{"a range from the middle keeps the rest", "2026-05-25", "", 7, true},
		{"a range up to the middle keeps the start", "", "2026-05-03", 3, true},
		{"a range cutting both ends keeps what is inside", "2026-04-20", "2026-05-02", 2, true},
		{"a range after the span keeps nothing", "2026-06-01", "2026-06-30", 0, false},
	} {
		days, in := reporting.PerDiemDaysIn(a, reporting.Scope{From: kernel.Date(c.from), To: kernel.Date(c.to)})
		if days != c.days || in != c.in {
			t.Errorf("%s: %d days, in %v; want %d, %v", c.name, days, in, c.days, c.in)
		}
	}
}

// TestSettledOnIsTheVenuesDate is a Chicago show settled at 23:30 on 1 May local
// time, 04:30 UTC on the 2nd: the settlement report's date is the 1st, the
// date on the sheet both sides signed, not the UTC date.
func TestSettledOnIsTheVenuesDate(t *testing.T) {
	d := records.Dataset{
		Projects: []records.Project{{ID: "p", Name: "Tour", Currency: "USD"}},
		Shows: []records.Show{{ID: "s", ProjectID: "p", VenueID: "v", Date: "2026-05-01", Status: records.ShowSettled,
			Currency: "USD", TimeZone: "America/Chicago"}},
		Settlements: []records.Settlement{{ShowID: "s", Currency: "USD", Rate: kernel.RateOne,
			SettledAt: time.Date(2026, 5, 2, 4, 30, 0, 0, time.UTC)}},
	}
	f := reporting.FactsOf(d, reporting.AdvancingData{}, nil, reporting.Scope{}, reporting.FamilyShows)
	if len(f.Shows) != 1 || f.Shows[0].Settlement == nil {
		t.Fatalf("facts %+v", f.Shows)
	}
	if got := f.Shows[0].Settlement.SettledOn; got != "2026-05-01" {
		t.Errorf("settled on %s, want 2026-05-01 (Chicago), not the UTC 2026-05-02", got)
	}
}
