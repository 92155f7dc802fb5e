package reporting

import (
	"slices"
	"strings"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

func (r *reference) shows() []ShowFact {
	guests := map[kernel.ID][3]int64{} // entries, places, checked in
	for _, g := range r.d.GuestList {
		c := guests[g.ShowID]
		places := int64(1 + g.PlusOnes)
		if g.Status != records.GuestDeclined {
			c[0]++
		}
		if g.Status == records.GuestApproved || g.Status == records.GuestCheckedIn {
			c[1] += places
		}
		if g.Status == records.GuestCheckedIn {
			c[2] += places
		}
		guests[g.ShowID] = c
	}
	settled := map[kernel.ID]records.Settlement{}
	for _, s := range r.d.Settlements {
		if s.Signed() {
			settled[s.ShowID] = s
		}
	}
	var out []ShowFact
	for _, s := range r.d.Shows {
		if !r.in(s.ProjectID, s.ID) || !r.scope.Covers(s.Date) {
			continue
		}
		g := guests[s.ID]
		f := ShowFact{Show: s.ID, Project: s.ProjectID, Venue: s.VenueID, Date: s.Date, Status: s.Status,
			Stage: s.Stage, Currency: s.Currency, Capacity: int64(s.Capacity),
			Allotment: int64(s.Allotment()), Sold: int64(s.Sold()), Comps: int64(s.Comps()), Kills: int64(s.Kills()),
			Gross: s.Gross(), Potential: s.Potential(), MerchGross: s.MerchGross, MerchTaxRate: s.MerchTaxRate,
			VenueMerchRate: s.VenueMerchRate, Deal: s.Deal, GuestAllocation: int64(s.GuestAllocation),
			GuestEntries: g[0], GuestPlaces: g[1], GuestCheckedIn: g[2]}
		if s.ScannedAttendance != nil {
			n := int64(*s.ScannedAttendance)
			f.Scanned = &n
		}
		if s.Status == records.ShowCancelled && s.Cancellation != nil {
			fee := s.Cancellation.Fee
			f.CancellationFee = &fee
		}
		if st, ok := settled[s.ID]; ok {
			f.Settlement = &SettlementFact{SettledOn: st.SettledOn(s.TimeZone), Rate: st.Rate,
				GrossBoxOffice: st.GrossBoxOffice, TicketTax: st.TicketTax, FacilityFees: st.FacilityFees,
				ShowExpenses: st.ShowExpenses, PromoterProfit: st.PromoterProfit, ArtistPayout: st.ArtistPayout,
				Withholding: st.Withholding, Commission: st.Commission, DepositsPaid: st.DepositsPaid}
		}
		out = append(out, f)
	}
	return out
}

// moneyKey is a MoneyFact's grain.
type moneyKey struct {
	project, show, person       kernel.ID
	flow                        Flow
	category, status, month, cc string
	rate                        kernel.Rate
}

func (r *reference) money() []MoneyFact {
	sums := map[moneyKey]*MoneyFact{}
	add := func(k moneyKey, amount int64) {
		f := sums[k]
		if f == nil {
			f = &MoneyFact{Project: k.project, Show: k.show, Person: k.person, Flow: k.flow, Category: k.category,
				Status: k.status, Month: k.month, Currency: k.cc, Rate: k.rate}
			sums[k] = f
		}
		f.Amount += amount
		f.Count++
	}
	for _, e := range r.d.Expenses {
		if r.in(e.ProjectID, e.ShowID) && r.scope.Covers(e.IncurredOn) {
			add(moneyKey{e.ProjectID, e.ShowID, e.PersonID, FlowExpense, e.CategoryKey(), string(e.Status),
				month(e.IncurredOn), e.Currency, e.Rate}, e.Amount)
		}
	}
	showDates := map[kernel.ID]kernel.Date{}
	for _, s := range r.d.Shows {
		showDates[s.ID] = s.Date
	}
	projects := map[kernel.ID]records.Project{}
	for _, p := range r.d.Projects {
		projects[p.ID] = p
	}
	for _, l := range r.d.Income {
		p := projects[l.ProjectID]
		on := l.RecognisedOn(showDates[l.ShowID], p.StartsOn, p.EndsOn)
		if r.in(l.ProjectID, l.ShowID) && r.scope.Covers(on) {
			add(moneyKey{l.ProjectID, l.ShowID, "", FlowIncome, string(l.Kind), "", month(on),
				l.Currency, l.Rate}, l.Amount)
		}
	}
	out := make([]MoneyFact, 0, len(sums))
	for _, f := range sums {
		out = append(out, *f)
	}
	return out
}

func (r *reference) budget() []BudgetFact {
	type key struct {
		project  kernel.ID
		category string
	}
	sums := map[key]*BudgetFact{}
	var order []key
	for _, b := range r.d.BudgetLines {
		if !r.projectOnly(b.ProjectID) {
			continue
		}
		k := key{b.ProjectID, b.CategoryKey()}
		if sums[k] == nil {
			sums[k] = &BudgetFact{Project: k.project, Category: k.category}
			order = append(order, k)
		}
		sums[k].Amount += b.Amount
		sums[k].Count++
	}
	out := make([]BudgetFact, 0, len(order))
	for _, k := range order {
		out = append(out, *sums[k])
	}
	return out
}

func (r *reference) invoices() []InvoiceFact {
	var out []InvoiceFact
	for _, inv := range r.d.Invoices {
		if !r.in(inv.ProjectID, inv.ShowID) || !r.scope.Covers(inv.IssuedOn) {
			continue
		}
		f := InvoiceFact{Invoice: inv.ID, Project: inv.ProjectID, Show: inv.ShowID, Number: inv.Number, Kind: inv.Kind,
			Status: inv.Status, Client: inv.ClientName, Currency: inv.Currency, IssuedOn: inv.IssuedOn, DueOn: inv.DueOn,
			TaxRate: inv.TaxRate, Subtotal: inv.Subtotal(), Paid: inv.Paid(), Payments: int64(len(inv.Payments))}
		if on, ok := inv.PaidOn(); ok {
			f.PaidOn = &on
		}
		f.PaymentDays = paymentDays(inv.Payments)
		out = append(out, f)
	}
	return out
}

// deposits returns the deposit invoices of the scope's shows, the scope's dates
// left out (FamilyDeposits).
func (r *reference) deposits() []InvoiceFact {
	undated := *r
	undated.scope.From, undated.scope.To = "", ""
	return Where(undated.invoices(), func(f InvoiceFact) bool { return f.Kind == records.InvoiceDeposit })
}

// paymentDays sums payments per day received, in date order; nil for none.
func paymentDays(payments []records.Payment) []PaymentDay {
	var out []PaymentDay
	for _, p := range payments {
		i := slices.IndexFunc(out, func(d PaymentDay) bool { return d.On == p.ReceivedOn })
		if i < 0 {
			out = append(out, PaymentDay{On: p.ReceivedOn})
			i = len(out) - 1
		}
		out[i].Amount += p.Amount
		out[i].Count++
	}
	slices.SortFunc(out, func(a, b PaymentDay) int { return strings.Compare(string(a.On), string(b.On)) })
	return out
}

func (r *reference) labour() []LabourFact {
	type key struct {
		project, person, show kernel.ID
		month                 string
		status                records.TimesheetStatus
		rate, overtime        int64
	}
	sums := map[key]*LabourFact{}
	for _, e := range r.d.Timesheets {
		if !r.in(e.ProjectID, e.ShowID) || !r.scope.Covers(e.WorkDate) {
			continue
		}
		var rate int64
		if a := records.LabourAssignment(r.d.CrewAssignments, e.ProjectID, e.PersonID); a != nil {
			rate = a.DayRate
		}
		k := key{e.ProjectID, e.PersonID, e.ShowID, month(e.WorkDate), e.Status, rate, int64(e.OvertimeMinutes)}
		f := sums[k]
		if f == nil {
			f = &LabourFact{Project: k.project, Person: k.person, Show: k.show, Month: k.month, Status: k.status,
				DayRate: k.rate, OvertimeMinutes: k.overtime}
			sums[k] = f
		}
		f.Entries++
		if e.Minutes+e.OvertimeMinutes > 0 {
			f.Days++
		}
		f.Minutes += int64(e.Minutes)
	}
	out := make([]LabourFact, 0, len(sums))
	for _, f := range sums {
		out = append(out, *f)
	}
	return out
}

func (r *reference) perDiems() []PerDiemFact {
	var out []PerDiemFact
	for _, a := range r.d.CrewAssignments {
		if !r.projectOnly(a.ProjectID) {
			continue
		}
		if days, ok := PerDiemDaysIn(a, r.scope); ok {
			out = append(out, PerDiemFact{Assignment: a.ID, Project: a.ProjectID, Person: a.PersonID,
				Department: a.Department, DayRate: a.DayRate, PerDiemRate: a.PerDiemRate, Days: days})
		}
	}
	return out
}

// PerDiemDaysIn returns the per diem days (records.CrewAssignment.PerDiemDays) of
// an assignment's span clipped to the scope's range, and whether the assignment
// has a PerDiemFact in the scope: always in an open range, otherwise when the
// clipped span has a day.
func PerDiemDaysIn(a records.CrewAssignment, scope Scope) (int64, bool) {
	if !scope.From.IsZero() && a.StartsOn.Valid() && a.StartsOn.Before(scope.From) {
		a.StartsOn = scope.From
	}
	if !scope.To.IsZero() && a.EndsOn.Valid() && scope.To.Before(a.EndsOn) {
		a.EndsOn = scope.To
	}
	days := a.PerDiemDays()
	return days, scope.From.IsZero() && scope.To.IsZero() || days > 0
}
