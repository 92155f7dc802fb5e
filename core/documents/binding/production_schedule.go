package binding

import (
	"slices"
	"strings"
)

// productionScheduleFromProject builds a project's production calendar: every day
// with a show or a scheduled item, with the day's venues and its schedule in time
// order.
func productionScheduleFromProject(src Source) (map[string]any, error) {
	project := src.Project(src.Ref.ID)
	if project == nil {
		return nil, notFound("project", src.Ref.ID)
	}
	all := itineraryDays(src.Index, project, 400)
	days := make([]any, 0, len(all))
	for _, d := range all {
		if len(d.Shows) == 0 && len(d.Schedule) == 0 {
			continue
		}
		days = append(days, productionScheduleDay(src.Index, d))
	}
	out := map[string]any{
		"time_zone": itineraryProjectZone(all),
		"project":   daySheetProject(project),
		"days":      days,
	}
	itineraryPutSpan(out, project)
	return out, nil
}

// productionScheduleDay is one working day: where it is and what is scheduled.
func productionScheduleDay(ix *Index, d itineraryDay) map[string]any {
	tz := d.Zone()
	m := map[string]any{
		"date":  string(d.Date),
		"items": daySheetScheduleValues(d.Schedule, tz, 300),
	}
	city, country := d.Place(ix)
	PutString(m, "city", city)
	PutString(m, "country", country)
	PutString(m, "time_zone", tz)
	var venues, stages []string
	for _, s := range d.Shows {
		if v := ix.Venue(s.VenueID); v != nil && !slices.Contains(venues, v.Name) {
			venues = append(venues, v.Name)
		}
		if s.Stage != "" && !slices.Contains(stages, s.Stage) {
			stages = append(stages, s.Stage)
		}
	}
	PutString(m, "venue", productionScheduleJoin(venues, 500))
	PutString(m, "stage", productionScheduleJoin(stages, 500))
	return m
}

// productionScheduleJoin joins names with " / ", keeping only the whole names that
// fit in limit bytes.
func productionScheduleJoin(names []string, limit int) string {
	var b strings.Builder
	for _, n := range names {
		if b.Len() > 0 {
			n = " / " + n
		}
		if b.Len()+len(n) > limit {
			break
		}
		b.WriteString(n)
	}
	return b.String()
}
