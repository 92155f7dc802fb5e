package main

import (
	"context"
	"fmt"
	nethttp "net/http"
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// TestRecordsPagesReadInBoundedStatements holds the show, venue and project
// pages to a number of statements that does not grow with what their record
// holds: each page is read, 50 more schedule items and 50 more guests are
// added to the show (and 50 more shows to the venue and project), and each page
// must run exactly as many statements again; and so must saving the show's
// form, which checks the show among its project's shows and money records in
// one statement. On SQLite, and on PostgreSQL when it is configured.
func TestRecordsPagesReadInBoundedStatements(t *testing.T) {
	t.Parallel()
	for _, backend := range siteBackends {
		t.Run(backend.name, func(t *testing.T) {
			t.Parallel()
			s := newRecordsSite(t, backend.dsn(t), 0)
			tg := s.targets()
			pages := []string{"/shows/" + string(tg.show), "/venues/" + string(tg.venue), "/projects/" + string(tg.project)}
			before := map[string]int64{}
			for _, p := range pages {
				s.mustGet(p) // a first read may prepare statements the next ones reuse
				before[p] = s.mustGet(p).statements
			}
			edit := "/shows/" + string(tg.show) + "/edit"
			s.saveNotes(edit, "First") // as a first read, a first save may prepare statements
			saved := s.saveNotes(edit, "Before")
			s.grow(tg, 50)
			for _, p := range pages {
				if got := s.mustGet(p).statements; got != before[p] {
					t.Errorf("GET %s ran %d statements, %d before its records grew by 50 of a kind", p, got, before[p])
				}
			}
			if got := s.saveNotes(edit, "After"); got != saved {
				t.Errorf("POST %s ran %d statements, %d before the show's project grew by 50 shows", edit, got, saved)
			}
		})
	}
}

// saveNotes posts the show form at edit back with its notes changed to notes,
// wants the redirect of a save, and returns the statements the save ran.
func (s *recordsSite) saveNotes(edit, notes string) int64 {
	s.tb.Helper()
	form := formAt(s.tb, s.mustGet(edit).body, edit)
	form.Set("notes", notes)
	got := s.post(edit, form)
	if got.code != nethttp.StatusSeeOther {
		s.tb.Fatalf("POST %s: status %d\n%.2000s", edit, got.code, got.body)
	}
	return got.statements
}

// grow adds n schedule items and n guests to the target show, and n shows at
// the target venue in the target project.
func (s *recordsSite) grow(tg pageTargets, n int) {
	s.tb.Helper()
	ctx := context.Background()
	d, err := s.m.recordStore.LoadDataset(ctx, tg.org, records.DatasetFilter{ShowID: tg.show})
	if err != nil || len(d.Shows) == 0 {
		s.tb.Fatalf("the show to grow: %v", err)
	}
	show := d.Shows[0]
	at := time.Date(2030, 1, 1, 12, 0, 0, 0, time.UTC)
	var more records.Dataset
	for i := range n {
		more.Schedule = append(more.Schedule, records.ScheduleItem{ID: kernel.NewID(), OrgID: tg.org,
			ProjectID: show.ProjectID, ShowID: show.ID, Kind: records.ScheduleOther, Title: fmt.Sprintf("Added %d", i),
			StartsAt: at.Add(time.Duration(i) * time.Minute), TimeZone: show.TimeZone, CreatedAt: at})
		more.GuestList = append(more.GuestList, records.GuestListEntry{ID: kernel.NewID(), OrgID: tg.org, ShowID: show.ID,
			Name: fmt.Sprintf("Guest %d", i), Category: "guest", Status: records.GuestRequested, CreatedAt: at})
		extra := show
		extra.ID, extra.VenueID, extra.ProjectID = kernel.NewID(), tg.venue, tg.project
		extra.Date, extra.Tiers, extra.Contacts = kernel.Date(at.AddDate(0, 0, i).Format(time.DateOnly)), nil, nil
		more.Shows = append(more.Shows, extra)
	}
	if err := s.m.recordStore.InsertDataset(ctx, tg.org, more, false); err != nil {
		s.tb.Fatal(err)
	}
}
