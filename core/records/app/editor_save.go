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
	// inTx, when set, runs in the write's transaction before the record is
	// written, and may complete w.after (an invoice's number is taken there).
	inTx func(ctx context.Context, w *edit) error
	// note, when set, is the activity entry's fields instead of the fields the
	// change changes (a mail sent changes no field).
	note []records.FieldChange
}

// Save creates, changes or removes one record for the actor (ports.RecordsEditor).
// An invoice is written here only as a draft: issuing, payments, voiding and
// crediting are the invoice use cases' (Invoices).
func (e *Editor) Save(ctx context.Context, actor identity.Actor, c records.Change) (records.Saved, error) {
	return e.save(ctx, actor, c, onlyDrafts, nil)
}

// save is Save with guard, which may refuse the edit once it is prepared, and
// an edit's inTx hook.
func (e *Editor) save(ctx context.Context, actor identity.Actor, c records.Change, guard func(*edit) error,
	inTx func(context.Context, *edit) error) (records.Saved, error) {
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
	w := &edit{actor: actor, c: c, inTx: inTx}
	switch c.Action {
	case records.ActionCreate:
		err = e.prepareCreate(ctx, w)
	case records.ActionChange, records.ActionRemove:
		err = e.prepareChange(ctx, w)
	default:
		err = kernel.InvalidField("/action", "unknown_action", fmt.Sprintf("%q is not created, changed or removed", c.Action))
	}
	if err == nil && c.Ref.Kind == records.KindExpense {
		err = e.checkExpense(ctx, role, w)
	}
	if err == nil {
		err = w.locked()
	}
	if err != nil {
		return records.Saved{}, err
	}
	if guard != nil {
		if err := guard(w); err != nil {
			return records.Saved{}, err
		}
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

// prepareChange loads the record as it is (or takes it as the writer opened
// it in this request), keeps its id, creation and project, and loads the
// records it lives among.
func (e *Editor) prepareChange(ctx context.Context, w *edit) error {
	ref, before, err := e.current(ctx, w)
	if err != nil {
		return err
	}
	w.c.Ref, w.before = ref, before
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

// current returns the Ref and the stored state of the record w changes or
// removes: the one the writer opened in this request when it is this record of
// the actor's organization at the version the change starts from (Open read the
// two together, and the write is refused unless the record is still at that
// version), else read now.
func (e *Editor) current(ctx context.Context, w *edit) (records.Ref, records.Dataset, error) {
	if o := w.c.Opened; o != nil && o.Ref.ID == w.c.Ref.ID && o.Ref.Kind == w.c.Ref.Kind && o.Version == w.c.Version &&
		o.Version > 0 && o.Record.CheckOrg(w.actor.OrgID) == nil {
		if _, ok := o.Record.Record(o.Ref.Kind, o.Ref.ID); ok {
			return o.Ref, o.Record, nil
		}
	}
	ref, err := e.d.Records.FindRef(ctx, w.actor.OrgID, w.c.Ref.ID)
	if err != nil || ref.Kind != w.c.Ref.Kind {
		return records.Ref{}, records.Dataset{}, kernel.NotFound(string(w.c.Ref.Kind))
	}
	before, err := e.d.Records.LoadRecord(ctx, w.actor.OrgID, ref.Kind, ref.ID)
	return ref, before, err
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
