package reporting

import (
	"slices"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// salesPaceReport shows, for each show still ahead, how fast the rest must sell:
// the tickets left to sell divided by the days left, the figure a promoter
// watches to decide on marketing spend. Tickets have no sales history in the
// records, so the pace is the pace needed, not the pace achieved so far.
var salesPaceReport = Report{
	Key: "sales_pace", Title: "Sales pace", Category: "ticketing", Long: true, Params: []string{"as_of"},
	Description: "Per confirmed show on or after as_of (today by default): tickets sold, left to sell, days to go, and the tickets per day needed to sell out.",
	Families:    FamilyProjects | FamilyShows | FamilyNames,
	Columns: append(slices.Clone(showColumns), []Column{
		{Key: "tickets_sold", Title: "Tickets sold", Type: ColumnNumber, Unit: UnitCount},
		{Key: "tickets_left", Title: "Tickets left", Type: ColumnNumber, Unit: UnitCount},
		{Key: "days_to_go", Title: "Days to go", Type: ColumnNumber, Unit: UnitCount},
		{Key: "needed_per_day", Title: "Needed per day", Type: ColumnNumber, Unit: UnitCount},
	}...),
	Build: buildSalesPace,
}

func buildSalesPace(s *Sheet) Table {
	today := s.Today
	if v := s.Args["as_of"]; v != "" {
		today = kernel.Date(v)
	}
	var t Table
	for _, show := range s.Facts.Shows {
		if show.Status != records.ShowConfirmed || show.Date.Before(today) {
			continue
		}
		left := max(0, show.Allotment-show.Comps-show.Kills-show.Sold)
		days := int64(today.DaysUntil(show.Date))
		var perDay any
		if days > 0 {
			// Whole tickets, rounded up: selling 10.2 a day means selling 11 on some.
			perDay = Int((left + days - 1) / days)
		}
		t.Add(append(Row(s.showCells(show.Show)), Int(show.Sold), Int(left), Int(days), perDay),
			kernel.Cursor{Keys: []string{string(show.Date)}, ID: show.Show})
	}
	t.Sort()
	return t
}
