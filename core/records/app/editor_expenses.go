package app

import (
	"context"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// checkExpense applies the expense's own rights, read at the call: a member
// who may not decide (EditRole of records.ActionDecide) enters expenses as
// pending and changes or removes only a pending expense they entered
// themselves, leaving it pending; whoever may decide approves, rejects or
// marks paid any expense. Who entered an expense is the actor of its
// "created" entry in the activity log, written in the transaction that created
// it; an expense without one (imported) is changed by deciders only.
func (e *Editor) checkExpense(ctx context.Context, role identity.Role, w *edit) error {
	if role.AtLeast(EditRole(records.KindExpense, records.ActionDecide)) {
		return nil
	}
	if w.c.Action != records.ActionCreate {
		if len(w.before.Expenses) != 1 || w.before.Expenses[0].Status != records.ExpensePending {
			return kernel.Forbidden("expense_decided", "This expense has been approved, rejected or paid: only a manager can change it now.")
		}
		mine, err := e.enteredBy(ctx, w.actor, w.c.Ref.ID)
		if err != nil {
			return err
		}
		if !mine {
			return kernel.Forbidden("not_your_expense", "You can change only the expenses you entered; a manager can change this one.")
		}
	}
	if w.c.Action != records.ActionRemove && (len(w.after.Expenses) != 1 || w.after.Expenses[0].Status != records.ExpensePending) {
		return kernel.Forbidden("insufficient_role", "Approving, rejecting or paying an expense needs the manager role or above; leave it pending.")
	}
	return nil
}

// enteredBy reports whether the actor created record id, by its "created"
// entry in the activity log (the log's oldest entry for it).
func (e *Editor) enteredBy(ctx context.Context, actor identity.Actor, id kernel.ID) (bool, error) {
	f := records.ActivityFilter{RecordID: id, Limit: records.MaxActivity}
	for {
		page, err := e.d.Records.FindActivity(ctx, actor.OrgID, f)
		if err != nil {
			return false, err
		}
		for _, a := range page {
			if a.Action == records.ActionCreate {
				return a.ActorID == actor.UserID, nil
			}
		}
		if len(page) < f.Limit {
			return false, nil
		}
		last := page[len(page)-1]
		f.Before = &records.ActivityPosition{At: last.At, ID: last.ID}
	}
}
