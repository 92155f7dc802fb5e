package app_test

import (
	"strings"
	"testing"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/core/records/tabular"
	"github.com/roadcase/roadcase/ports"
)

func TestAnImportCancelledWhileItIsCheckedStaysCancelled(t *testing.T) {
	f := newImportFixture(t)
	manager := f.actors[identity.RoleManager]
	imp := f.upload(t, identity.RoleManager, tabular.KindShows, routing)
	imp, err := f.im.Map(ctx, manager, imp.ID, imp.Version, ports.ImportChoice{Mapping: imp.Mapping})
	must(t, err)
	imp, err = f.im.Cancel(ctx, manager, imp.ID, imp.Version)
	must(t, err)
	f.runJobs(t) // the check's job, scheduled before the cancel
	imp = f.open(t, imp.ID)
	if imp.Status != tabular.StatusCancelled || imp.New != 0 {
		t.Fatalf("after the check's job: %+v; want it still cancelled, with no check kept", imp)
	}
	_, err = f.im.Confirm(ctx, manager, imp.ID, imp.Version, ports.ImportConfirm{})
	wantError(t, err, kernel.KindConflict, "wrong_status")
	if len(f.shows(t)) != 1 {
		t.Error("a cancelled import wrote records")
	}
	// Once written, an import is no longer cancelled.
	done := f.written(t, f.checked(t, tabular.KindShows, routing))
	_, err = f.im.Cancel(ctx, manager, done.ID, done.Version)
	wantError(t, err, kernel.KindConflict, "wrong_status")
}

func TestTheWriteChecksAgainAndFailsOnAChangeMadeAfterThePreview(t *testing.T) {
	f := newImportFixture(t)
	imp := f.checked(t, tabular.KindShows, routing)
	if imp.Errors != 0 {
		t.Fatalf("the check found %d errors: %+v", imp.Errors, imp.Problems)
	}
	// Melkweg goes after the preview: the new show's venue is no more.
	f.save(t, identity.RoleOwner, records.Change{Ref: records.Ref{Kind: records.KindVenue, ID: f.melkweg}, Version: 1,
		Action: records.ActionRemove})
	imp = f.written(t, imp)
	if imp.Status != tabular.StatusFailed || imp.Errors == 0 || !strings.Contains(imp.Outcome, "Nothing was written") {
		t.Fatalf("written: status %s, %d errors, outcome %q; want failed on the re-check", imp.Status, imp.Errors, imp.Outcome)
	}
	if shows := f.shows(t); len(shows) != 1 || shows["2027-04-10"].Capacity != 1500 {
		t.Fatalf("a failed import wrote: %+v", shows)
	}
	// Mapped again, it is checked again and can be confirmed with the row left out.
	imp, err := f.im.Map(ctx, f.actors[identity.RoleManager], imp.ID, imp.Version, ports.ImportChoice{Mapping: imp.Mapping})
	must(t, err)
	f.runJobs(t)
	imp = f.open(t, imp.ID)
	_, err = f.im.Confirm(ctx, f.actors[identity.RoleManager], imp.ID, imp.Version, ports.ImportConfirm{})
	wantError(t, err, kernel.KindConflict, "has_errors")
	imp, err = f.im.Confirm(ctx, f.actors[identity.RoleManager], imp.ID, imp.Version, ports.ImportConfirm{SkipRows: []int{2}})
	must(t, err)
	f.runJobs(t)
	if imp = f.open(t, imp.ID); imp.Status != tabular.StatusDone || imp.Written != 1 || f.shows(t)["2027-04-10"].Capacity != 1450 {
		t.Fatalf("with row 2 left out: %+v; want done with the update alone", imp)
	}
}

func TestAStepRunAgainAfterAnInterruptionDoesItsWorkOnce(t *testing.T) {
	f := newImportFixture(t)
	manager := f.actors[identity.RoleManager]
	imp := f.upload(t, identity.RoleManager, tabular.KindShows, routing)
	imp, err := f.im.Map(ctx, manager, imp.ID, imp.Version, ports.ImportChoice{Mapping: imp.Mapping})
	must(t, err)
	// The server stops while the check reads the file: the job fails and is
	// run again.
	f.tables.failNext = true
	s, _ := f.queue.next()
	wantError(t, f.im.RunStep(ctx, s.org, s.id, s.step), kernel.KindUnavailable, "")
	if got := f.open(t, imp.ID); got.Status != tabular.StatusChecking {
		t.Fatalf("after the interrupted check: status %s, want still checking", got.Status)
	}
	must(t, f.im.RunStep(ctx, s.org, s.id, s.step))
	imp = f.open(t, imp.ID)
	if imp.Status != tabular.StatusChecked || imp.New != 1 || imp.Updated != 1 {
		t.Fatalf("the check run again: %+v; want checked, 1 new and 1 update", imp)
	}
	imp = f.written(t, imp)
	log, err := f.ed.Activity(ctx, f.actors[identity.RoleViewer], records.ActivityFilter{ProjectID: f.project})
	must(t, err)
	// The write's job run again (its completion was lost) finds it done.
	must(t, f.im.RunStep(ctx, imp.OrgID, imp.ID, ports.ImportStepWrite))
	again, err := f.ed.Activity(ctx, f.actors[identity.RoleViewer], records.ActivityFilter{ProjectID: f.project})
	must(t, err)
	if len(f.shows(t)) != 2 || len(again) != len(log) || f.open(t, imp.ID).Version != imp.Version {
		t.Fatalf("the write run twice wrote twice: %d shows, %d log entries (was %d)", len(f.shows(t)), len(again), len(log))
	}
	// So does a check's job run late.
	must(t, f.im.RunStep(ctx, imp.OrgID, imp.ID, ports.ImportStepCheck))
	if got := f.open(t, imp.ID); got.Status != tabular.StatusDone || got.Version != imp.Version {
		t.Fatalf("a late check changed the written import: %+v", got)
	}
}
