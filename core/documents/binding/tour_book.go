package binding

import (
	"cmp"
	"slices"
	"strings"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// tourBookFromProject builds a project's tour book: the touring party, every day
// with its shows, venues, contacts, schedule, hotels and travel, then all travel
// and a rooming summary.
func tourBookFromProject(src Source) (map[string]any, error) {
	project := src.Project(src.Ref.ID)
	if project == nil {
		return nil, notFound("project", src.Ref.ID)
	}
	days := itineraryDays(src.Index, project, 400)
	tz := itineraryProjectZone(days)
	values := make([]any, 0, len(days))
	for _, d := range days {
		values = append(values, tourBookDay(src.Index, d))
	}
	out := map[string]any{
		"time_zone":  tz,
		"project":    daySheetProject(project),
		"show_count": itineraryShowCount(days),
		"tour_party": tourBookParty(src.Index, project, 300),
		"days":       values,
		"travel":     tourBookTravel(src.Index, project.ID, 500),
		"rooming":    tourBookRooming(src.Index, project.ID, 200),
	}
	itineraryPutSpan(out, project)
	PutString(out, "organization", src.OrgName)
	if !src.Now.IsZero() {
		out["prepared_on"] = string(kernel.DateOf(src.Now, Zone(tz)))
	}
	PutString(out, "notes", project.Notes)
	return out, nil
}

// tourBookDay is one day's page: shows with venue and contacts, schedule, hotels and
// travel.
func tourBookDay(ix *Index, d itineraryDay) map[string]any {
	row := itineraryRow(ix, d)
	delete(row, "hotels")
	delete(row, "travel")
	tz := cmp.Or(d.Zone(), "UTC")
	shows := []any{}
	for _, s := range d.Shows[:min(len(d.Shows), 50)] {
		v := ix.Venue(s.VenueID)
		if v == nil {
			continue
		}
		m := map[string]any{"venue": daySheetVenue(v, s.Capacity)}
		daySheetPutShow(m, s, cmp.Or(travelManifestZone(s.TimeZone), tz))
		if contacts := daySheetContactValues(ix, slices.Concat(s.Contacts, v.Contacts), 30); len(contacts) > 0 {
			m["contacts"] = contacts
		}
		PutString(m, "notes", s.Notes)
		shows = append(shows, m)
	}
	if len(shows) > 0 {
		row["shows"] = shows
	} else {
		delete(row, "shows")
	}
	if schedule := daySheetScheduleValues(d.Schedule, tz, 100); len(schedule) > 0 {
		row["schedule"] = schedule
	}
	hotels := []any{}
	for _, a := range d.Stays[:min(len(d.Stays), 10)] {
		hotels = append(hotels, roomingListHotel(a))
	}
	if len(hotels) > 0 {
		row["hotels"] = hotels
	}
	travel := []any{}
	for _, seg := range d.Travel[:min(len(d.Travel), 50)] {
		travel = append(travel, tourBookLeg(seg))
	}
	if len(travel) > 0 {
		row["travel"] = travel
	}
	return row
}

// tourBookLeg is a travel segment with the number of people booked on it.
func tourBookLeg(seg records.TravelSegment) map[string]any {
	m := travelManifestLeg(seg)
	m["passenger_count"] = len(slices.Compact(slices.Sorted(slices.Values(seg.PassengerIDs))))
	return m
}

// tourBookParty lists the project's crew assignments by department, role and name,
// at most limit.
func tourBookParty(ix *Index, project *records.Project, limit int) []any {
	type member struct {
		a records.CrewAssignment
		p *records.Person
	}
	var members []member
	for _, a := range ix.Data.CrewAssignments {
		if p := ix.Person(a.PersonID); a.ProjectID == project.ID && p != nil && p.FullName() != "" {
			members = append(members, member{a, p})
		}
	}
	slices.SortStableFunc(members, func(x, y member) int {
		return cmp.Or(cmp.Compare(x.a.Department, y.a.Department), cmp.Compare(x.a.Role, y.a.Role),
			cmp.Compare(x.p.FullName(), y.p.FullName()), cmp.Compare(x.a.ID, y.a.ID))
	})
	out := []any{}
	if artist := tourBookArtist(ix, project, func(name string) bool {
		return slices.ContainsFunc(members, func(m member) bool { return m.p.FullName() == name })
	}); artist != nil && limit > 0 {
		out, limit = append(out, artist), limit-1
	}
	for _, mb := range members[:min(len(members), limit)] {
		m := map[string]any{"name": mb.p.FullName(), "role": cmp.Or(strings.TrimSpace(mb.a.Role), "Crew")}
		PutString(m, "department", Label(mb.a.Department))
		PutString(m, "email", mb.p.Email)
		PutString(m, "phone", mb.p.Phone)
		if mb.a.StartsOn.Valid() {
			m["starts_on"] = string(mb.a.StartsOn)
		}
		if mb.a.EndsOn.Valid() {
			m["ends_on"] = string(mb.a.EndsOn)
		}
		out = append(out, m)
	}
	return out
}

// tourBookTravel lists every travel segment of the project in departure order, at
// most limit.
func tourBookTravel(ix *Index, projectID kernel.ID, limit int) []any {
	var segs []records.TravelSegment
	for _, s := range ix.Data.Travel {
		if s.ProjectID == projectID {
			segs = append(segs, s)
		}
	}
	travelManifestSort(segs)
	out := []any{}
	for _, s := range segs[:min(len(segs), limit)] {
		out = append(out, tourBookLeg(s))
	}
	return out
}

// tourBookRooming summarises every stay of the project in check-in order: hotel,
// dates, nights, rooms and guests. At most limit.
func tourBookRooming(ix *Index, projectID kernel.ID, limit int) []any {
	var stays []records.Accommodation
	for _, a := range ix.Data.Accommodations {
		if a.ProjectID == projectID && a.Nights() >= 1 && a.Nights() <= 366 {
			stays = append(stays, a)
		}
	}
	roomingListSort(stays)
	out := []any{}
	for _, a := range stays[:min(len(stays), limit)] {
		full := roomingListStay(ix, a, "")
		m := map[string]any{}
		for _, k := range []string{"name", "city", "check_in", "check_out", "nights", "room_count", "guest_count", "confirmation"} {
			if v, ok := full[k]; ok {
				m[k] = v
			}
		}
		out = append(out, m)
	}
	return out
}

// tourBookArtist is the tour's artist at the head of the touring party: the
// artist is paid by the deal, not engaged as crew, so has no crew assignment,
// yet travels, sleeps and plays with the party. Nil for a project that is not a
// tour (a festival's "Various artists"), without an artist, or whose artist is
// already in the party. The person of the same name gives the contact details.
func tourBookArtist(ix *Index, project *records.Project, listed func(string) bool) map[string]any {
	name := strings.TrimSpace(project.Artist)
	if project.Kind != records.ProjectTour || name == "" || listed(name) {
		return nil
	}
	m := map[string]any{"name": name, "role": "Artist", "department": "Artist"}
	for i := range ix.Data.People {
		if p := &ix.Data.People[i]; p.FullName() == name {
			PutString(m, "email", p.Email)
			PutString(m, "phone", p.Phone)
			break
		}
	}
	return m
}
