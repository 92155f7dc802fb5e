package binding

import (
	"cmp"
	"maps"
	"slices"
	"strings"

	"github.com/roadcase/roadcase/core/records"
)

// guestListFromShow builds a show's guest list: every entry alphabetically and the
// head counts (plus-ones included) by status and by category.
func guestListFromShow(src Source) (map[string]any, error) {
	show, project, venue, err := daySheetShowContext(src)
	if err != nil {
		return nil, err
	}
	tz := daySheetZone(show, venue)
	var entries []records.GuestListEntry
	for _, e := range src.Data.GuestList {
		if e.ShowID == show.ID && strings.TrimSpace(e.Name) != "" {
			entries = append(entries, e)
		}
	}
	slices.SortStableFunc(entries, func(a, b records.GuestListEntry) int {
		return cmp.Or(cmp.Compare(strings.ToLower(a.Name), strings.ToLower(b.Name)), cmp.Compare(a.ID, b.ID))
	})
	entries = entries[:min(len(entries), 1000)]
	values := make([]any, 0, len(entries))
	for _, e := range entries {
		values = append(values, guestListEntry(e))
	}
	out := map[string]any{
		"time_zone": tz,
		"project":   daySheetProject(project),
		"date":      string(show.Date),
		"venue":     map[string]any{"name": venue.Name, "city": venue.City},
		"entries":   values,
		"totals":    guestListTotals(entries),
	}
	PutString(out, "stage", show.Stage)
	daySheetPutInstant(out, "doors_at", show.DoorsAt, tz)
	daySheetPutInstant(out, "cutoff_at", show.GuestCutoffAt, tz)
	if show.GuestAllocation > 0 {
		out["allocation"] = int64(show.GuestAllocation)
	}
	PutString(out, "pickup_instructions", show.GuestPickup)
	if cats := guestListByCategory(entries); len(cats) > 0 {
		out["by_category"] = cats
	}
	return out, nil
}

// guestListEntry is one name with its plus-ones, category, requester, status and pass.
func guestListEntry(e records.GuestListEntry) map[string]any {
	m := map[string]any{"name": e.Name, "plus_ones": max(e.PlusOnes, 0), "status": string(e.Status)}
	PutString(m, "category", Label(e.Category))
	PutString(m, "requested_by", e.RequestedBy)
	PutString(m, "pass_type", e.PassType)
	PutString(m, "notes", e.Notes)
	return m
}

// guestListHeads is the number of people an entry stands for: the guest and plus-ones.
func guestListHeads(e records.GuestListEntry) int { return 1 + max(e.PlusOnes, 0) }

// guestListTotals counts people by status; guests is everyone not declined.
func guestListTotals(entries []records.GuestListEntry) map[string]any {
	var guests, approved, pending, checkedIn, declined int
	for _, e := range entries {
		n := guestListHeads(e)
		switch e.Status {
		case records.GuestDeclined:
			declined += n
			continue
		case records.GuestRequested:
			pending += n
		case records.GuestApproved:
			approved += n
		case records.GuestCheckedIn:
			approved += n
			checkedIn += n
		}
		guests += n
	}
	return map[string]any{
		"guests":            guests,
		"approved_guests":   approved,
		"pending_guests":    pending,
		"checked_in_guests": checkedIn,
		"declined_guests":   declined,
	}
}

// guestListByCategory counts the people not declined per category, by category
// name; entries without a category count as "uncategorised". At most 50 categories.
func guestListByCategory(entries []records.GuestListEntry) []any {
	counts := map[string]int{}
	for _, e := range entries {
		if e.Status != records.GuestDeclined {
			counts[cmp.Or(Label(e.Category), "Uncategorised")] += guestListHeads(e)
		}
	}
	out := []any{}
	for _, c := range slices.Sorted(maps.Keys(counts)) {
		if len(out) == 50 {
			break
		}
		out = append(out, map[string]any{"category": c, "guests": counts[c]})
	}
	return out
}
