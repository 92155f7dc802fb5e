package binding

import (
	"cmp"
	"net/url"
	"slices"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// The day sheet's helpers are shared by the other day-and-tour types of this batch
// (itinerary, tour book, advance sheet, call sheet, run of show, production schedule,
// travel manifest), which all show the same venues, schedules, hotels and travel.

// daySheetFromShow builds the day sheet of a show: its venue, the schedule of its
// touring day, the hotels covering that night, the travel departing that day and
// the key contacts.
func daySheetFromShow(src Source) (map[string]any, error) {
	show, project, venue, err := daySheetShowContext(src)
	if err != nil {
		return nil, err
	}
	tz := daySheetZone(show, venue)
	out := map[string]any{
		"time_zone": tz,
		"project":   daySheetProject(project),
		"date":      string(show.Date),
		"venue":     daySheetVenue(venue, show.Capacity),
		"schedule":  daySheetSchedule(src.Index, show, tz),
	}
	if project.StartsOn.Valid() && show.Date.Valid() {
		if n := project.StartsOn.DaysUntil(show.Date) + 1; n >= 1 && n <= 1000 {
			out["day_number"] = n
		}
	}
	daySheetPutShow(out, show, tz)
	if hotels := roomingListHotelsOn(src.Index, show.ProjectID, show.Date, 10); len(hotels) > 0 {
		out["hotels"] = hotels
	}
	if travel := daySheetTravel(src.Index, show.ProjectID, show.Date, 50); len(travel) > 0 {
		out["travel"] = travel
	}
	if travel := daySheetTravel(src.Index, show.ProjectID, show.Date.AddDays(1), 20); len(travel) > 0 {
		out["next_day_travel"] = travel
	}
	if contacts := daySheetContacts(src.Index, show, venue, 50); len(contacts) > 0 {
		out["contacts"] = contacts
	}
	PutString(out, "emergency_number", records.EmergencyNumber(venue.Country))
	if venue.Hospital != "" {
		h := map[string]any{"name": venue.Hospital}
		PutString(h, "phone", venue.HospitalPhone)
		out["hospital"] = h
	}
	PutString(out, "parking", venue.Parking)
	PutString(out, "wifi", venue.WiFi)
	if cs := daySheetChangeovers(src.Index, show); len(cs) > 0 {
		out["changeovers"] = cs
	}
	PutString(out, "notes", show.Notes)
	return out, nil
}

// daySheetChangeovers lists the changeovers between the show's sets
// (records.Changeovers), at most 20.
func daySheetChangeovers(ix *Index, show *records.Show) []any {
	var items []records.ScheduleItem
	for _, it := range ix.Data.Schedule {
		if it.ShowID == show.ID {
			items = append(items, it)
		}
	}
	out := []any{}
	for _, c := range records.Changeovers(items) {
		if len(out) == 20 {
			break
		}
		out = append(out, map[string]any{"after": c.After, "before": c.Before, "minutes": int64(c.Minutes)})
	}
	return out
}

// daySheetShowContext finds the show src points at, with its project and venue.
func daySheetShowContext(src Source) (*records.Show, *records.Project, *records.Venue, error) {
	show := src.Show(src.Ref.ID)
	if show == nil {
		return nil, nil, nil, notFound("show", src.Ref.ID)
	}
	project := src.Project(show.ProjectID)
	if project == nil {
		return nil, nil, nil, notFound("project", show.ProjectID)
	}
	venue := src.Venue(show.VenueID)
	if venue == nil {
		return nil, nil, nil, notFound("venue", show.VenueID)
	}
	return show, project, venue, nil
}

// daySheetPutShow sets the show's status, stage and doors, show and curfew times.
func daySheetPutShow(out map[string]any, show *records.Show, tz string) {
	switch show.Status {
	case records.ShowHold, records.ShowConfirmed, records.ShowCancelled, records.ShowSettled:
		out["status"] = string(show.Status)
	}
	PutString(out, "stage", show.Stage)
	daySheetPutInstant(out, "doors_at", show.DoorsAt, tz)
	daySheetPutInstant(out, "show_starts_at", show.StartsAt, tz)
	daySheetPutInstant(out, "curfew_at", show.CurfewAt, tz)
}

// daySheetZone is the zone a show's times are shown in: the show's, else the venue's.
func daySheetZone(show *records.Show, venue *records.Venue) string {
	for _, tz := range []string{show.TimeZone, venue.TimeZone} {
		if KnownZone(tz) {
			return tz
		}
	}
	return "UTC"
}

// daySheetPutInstant sets m[k] to t in tz unless t is nil.
func daySheetPutInstant(m map[string]any, k string, t *time.Time, tz string) {
	if t != nil && !t.IsZero() {
		m[k] = Instant(*t, tz)
	}
}

// daySheetProject is the short project block: name, code and artist.
func daySheetProject(p *records.Project) map[string]any {
	m := map[string]any{"name": p.Name}
	PutString(m, "code", p.Code)
	PutString(m, "artist", p.Artist)
	return m
}

// daySheetVenue is a venue with its address and contact details. capacity is the
// show's configured capacity; zero means the venue's own.
func daySheetVenue(v *records.Venue, capacity int) map[string]any {
	m := map[string]any{"name": v.Name, "city": v.City}
	PutString(m, "address", v.Address)
	PutString(m, "postal_code", v.PostalCode)
	if len(v.Country) == 2 {
		m["country"] = v.Country
	}
	if capacity <= 0 {
		capacity = v.Capacity
	}
	if capacity > 0 {
		m["capacity"] = capacity
	}
	PutString(m, "phone", v.Phone)
	PutString(m, "email", v.Email)
	PutString(m, "website", daySheetWebsite(v.Website))
	return m
}

// daySheetWebsite returns site as an absolute http(s) URL, adding the scheme a bare
// host name lacks, or "" when it is not a usable URL.
func daySheetWebsite(site string) string {
	site = strings.TrimSpace(site)
	if site == "" {
		return ""
	}
	if !strings.Contains(site, "://") {
		site = "https://" + site
	}
	u, err := url.Parse(site)
	if err != nil || u.Host == "" || (u.Scheme != "http" && u.Scheme != "https") {
		return ""
	}
	return u.String()
}

// daySheetTouringDay is the touring day an instant belongs to: a touring day runs
// from 06:00 to 06:00 local time, so the bus call after a show and the early
// load-out belong to the show's day.
func daySheetTouringDay(t time.Time, tz string) kernel.Date {
	return kernel.DateOf(t.Add(-6*time.Hour), Zone(tz))
}

// daySheetItemDay is the day a schedule item belongs to: its show's date, or its
// touring day when it is not tied to a show.
func daySheetItemDay(ix *Index, it records.ScheduleItem) kernel.Date {
	if !it.ShowID.IsZero() {
		if s := ix.Show(it.ShowID); s != nil {
			return s.Date
		}
	}
	return daySheetTouringDay(it.StartsAt, it.TimeZone)
}

// daySheetSchedule lists a show's schedule items and the untied items of its touring
// day, in time order, at most 100.
func daySheetSchedule(ix *Index, show *records.Show, tz string) []any {
	var items []records.ScheduleItem
	for _, it := range ix.Data.Schedule {
		if it.ProjectID != show.ProjectID {
			continue
		}
		if it.ShowID == show.ID || (it.ShowID.IsZero() && daySheetItemDay(ix, it) == show.Date) {
			items = append(items, it)
		}
	}
	return daySheetScheduleValues(items, tz, 100)
}

// daySheetScheduleValues sorts items by start and maps at most limit of them.
func daySheetScheduleValues(items []records.ScheduleItem, tz string, limit int) []any {
	slices.SortStableFunc(items, func(a, b records.ScheduleItem) int {
		return cmp.Or(a.StartsAt.Compare(b.StartsAt), cmp.Compare(a.Title, b.Title), cmp.Compare(a.ID, b.ID))
	})
	out := []any{}
	for _, it := range items {
		if len(out) == limit {
			break
		}
		out = append(out, daySheetScheduleItem(it, tz))
	}
	return out
}

// daySheetScheduleItem is one schedule entry, its times given in the item's own zone
// (tz when it has none).
func daySheetScheduleItem(it records.ScheduleItem, tz string) map[string]any {
	if it.TimeZone != "" {
		tz = it.TimeZone
	}
	kind := string(it.Kind)
	if !slices.Contains(daySheetScheduleKinds, it.Kind) {
		kind = string(records.ScheduleOther)
	}
	title := it.Title
	if title == "" {
		title = daySheetCapitalize(strings.ReplaceAll(kind, "_", " "))
	}
	m := map[string]any{"kind": kind, "title": title, "starts_at": Instant(it.StartsAt, tz)}
	daySheetPutInstant(m, "ends_at", it.EndsAt, tz)
	PutString(m, "location", it.Location)
	PutString(m, "notes", it.Notes)
	return m
}

// daySheetScheduleKinds are the schedule kinds the schemas enumerate.
var daySheetScheduleKinds = []records.ScheduleKind{
	records.ScheduleLoadIn, records.ScheduleSoundcheck, records.ScheduleDoors, records.ScheduleSet,
	records.ScheduleCurfew, records.ScheduleLoadOut, records.ScheduleTravel, records.SchedulePress,
	records.ScheduleMeal, records.ScheduleMeeting, records.ScheduleOther,
}

// daySheetCapitalize upper-cases the first letter of s ("promoter rep" → "Promoter rep").
func daySheetCapitalize(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 {
		return s
	}
	return string(unicode.ToUpper(r)) + s[n:]
}

// daySheetContacts lists a show's contacts, then its venue's, then the project's
// tour and production managers engaged on the show date who are not listed yet;
// each person once per role, at most limit.
func daySheetContacts(ix *Index, show *records.Show, venue *records.Venue, limit int) []any {
	roles := slices.Concat(show.Contacts, venue.Contacts)
	for _, a := range daySheetManagers(ix, show) {
		if !slices.ContainsFunc(roles, func(c records.ContactRole) bool { return c.PersonID == a.PersonID }) {
			roles = append(roles, records.ContactRole{PersonID: a.PersonID, Role: a.Role})
		}
	}
	return daySheetContactValues(ix, roles, limit)
}

// daySheetContactValues maps contact roles to contacts, skipping people not in the
// index and repeats of the same person in the same role, at most limit.
func daySheetContactValues(ix *Index, roles []records.ContactRole, limit int) []any {
	seen := map[records.ContactRole]bool{}
	out := []any{}
	for _, c := range roles {
		p := ix.Person(c.PersonID)
		key := records.ContactRole{PersonID: c.PersonID, Role: strings.ToLower(strings.TrimSpace(c.Role))}
		if p == nil || p.FullName() == "" || seen[key] || len(out) == limit {
			continue
		}
		seen[key] = true
		m := PersonValue(*p)
		m["role"] = daySheetCapitalize(cmp.Or(strings.TrimSpace(c.Role), "Contact"))
		out = append(out, m)
	}
	return out
}

// daySheetManagers returns the crew assignments of the show's project, active on the
// show date, whose role names a tour or production manager, sorted by role and start.
func daySheetManagers(ix *Index, show *records.Show) []records.CrewAssignment {
	var out []records.CrewAssignment
	for _, a := range ix.Data.CrewAssignments {
		role := strings.ToLower(a.Role)
		if a.ProjectID != show.ProjectID || !daySheetCovers(a, show.Date) {
			continue
		}
		if strings.Contains(role, "tour manager") || strings.Contains(role, "production manager") {
			out = append(out, a)
		}
	}
	slices.SortStableFunc(out, func(a, b records.CrewAssignment) int {
		return cmp.Or(cmp.Compare(a.Role, b.Role), cmp.Compare(a.StartsOn, b.StartsOn), cmp.Compare(a.ID, b.ID))
	})
	return out
}

// daySheetCovers reports whether the assignment runs on date; open ends count as
// covering.
func daySheetCovers(a records.CrewAssignment, date kernel.Date) bool {
	return (a.StartsOn.IsZero() || !date.Before(a.StartsOn)) && (a.EndsOn.IsZero() || !a.EndsOn.Before(date))
}

// daySheetTravel lists the segments departing on the touring day date with their
// passengers' names, in departure order, at most limit.
func daySheetTravel(ix *Index, projectID kernel.ID, date kernel.Date, limit int) []any {
	out := []any{}
	for _, seg := range travelManifestDeparting(ix, projectID, date) {
		if len(out) == limit {
			break
		}
		m := travelManifestLeg(seg)
		if names := travelManifestNames(ix, seg, 200); len(names) > 0 {
			m["passengers"] = names
		}
		out = append(out, m)
	}
	return out
}
