package app_test

import (
	"strings"
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/core/records/tabular"
)

func TestUndoIsRefusedWithTheReasonsWhenLaterChangesDependOnTheImport(t *testing.T) {
	f := newImportFixture(t)
	imp := f.written(t, f.checked(t, tabular.KindShows, routing))
	created := f.shows(t)["2027-04-12"]
	f.create(t, records.KindGuestListEntry, records.Dataset{GuestList: []records.GuestListEntry{{ShowID: created.ID,
		Name: "Alex Morgan", Status: records.GuestApproved}}})
	s, v := f.show(t, f.showID)
	s.Notes = "Load-in at 11:00"
	f.save(t, identity.RoleOwner, records.Change{Ref: records.Ref{Kind: records.KindShow, ID: f.showID}, Version: v,
		Action: records.ActionChange, Record: records.Dataset{Shows: []records.Show{s}}})

	_, err := f.im.Undo(ctx, f.actors[identity.RoleManager], imp.ID, imp.Version)
	wantError(t, err, kernel.KindConflict, "changed_since")
	msg := err.Error()
	for _, want := range []string{"Alex Morgan now refers to show 2027-04-12 · Melkweg", "Show 2027-04-10 · Paradiso", "by The owner on"} {
		if !strings.Contains(msg, want) {
			t.Errorf("refusal %q does not say %q", msg, want)
		}
	}
	if shows := f.shows(t); len(shows) != 2 || f.open(t, imp.ID).Status != tabular.StatusDone {
		t.Errorf("a refused undo changed something: %d shows", len(shows))
	}
}

func TestUndoIsRefusedADayAfterTheWrite(t *testing.T) {
	f := newImportFixture(t)
	imp := f.written(t, f.checked(t, tabular.KindShows, routing))
	f.clock.advance(tabular.UndoWindow + time.Minute)
	_, err := f.im.Undo(ctx, f.actors[identity.RoleManager], imp.ID, imp.Version)
	wantError(t, err, kernel.KindConflict, "undo_expired")
	if len(f.shows(t)) != 2 {
		t.Error("a refused undo removed shows")
	}
}
