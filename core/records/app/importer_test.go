package app_test

import (
	"testing"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/core/records/tabular"
	"github.com/roadcase/roadcase/ports"
)

func TestASheetIsUploadedMappedCheckedWrittenAndUndone(t *testing.T) {
	f := newImportFixture(t)
	manager := f.actors[identity.RoleManager]
	imp := f.upload(t, identity.RoleManager, tabular.KindShows, routing)
	if imp.Status != tabular.StatusUploaded || imp.Rows != 2 || imp.Sheet != "Sheet1" || len(imp.Sample) != 2 {
		t.Fatalf("uploaded: %+v; want status uploaded, 2 rows of Sheet1 sampled", imp)
	}
	if want := (tabular.Mapping{"date", "venue", "city", "capacity"}); !equalMapping(imp.Mapping, want) {
		t.Fatalf("guessed mapping %v, want %v", imp.Mapping, want)
	}
	if len(f.queue.steps) != 0 {
		t.Fatalf("an upload scheduled %v; the person maps first", f.queue.steps)
	}
	imp, err := f.im.Map(ctx, manager, imp.ID, imp.Version, ports.ImportChoice{Mapping: imp.Mapping})
	must(t, err)
	if imp.Status != tabular.StatusChecking || len(f.queue.steps) != 1 || f.queue.steps[0].step != ports.ImportStepCheck {
		t.Fatalf("mapped: status %s, scheduled %v; want checking with the check scheduled", imp.Status, f.queue.steps)
	}
	f.runJobs(t)
	imp = f.open(t, imp.ID)
	if imp.Status != tabular.StatusChecked || imp.New != 1 || imp.Updated != 1 || imp.Errors != 0 || imp.Checked != 2 || len(imp.Preview) != 2 {
		t.Fatalf("checked: %+v; want 1 new, 1 update, no error, 2 rows previewed", imp)
	}
	if len(f.shows(t)) != 1 {
		t.Fatal("the check wrote records")
	}
	imp = f.written(t, imp)
	if imp.Status != tabular.StatusDone || imp.Written != 2 || imp.WrittenAt == nil {
		t.Fatalf("written: %+v; want done with 2 records written", imp)
	}
	shows := f.shows(t)
	if len(shows) != 2 || shows["2027-04-12"].VenueID != f.melkweg || shows["2027-04-10"].Capacity != 1450 ||
		shows["2027-04-10"].Deal.Guarantee != 1_000_000 {
		t.Fatalf("shows after the write: %+v; want the new one at Melkweg and Paradiso's capacity 1450, its deal kept", shows)
	}
	if _, v := f.show(t, f.showID); v != 2 {
		t.Errorf("the updated show is at version %d, want 2", v)
	}
	log, err := f.ed.Activity(ctx, f.actors[identity.RoleViewer], records.ActivityFilter{ProjectID: f.project, Limit: 3})
	must(t, err)
	if len(log) < 2 || log[0].Ref.Kind != records.KindImport || log[0].Action != records.ActionImported ||
		log[0].ActorName != "The manager" || log[1].Ref.ID != f.showID || log[1].Action != records.ActionChange {
		t.Fatalf("log = %+v; want the import's entry by The manager, then the show's change", log)
	}

	imp, err = f.im.Undo(ctx, manager, imp.ID, imp.Version)
	must(t, err)
	shows = f.shows(t)
	if imp.Status != tabular.StatusUndone || len(shows) != 1 || shows["2027-04-10"].Capacity != 1500 {
		t.Fatalf("undone: status %s, shows %+v; want undone, Paradiso alone with capacity 1500", imp.Status, shows)
	}
	log, err = f.ed.Activity(ctx, f.actors[identity.RoleViewer], records.ActivityFilter{ProjectID: f.project, Limit: 1})
	must(t, err)
	if log[0].Action != records.ActionImportUndone || log[0].Ref.ID != imp.ID {
		t.Fatalf("last entry %+v, want the import undone", log[0])
	}
	_, err = f.im.Undo(ctx, manager, imp.ID, imp.Version)
	wantError(t, err, kernel.KindConflict, "wrong_status")
}

func TestAMappingIsCheckedAndRemembered(t *testing.T) {
	f := newImportFixture(t)
	manager := f.actors[identity.RoleManager]
	imp := f.upload(t, identity.RoleManager, tabular.KindShows, routing)
	for _, c := range []struct {
		m       tabular.Mapping
		pointer string
		code    string
	}{
		{tabular.Mapping{"date", "venue", "city", "venue"}, "/mapping/3", "duplicate_field"},
		{tabular.Mapping{"date", "venue", "town", "capacity"}, "/mapping/2", "unknown_field"},
		{tabular.Mapping{"", "venue", "city", "capacity"}, "/mapping", "required_field"},
	} {
		_, err := f.im.Map(ctx, manager, imp.ID, imp.Version, ports.ImportChoice{Mapping: c.m})
		e, ok := kernel.AsError(err)
		if !ok || e.Kind != kernel.KindInvalid || len(e.Fields) != 1 || e.Fields[0].Pointer != c.pointer || e.Fields[0].Code != c.code {
			t.Errorf("Map(%v) = %v; want invalid %s at %s", c.m, err, c.code, c.pointer)
		}
	}
	// The capacity column ignored is remembered: the next upload leaves it out.
	_, err := f.im.Map(ctx, manager, imp.ID, imp.Version, ports.ImportChoice{Mapping: tabular.Mapping{"date", "venue", "city", ""}})
	must(t, err)
	again := f.upload(t, identity.RoleManager, tabular.KindShows, routing)
	if want := (tabular.Mapping{"date", "venue", "city", ""}); !equalMapping(again.Mapping, want) {
		t.Errorf("the next upload guessed %v, want the remembered %v", again.Mapping, want)
	}
}

func equalMapping(a, b tabular.Mapping) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// Picking another sheet on the mapping page guesses that sheet's mapping and
// goes back to the mapping: nothing is checked until the person maps it.
func TestPickingAnotherSheetGuessesItsMapping(t *testing.T) {
	f := newImportFixture(t)
	manager := f.actors[identity.RoleManager]
	imp := f.upload(t, identity.RoleManager, tabular.KindShows, "Notes\nplease read\n===\n"+routing)
	if imp.Sheet != "Sheet1" || len(imp.Sheets) != 2 {
		t.Fatalf("uploaded %q of %v, want Sheet1 of two", imp.Sheet, imp.Sheets)
	}
	imp, err := f.im.Map(ctx, manager, imp.ID, imp.Version, ports.ImportChoice{Sheet: "Sheet2"})
	must(t, err)
	if want := (tabular.Mapping{"date", "venue", "city", "capacity"}); imp.Sheet != "Sheet2" ||
		imp.Status != tabular.StatusUploaded || !equalMapping(imp.Mapping, want) || imp.Rows != 2 {
		t.Fatalf("picked: sheet %q, status %s, mapping %v, %d rows; want Sheet2 uploaded with %v and 2 rows",
			imp.Sheet, imp.Status, imp.Mapping, imp.Rows, want)
	}
	if len(f.queue.steps) != 0 {
		t.Fatalf("picking a sheet scheduled %v", f.queue.steps)
	}
	if stored := f.open(t, imp.ID); stored.Version != imp.Version || stored.Sheet != "Sheet2" {
		t.Fatalf("stored %+v, want Sheet2 at version %d", stored, imp.Version)
	}
	imp, err = f.im.Map(ctx, manager, imp.ID, imp.Version, ports.ImportChoice{Sheet: "Sheet2", Mapping: imp.Mapping})
	must(t, err)
	f.runJobs(t)
	if imp = f.open(t, imp.ID); imp.Status != tabular.StatusChecked || imp.New != 1 || imp.Updated != 1 {
		t.Fatalf("checked %+v, want 1 new and 1 update from Sheet2", imp)
	}
}
