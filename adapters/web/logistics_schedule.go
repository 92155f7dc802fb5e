package web

import (
	"net/http"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// scheduleKind is the form of a show's schedule item: its kind, title, start
// and end on the clock of its zone (the show's unless another is chosen) and
// where it happens.
func scheduleKind() logisticsKind {
	return logisticsKind{kind: records.KindScheduleItem, segment: "schedule", newPath: "/shows/{sid}/schedule/new",
		lead: "Times are on the clock of the zone chosen below, the show's unless you change it.",
		inputs: func(c *logisticsContext, _ map[string]string) []recordInput {
			return []recordInput{
				{Name: "kind", Label: "Kind", Options: scheduleKinds},
				{Name: "title", Label: "Title", Opts: []string{"hint=As the day sheet prints it, such as “Support: The Openers”."}},
				{Name: "starts_on", Label: "Date", Opts: []string{"type=date"}},
				{Name: "starts_at", Label: "Starts", Opts: []string{"type=time"}},
				{Name: "ends_at", Label: "Ends", Opts: []string{"type=time", "hint=Empty for a moment such as doors; earlier than the start is the next day."}},
				{Name: "time_zone", Label: "Time zone", Options: zoneChoices(c.zoneOf())},
				{Name: "location", Label: "Where", Opts: []string{"hint=Such as “Main stage” or “Loading dock B”."}},
				{Name: "notes", Label: "Notes", Opts: []string{"textarea"}},
			}
		},
		groups: func(c *logisticsContext, f *recordForm) []formGroup {
			return []formGroup{{Legend: "Schedule item", Inputs: []string{"kind", "title", "starts_on", "starts_at", "ends_at", "time_zone", "location", "notes"}}}
		},
		defaults: func(c *logisticsContext) map[string]string {
			m := map[string]string{"kind": string(records.ScheduleOther), "time_zone": c.zoneOf()}
			if c.show != nil {
				m["starts_on"] = c.show.Date.String()
			}
			return m
		},
		values: func(c *logisticsContext, d records.Dataset) map[string]string {
			it := d.Schedule[0]
			on, starts := localClock(&it.StartsAt, it.TimeZone)
			_, ends := localClock(it.EndsAt, it.TimeZone)
			return map[string]string{"kind": string(it.Kind), "title": it.Title, "starts_on": on.String(), "starts_at": starts,
				"ends_at": ends, "time_zone": it.TimeZone, "location": it.Location, "notes": it.Notes}
		},
		build: func(c *logisticsContext, f *recordForm, r *http.Request, id kernel.ID) records.Dataset {
			tz, on := f.Get("time_zone"), f.date("starts_on")
			it := records.ScheduleItem{ID: id, OrgID: c.org, ProjectID: c.project.ID, Kind: records.ScheduleKind(f.Get("kind")),
				Title: f.Get("title"), TimeZone: tz, Location: f.Get("location"), Notes: f.Get("notes")}
			if c.show != nil {
				it.ShowID = c.show.ID
			}
			if starts := f.clockOn("starts_at", on, tz, ""); starts != nil {
				it.StartsAt = *starts
			} else if f.Get("starts_at") == "" {
				f.fail(inputID("starts_at"), "Enter when it starts.")
			}
			it.EndsAt = f.clockOn("ends_at", on, tz, f.Get("starts_at"))
			return records.Dataset{Schedule: []records.ScheduleItem{it}}
		},
	}
}
