package porttest

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/core/records/tabular"
)

// importChecked is imp as its check leaves it: the next status, other counts
// and problems, a new preview, and the caller's version still imp's.
func importChecked(imp tabular.Import) tabular.Import {
	imp.Status, imp.Sheet, imp.Mapping = tabular.StatusChecked, "Notes", tabular.Mapping{"date", "", "city", "notes"}
	imp.Checked, imp.New, imp.Updated, imp.Same, imp.Errors, imp.Warnings = 120, 118, 2, 0, 0, 0
	imp.Problems, imp.SkipRows, imp.SkipUpdates, imp.WrittenAt = nil, nil, false, nil
	imp.Preview = imp.Preview[:1]
	imp.Outcome = "Checked: 118 new, 2 updated."
	imp.UpdatedAt = imp.UpdatedAt.Add(time.Minute)
	return imp
}

var importUpdateCases = []contractCase{
	{name: "UpdateImport stores the import at the next version; a stale version is refused and nothing is written",
		run: func(t *testing.T, ctx context.Context, b Backend) {
			north, _ := recordOrgIDs()
			imp := importCreate(t, ctx, b.Imports, importFixture(north, "routing", 0))
			checked := importChecked(imp)
			recordMust(t, b.Imports.UpdateImport(ctx, checked, importActivity(checked, 1, records.ActionImported)))
			want := checked
			want.Version = 2
			recordWantEqual(t, "the updated import", importFind(t, ctx, b.Imports, north, imp.ID), want)

			stale := importChecked(imp)
			stale.Status, stale.Outcome = tabular.StatusCancelled, "Cancelled by a stale page."
			err := b.Imports.UpdateImport(ctx, stale, importActivity(stale, 2, records.ActionImportUndone))
			recordWantCode(t, "an update from version 1", err, kernel.KindConflict, "stale_version")
			recordWantEqual(t, "the import after the refusal", importFind(t, ctx, b.Imports, north, imp.ID), want)
			log := recordActivity(t, ctx, b.Records, north, records.ActivityFilter{RecordID: imp.ID})
			recordWantEqual(t, "the entries of the import", len(log), 1)
		}},
	{name: "UpdateImport appends its activity entry only when the update commits",
		run: func(t *testing.T, ctx context.Context, b Backend) {
			north, _ := recordOrgIDs()
			imp := importCreate(t, ctx, b.Imports, importFixture(north, "routing", 0))
			done := importChecked(imp)
			done.Status, done.Written = tabular.StatusDone, 120
			a := importActivity(done, 1, records.ActionImported)
			rollback := errors.New("the write step failed after the update")
			err := b.Tx.WithinTx(ctx, func(ctx context.Context) error {
				recordMust(t, b.Imports.UpdateImport(ctx, done, a))
				recordWantEqual(t, "the version inside the transaction", importFind(t, ctx, b.Imports, north, imp.ID).Version, 2)
				return rollback
			})
			if !errors.Is(err, rollback) {
				t.Fatalf("WithinTx = %v, want the rollback", err)
			}
			recordWantEqual(t, "the import after the rollback", importFind(t, ctx, b.Imports, north, imp.ID), imp)
			log := recordActivity(t, ctx, b.Records, north, records.ActivityFilter{RecordID: imp.ID})
			recordWantEqual(t, "the entries after the rollback", len(log), 0)

			recordMust(t, b.Tx.WithinTx(ctx, func(ctx context.Context) error { return b.Imports.UpdateImport(ctx, done, a) }))
			recordWantEqual(t, "the version after the commit", importFind(t, ctx, b.Imports, north, imp.ID).Version, 2)
			want := *a
			want.Fields = nil
			recordWantEqual(t, "the entries after the commit",
				recordActivity(t, ctx, b.Records, north, records.ActivityFilter{RecordID: imp.ID}), []records.Activity{want})
			recordWantEqual(t, "the project's entries",
				recordActivity(t, ctx, b.Records, north, records.ActivityFilter{ProjectID: imp.ProjectID}), []records.Activity{want})
		}},
}
