package binding

import (
	"cmp"
	"slices"
	"strings"

	"github.com/roadcase/roadcase/core/records"
)

// callSheetFromShow builds a show day's call sheet: a call for everyone engaged on
// the project that day, the show's schedule, the contacts and the local emergency
// number.
func callSheetFromShow(src Source) (map[string]any, error) {
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
	schedule := daySheetScheduleValues(items, tz, 50)
	calls := callSheetCalls(src.Index, show, items, tz)
	out := map[string]any{
		"time_zone": tz,
		"project":   daySheetProject(project),
		"date":      string(show.Date),
		"venue":     callSheetVenue(venue),
		"calls":     calls,
	}
	if len(schedule) > 0 {
		out["schedule"] = schedule
	}
	for _, c := range calls {
		if at, ok := c.(map[string]any)["call_at"]; ok {
			out["general_call_at"] = at // calls are sorted, so the first timed call is the earliest
			break
		}
	}
	PutString(out, "stage", show.Stage)
	daySheetPutInstant(out, "doors_at", show.DoorsAt, tz)
	daySheetPutInstant(out, "show_starts_at", show.StartsAt, tz)
	daySheetPutInstant(out, "curfew_at", show.CurfewAt, tz)
	if contacts := daySheetContacts(src.Index, show, venue, 30); len(contacts) > 0 {
		out["contacts"] = contacts
	}
	if n := callSheetEmergencyNumbers[venue.Country]; n != "" {
		out["emergency"] = map[string]any{"emergency_number": n}
	}
	PutString(out, "notes", show.Notes)
	return out, nil
}

// callSheetVenue is the venue block of a call sheet: name, address and phone.
func callSheetVenue(v *records.Venue) map[string]any {
	m := daySheetVenue(v, 0)
	for _, k := range []string{"capacity", "email", "website"} {
		delete(m, k)
	}
	return m
}

// callSheetCalls gives each person engaged on the show date a call: artist-team
// members at soundcheck, everyone else at load-in; failing those, at the day's first
// item. A person without any schedule to go by is listed with the call to be
// confirmed. Sorted by call time, department and name; at most 300.
func callSheetCalls(ix *Index, show *records.Show, items []records.ScheduleItem, tz string) []any {
	first := func(kinds ...records.ScheduleKind) *records.ScheduleItem {
		var best *records.ScheduleItem
		for i, it := range items {
			if (len(kinds) == 0 || slices.Contains(kinds, it.Kind)) && (best == nil || it.StartsAt.Before(best.StartsAt)) {
				best = &items[i]
			}
		}
		return best
	}
	crewCall := cmp.Or(first(records.ScheduleLoadIn), first())
	artistCall := cmp.Or(first(records.ScheduleSoundcheck), crewCall)
	type call struct {
		value map[string]any
		at    string
		dept  string
		name  string
	}
	var calls []call
	seen := map[string]bool{}
	for _, a := range ix.Data.CrewAssignments {
		p := ix.Person(a.PersonID)
		if a.ProjectID != show.ProjectID || !daySheetCovers(a, show.Date) || p == nil || p.FullName() == "" {
			continue
		}
		role := cmp.Or(strings.TrimSpace(a.Role), "Crew")
		if key := string(a.PersonID) + "/" + role; !seen[key] {
			seen[key] = true
		} else {
			continue
		}
		m := map[string]any{"name": p.FullName(), "role": role}
		PutString(m, "department", Label(a.Department))
		PutString(m, "phone", p.Phone)
		at := crewCall
		if callSheetIsArtist(a.Department) {
			at = artistCall
		}
		c := call{value: m, dept: a.Department, name: p.FullName(), at: "~"} // "~" sorts untimed calls last
		if at != nil {
			m["call_at"] = Instant(at.StartsAt, cmp.Or(at.TimeZone, tz))
			PutString(m, "location", at.Location)
			c.at = at.StartsAt.UTC().Format("2006-01-02T15:04:05")
		}
		calls = append(calls, c)
	}
	slices.SortStableFunc(calls, func(a, b call) int {
		return cmp.Or(cmp.Compare(a.at, b.at), cmp.Compare(a.dept, b.dept), cmp.Compare(a.name, b.name))
	})
	out := []any{}
	for _, c := range calls[:min(len(calls), 300)] {
		out = append(out, c.value)
	}
	return out
}

// callSheetIsArtist reports whether a department is the artist's own party, who are
// called for soundcheck rather than load-in.
func callSheetIsArtist(department string) bool {
	d := strings.ToLower(department)
	return strings.Contains(d, "artist") || strings.Contains(d, "band")
}

// callSheetEmergencyNumbers maps ISO country codes to the number that reaches an
// ambulance, the medical line first where a country has its own (Norway 113,
// Switzerland 144). 112 works throughout the EU and EEA. Countries not listed get
// no number rather than a guess.
var callSheetEmergencyNumbers = map[string]string{
	"AT": "112", "BE": "112", "BG": "112", "HR": "112", "CY": "112", "CZ": "112", "DK": "112",
	"EE": "112", "FI": "112", "FR": "112", "DE": "112", "GR": "112", "HU": "112", "IE": "112 or 999",
	"IT": "112", "LV": "112", "LT": "112", "LU": "112", "MT": "112", "NL": "112", "PL": "112",
	"PT": "112", "RO": "112", "SK": "112", "SI": "112", "ES": "112", "SE": "112", "IS": "112",
	"NO": "113 or 112", "CH": "144 or 112", "LI": "112", "GB": "999 or 112", "US": "911", "CA": "911",
	"MX": "911", "AU": "000", "NZ": "111",
}
