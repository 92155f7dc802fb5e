package app

import (
	"context"
	"fmt"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// edit is one Save under way: the actor, the change, the record as it was (empty
// for a create) and as it will be, and the records both live among.
type edit struct {
	actor  identity.Actor
	c      records.Change
	before records.Dataset
	after  records.Dataset
	// scope is the project's records (without this record) for a record of a
	// project; empty for a venue or a person.
	scope records.Dataset
}

// Save creates, changes or removes one record for the actor (ports.RecordsEditor).
func (e *Editor) Save(ctx context.Context, actor identity.Actor, c records.Change) (records.Saved, error) {
	role, err := e.role(ctx, actor)
	if err != nil {
		return records.Saved{}, err
	}
	if _, known := editableKinds[c.Ref.Kind]; !known {
		return records.Saved{}, kernel.InvalidField("/kind", "unknown_kind", fmt.Sprintf("%q is not a kind of record", c.Ref.Kind))
	}
	if need := EditRole(c.Ref.Kind, c.Action); !role.AtLeast(need) {
		return records.Saved{}, forbidden(c, need, role)
	}
	w := &edit{actor: actor, c: c}
	switch c.Action {
	case records.ActionCreate:
		err = e.prepareCreate(ctx, w)
	case records.ActionChange, records.ActionRemove:
		err = e.prepareChange(ctx, w)
	default:
		err = kernel.InvalidField("/action", "unknown_action", fmt.Sprintf("%q is not created, changed or removed", c.Action))
	}
	if err == nil {
		err = w.locked()
	}
	if err != nil {
		return records.Saved{}, err
	}
	if c.Action == records.ActionRemove {
		return e.remove(ctx, w)
	}
	if err := e.check(ctx, w); err != nil {
		return records.Saved{}, err
	}
	return e.write(ctx, w)
}

// prepareCreate stamps the new record and loads the records it will live among.
func (e *Editor) prepareCreate(ctx context.Context, w *edit) error {
	if w.c.Version != 0 {
		return kernel.InvalidField("/version", "version_on_create", "a new record has no version yet: give 0")
	}
	if err := onlyRecord(w.c); err != nil {
		return err
	}
	if w.c.Ref.ID.IsZero() {
		w.c.Ref.ID = e.d.NewID()
	}
	w.after = w.c.Record.Stamp(w.c.Ref.ID, w.actor.OrgID, e.d.Clock.Now().UTC(), e.d.NewID)
	project, err := e.projectOf(ctx, w.actor.OrgID, w.after)
	if err != nil {
		return err
	}
	w.c.Ref.ProjectID = project
	return e.loadScope(ctx, w)
}

// prepareChange loads the record as it is, keeps its id, creation and project,
// and loads the records it lives among.
func (e *Editor) prepareChange(ctx context.Context, w *edit) error {
	ref, err := e.d.Records.FindRef(ctx, w.actor.OrgID, w.c.Ref.ID)
	if err != nil || ref.Kind != w.c.Ref.Kind {
		return kernel.NotFound(string(w.c.Ref.Kind))
	}
	w.c.Ref = ref
	if w.before, err = e.d.Records.LoadRecord(ctx, w.actor.OrgID, ref.Kind, ref.ID); err != nil {
		return err
	}
	if w.c.Action == records.ActionChange {
		if err := onlyRecord(w.c); err != nil {
			return err
		}
		w.after = w.c.Record.Stamp(ref.ID, w.actor.OrgID, w.before.CreatedAt(), e.d.NewID)
		if moved, err := e.projectOf(ctx, w.actor.OrgID, w.after); err == nil && moved != ref.ProjectID {
			return kernel.InvalidField("/project_id", "moved", "a record stays in its project: create it in the other project instead")
		}
	}
	return e.loadScope(ctx, w)
}

// loadScope loads the project's records without this one, for a record of a
// project; a project that does not exist leaves the scope empty (the check
// reports the dangling reference).
func (e *Editor) loadScope(ctx context.Context, w *edit) error {
	if w.c.Ref.ProjectID.IsZero() {
		return nil
	}
	scope, err := e.d.Records.LoadDataset(ctx, w.actor.OrgID, records.DatasetFilter{ProjectID: w.c.Ref.ProjectID})
	if kernel.IsKind(err, kernel.KindNotFound) {
		return nil
	}
	w.scope = scope.Without(w.c.Ref.Kind, w.c.Ref.ID)
	return err
}

// projectOf returns the project of the one record d holds: its own for a
// project, none for a venue or a person, its show's for a guest list entry or
// a settlement.
func (e *Editor) projectOf(ctx context.Context, org kernel.ID, d records.Dataset) (kernel.ID, error) {
	ref := d.Refs()[0]
	var show kernel.ID
	switch {
	case len(d.GuestList) > 0:
		show = d.GuestList[0].ShowID
	case len(d.Settlements) > 0:
		show = d.Settlements[0].ShowID
	default:
		return ref.ProjectID, nil
	}
	found, err := e.d.Records.FindRef(ctx, org, show)
	if err != nil || found.Kind != records.KindShow {
		return "", nil
	}
	return found.ProjectID, nil
}

// onlyRecord checks that a change's record is exactly one record of its kind.
func onlyRecord(c records.Change) error {
	counts := c.Record.Count()
	for k, n := range counts {
		if (k == c.Ref.Kind && n != 1) || (k != c.Ref.Kind && n != 0) {
			return kernel.InvalidField("/record", "one_record", fmt.Sprintf("a change holds exactly one %s and nothing else", c.Ref.Kind))
		}
	}
	return nil
}
