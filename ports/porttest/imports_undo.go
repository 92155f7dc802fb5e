package porttest

import (
	"context"
	"testing"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/core/records/tabular"
)

// importUndo is what undoing a written import of org's does: remove a show
// and a person it created, and put back a show with its ticket tiers and its
// contact as they were.
func importUndo(org kernel.ID) tabular.Undo {
	b := recordBuilder{org: org}
	tour := RecordID(org, "project-tour")
	show := b.show("show-1", "project-tour", "venue-1", "2026-05-01", b.contact("person-1", "Promoter"))
	person := b.person("person-1", "Ada", "Lövelace")
	return tabular.Undo{
		Created: []records.Ref{{Kind: records.KindShow, ID: RecordID(org, "show-new"), ProjectID: tour},
			{Kind: records.KindPerson, ID: RecordID(org, "person-new")}},
		Restored: []tabular.Restore{{Ref: records.Ref{Kind: records.KindShow, ID: show.ID, ProjectID: tour}, Version: 3,
			Before: records.Dataset{Shows: []records.Show{show}, People: []records.Person{person}}}}}
}

var importUndoCases = []contractCase{
	{name: "SaveUndo stores what undoing does and LoadUndo reads it back whole",
		run: func(t *testing.T, ctx context.Context, b Backend) {
			north, _ := recordOrgIDs()
			imp := importCreate(t, ctx, b.Imports, importFixture(north, "routing", 0))
			_, err := b.Imports.LoadUndo(ctx, north, imp.ID)
			recordWantKind(t, "the undo of an import that saved none", err, kernel.KindNotFound)

			first := tabular.Undo{Created: []records.Ref{{Kind: records.KindVenue, ID: RecordID(north, "venue-new")}}}
			recordMust(t, b.Imports.SaveUndo(ctx, north, imp.ID, first))
			undo := importUndo(north)
			recordMust(t, b.Imports.SaveUndo(ctx, north, imp.ID, undo)) // a later save replaces
			got, err := b.Imports.LoadUndo(ctx, north, imp.ID)
			recordMust(t, err)
			recordWantEqual(t, "the undo", got, undo)
			recordWantEqual(t, "the import, at its version", importFind(t, ctx, b.Imports, north, imp.ID).Version, 1)
		}},
}
