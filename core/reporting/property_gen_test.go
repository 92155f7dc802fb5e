package reporting_test

import (
	"fmt"
	"math/rand/v2"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// genDataset draws an organization's records for the property tests: two to four
// projects (tours and festivals, in euros, pounds or kronor, dated in 2026), each
// with shows in its own or another currency, expenses and income lines (some
// income not received yet), budget lines, crew assignments and timesheets, and
// sent invoices with payments on various days.
func genDataset(g *gen) records.Dataset {
	var d records.Dataset
	currencies := []string{"EUR", "GBP", "SEK"}
	day := func(string) kernel.Date {
		return kernel.Date(fmt.Sprintf("2026-%02d-%02d", g.intn(1, 12), g.intn(1, 28)))
	}
	id := func(kind string, n ...int) kernel.ID {
		return kernel.ID(fmt.Sprint(append([]any{kind}, intsAny(n)...)...))
	}
	for p := range g.intn(2, 4) {
		pid := id("p", p)
		home := pick(g, currencies)
		kind := pick(g, []records.ProjectKind{records.ProjectTour, records.ProjectFestival})
		starts := kernel.Date(fmt.Sprintf("2026-%02d-01", g.intn(1, 6)))
		ends := kernel.Date(fmt.Sprintf("2026-%02d-28", g.intn(7, 12)))
		d.Projects = append(d.Projects, records.Project{ID: pid, Name: string(pid), Kind: kind, Currency: home,
			StartsOn: starts, EndsOn: ends})
		for s := range g.intn(0, 4) {
			sid := id("s", p, s)
			scanned := g.intn(0, 600)
			show := records.Show{ID: sid, ProjectID: pid, VenueID: id("v", s), Date: day("show"),
				Status:   pick(g, []records.ShowStatus{records.ShowConfirmed, records.ShowSettled, records.ShowHold}),
				Currency: pick(g, currencies), Capacity: 800,
				Deal: records.Deal{Type: records.DealFlat, Guarantee: int64(g.intn(0, 50)) * 100_000},
				Tiers: []records.TicketTier{{Price: 3000, Allotment: 600, Sold: g.intn(0, 550),
					Comps: g.intn(0, 50)}}}
			if g.flip() {
				show.ScannedAttendance = &scanned
			}
			d.Shows = append(d.Shows, show)
			if g.flip() {
				d.Income = append(d.Income, records.IncomeLine{ID: id("i", p, s), ProjectID: pid, ShowID: sid,
					Kind: records.IncomeGuarantee, Amount: int64(g.intn(1, 9000)) * 100,
					Currency: home, ReceivedOn: pick(g, []kernel.Date{"", day("received")})})
			}
		}
		for e := range g.intn(0, 6) {
			var show kernel.ID
			if e%2 == 0 && len(d.Shows) > 0 && d.Shows[len(d.Shows)-1].ProjectID == pid {
				show = d.Shows[len(d.Shows)-1].ID
			}
			d.Expenses = append(d.Expenses, records.Expense{ID: id("e", p, e), ProjectID: pid, ShowID: show,
				Category: pick(g, []string{"travel", "crew", "withholding_tax"}),
				Amount:   int64(g.intn(1, 5000)) * 100, Currency: home, IncurredOn: day("incurred"),
				Status: pick(g, []records.ExpenseStatus{records.ExpenseApproved, records.ExpensePending,
					records.ExpenseRejected})})
		}
		for _, cat := range []string{"travel", "crew"} {
			if g.flip() {
				d.BudgetLines = append(d.BudgetLines, records.BudgetLine{ID: id("b"+cat, p), ProjectID: pid, Category: cat,
					Amount: int64(g.intn(1, 9000)) * 100})
			}
		}
		for c := range g.intn(0, 2) {
			person := id("x", c)
			from := g.intn(1, 20)
			d.CrewAssignments = append(d.CrewAssignments, records.CrewAssignment{ID: id("c", p, c), ProjectID: pid,
				PersonID: person, DayRate: int64(g.intn(1, 500)) * 100, PerDiemRate: 3500,
				StartsOn: kernel.Date(fmt.Sprintf("2026-05-%02d", from)),
				EndsOn:   kernel.Date(fmt.Sprintf("2026-06-%02d", g.intn(1, 28)))})
			for w := range g.intn(0, 3) {
				d.Timesheets = append(d.Timesheets, records.TimesheetEntry{ID: id("t", p, c, w), ProjectID: pid, PersonID: person,
					WorkDate: kernel.Date(fmt.Sprintf("2026-05-%02d", 1+w*7)), Minutes: g.intn(0, 720),
					OvertimeMinutes: g.intn(0, 180), Status: records.TimesheetApproved})
			}
		}
		for v := range g.intn(0, 3) {
			issued := day("issued")
			inv := records.Invoice{ID: id("inv", p, v), ProjectID: pid, Number: string(id("INV", p, v)), ClientName: "Client",
				Currency: home, IssuedOn: issued, DueOn: issued, Status: records.InvoiceSent,
				Lines: []records.InvoiceLine{{Quantity: 1, UnitPrice: int64(g.intn(1, 5000)) * 100}}}
			for n := range g.intn(0, 2) {
				inv.Payments = append(inv.Payments, records.Payment{ID: id("pay", p, v, n), Amount: inv.Subtotal() / 4,
					ReceivedOn: day("paid")})
			}
			d.Invoices = append(d.Invoices, inv)
		}
	}
	return d
}

// gen draws the generated datasets' choices from a seeded source, so that a
// failing seed reproduces: the core may import no test library.
type gen struct{ r *rand.Rand }

func newGen(seed uint64) *gen { return &gen{r: rand.New(rand.NewPCG(seed, 26))} }

// intn returns a whole number from lo to hi, both included.
func (g *gen) intn(lo, hi int) int { return lo + g.r.IntN(hi-lo+1) }

// flip returns true or false, evenly.
func (g *gen) flip() bool { return g.r.IntN(2) == 0 }

// pick returns one of xs.
func pick[T any](g *gen, xs []T) T { return xs[g.r.IntN(len(xs))] }

func intsAny(n []int) []any {
	out := make([]any, len(n))
	for i, v := range n {
		out[i] = "-" + fmt.Sprint(v)
	}
	return out
}
