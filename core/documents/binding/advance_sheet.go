package binding

import (
	"cmp"
	"math"
	"strings"

	"github.com/roadcase/roadcase/core/records"
)

// advanceSheetFromShow builds a show's advance sheet from what the records hold: the
// venue, contacts, schedule, guest list counts, the venue's merch rate and the
// ticket scaling. Production and hospitality details are not kept as records, so
// they are left out and print as still to advance.
func advanceSheetFromShow(src Source) (map[string]any, error) {
	show, project, venue, err := daySheetShowContext(src)
	if err != nil {
		return nil, err
	}
	tz := daySheetZone(show, venue)
	var items []records.ScheduleItem
	for _, it := range src.Data.Schedule {
		if it.ShowID == show.ID {
			items = append(items, it)
		}
	}
	v := daySheetVenue(venue, show.Capacity)
	PutString(v, "notes", venue.Notes)
	var guests []records.GuestListEntry
	for _, e := range src.Data.GuestList {
		if e.ShowID == show.ID && strings.TrimSpace(e.Name) != "" {
			guests = append(guests, e)
		}
	}
	totals := guestListTotals(guests)
	out := map[string]any{
		"time_zone": tz,
		"project":   daySheetProject(project),
		"date":      string(show.Date),
		"venue":     v,
		"schedule":  daySheetScheduleValues(items, tz, 100),
		"guest_list": map[string]any{
			"requested": totals["guests"],
			"approved":  totals["approved_guests"],
		},
		"merch": map[string]any{"venue_rate_percent": Percent(show.VenueMerchRate)},
	}
	daySheetPutShow(out, show, tz)
	if p := advanceSheetAdvancer(src.Index, show); p != nil {
		out["advanced_by"] = PersonValue(*p)
	}
	if contacts := daySheetContacts(src.Index, show, venue, 50); len(contacts) > 0 {
		out["contacts"] = contacts
	}
	if len(show.Tiers) > 0 {
		out["ticketing"] = advanceSheetTicketing(show, venue, show.Currency)
	}
	PutString(out, "notes", show.Notes)
	return out, nil
}

// advanceSheetAdvancer is the person who advances the show: the project's production
// manager engaged on the date, else its tour manager, else nil.
func advanceSheetAdvancer(ix *Index, show *records.Show) *records.Person {
	for _, role := range []string{"production manager", "tour manager"} {
		for _, a := range daySheetManagers(ix, show) {
			if strings.Contains(strings.ToLower(a.Role), role) {
				if p := ix.Person(a.PersonID); p != nil && p.FullName() != "" {
					return p
				}
			}
		}
	}
	return nil
}

// advanceSheetTicketing is the show's scaling: each tier with its sellable count, the
// totals, the share sold and the gross to date and at a sell-out.
func advanceSheetTicketing(show *records.Show, venue *records.Venue, currency string) map[string]any {
	tiers := make([]any, 0, len(show.Tiers))
	for _, t := range show.Tiers[:min(len(show.Tiers), 50)] {
		tiers = append(tiers, map[string]any{
			"name":      cmp.Or(strings.TrimSpace(t.Name), "Tier"),
			"price":     Money(t.Price, currency),
			"allotment": t.Allotment,
			"sold":      t.Sold,
			"comps":     t.Comps,
			"kills":     t.Kills,
			"sellable":  max(t.Sellable(), 0),
		})
	}
	m := map[string]any{
		"tiers":           tiers,
		"total_allotment": show.Allotment(),
		"total_sold":      show.Sold(),
		"total_comps":     show.Comps(),
		"total_sellable":  max(show.Sellable(), 0),
		"gross_to_date":   Money(show.Gross(), currency),
		"gross_potential": Money(max(show.Potential(), 0), currency),
	}
	if sellable := show.Sellable(); sellable > 0 {
		m["sold_percent"] = min(math.Round(float64(show.Sold())*1000/float64(sellable))/10, 100)
	}
	if capacity := show.Capacity; capacity > 0 {
		m["capacity"] = capacity
	} else if venue.Capacity > 0 {
		m["capacity"] = venue.Capacity
	}
	return m
}
