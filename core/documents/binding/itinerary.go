package binding

import (
	"cmp"
	"maps"
	"slices"
	"strings"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// The itinerary's day model is shared by the tour book and the production schedule.

// itineraryFromProject builds a project's date sheet: one row per day of the tour
// with its shows, hotels and travel.
func itineraryFromProject(src Source) (map[string]any, error) {
	project := src.Project(src.Ref.ID)
	if project == nil {
		return nil, notFound("project", src.Ref.ID)
	}
	days := itineraryDays(src.Index, project, 400)
	rows := make([]any, 0, len(days))
	counts := map[string]int{}
	for _, d := range days {
		row := itineraryRow(src.Index, d)
		counts[row["day_type"].(string)]++
		rows = append(rows, row)
	}
	out := map[string]any{
		"time_zone":        itineraryProjectZone(days),
		"project":          daySheetProject(project),
		"days":             rows,
		"show_count":       itineraryShowCount(days),
		"travel_day_count": counts["travel"],
		"day_off_count":    counts["day_off"],
	}
	itineraryPutSpan(out, project)
	PutString(out, "notes", project.Notes)
	return out, nil
}

// itineraryRow is one day of the date sheet: at most 50 shows, 10 hotels and 50
// departures, as the schema allows.
func itineraryRow(ix *Index, d itineraryDay) map[string]any {
	row := map[string]any{"date": string(d.Date), "day_type": d.Type()}
	city, country := d.Place(ix)
	PutString(row, "city", city)
	PutString(row, "country", country)
	tz := d.Zone()
	PutString(row, "time_zone", tz)
	shows := []any{}
	for _, s := range d.Shows[:min(len(d.Shows), 50)] {
		m := map[string]any{}
		if v := ix.Venue(s.VenueID); v != nil {
			m["venue"] = v.Name
		}
		daySheetPutShow(m, s, cmp.Or(s.TimeZone, tz, "UTC"))
		shows = append(shows, m)
	}
	if len(shows) > 0 {
		row["shows"] = shows
	}
	hotels := []any{}
	for _, a := range d.Stays[:min(len(d.Stays), 10)] {
		hotels = append(hotels, hotelBlockLabel(ix.Data.Accommodations, a, 150))
	}
	if len(hotels) > 0 {
		row["hotels"] = hotels
	}
	travel := []any{}
	for _, seg := range d.Travel[:min(len(d.Travel), 50)] {
		leg := travelManifestLeg(seg)
		// A touring day runs 06:00 to 06:00 (daySheetTouringDay), so the 01:30 bus
		// after a show is on the show's row, as Master Tour lists the bus call on the
		// show day: the row says it leaves on the calendar day after.
		if n := d.Date.DaysUntil(kernel.DateOf(seg.DepartsAt, Zone(seg.DepartTimeZone))); n > 0 {
			leg["departs_day_offset"] = int64(n)
		}
		travel = append(travel, leg)
	}
	if len(travel) > 0 {
		row["travel"] = travel
	}
	if len(d.Shows) == 0 {
		PutString(row, "notes", itineraryAgenda(d.Schedule, 1000))
	}
	return row
}

// itineraryAgenda joins the titles of a day's schedule items ("Radio interview;
// Rehearsal"), cut at the last whole title that fits in limit bytes.
func itineraryAgenda(items []records.ScheduleItem, limit int) string {
	var b strings.Builder
	for _, it := range items {
		title := cmp.Or(strings.TrimSpace(it.Title), daySheetCapitalize(strings.ReplaceAll(string(it.Kind), "_", " ")))
		if b.Len() > 0 {
			title = "; " + title
		}
		if b.Len()+len(title) > limit {
			break
		}
		b.WriteString(title)
	}
	return b.String()
}

// itineraryShowCount counts the shows of the days that are not cancelled.
func itineraryShowCount(days []itineraryDay) int {
	n := 0
	for _, d := range days {
		for _, s := range d.Shows {
			if s.Status != records.ShowCancelled {
				n++
			}
		}
	}
	return n
}

// itineraryPutSpan sets starts_on and ends_on from the project's dates when valid.
func itineraryPutSpan(out map[string]any, p *records.Project) {
	if p.StartsOn.Valid() {
		out["starts_on"] = string(p.StartsOn)
	}
	if p.EndsOn.Valid() {
		out["ends_on"] = string(p.EndsOn)
	}
}

// itineraryProjectZone is the zone of the first day that has one, else UTC.
func itineraryProjectZone(days []itineraryDay) string {
	for _, d := range days {
		if tz := d.Zone(); tz != "" {
			return tz
		}
	}
	return "UTC"
}

// itineraryDay is what happens on one touring day of a project.
type itineraryDay struct {
	Date     kernel.Date
	Shows    []*records.Show         // by venue, stage and id
	Schedule []records.ScheduleItem  // the show items of the day and the untied ones, by start
	Travel   []records.TravelSegment // departing that touring day, by departure
	Stays    []records.Accommodation // covering that night, by check-in and hotel
}

// Type classifies the day: a show day, a travel day, a press day, another working
// day or a day off.
func (d itineraryDay) Type() string {
	if len(d.Shows) > 0 {
		return "show"
	}
	if len(d.Travel) > 0 || slices.ContainsFunc(d.Schedule, func(it records.ScheduleItem) bool { return it.Kind == records.ScheduleTravel }) {
		return "travel"
	}
	if slices.ContainsFunc(d.Schedule, func(it records.ScheduleItem) bool { return it.Kind == records.SchedulePress }) {
		return "press"
	}
	if len(d.Schedule) > 0 {
		return "other"
	}
	return "day_off"
}

// Zone is the zone the day's times are shown in: the first show's, else the first
// departure's, else the first schedule item's; "" when the day has no times.
func (d itineraryDay) Zone() string {
	for _, s := range d.Shows {
		if tz := travelManifestZone(s.TimeZone); tz != "" {
			return tz
		}
	}
	for _, seg := range d.Travel {
		if tz := travelManifestZone(seg.DepartTimeZone); tz != "" {
			return tz
		}
	}
	for _, it := range d.Schedule {
		if tz := travelManifestZone(it.TimeZone); tz != "" {
			return tz
		}
	}
	return ""
}

// Place is the day's city and country: the first show's venue, else the hotel of
// the night.
func (d itineraryDay) Place(ix *Index) (city, country string) {
	for _, s := range d.Shows {
		if v := ix.Venue(s.VenueID); v != nil && v.City != "" {
			if len(v.Country) == 2 {
				country = v.Country
			}
			return v.City, country
		}
	}
	for _, a := range d.Stays {
		if a.City != "" {
			return a.City, ""
		}
	}
	return "", ""
}

// itineraryDays returns every day of the project from its first to its last day
// (widened to take in shows, travel, schedule and stays outside its dates), or, when
// that span is longer than limit days, only the days on which something happens.
// At most limit days; none when nothing is booked.
func itineraryDays(ix *Index, p *records.Project, limit int) []itineraryDay {
	byDate := map[kernel.Date]*itineraryDay{}
	day := func(date kernel.Date) *itineraryDay {
		if byDate[date] == nil {
			byDate[date] = &itineraryDay{Date: date}
		}
		return byDate[date]
	}
	for i, s := range ix.Data.Shows {
		if s.ProjectID == p.ID && s.Date.Valid() {
			d := day(s.Date)
			d.Shows = append(d.Shows, &ix.Data.Shows[i])
		}
	}
	for _, it := range ix.Data.Schedule {
		if it.ProjectID == p.ID {
			d := day(daySheetItemDay(ix, it))
			d.Schedule = append(d.Schedule, it)
		}
	}
	for _, seg := range ix.Data.Travel {
		if seg.ProjectID == p.ID {
			d := day(daySheetTouringDay(seg.DepartsAt, seg.DepartTimeZone))
			d.Travel = append(d.Travel, seg)
		}
	}
	for _, a := range ix.Data.Accommodations {
		if a.ProjectID != p.ID || a.Nights() < 1 || a.Nights() > limit {
			continue
		}
		for date := a.CheckIn; date.Before(a.CheckOut); date = date.AddDays(1) {
			d := day(date)
			d.Stays = append(d.Stays, a)
		}
	}
	dates := itineraryDates(p, byDate, limit)
	out := make([]itineraryDay, 0, len(dates))
	for _, date := range dates {
		d := itineraryDay{Date: date}
		if byDate[date] != nil {
			d = *byDate[date]
		}
		d.sort(ix)
		out = append(out, d)
	}
	return out
}

// itineraryDates lists every date from the earliest to the latest of the project's
// dates and the busy dates, or only the busy dates when that span exceeds limit;
// nothing when no date is busy.
func itineraryDates(p *records.Project, busy map[kernel.Date]*itineraryDay, limit int) []kernel.Date {
	known := slices.Sorted(maps.Keys(busy))
	if len(known) == 0 {
		return nil // a project with nothing booked yet has no itinerary, not months of days off
	}
	bounds := slices.Clone(known)
	for _, date := range []kernel.Date{p.StartsOn, p.EndsOn} {
		if date.Valid() {
			bounds = append(bounds, date)
		}
	}
	first, last := slices.Min(bounds), slices.Max(bounds)
	if first.DaysUntil(last) >= limit {
		return known[:min(len(known), limit)]
	}
	var out []kernel.Date
	for date := first; !last.Before(date); date = date.AddDays(1) {
		out = append(out, date)
	}
	return out
}

// sort puts the day's lists in their stable order.
func (d *itineraryDay) sort(ix *Index) {
	venueName := func(s *records.Show) string {
		if v := ix.Venue(s.VenueID); v != nil {
			return v.Name
		}
		return ""
	}
	slices.SortStableFunc(d.Shows, func(a, b *records.Show) int {
		return cmp.Or(cmp.Compare(venueName(a), venueName(b)), cmp.Compare(a.Stage, b.Stage), cmp.Compare(a.ID, b.ID))
	})
	slices.SortStableFunc(d.Schedule, func(a, b records.ScheduleItem) int {
		return cmp.Or(a.StartsAt.Compare(b.StartsAt), cmp.Compare(a.Title, b.Title), cmp.Compare(a.ID, b.ID))
	})
	travelManifestSort(d.Travel)
	roomingListSort(d.Stays)
}
