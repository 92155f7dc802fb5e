package reporting

import (
	"slices"

	"github.com/roadcase/roadcase/core/records"
)

// guestListsReport is each show's guest list against what the promoter allowed.
var guestListsReport = Report{
	Key: "guest_lists", Title: "Guest lists", Category: "operations", Long: true,
	Description: "Per show by date that has a guest allocation or entries (cancelled shows left out): the places " +
		"agreed with the promoter, the entries not declined, the places they take (each entry and its plus-ones) " +
		"approved or checked in, the people checked in, and utilisation, places ÷ allocation (null without an " +
		"allocation). Over 100 means the list is over its allocation.",
	Families: FamilyShows | FamilyNames,
	Columns: slices.Concat(showColumns, []Column{numberColumn("allocation", "Allocation", UnitCount),
		numberColumn("entries", "Entries", UnitCount), numberColumn("places", "Places approved", UnitCount),
		numberColumn("checked_in", "Checked in", UnitCount),
		numberColumn("guest_list_utilisation", "Guest list utilisation", UnitPercent)}),
	Build: buildGuestLists,
}

func buildGuestLists(s *Sheet) Table {
	var t Table
	var total [4]int64
	listed := false
	for _, f := range s.Facts.Shows {
		if f.Status == records.ShowCancelled || (f.GuestAllocation == 0 && f.GuestEntries == 0) {
			continue
		}
		counts := [4]int64{f.GuestAllocation, f.GuestEntries, f.GuestPlaces, f.GuestCheckedIn}
		for i, n := range counts {
			total[i] += n
		}
		listed = true
		t.Add(slices.Concat(s.showCells(f.Show), guestCells(counts)), showKey(f))
	}
	t.Sort()
	if listed {
		t.Totals = []Row{slices.Concat(nullCells(len(showColumns)), guestCells(total))}
	}
	return t
}

// guestCells are a guest list's counts and its utilisation.
func guestCells(c [4]int64) []any {
	return append(intCells(c[:]...), rounded(Percent(Int(c[2]), Int(c[0])), UnitPercent))
}
