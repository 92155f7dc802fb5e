package binding

import (
	"cmp"
	"math"
	"slices"
	"strings"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// showPnLFromShow builds the internal profit and loss of one show from the income
// lines and expenses booked against it, in the project's home currency: each line
// is converted at the rate it was booked at. Only expenses that are costs count
// (records.Expense.IsCost).
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
	totalIncome, err := records.IncomeTotal(income, cur)
	if err != nil {
		return nil, kernel.Internal(err)
	}
	lines := make([]any, 0, len(income))
	for _, in := range income {
		m := map[string]any{"category": string(in.Kind), "amount": Money(in.Amount, in.Currency)}
		PutString(m, "description", in.Description)
		PutString(m, "received_on", string(in.ReceivedOn))
		lines = append(lines, m)
	}
	out["income"] = lines
	out["total_income"] = Money(totalIncome, cur)

	cats, items, totalCost, err := showPnLExpenses(src, show, cur)
	if err != nil {
		return nil, err
	}
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

// showPnLExpenses returns the show's cost expenses by category in home, the
// project's currency (sorted by label), the items themselves in the currency each
// was spent in (by date, category, vendor) and their total in home.
func showPnLExpenses(src Source, show *records.Show, home string) ([]any, []any, int64, error) {
	var exps []records.Expense
	for _, e := range src.Data.Expenses {
		if e.ShowID == show.ID && e.IsTourCost() {
			exps = append(exps, e)
		}
	}
	slices.SortStableFunc(exps, func(a, b records.Expense) int {
		return strings.Compare(
			string(a.IncurredOn)+"\x00"+a.Category+"\x00"+a.Vendor+"\x00"+string(a.ID),
			string(b.IncurredOn)+"\x00"+b.Category+"\x00"+b.Vendor+"\x00"+string(b.ID))
	})
	rows, total, err := records.CostsByCategory(exps, home)
	if err != nil {
		return nil, nil, 0, kernel.Internal(err)
	}
	items := make([]any, 0, len(exps))
	for _, e := range exps {
		m := map[string]any{"category": showPnLCategory(e.Category), "status": string(e.Status), "amount": Money(e.Amount, e.Currency)}
		PutString(m, "incurred_on", string(e.IncurredOn))
		PutString(m, "vendor", e.Vendor)
		PutString(m, "description", e.Description)
		items = append(items, m)
	}
	slices.SortFunc(rows, func(a, b records.CategoryTotal) int {
		return cmp.Compare(showPnLCategory(a.Category), showPnLCategory(b.Category))
	})
	cats := make([]any, 0, len(rows))
	for _, r := range rows {
		cats = append(cats, map[string]any{"category": showPnLCategory(r.Category), "items": int64(r.Items), "amount": Money(r.Actual, home)})
	}
	return cats, items, total, nil
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
