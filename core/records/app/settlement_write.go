package app

import (
	"context"
	"fmt"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// writeTogether writes changes in one transaction by the editor's write path:
// each by the actor's role read now, checked by the records' rules among the
// records as all the changes leave them (a show and its settlement change
// status together), at the version it started from, with its own activity
// entry (note adds fields to the entry of change i) and the records revision
// set.
func (e *Editor) writeTogether(ctx context.Context, actor identity.Actor, changes []records.Change,
	note func(i int) []records.FieldChange) error {
	role, err := e.role(ctx, actor)
	if err != nil {
		return err
	}
	edits := make([]*edit, 0, len(changes))
	for _, c := range changes {
		if need := EditRole(c.Ref.Kind, c.Action); !role.AtLeast(need) {
			return forbidden(c, need, role)
		}
		w := &edit{actor: actor, c: c}
		if c.Action == records.ActionCreate {
			err = e.prepareCreate(ctx, w)
		} else {
			err = e.prepareChange(ctx, w)
		}
		if err != nil {
			return err
		}
		if err := w.locked(); err != nil {
			return err
		}
		edits = append(edits, w)
	}
	for _, w := range edits {
		for _, other := range edits {
			if other != w && other.c.Ref.ProjectID == w.c.Ref.ProjectID {
				w.scope = w.scope.Without(other.c.Ref.Kind, other.c.Ref.ID).Plus(other.after)
			}
		}
		if err := e.check(ctx, w); err != nil {
			return err
		}
	}
	var failed *edit
	err = e.d.Tx.WithinTx(ctx, func(ctx context.Context) error {
		for i, w := range edits {
			a := e.activity(ctx, w, w.after)
			a.Version = w.c.Version + 1
			if note != nil {
				a.Fields = append(a.Fields, note(i)...)
			}
			c := records.Change{Ref: w.c.Ref, Version: w.c.Version, Action: w.c.Action, Record: w.after}
			if err := e.d.Records.WriteRecord(ctx, actor.OrgID, c, a); err != nil {
				failed = w
				return err
			}
		}
		return nil
	})
	if err != nil && failed != nil {
		return e.explainStale(ctx, failed, err)
	}
	return err
}

// forbidden is the refusal of change c to an actor whose role is below need.
func forbidden(c records.Change, need, role identity.Role) error {
	return kernel.Forbidden("insufficient_role", fmt.Sprintf("%s %s needs the %s role or above; yours is %s",
		verbs[c.Action], plural(c.Ref.Kind), need, role))
}

// locked applies the lock of a signed settlement (records.CheckSettlementWrite)
// to a change or removal of one, before anything else is checked.
func (w *edit) locked() error {
	if w.c.Ref.Kind != records.KindSettlement || len(w.before.Settlements) != 1 {
		return nil
	}
	var after *records.Settlement
	if w.c.Action == records.ActionChange && len(w.after.Settlements) == 1 {
		after = &w.after.Settlements[0]
	}
	return records.CheckSettlementWrite(w.before.Settlements[0], after)
}
