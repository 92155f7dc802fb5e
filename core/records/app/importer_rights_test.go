package app_test

import (
	"testing"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records/tabular"
	"github.com/roadcase/roadcase/ports"
)

func TestOnlyManagersAndAboveImportAndEveryMemberReads(t *testing.T) {
	f := newImportFixture(t)
	member := f.actors[identity.RoleMember]
	_, err := f.im.Upload(ctx, member, ports.ImportUpload{Kind: tabular.KindShows, ProjectID: f.project,
		FileName: "routing.csv", Data: []byte(routing)})
	wantError(t, err, kernel.KindForbidden, "insufficient_role")
	imp := f.checked(t, tabular.KindShows, routing)
	_, err = f.im.Map(ctx, member, imp.ID, imp.Version, ports.ImportChoice{Mapping: imp.Mapping})
	wantError(t, err, kernel.KindForbidden, "insufficient_role")
	_, err = f.im.Confirm(ctx, member, imp.ID, imp.Version, ports.ImportConfirm{})
	wantError(t, err, kernel.KindForbidden, "insufficient_role")
	_, err = f.im.Cancel(ctx, member, imp.ID, imp.Version)
	wantError(t, err, kernel.KindForbidden, "insufficient_role")
	imp = f.written(t, imp)
	_, err = f.im.Undo(ctx, member, imp.ID, imp.Version)
	wantError(t, err, kernel.KindForbidden, "insufficient_role")
	list, err := f.im.List(ctx, f.actors[identity.RoleViewer], 10)
	must(t, err)
	if len(list) != 1 || list[0].ID != imp.ID {
		t.Errorf("the viewer lists %d imports, want this one", len(list))
	}
}

func TestAStaleVersionIsRefused(t *testing.T) {
	f := newImportFixture(t)
	manager := f.actors[identity.RoleManager]
	imp := f.upload(t, identity.RoleManager, tabular.KindShows, routing)
	mapped, err := f.im.Map(ctx, manager, imp.ID, imp.Version, ports.ImportChoice{Mapping: imp.Mapping})
	must(t, err)
	_, err = f.im.Cancel(ctx, manager, imp.ID, imp.Version)
	wantError(t, err, kernel.KindConflict, "stale_version")
	f.runJobs(t)
	_, err = f.im.Confirm(ctx, manager, imp.ID, mapped.Version, ports.ImportConfirm{})
	wantError(t, err, kernel.KindConflict, "stale_version")
}

func TestAnotherOrganizationsImportIsNotFound(t *testing.T) {
	f := newImportFixture(t)
	imp := f.upload(t, identity.RoleManager, tabular.KindShows, routing)
	outsider := f.outsider(t)
	_, err := f.im.Open(ctx, outsider, imp.ID)
	wantError(t, err, kernel.KindNotFound, "")
	_, err = f.im.Cancel(ctx, outsider, imp.ID, imp.Version)
	wantError(t, err, kernel.KindNotFound, "")
	list, err := f.im.List(ctx, outsider, 10)
	must(t, err)
	if len(list) != 0 {
		t.Errorf("the other organization lists %d imports, want none", len(list))
	}
	// Nor may an import go into another organization's project.
	other := newImportFixture(t)
	_, err = f.im.Upload(ctx, f.actors[identity.RoleManager], ports.ImportUpload{Kind: tabular.KindShows,
		ProjectID: other.project, FileName: "routing.csv", Data: []byte(routing)})
	wantError(t, err, kernel.KindInvalid, "")
}
