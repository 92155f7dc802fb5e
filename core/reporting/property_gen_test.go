package reporting_test

import (
	"fmt"

	"pgregory.net/rapid"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// genDataset draws an organization's records for the property tests: two to four
// projects (tours and festivals, in euros, pounds or kronor, dated in 2026), each
// with shows in its own or another currency, expenses and income lines (some
// income not received yet), budget lines, crew assignments and timesheets, and
// sent invoices with payments on various days.
func genDataset(t *rapid.T) records.Dataset {
	var d records.Dataset
	currencies := []string{"EUR", "GBP", "SEK"}
	day := func(label string) kernel.Date {
		return kernel.Date(fmt.Sprintf("2026-%02d-%02d", rapid.IntRange(1, 12).Draw(t, label+"m"), rapid.IntRange(1, 28).Draw(t, label+"d")))
	}
	id := func(kind string, n ...int) kernel.ID {
		return kernel.ID(fmt.Sprint(append([]any{kind}, intsAny(n)...)...))
	}
	for p := range rapid.IntRange(2, 4).Draw(t, "projects") {
		pid := id("p", p)
		home := rapid.SampledFrom(currencies).Draw(t, "home")
		kind := rapid.SampledFrom([]records.ProjectKind{records.ProjectTour, records.ProjectFestival}).Draw(t, "kind")
		starts := kernel.Date(fmt.Sprintf("2026-%02d-01", rapid.IntRange(1, 6).Draw(t, "start")))
		ends := kernel.Date(fmt.Sprintf("2026-%02d-28", rapid.IntRange(7, 12).Draw(t, "end")))
		d.Projects = append(d.Projects, records.Project{ID: pid, Name: string(pid), Kind: kind, Currency: home,
			StartsOn: starts, EndsOn: ends})
		for s := range rapid.IntRange(0, 4).Draw(t, "shows") {
			sid := id("s", p, s)
			scanned := rapid.IntRange(0, 600).Draw(t, "scanned")
			show := records.Show{ID: sid, ProjectID: pid, VenueID: id("v", s), Date: day("show"),
				Status:   rapid.SampledFrom([]records.ShowStatus{records.ShowConfirmed, records.ShowSettled, records.ShowHold}).Draw(t, "status"),
				Currency: rapid.SampledFrom(currencies).Draw(t, "cur"), Capacity: 800,
				Deal: records.Deal{Type: records.DealFlat, Guarantee: int64(rapid.IntRange(0, 50).Draw(t, "g")) * 100_000},
				Tiers: []records.TicketTier{{Price: 3000, Allotment: 600, Sold: rapid.IntRange(0, 550).Draw(t, "sold"),
					Comps: rapid.IntRange(0, 50).Draw(t, "comps")}}}
			if rapid.Bool().Draw(t, "scan") {
				show.ScannedAttendance = &scanned
			}
			d.Shows = append(d.Shows, show)
			if rapid.Bool().Draw(t, "income") {
				d.Income = append(d.Income, records.IncomeLine{ID: id("i", p, s), ProjectID: pid, ShowID: sid,
					Kind: records.IncomeGuarantee, Amount: int64(rapid.IntRange(1, 9000).Draw(t, "inc")) * 100,
					Currency: home, ReceivedOn: rapid.SampledFrom([]kernel.Date{"", day("received")}).Draw(t, "recv")})
			}
		}
		for e := range rapid.IntRange(0, 6).Draw(t, "expenses") {
			var show kernel.ID
			if e%2 == 0 && len(d.Shows) > 0 && d.Shows[len(d.Shows)-1].ProjectID == pid {
				show = d.Shows[len(d.Shows)-1].ID
			}
			d.Expenses = append(d.Expenses, records.Expense{ID: id("e", p, e), ProjectID: pid, ShowID: show,
				Category: rapid.SampledFrom([]string{"travel", "crew", "withholding_tax"}).Draw(t, "cat"),
				Amount:   int64(rapid.IntRange(1, 5000).Draw(t, "amount")) * 100, Currency: home, IncurredOn: day("incurred"),
				Status: rapid.SampledFrom([]records.ExpenseStatus{records.ExpenseApproved, records.ExpensePending,
					records.ExpenseRejected}).Draw(t, "estatus")})
		}
		for _, cat := range []string{"travel", "crew"} {
			if rapid.Bool().Draw(t, "budget") {
				d.BudgetLines = append(d.BudgetLines, records.BudgetLine{ID: id("b"+cat, p), ProjectID: pid, Category: cat,
					Amount: int64(rapid.IntRange(1, 9000).Draw(t, "budgeted")) * 100})
			}
		}
		for c := range rapid.IntRange(0, 2).Draw(t, "crew") {
			person := id("x", c)
			from := rapid.IntRange(1, 20).Draw(t, "from")
			d.CrewAssignments = append(d.CrewAssignments, records.CrewAssignment{ID: id("c", p, c), ProjectID: pid,
				PersonID: person, DayRate: int64(rapid.IntRange(1, 500).Draw(t, "rate")) * 100, PerDiemRate: 3500,
				StartsOn: kernel.Date(fmt.Sprintf("2026-05-%02d", from)),
				EndsOn:   kernel.Date(fmt.Sprintf("2026-06-%02d", rapid.IntRange(1, 28).Draw(t, "to")))})
			for w := range rapid.IntRange(0, 3).Draw(t, "timesheets") {
				d.Timesheets = append(d.Timesheets, records.TimesheetEntry{ID: id("t", p, c, w), ProjectID: pid, PersonID: person,
					WorkDate: kernel.Date(fmt.Sprintf("2026-05-%02d", 1+w*7)), Minutes: rapid.IntRange(0, 720).Draw(t, "min"),
					OvertimeMinutes: rapid.IntRange(0, 180).Draw(t, "ot"), Status: records.TimesheetApproved})
			}
		}
		for v := range rapid.IntRange(0, 3).Draw(t, "invoices") {
			issued := day("issued")
			inv := records.Invoice{ID: id("inv", p, v), ProjectID: pid, Number: string(id("INV", p, v)), ClientName: "Client",
				Currency: home, IssuedOn: issued, DueOn: issued, Status: records.InvoiceSent,
				Lines: []records.InvoiceLine{{Quantity: 1, UnitPrice: int64(rapid.IntRange(1, 5000).Draw(t, "price")) * 100}}}
			for n := range rapid.IntRange(0, 2).Draw(t, "payments") {
				inv.Payments = append(inv.Payments, records.Payment{ID: id("pay", p, v, n), Amount: inv.Subtotal() / 4,
					ReceivedOn: day("paid")})
			}
			d.Invoices = append(d.Invoices, inv)
		}
	}
	return d
}

func intsAny(n []int) []any {
	out := make([]any, len(n))
	for i, v := range n {
		out[i] = "-" + fmt.Sprint(v)
	}
	return out
}
