package binding

import (
	"cmp"
	"math"
	"slices"
	"strings"

	"github.com/roadcase/roadcase/core/records"
)

func init() { Register("show-pnl", records.KindShow, showPnLFromShow) }

// showPnLFromShow builds the internal profit and loss of one show from the income
// lines and expenses booked against it. Rejected expenses are left out; pending,
// approved and paid ones count as costs.
func showPnLFromShow(src Source) (map[string]any, error) {
	show, project, venue, err := settlementSheetLoad(src, src.Ref.ID)
	if err != nil {
		return nil, err
	}
	cur := project.Currency
	out := map[string]any{
		"artist":      settlementSheetArtist(project),
		"tour":        project.Name,
		"show_date":   string(show.Date),
		"show_status": string(show.Status),
		"venue":       showPnLVenue(venue),
	}
	att := map[string]any{"capacity": int64(show.Capacity), "tickets_sold": int64(show.Sold())}
	if show.ScannedAttendance != nil {
		att["scanned_attendance"] = int64(*show.ScannedAttendance)
	}
	out["attendance"] = att

	var income []records.IncomeLine
	for _, in := range src.Data.Income {
		if in.ShowID == show.ID {
			income = append(income, in)
		}
	}
	slices.SortStableFunc(income, func(a, b records.IncomeLine) int {
		return strings.Compare(string(a.Kind)+"\x00"+a.Description, string(b.Kind)+"\x00"+b.Description)
	})
	var totalIncome int64
	lines := make([]any, 0, len(income))
	for _, in := range income {
		m := map[string]any{"category": string(in.Kind), "amount": Money(in.Amount, cur)}
		PutString(m, "description", in.Description)
		PutString(m, "received_on", string(in.ReceivedOn))
		lines = append(lines, m)
		totalIncome += in.Amount
	}
	out["income"] = lines
	out["total_income"] = Money(totalIncome, cur)

	cats, items, totalCost := showPnLExpenses(src, show, cur)
	out["expenses"] = cats
	out["expense_items"] = items
	out["total_expenses"] = Money(totalCost, cur)

	net := totalIncome - totalCost
	out["net"] = Money(net, cur)
	if totalIncome > 0 {
		out["margin_percent"] = math.Round(float64(net)*1000/float64(totalIncome)) / 10
	}
	return out, nil
}

// showPnLExpenses returns the show's expenses by category (sorted by category), the
// items themselves (by date, category, vendor) and their total.
func showPnLExpenses(src Source, show *records.Show, cur string) ([]any, []any, int64) {
	var exps []records.Expense
	for _, e := range src.Data.Expenses {
		if e.ShowID == show.ID && e.Status != records.ExpenseRejected {
			exps = append(exps, e)
		}
	}
	slices.SortStableFunc(exps, func(a, b records.Expense) int {
		return strings.Compare(
			string(a.IncurredOn)+"\x00"+a.Category+"\x00"+a.Vendor+"\x00"+string(a.ID),
			string(b.IncurredOn)+"\x00"+b.Category+"\x00"+b.Vendor+"\x00"+string(b.ID))
	})
	sums := map[string]int64{}
	counts := map[string]int64{}
	var total int64
	items := make([]any, 0, len(exps))
	for _, e := range exps {
		cat := showPnLCategory(e.Category)
		sums[cat] += e.Amount
		counts[cat]++
		total += e.Amount
		m := map[string]any{"category": cat, "status": string(e.Status), "amount": Money(e.Amount, cur)}
		PutString(m, "incurred_on", string(e.IncurredOn))
		PutString(m, "vendor", e.Vendor)
		PutString(m, "description", e.Description)
		items = append(items, m)
	}
	names := make([]string, 0, len(sums))
	for c := range sums {
		names = append(names, c)
	}
	slices.Sort(names)
	cats := make([]any, 0, len(names))
	for _, c := range names {
		cats = append(cats, map[string]any{"category": c, "items": counts[c], "amount": Money(sums[c], cur)})
	}
	return cats, items, total
}

// showPnLCategory labels an expense's category, "Uncategorised" when it has none.
func showPnLCategory(c string) string {
	return cmp.Or(Label(c), "Uncategorised")
}

// showPnLVenue is the venue block of the P&L: name, city and country.
func showPnLVenue(v *records.Venue) map[string]any {
	m := map[string]any{"name": v.Name}
	PutString(m, "city", v.City)
	PutString(m, "country", v.Country)
	return m
}
