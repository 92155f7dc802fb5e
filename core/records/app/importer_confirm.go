package app

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records/tabular"
	"github.com/roadcase/roadcase/ports"
)

// Confirm schedules the write of a checked import, with the person's choice
// (only new rows, or all but some rows), in one transaction. Refused while a
// check found errors in rows that are not left out.
func (im *Importer) Confirm(ctx context.Context, actor identity.Actor, id kernel.ID, version int, c ports.ImportConfirm) (tabular.Import, error) {
	imp, err := im.opened(ctx, actor, id, version, tabular.StatusChecked)
	if err != nil {
		return tabular.Import{}, err
	}
	skip := slices.Clone(c.SkipRows)
	slices.Sort(skip)
	skip = slices.Compact(skip)
	if err := blockingErrors(imp, skip); err != nil {
		return tabular.Import{}, err
	}
	imp.SkipUpdates, imp.SkipRows, imp.Status, imp.Written = c.SkipUpdates, skip, tabular.StatusWriting, 0
	imp.UpdatedAt = im.d.Clock.Now().UTC().Truncate(time.Microsecond)
	err = im.d.Tx.WithinTx(ctx, func(ctx context.Context) error {
		if err := im.d.Imports.UpdateImport(ctx, imp, nil); err != nil {
			return err
		}
		return im.d.Queue.EnqueueImportStep(ctx, imp.OrgID, imp.ID, ports.ImportStepWrite)
	})
	if err != nil {
		return tabular.Import{}, err
	}
	imp.Version++
	return imp, nil
}

// blockingErrors refuses a confirmation that would leave an error in: a
// problem of the whole sheet, an error in a row not in skip, or more errors
// than the import kept (their rows are not known).
func blockingErrors(imp tabular.Import, skip []int) error {
	kept, rows := 0, []string{}
	for _, p := range imp.Problems {
		if p.Warning {
			continue
		}
		kept++
		if _, skipped := slices.BinarySearch(skip, p.Row); p.Row > 0 && skipped {
			continue
		}
		if where := rowWords(p.Row); !slices.Contains(rows, where) {
			rows = append(rows, where)
		}
	}
	switch {
	case imp.Errors > kept:
		return kernel.Conflict(fmt.Sprintf("The check found %d errors, more than it lists: correct the file and upload it again.", imp.Errors)).
			WithCode("has_errors")
	case len(rows) > 0:
		if len(rows) > 10 {
			rows = append(rows[:10], fmt.Sprintf("and %d more", len(rows)-10))
		}
		return kernel.Conflict("Errors remain in " + strings.Join(rows, ", ") + ": correct them or leave those rows out.").
			WithCode("has_errors")
	}
	return nil
}

// rowWords names a problem's row: "row 14", or "the sheet" for row 0.
func rowWords(row int) string {
	if row <= 0 {
		return "the sheet"
	}
	return fmt.Sprintf("row %d", row)
}

// Cancel ends an import that has written nothing: uploaded, being checked
// (the check's job finds it cancelled and keeps nothing) or checked.
func (im *Importer) Cancel(ctx context.Context, actor identity.Actor, id kernel.ID, version int) (tabular.Import, error) {
	imp, err := im.opened(ctx, actor, id, version, tabular.StatusUploaded, tabular.StatusChecking, tabular.StatusChecked)
	if err != nil {
		return tabular.Import{}, err
	}
	imp.Status = tabular.StatusCancelled
	imp.UpdatedAt = im.d.Clock.Now().UTC().Truncate(time.Microsecond)
	if err := im.d.Tx.WithinTx(ctx, func(ctx context.Context) error { return im.d.Imports.UpdateImport(ctx, imp, nil) }); err != nil {
		return tabular.Import{}, err
	}
	imp.Version++
	return imp, nil
}

// opened checks that the actor may import, reads the import and checks that it
// is at version and in one of statuses.
func (im *Importer) opened(ctx context.Context, actor identity.Actor, id kernel.ID, version int, statuses ...tabular.Status) (tabular.Import, error) {
	if _, err := im.role(ctx, actor, identity.RoleManager); err != nil {
		return tabular.Import{}, err
	}
	imp, err := im.d.Imports.FindImport(ctx, actor.OrgID, id)
	if err != nil {
		return tabular.Import{}, err
	}
	if imp.Version != version {
		return tabular.Import{}, kernel.Conflict(fmt.Sprintf(
			"This import moved on since you looked at it (version %d, now %d: %s): look at it again.",
			version, imp.Version, imp.Status)).WithCode("stale_version")
	}
	if !slices.Contains(statuses, imp.Status) {
		return tabular.Import{}, kernel.Conflict(fmt.Sprintf("This import is %s: that cannot be done now.", imp.Status)).
			WithCode("wrong_status")
	}
	return imp, nil
}
