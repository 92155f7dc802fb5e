package binding

import (
	"cmp"
	"slices"
	"time"

	"github.com/roadcase/roadcase/core/records"
)

// runOfShowFromShow builds a show's cue sheet from its schedule: every item from
// doors on except load-in, soundcheck, load-out and travel, plus doors, show and
// curfew cues taken from the show's times when the schedule has none.
func runOfShowFromShow(src Source) (map[string]any, error) {
	show, project, venue, err := daySheetShowContext(src)
	if err != nil {
		return nil, err
	}
	tz := daySheetZone(show, venue)
	items := runOfShowItems(src.Index, show)
	slices.SortStableFunc(items, func(a, b records.ScheduleItem) int {
		return cmp.Or(a.StartsAt.Compare(b.StartsAt), cmp.Compare(runOfShowRank(a.Kind), runOfShowRank(b.Kind)),
			cmp.Compare(a.Title, b.Title), cmp.Compare(a.ID, b.ID))
	})
	cues := []any{}
	for _, it := range items[:min(len(items), 200)] {
		cues = append(cues, runOfShowCue(it, tz))
	}
	out := map[string]any{
		"time_zone": tz,
		"project":   daySheetProject(project),
		"date":      string(show.Date),
		"venue":     map[string]any{"name": venue.Name, "city": venue.City},
		"cues":      cues,
	}
	PutString(out, "stage", show.Stage)
	daySheetPutInstant(out, "doors_at", show.DoorsAt, tz)
	daySheetPutInstant(out, "show_starts_at", show.StartsAt, tz)
	daySheetPutInstant(out, "curfew_at", show.CurfewAt, tz)
	return out, nil
}

// runOfShowItems picks the show's running items and adds the doors, show and curfew
// moments the schedule lacks.
func runOfShowItems(ix *Index, show *records.Show) []records.ScheduleItem {
	doors := show.DoorsAt
	var items []records.ScheduleItem
	has := map[records.ScheduleKind]bool{}
	for _, it := range ix.Data.Schedule {
		if it.ShowID != show.ID {
			continue
		}
		has[it.Kind] = true
		if it.Kind == records.ScheduleDoors && (doors == nil || it.StartsAt.Before(*doors)) {
			doors = &it.StartsAt
		}
		switch it.Kind {
		case records.ScheduleLoadIn, records.ScheduleSoundcheck, records.ScheduleLoadOut, records.ScheduleTravel:
			continue
		}
		items = append(items, it)
	}
	if doors != nil {
		items = slices.DeleteFunc(items, func(it records.ScheduleItem) bool { return it.StartsAt.Before(*doors) })
	}
	add := func(kind records.ScheduleKind, title string, at *time.Time) {
		if !has[kind] && at != nil && !at.IsZero() {
			items = append(items, records.ScheduleItem{Kind: kind, Title: title, StartsAt: *at, TimeZone: show.TimeZone})
		}
	}
	add(records.ScheduleDoors, "Doors", show.DoorsAt)
	add(records.ScheduleSet, "Show", show.StartsAt)
	add(records.ScheduleCurfew, "Curfew", show.CurfewAt)
	return items
}

// runOfShowCue is one cue: time, duration in minutes, item, department, location and
// notes.
func runOfShowCue(it records.ScheduleItem, tz string) map[string]any {
	if it.TimeZone != "" {
		tz = it.TimeZone
	}
	title := it.Title
	if title == "" {
		title = daySheetCapitalize(string(it.Kind))
	}
	m := map[string]any{"starts_at": Instant(it.StartsAt, tz), "item": title}
	if it.EndsAt != nil && it.EndsAt.After(it.StartsAt) {
		m["duration_minutes"] = min(int(it.EndsAt.Sub(it.StartsAt).Minutes()), 1440)
	}
	PutString(m, "department", runOfShowDepartments[it.Kind])
	PutString(m, "location", it.Location)
	PutString(m, "notes", it.Notes)
	return m
}

// runOfShowDepartments names the department that runs each kind of cue.
var runOfShowDepartments = map[records.ScheduleKind]string{
	records.ScheduleDoors:   "Front of house",
	records.ScheduleSet:     "Stage",
	records.ScheduleCurfew:  "Venue",
	records.SchedulePress:   "Press",
	records.ScheduleMeal:    "Catering",
	records.ScheduleMeeting: "Production",
}

// runOfShowRank orders cues that go at the same minute: doors first, curfew last.
func runOfShowRank(k records.ScheduleKind) int {
	switch k {
	case records.ScheduleDoors:
		return 0
	case records.ScheduleCurfew:
		return 2
	}
	return 1
}
