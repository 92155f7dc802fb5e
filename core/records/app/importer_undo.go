package app

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/core/records/exchange"
	"github.com/roadcase/roadcase/core/records/tabular"
)

// Undo removes the records a done import created and puts back the ones it
// changed, in one transaction, each with its own activity entry and the
// import's own; refused, with every reason, when a record it wrote was changed
// or removed since, or a record it did not create now refers to one it did.
func (im *Importer) Undo(ctx context.Context, actor identity.Actor, id kernel.ID, version int) (tabular.Import, error) {
	imp, err := im.opened(ctx, actor, id, version, tabular.StatusDone)
	if err != nil {
		return tabular.Import{}, err
	}
	now := im.d.Clock.Now().UTC().Truncate(time.Microsecond)
	if imp.WrittenAt == nil || now.Sub(*imp.WrittenAt) > tabular.UndoWindow {
		return tabular.Import{}, kernel.Conflict(fmt.Sprintf(
			"This import was written more than %d hours ago: it can no longer be undone.", int(tabular.UndoWindow.Hours()))).
			WithCode("undo_expired")
	}
	name := im.actorName(ctx, actor.UserID)
	err = im.d.Tx.WithinTx(ctx, func(ctx context.Context) error {
		u, err := im.d.Imports.LoadUndo(ctx, imp.OrgID, imp.ID)
		if err != nil {
			return err
		}
		all, err := im.d.Records.LoadDataset(ctx, imp.OrgID, records.DatasetFilter{})
		if err != nil {
			return err
		}
		reasons, err := im.undoBlockers(ctx, imp.OrgID, u, all)
		if err != nil {
			return err
		}
		if len(reasons) > 0 {
			if len(reasons) > maxNamed {
				reasons = append(reasons[:maxNamed], fmt.Sprintf("and %d more", len(reasons)-maxNamed))
			}
			return kernel.Conflict("This import cannot be undone: " + strings.Join(reasons, "; ") + ".").WithCode("changed_since")
		}
		a := records.Activity{OrgID: imp.OrgID, ActorID: actor.UserID, ActorName: name, At: now}
		if err := im.undo(ctx, u, all, a); err != nil {
			return err
		}
		imp.Status, imp.UpdatedAt = tabular.StatusUndone, now
		entry := im.importActivity(imp, records.ActionImportUndone, actor.UserID, name,
			im.d.Clock.Now().UTC().Truncate(time.Microsecond))
		return im.d.Imports.UpdateImport(ctx, imp, &entry)
	})
	if err != nil {
		return tabular.Import{}, err
	}
	imp.Version++
	return imp, nil
}

// undo removes u's created records, those that refer to others first, and
// restores its changed ones, each write logged as a (its actor and time).
func (im *Importer) undo(ctx context.Context, u tabular.Undo, all records.Dataset, a records.Activity) error {
	order := map[records.Kind]int{}
	for i, k := range records.Kinds {
		order[k] = i
	}
	created := slices.Clone(u.Created)
	slices.SortStableFunc(created, func(x, y records.Ref) int { return cmp.Compare(order[y.Kind], order[x.Kind]) })
	for _, r := range created {
		e := a
		e.ID, e.Ref, e.Action, e.Version, e.Label = im.d.NewID(), r, records.ActionRemove, 1, all.Label(r.Kind, r.ID)
		if err := im.d.Records.WriteRecord(ctx, a.OrgID, records.Change{Ref: r, Version: 1, Action: records.ActionRemove}, e); err != nil {
			return fmt.Errorf("removing %s: %w", e.Label, err)
		}
	}
	for _, r := range u.Restored {
		now, _ := all.Record(r.Ref.Kind, r.Ref.ID)
		e := a
		e.ID, e.Ref, e.Action, e.Version = im.d.NewID(), r.Ref, records.ActionChange, r.Version+1
		e.Label = all.Label(r.Ref.Kind, r.Ref.ID)
		e.Fields = exchange.FieldChanges(r.Ref.Kind, now, r.Before, all)
		c := records.Change{Ref: r.Ref, Version: r.Version, Action: records.ActionChange, Record: r.Before}
		if err := im.d.Records.WriteRecord(ctx, a.OrgID, c, e); err != nil {
			return fmt.Errorf("restoring %s: %w", e.Label, err)
		}
	}
	return nil
}
