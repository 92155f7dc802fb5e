package app

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records/tabular"
	"github.com/roadcase/roadcase/ports"
)

// RunStep runs one step of an import for its job. A step finds the import as
// it is now and does nothing when it has moved on (cancelled, mapped again,
// written); run again after an interruption, it starts over: the check only
// reads, and the write is one transaction that also ends the step.
func (im *Importer) RunStep(ctx context.Context, org, id kernel.ID, step string) error {
	switch step {
	case ports.ImportStepCheck:
		return im.runCheck(ctx, org, id)
	case ports.ImportStepWrite:
		return im.runWrite(ctx, org, id)
	}
	return kernel.Invalid(fmt.Sprintf("an import has no step %q", step))
}

// maxCheckRuns bounds how often one check job starts over because the import
// was mapped again while it ran (the job of the new mapping is not scheduled
// while this one runs: this one checks the new mapping).
const maxCheckRuns = 5

// runCheck builds every row of a checking import and stores what it found:
// the counts, the problems (errors first) and the preview.
func (im *Importer) runCheck(ctx context.Context, org, id kernel.ID) error {
	for range maxCheckRuns {
		imp, err := im.d.Imports.FindImport(ctx, org, id)
		if kernel.IsKind(err, kernel.KindNotFound) {
			return nil
		}
		if err != nil || imp.Status != tabular.StatusChecking {
			return err
		}
		_ = im.d.Imports.ReportProgress(ctx, org, id, 0, 0)
		_, plan, err := im.plan(ctx, imp)
		if err != nil {
			return im.failStep(ctx, imp, tabular.StatusChecking, err)
		}
		_ = im.d.Imports.ReportProgress(ctx, org, id, imp.Rows, 0)
		// A cancelled import stays cancelled; one mapped again meanwhile is
		// checked again with its new mapping.
		cur, err := im.d.Imports.FindImport(ctx, org, id)
		if err != nil || cur.Status != tabular.StatusChecking {
			return err
		}
		if cur.Sheet != imp.Sheet || !slices.Equal(cur.Mapping, imp.Mapping) {
			continue
		}
		checked(&cur, plan, im.d.Clock.Now())
		err = im.d.Tx.WithinTx(ctx, func(ctx context.Context) error { return im.d.Imports.UpdateImport(ctx, cur, nil) })
		if ke, ok := kernel.AsError(err); ok && ke.Code == "stale_version" {
			continue
		}
		return err
	}
	return kernel.Conflict("the import was mapped again too often while it was checked").WithCode("busy_import")
}

// checked stores plan's outcome in imp and marks it checked.
func checked(imp *tabular.Import, plan tabular.Plan, now time.Time) {
	imp.Status = tabular.StatusChecked
	imp.Rows, imp.Checked = len(plan.Rows), len(plan.Rows)
	imp.New, imp.Updated, imp.Same = plan.Count(tabular.ActionNew), plan.Count(tabular.ActionUpdate), plan.Count(tabular.ActionSame)
	imp.Errors = plan.Errors()
	imp.Warnings = len(plan.Problems) - imp.Errors
	imp.Problems = keptProblems(plan.Problems)
	imp.Preview = slices.Clone(plan.Rows[:min(len(plan.Rows), tabular.MaxPreviewRows)])
	imp.UpdatedAt = now.UTC().Truncate(time.Microsecond)
}

// keptProblems is what an import keeps of problems: the errors, then the
// warnings, each in row order, at most tabular.MaxProblems.
func keptProblems(problems []tabular.Problem) []tabular.Problem {
	out := make([]tabular.Problem, 0, min(len(problems), tabular.MaxProblems))
	for _, warnings := range []bool{false, true} {
		for _, p := range problems {
			if p.Warning == warnings && len(out) < tabular.MaxProblems {
				out = append(out, p)
			}
		}
	}
	return out
}

// plan reads imp's sheet and builds its rows against the records as they are.
func (im *Importer) plan(ctx context.Context, imp tabular.Import) (tabular.Input, tabular.Plan, error) {
	in, err := im.input(ctx, imp)
	if err != nil {
		return in, tabular.Plan{}, err
	}
	in.Progress = func(rows int) {
		// Progress is for the page to show; a report that fails loses only that.
		_ = im.d.Imports.ReportProgress(ctx, imp.OrgID, imp.ID, rows, 0)
	}
	return in, build(in), nil
}

// failStep ends a step that cannot succeed as failed, with err's sentence as
// its outcome, in a transaction of its own; an error that trying again may
// mend (a database that did not answer, the server stopping) is returned for
// the job to be run again instead.
func (im *Importer) failStep(ctx context.Context, imp tabular.Import, from tabular.Status, err error) error {
	if retryable(ctx, err) {
		return err
	}
	return im.fail(ctx, imp.OrgID, imp.ID, from, failure(err), nil)
}

// fail marks the import failed with outcome (and, when not nil, the problems
// a write's check found), if it is still in status from.
func (im *Importer) fail(ctx context.Context, org, id kernel.ID, from tabular.Status, outcome string, plan *tabular.Plan) error {
	return im.d.Tx.WithinTx(ctx, func(ctx context.Context) error {
		imp, err := im.d.Imports.FindImport(ctx, org, id)
		if err != nil || imp.Status != from {
			return err
		}
		if plan != nil {
			checked(&imp, *plan, im.d.Clock.Now())
		}
		imp.Status, imp.Outcome = tabular.StatusFailed, outcome
		imp.UpdatedAt = im.d.Clock.Now().UTC().Truncate(time.Microsecond)
		return im.d.Imports.UpdateImport(ctx, imp, nil)
	})
}

// retryable tells an error that running the step again may mend.
func retryable(ctx context.Context, err error) bool {
	return ctx.Err() != nil || errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) ||
		kernel.IsKind(err, kernel.KindUnavailable)
}

// failure is the sentence an import's outcome gives for err.
func failure(err error) string {
	if ke, ok := kernel.AsError(err); ok && ke.Kind != kernel.KindInternal {
		msg := ke.Message
		for _, f := range ke.Fields {
			msg += " " + f.Detail
		}
		return msg
	}
	return "The import failed on an internal error; nothing was written."
}
