package porttest

import (
	"context"
	"sync"
	"testing"

	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/core/records/tabular"
)

var importProgressCases = []contractCase{
	{name: "ReportProgress shows on FindImport while the job's transaction is open, at the same version",
		run: func(t *testing.T, ctx context.Context, b Backend) {
			north, _ := recordOrgIDs()
			imp := importCreate(t, ctx, b.Imports, importFixture(north, "routing", 0))
			writing := importChecked(imp)
			writing.Status = tabular.StatusWriting
			recordMust(t, b.Imports.UpdateImport(ctx, writing, nil))
			writing.Version = 2

			// The job: a transaction that writes (on SQLite it then holds the
			// write lock), reports its progress and stays open until the
			// progress was read from outside it.
			reported, seen, done := make(chan struct{}), make(chan struct{}), make(chan error, 1)
			var once sync.Once
			release := func() { once.Do(func() { close(seen) }) }
			defer release()
			go func() {
				done <- b.Tx.WithinTx(ctx, func(ctx context.Context) error {
					undo := tabular.Undo{Created: []records.Ref{{Kind: records.KindShow, ID: RecordID(north, "new-show")}}}
					if err := b.Imports.SaveUndo(ctx, north, imp.ID, undo); err != nil {
						return err
					}
					if err := b.Imports.ReportProgress(ctx, north, imp.ID, 120, 40); err != nil {
						return err
					}
					close(reported)
					<-seen
					return nil
				})
			}()
			select {
			case <-reported:
			case err := <-done:
				t.Fatalf("the job's transaction ended before it reported: %v", err)
			}
			during := importFind(t, ctx, b.Imports, north, imp.ID)
			release()
			recordMust(t, <-done)
			want := writing
			want.Checked, want.Written = 120, 40
			recordWantEqual(t, "the import while the job's transaction is open", during, want)

			recordMust(t, b.Imports.ReportProgress(ctx, north, imp.ID, 120, 80))
			want.Written = 80
			recordWantEqual(t, "the import after another report", importFind(t, ctx, b.Imports, north, imp.ID), want)

			finished := writing
			finished.Status, finished.Checked, finished.Written = tabular.StatusDone, 120, 120
			recordMust(t, b.Imports.UpdateImport(ctx, finished, nil))
			recordMust(t, b.Imports.ReportProgress(ctx, north, imp.ID, 1, 1))
			finished.Version = 3
			recordWantEqual(t, "a finished import, whatever is reported after", importFind(t, ctx, b.Imports, north, imp.ID), finished)
		}},
}
