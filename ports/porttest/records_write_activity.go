package porttest

import (
	"context"
	"testing"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// recordLogged writes a few changes into org's fixture records and returns their
// entries: a venue created (no project), show-1 changed (the tour), the tour
// itself changed, expense-fest changed (the festival) and show-2 removed (the
// tour); the last two share their instant, so their ids order them.
func recordLogged(t *testing.T, ctx context.Context, b Backend, org kernel.ID) []records.Activity {
	t.Helper()
	d := recordInsert(t, ctx, b.Records, org)
	w := &recordWriter{s: b.Records, org: org}
	var out []records.Activity
	write := func(k records.Kind, key string, action records.Action, change func(*records.Dataset)) records.Activity {
		var one records.Dataset
		if action != records.ActionRemove {
			one = recordOne(t, d, org, k, key)
			change(&one)
		}
		version := 1
		if action == records.ActionCreate {
			version = 0
		}
		a, err := w.write(ctx, w.refOf(d.Plus(one), k, key), action, version, one)
		if err != nil {
			t.Fatalf("%s %s: %v", action, key, err)
		}
		out = append(out, a)
		return a
	}
	d = d.Plus(records.Dataset{Venues: []records.Venue{recordBuilder{org: org}.venue(
		"venue-log", "Log Hall", "DE", "Europe/Berlin", 100)}})
	write(records.KindVenue, "venue-log", records.ActionCreate, func(*records.Dataset) {})
	d = d.Without(records.KindVenue, RecordID(org, "venue-log"))
	write(records.KindShow, "show-1", records.ActionChange, func(o *records.Dataset) { o.Shows[0].Notes = "Logged." })
	write(records.KindProject, "project-tour", records.ActionChange, func(o *records.Dataset) { o.Projects[0].Notes = "Logged." })
	w.writes-- // the next two share an instant
	write(records.KindExpense, "expense-fest", records.ActionChange, func(o *records.Dataset) { o.Expenses[0].Amount++ })
	w.writes--
	write(records.KindShow, "show-2", records.ActionRemove, nil)
	return out
}

var recordWriteActivityCases = []contractCase{
	{name: "FindActivity reads the log by record, by project and by organization, newest first",
		run: func(t *testing.T, ctx context.Context, b Backend) {
			north, south := recordOrgIDs()
			log := recordLogged(t, ctx, b, north)
			recordLogged(t, ctx, b, south)
			venue, show1, tour, fest, show2 := log[0], log[1], log[2], log[3], log[4]
			find := func(f records.ActivityFilter) []records.Activity {
				return recordActivity(t, ctx, b.Records, north, f)
			}
			recordWantEqual(t, "the organization's log", find(records.ActivityFilter{}),
				recordNewestFirst(venue, show1, tour, fest, show2))
			recordWantEqual(t, "show-1's entries", find(records.ActivityFilter{RecordID: show1.Ref.ID}),
				[]records.Activity{show1})
			recordWantEqual(t, "the tour's entries", find(records.ActivityFilter{ProjectID: tour.Ref.ID}),
				recordNewestFirst(show1, tour, show2))
			recordWantEqual(t, "the festival's entries", find(records.ActivityFilter{ProjectID: fest.Ref.ProjectID}),
				[]records.Activity{fest})
			recordWantEqual(t, "a record without entries", find(records.ActivityFilter{RecordID: RecordID(north, "show-fest")}),
				[]records.Activity(nil))
			recordWantEqual(t, "the tour's entries, two at most", find(records.ActivityFilter{ProjectID: tour.Ref.ID, Limit: 2}),
				recordNewestFirst(show1, tour, show2)[:2])
		}},
	{name: "FindActivity pages by keyset: Before keeps the entries strictly older than it",
		run: func(t *testing.T, ctx context.Context, b Backend) {
			north, _ := recordOrgIDs()
			all := recordNewestFirst(recordLogged(t, ctx, b, north)...)
			var paged []records.Activity
			f := records.ActivityFilter{Limit: 2}
			for page := 0; page < len(all); page++ {
				got := recordActivity(t, ctx, b.Records, north, f)
				if len(got) == 0 {
					break
				}
				paged = append(paged, got...)
				last := got[len(got)-1]
				f.Before = &records.ActivityPosition{At: last.At, ID: last.ID}
			}
			recordWantEqual(t, "the log read two entries a page", paged, all)
			tour := records.ActivityFilter{ProjectID: RecordID(north, "project-tour"),
				Before: &records.ActivityPosition{At: all[0].At, ID: all[0].ID}}
			recordWantEqual(t, "the tour's entries before the newest", recordActivity(t, ctx, b.Records, north, tour),
				recordTourEntries(all[1:], RecordID(north, "project-tour")))
		}},
}

// recordTourEntries keeps the entries of entries that belong to project.
func recordTourEntries(entries []records.Activity, project kernel.ID) []records.Activity {
	var out []records.Activity
	for _, a := range entries {
		if a.Ref.ProjectID == project {
			out = append(out, a)
		}
	}
	return out
}
