package binding

import (
	"cmp"
	"slices"
	"strings"
	"time"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// expenseReportStatuses is the order in which totals by status are printed.
var expenseReportStatuses = []records.ExpenseStatus{
	records.ExpensePending, records.ExpenseApproved, records.ExpensePaid, records.ExpenseRejected,
}

// expenseReportTally counts expenses and sums their amounts in minor units.
type expenseReportTally struct {
	label  string
	count  int64
	amount int64
}

// expenseReportFromProject lists every expense of the project oldest first, with
// totals by category and by status. Rejected expenses are listed and counted under
// their status but left out of every other total.
func expenseReportFromProject(src Source) (map[string]any, error) {
	p := src.Project(src.Ref.ID)
	if p == nil {
		return nil, notFound("project", src.Ref.ID)
	}
	cur := p.Currency
	var exps []records.Expense
	for _, e := range src.Data.Expenses {
		if e.ProjectID == p.ID {
			exps = append(exps, e)
		}
	}
	slices.SortFunc(exps, func(a, b records.Expense) int {
		return cmp.Or(cmp.Compare(a.IncurredOn, b.IncurredOn),
			cmp.Compare(a.Category, b.Category), cmp.Compare(a.ID, b.ID))
	})

	list := make([]any, 0, len(exps))
	byCat := map[string]*expenseReportTally{}
	byStatus := map[records.ExpenseStatus]*expenseReportTally{}
	var total, reimb, due int64
	for _, e := range exps {
		list = append(list, expenseReportLine(src, e))
		home, err := e.HomeAmount(cur)
		if err != nil {
			return nil, kernel.Internal(err)
		}
		st := byStatus[e.Status]
		if st == nil {
			st = &expenseReportTally{label: string(e.Status)}
			byStatus[e.Status] = st
		}
		st.count++
		st.amount += home
		if !e.IsCost() {
			continue
		}
		c := byCat[e.CategoryKey()]
		if c == nil {
			c = &expenseReportTally{label: Label(e.Category)}
			byCat[e.CategoryKey()] = c
		}
		c.count++
		c.amount += home
		total += home
		if e.Reimbursable {
			reimb += home
			if e.Status != records.ExpensePaid {
				due += home
			}
		}
	}

	cats := make([]*expenseReportTally, 0, len(byCat))
	for _, c := range byCat {
		cats = append(cats, c)
	}
	slices.SortFunc(cats, func(a, b *expenseReportTally) int { return cmp.Compare(a.label, b.label) })
	catList := make([]any, 0, len(cats))
	for _, c := range cats {
		catList = append(catList, map[string]any{"category": c.label, "count": c.count, "amount": Money(c.amount, cur)})
	}
	statusList := make([]any, 0, len(byStatus))
	for _, s := range expenseReportStatuses {
		if t := byStatus[s]; t != nil {
			statusList = append(statusList, map[string]any{"status": t.label, "count": t.count, "amount": Money(t.amount, cur)})
		}
	}

	proj := map[string]any{"name": p.Name}
	PutString(proj, "code", p.Code)
	PutString(proj, "artist", p.Artist)
	out := map[string]any{
		"project":            proj,
		"prepared_on":        kernel.DateOf(src.Now, time.UTC).String(),
		"expenses":           list,
		"totals_by_category": catList,
		"totals_by_status":   statusList,
		"total":              Money(total, cur),
		"reimbursable_total": Money(reimb, cur),
		"reimbursable_due":   Money(due, cur),
	}
	PutString(out, "organization", src.OrgName)
	if len(exps) > 0 {
		out["period"] = map[string]any{
			"starts_on": exps[0].IncurredOn.String(),
			"ends_on":   exps[len(exps)-1].IncurredOn.String(),
		}
	}
	return out, nil
}

// expenseReportLine is one expense as the report prints it.
// Its amount is in the currency it was spent in; the totals are in the
// project's home currency.
func expenseReportLine(src Source, e records.Expense) map[string]any {
	m := map[string]any{
		"date":         e.IncurredOn.String(),
		"category":     Label(e.Category),
		"status":       string(e.Status),
		"amount":       Money(e.Amount, e.Currency),
		"reimbursable": e.Reimbursable,
	}
	PutString(m, "vendor", e.Vendor)
	PutString(m, "description", e.Description)
	if who := src.Person(e.PersonID); who != nil {
		PutString(m, "spent_by", who.FullName())
	}
	if s := src.Show(e.ShowID); s != nil {
		if v := src.Venue(s.VenueID); v != nil {
			PutString(m, "show", strings.TrimPrefix(v.City+", "+v.Name, ", "))
		}
	}
	return m
}
