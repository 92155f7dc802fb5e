package demo_test

import (
	"reflect"
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/core/records/demo"
)

// facts summarises the demo organization's data for the coverage assertions.
type facts struct {
	d          records.Dataset
	byCode     map[string]records.Project
	venues     map[kernel.ID]records.Venue
	shows      map[kernel.ID][]records.Show // by project
	settled    map[kernel.ID]bool           // show ids with a settlement
	actual     map[[2]string]int64          // project id, category → spent
	budgeted   map[[2]string]int64
	currencies map[string]bool
}

func newFacts(d records.Dataset) facts {
	f := facts{d: d, byCode: map[string]records.Project{}, venues: map[kernel.ID]records.Venue{},
		shows: map[kernel.ID][]records.Show{}, settled: map[kernel.ID]bool{}, actual: map[[2]string]int64{},
		budgeted: map[[2]string]int64{}, currencies: map[string]bool{}}
	for _, p := range d.Projects {
		f.byCode[p.Code] = p
		f.currencies[p.Currency] = true
	}
	for _, v := range d.Venues {
		f.venues[v.ID] = v
	}
	for _, s := range d.Shows {
		f.shows[s.ProjectID] = append(f.shows[s.ProjectID], s)
	}
	for _, s := range d.Settlements {
		f.settled[s.ShowID] = true
	}
	for _, e := range d.Expenses {
		f.actual[[2]string{string(e.ProjectID), e.Category}] += e.Amount
	}
	for _, b := range d.BudgetLines {
		f.budgeted[[2]string{string(b.ProjectID), b.Category}] += b.Amount
	}
	return f
}

func (f facts) count(pred func(records.Show) bool) int {
	n := 0
	for _, s := range f.d.Shows {
		if pred(s) {
			n++
		}
	}
	return n
}

func (f facts) invoices(pred func(records.Invoice) bool) int {
	n := 0
	for _, inv := range f.d.Invoices {
		if pred(inv) {
			n++
		}
	}
	return n
}

func (f facts) budgetCategories(over bool) int {
	n := 0
	for k, budget := range f.budgeted {
		if spent := f.actual[k]; spent > 0 && (spent > budget) == over && spent != budget {
			n++
		}
	}
	return n
}

func soldOut(s records.Show) bool {
	for _, t := range s.Tiers {
		if t.Sold != t.Sellable() {
			return false
		}
	}
	return len(s.Tiers) > 0
}

func TestTheDemoOrganizationHoldsEverythingTheIssueAsksFor(t *testing.T) {
	t.Parallel()
	f := newFacts(demo.Organizations()[0].Data)
	tour := f.byCode["NLT26"]
	countries := map[string]bool{}
	for _, s := range f.shows[tour.ID] {
		countries[f.venues[s.VenueID].Country] = true
	}
	stages := map[string]bool{}
	for _, s := range f.shows[f.byCode["SKS26"].ID] {
		stages[s.Stage] = true
	}
	today := demo.Today
	tests := []struct {
		name string
		got  int
		min  int
	}{
		{"the tour has 20 or more dates", len(f.shows[tour.ID]), 20},
		{"the tour plays three or more countries", len(countries), 3},
		{"the tour runs from February to April 2026", btoi(tour.StartsOn >= "2026-02-01" && tour.EndsOn <= "2026-04-30"), 1},
		{"projects are in two or more currencies", len(f.currencies), 2},
		{"a festival has several stages", btoi(f.byCode["SKS26"].Kind == records.ProjectFestival) * len(stages), 2},
		{"the festival is in July 2026", btoi(f.byCode["SKS26"].StartsOn >= "2026-07-01" && f.byCode["SKS26"].EndsOn <= "2026-07-31"), 1},
		{"a one-off corporate event is later in 2026", btoi(f.byCode["MBG26"].Kind == records.ProjectEvent && len(f.shows[f.byCode["MBG26"].ID]) == 1 && f.byCode["MBG26"].StartsOn > "2026-07-31"), 1},
		{"a project has no shows", btoi(f.byCode["AL3"].ID != "" && len(f.shows[f.byCode["AL3"].ID]) == 0), 1},
		{"every venue has a capacity", btoi(allVenues(f.d, func(v records.Venue) bool { return v.Capacity > 0 })), 1},
		{"a show is cancelled", f.count(func(s records.Show) bool { return s.Status == records.ShowCancelled }), 1},
		{"several shows are settled", f.count(func(s records.Show) bool { return s.Status == records.ShowSettled && f.settled[s.ID] }), 5},
		{"some shows are sold out", f.count(soldOut), 3},
		{"some shows sold under 60%", f.count(func(s records.Show) bool {
			return s.Sellable() > 0 && s.Sold()*10 < s.Sellable()*6 && s.Status != records.ShowCancelled
		}), 2},
		{"a show has zero capacity", f.count(func(s records.Show) bool { return s.Capacity == 0 }), 1},
		{"shows have deals of each type", distinct(f.d.Shows, func(s records.Show) string { return string(s.Deal.Type) }), 3},
		{"crew have per diems", len(filter(f.d.CrewAssignments, func(c records.CrewAssignment) bool { return c.PerDiemRate > 0 })), 10},
		{"crew have timesheets with overtime", len(filter(f.d.Timesheets, func(e records.TimesheetEntry) bool { return e.OvertimeMinutes > 0 })), 10},
		{"shows have daily schedules with doors", len(filter(f.d.Schedule, func(s records.ScheduleItem) bool { return s.Kind == records.ScheduleDoors })), 20},
		{"there are flights", len(filter(f.d.Travel, func(s records.TravelSegment) bool { return s.Mode == records.TravelFlight && s.Number != "" })), 3},
		{"hotels have rooming lists", len(filter(f.d.Accommodations, func(a records.Accommodation) bool { return len(a.Rooms) > 1 && len(a.Rooms[0].OccupantIDs) > 0 })), 5},
		{"shows have guest lists", distinct(f.d.GuestList, func(g records.GuestListEntry) string { return string(g.ShowID) }), 20},
		{"a budget category is over budget", f.budgetCategories(true), 1},
		{"a budget category is under budget", f.budgetCategories(false), 1},
		{"an invoice is paid", f.invoices(func(i records.Invoice) bool { p, ok := i.PaidOn(); return ok && p != "" }), 1},
		{"an invoice is partly paid", f.invoices(func(i records.Invoice) bool { return i.Paid() > 0 && i.Outstanding() > 0 }), 1},
		{"an invoice is overdue", f.invoices(func(i records.Invoice) bool { return i.IsOverdue(today) }), 1},
		{"an invoice is a draft", f.invoices(func(i records.Invoice) bool { return i.Status == records.InvoiceDraft }), 1},
		{"an invoice is partly paid and not yet due", f.invoices(func(i records.Invoice) bool { return i.Paid() > 0 && i.Outstanding() > 0 && !i.IsOverdue(today) }), 1},
		{"payments were received", f.invoices(func(i records.Invoice) bool { return len(i.Payments) > 0 }), 5},
		{"income lines exist of several kinds", distinct(f.d.Income, func(i records.IncomeLine) string { return string(i.Kind) }), 4},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if tt.got < tt.min {
				t.Fatalf("got %d, want at least %d", tt.got, tt.min)
			}
		})
	}
}

func TestTheSecondOrganizationIsSmallAndHasNoInvoices(t *testing.T) {
	t.Parallel()
	orgs := demo.Organizations()
	d := orgs[1].Data
	if len(d.Invoices) != 0 {
		t.Fatalf("%d invoices, want none: the receivables metrics must have no backing data", len(d.Invoices))
	}
	if len(d.Projects) == 0 || len(d.Shows) == 0 || len(d.Settlements) == 0 {
		t.Fatal("the second organization needs projects, shows and settlements of its own")
	}
	if len(d.Shows) >= len(orgs[0].Data.Shows) {
		t.Fatal("the second organization is not smaller than the demo organization")
	}
}

func TestSettlementsFollowFromTheirShows(t *testing.T) {
	t.Parallel()
	for _, o := range demo.Organizations() {
		shows := map[kernel.ID]records.Show{}
		for _, s := range o.Data.Shows {
			shows[s.ID] = s
		}
		for _, st := range o.Data.Settlements {
			s := shows[st.ShowID]
			d := s.Deal
			fees := d.FacilityFeePerTicket * int64(s.Sold())
			adjusted := s.Gross() - fees
			den := int64(1_000_000 + d.TicketTaxRate)
			tax := (2*adjusted*int64(d.TicketTaxRate) + den) / (2 * den)
			profit := d.PromoterProfitPercent.Of(st.ShowExpenses)
			split := st.ShowExpenses + profit
			if d.Type == records.DealDoorSplit {
				split += d.Guarantee // a "guarantee plus" deal recoups the guarantee first
			}
			share := d.ArtistPercent.Of(max(0, adjusted-tax-split))
			payout := map[records.DealType]int64{records.DealFlat: d.Guarantee,
				records.DealVersus: max(d.Guarantee, share), records.DealDoorSplit: d.Guarantee + share}[d.Type]
			want := records.Settlement{GrossBoxOffice: s.Gross(), FacilityFees: fees, TicketTax: tax,
				PromoterProfit: profit, ArtistPayout: payout, Withholding: d.WithholdingRate.Of(payout),
				Commission: d.CommissionRate.Of(payout), DepositsPaid: depositsReceived(o.Data.Invoices, s, st.SettledAt),
				Currency: s.Currency}
			got := st
			got.Expenses, got.PaymentMethod = nil, ""
			got.ID, got.OrgID, got.ShowID, got.SettledAt, got.ShowExpenses, got.SettledBy, got.Notes, got.CreatedAt, got.Rate =
				"", "", "", want.SettledAt, 0, "", "", want.CreatedAt, 0
			if (st.Rate == kernel.RateOne) != (s.Currency == projectCurrency(o.Data, s.ProjectID)) {
				t.Errorf("%s settlement of %s in %s at rate %s", o.Slug, s.Date, st.Currency, st.Rate)
			}
			if !reflect.DeepEqual(got, want) {
				t.Errorf("%s settlement of %s:\n got %+v\nwant %+v", o.Slug, s.Date, got, want)
			}
			var itemised int64
			for _, e := range st.Expenses {
				itemised += e.Actual
			}
			if len(st.Expenses) > 0 && itemised != st.ShowExpenses {
				t.Errorf("%s settlement of %s: itemised expenses %d, show expenses %d", o.Slug, s.Date, itemised, st.ShowExpenses)
			}
			if s.Status != records.ShowSettled || !st.SettledAt.After(*s.StartsAt) {
				t.Errorf("%s show %s: status %s, settled at %s", o.Slug, s.Date, s.Status, st.SettledAt)
			}
		}
	}
}

// depositsReceived sums, net of VAT, what the show's deposit invoices received
// by the local date the settlement was signed: payment × subtotal ÷ total,
// rounded half up.
func depositsReceived(invoices []records.Invoice, s records.Show, signed time.Time) int64 {
	loc, _ := time.LoadLocation(s.TimeZone)
	cutoff := kernel.DateOf(signed, loc)
	var sum int64
	for _, inv := range invoices {
		if inv.ShowID != s.ID || inv.Kind != records.InvoiceDeposit || inv.Status == records.InvoiceVoid {
			continue
		}
		var paid int64
		for _, p := range inv.Payments {
			// What the settlement itself collected in its balance is no deposit received.
			if p.ReceivedOn <= cutoff && p.Method != records.MethodSettlement {
				paid += p.Amount
			}
		}
		net, total := inv.Subtotal(), inv.Total()
		sum += min(net, (2*paid*net+total)/(2*total))
	}
	return sum
}

func projectCurrency(d records.Dataset, id kernel.ID) string {
	for _, p := range d.Projects {
		if p.ID == id {
			return p.Currency
		}
	}
	return ""
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

func allVenues(d records.Dataset, pred func(records.Venue) bool) bool {
	for _, v := range d.Venues {
		if !pred(v) {
			return false
		}
	}
	return true
}

func filter[T any](items []T, pred func(T) bool) []T {
	var out []T
	for _, it := range items {
		if pred(it) {
			out = append(out, it)
		}
	}
	return out
}

func distinct[T any](items []T, key func(T) string) int {
	seen := map[string]bool{}
	for _, it := range items {
		seen[key(it)] = true
	}
	return len(seen)
}
