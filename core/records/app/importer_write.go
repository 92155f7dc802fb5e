package app

import (
	"context"
	"fmt"
	"time"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/core/records/exchange"
	"github.com/roadcase/roadcase/core/records/tabular"
)

// runWrite writes a confirmed import: its file read again and every row built
// again against the records as they are now (a change since the preview is
// caught: errors fail the import and nothing is written), then, in one
// transaction, the new records inserted in bulk, each updated record written
// at the version it was read at with its own activity entry, what an undo
// needs, and the import done with its own activity entry. An import no longer
// being written (written already by an earlier run of the job) is left alone.
func (im *Importer) runWrite(ctx context.Context, org, id kernel.ID) error {
	imp, err := im.d.Imports.FindImport(ctx, org, id)
	if kernel.IsKind(err, kernel.KindNotFound) {
		return nil
	}
	if err != nil || imp.Status != tabular.StatusWriting {
		return err
	}
	_ = im.d.Imports.ReportProgress(ctx, org, id, 0, 0)
	in, plan, err := im.versioned(ctx, imp)
	if err != nil {
		return im.failStep(ctx, imp, tabular.StatusWriting, err)
	}
	_ = im.d.Imports.ReportProgress(ctx, org, id, imp.Rows, 0)
	plan = chosen(plan, imp)
	if err := blockingErrors(problemsOnly(plan), imp.SkipRows); err != nil {
		return im.fail(ctx, org, id, tabular.StatusWriting,
			"The rows were checked again before writing and "+lowerFirst(failure(err))+" Nothing was written.", &plan)
	}
	err = im.d.Tx.WithinTx(ctx, func(txCtx context.Context) error {
		return im.write(txCtx, ctx, imp, in, plan)
	})
	if err != nil {
		if retryable(ctx, err) {
			return err
		}
		return im.fail(ctx, org, id, tabular.StatusWriting, "Writing failed: "+failure(err)+" Nothing was written.", nil)
	}
	return nil
}

// write is runWrite's transaction. Progress is reported on outer, outside the
// transaction, for the page to show while it runs.
func (im *Importer) write(ctx, outer context.Context, imp tabular.Import, in tabular.Input, plan tabular.Plan) error {
	created := plan.New.Refs()
	if len(created) > 0 {
		if err := im.d.Records.InsertDataset(ctx, imp.OrgID, plan.New, false); err != nil {
			return err
		}
	}
	written := plan.Count(tabular.ActionNew)
	_ = im.d.Imports.ReportProgress(outer, imp.OrgID, imp.ID, imp.Rows, written)
	names := in.Existing.Plus(plan.New)
	undo := tabular.Undo{Created: created}
	at := im.d.Clock.Now().UTC().Truncate(time.Microsecond)
	for i, u := range plan.Updates {
		a := records.Activity{ID: im.d.NewID(), OrgID: imp.OrgID, Ref: u.Ref, Action: records.ActionChange,
			Label: names.Label(u.Ref.Kind, u.Ref.ID), Version: u.Version + 1,
			ActorID: imp.CreatedBy, ActorName: imp.CreatedByName, At: at,
			Fields: exchange.FieldChanges(u.Ref.Kind, u.Before, u.After, names)}
		c := records.Change{Ref: u.Ref, Version: u.Version, Action: records.ActionChange, Record: u.After}
		if err := im.d.Records.WriteRecord(ctx, imp.OrgID, c, a); err != nil {
			return fmt.Errorf("%s (row %d): %w", a.Label, u.Row, err)
		}
		undo.Restored = append(undo.Restored, tabular.Restore{Ref: u.Ref, Version: u.Version + 1, Before: u.Before})
		if (i+1)%progressEvery == 0 {
			_ = im.d.Imports.ReportProgress(outer, imp.OrgID, imp.ID, imp.Rows, written+i+1)
		}
	}
	written += len(plan.Updates)
	if err := im.d.Imports.SaveUndo(ctx, imp.OrgID, imp.ID, undo); err != nil {
		return err
	}
	imp.Status, imp.Written, imp.WrittenAt, imp.UpdatedAt = tabular.StatusDone, written, &at, at
	imp.Outcome = fmt.Sprintf("Imported %d new and %d updated %s from %s.", plan.Count(tabular.ActionNew), len(plan.Updates), imp.Kind, imp.FileName)
	// The import's own entry comes after its records' in the log.
	a := im.importActivity(imp, records.ActionImported, imp.CreatedBy, imp.CreatedByName,
		im.d.Clock.Now().UTC().Truncate(time.Microsecond))
	return im.d.Imports.UpdateImport(ctx, imp, &a)
}

// progressEvery is how many records a write writes between two reports.
const progressEvery = 500

// importActivity is the import's own activity entry.
func (im *Importer) importActivity(imp tabular.Import, action records.Action, actor kernel.ID, name string, at time.Time) records.Activity {
	return records.Activity{ID: im.d.NewID(), OrgID: imp.OrgID,
		Ref:    records.Ref{Kind: records.KindImport, ID: imp.ID, ProjectID: imp.ProjectID},
		Label:  fmt.Sprintf("%d %s from %s", imp.Written, imp.Kind, imp.FileName),
		Action: action, Version: imp.Version + 1, ActorID: actor, ActorName: name, At: at}
}
