package app_test

import (
	"testing"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// anExpense is a pending expense of the project at show, in euros.
func anExpense(project, show kernel.ID, status records.ExpenseStatus) records.Dataset {
	return records.Dataset{Expenses: []records.Expense{{ProjectID: project, ShowID: show, Category: "Catering",
		Vendor: "Deli", Description: "Receipt 41", Amount: 12_550, Currency: "EUR", Rate: kernel.RateOne,
		IncurredOn: "2027-04-10", Status: status, Reimbursable: true}}}
}

// A member enters an expense and changes it while it is pending and theirs; a
// manager approves it, after which the member cannot change it; a viewer can
// do nothing.
func TestMembersEnterExpensesAndManagersDecideThem(t *testing.T) {
	f := newEditFixture(t)
	project, _, show := f.tour(t)
	save := func(role identity.Role, action records.Action, id kernel.ID, version int, d records.Dataset) (records.Saved, error) {
		return f.ed.Save(ctx, f.actors[role], records.Change{Ref: records.Ref{Kind: records.KindExpense, ID: id},
			Version: version, Action: action, Record: d})
	}
	_, err := save(identity.RoleViewer, records.ActionCreate, "", 0, anExpense(project, show, records.ExpensePending))
	wantError(t, err, kernel.KindForbidden, "insufficient_role")
	_, err = save(identity.RoleMember, records.ActionCreate, "", 0, anExpense(project, show, records.ExpenseApproved))
	wantError(t, err, kernel.KindForbidden, "insufficient_role")
	saved, err := save(identity.RoleMember, records.ActionCreate, "", 0, anExpense(project, show, records.ExpensePending))
	must(t, err)
	id := saved.Ref.ID
	changed := anExpense(project, show, records.ExpensePending)
	changed.Expenses[0].Amount = 13_000
	saved, err = save(identity.RoleMember, records.ActionChange, id, 1, changed)
	must(t, err)
	_, err = save(identity.RoleMember, records.ActionChange, id, saved.Version, anExpense(project, show, records.ExpenseApproved))
	wantError(t, err, kernel.KindForbidden, "insufficient_role")
	_, err = save(identity.RoleViewer, records.ActionChange, id, saved.Version, changed)
	wantError(t, err, kernel.KindForbidden, "insufficient_role")
	saved, err = save(identity.RoleManager, records.ActionChange, id, saved.Version, anExpense(project, show, records.ExpenseApproved))
	must(t, err)
	_, err = save(identity.RoleMember, records.ActionChange, id, saved.Version, anExpense(project, show, records.ExpenseApproved))
	wantError(t, err, kernel.KindForbidden, "expense_decided")
	_, err = save(identity.RoleMember, records.ActionRemove, id, saved.Version, records.Dataset{})
	wantError(t, err, kernel.KindForbidden, "expense_decided")
	saved, err = save(identity.RoleManager, records.ActionChange, id, saved.Version, anExpense(project, show, records.ExpensePaid))
	must(t, err)
	log, err := f.ed.Activity(ctx, f.actors[identity.RoleViewer], records.ActivityFilter{RecordID: id})
	must(t, err)
	if len(log) != 4 || log[0].Fields[0].To != "paid" || log[3].Action != records.ActionCreate {
		t.Errorf("activity of the expense: %+v", log)
	}
	rights, err := f.ed.Rights(ctx, f.actors[identity.RoleMember])
	must(t, err)
	if !rights.Can(records.KindExpense, records.ActionCreate) || rights.Can(records.KindExpense, records.ActionDecide) {
		t.Errorf("a member's expense rights: create %v, decide %v; want true, false",
			rights.Can(records.KindExpense, records.ActionCreate), rights.Can(records.KindExpense, records.ActionDecide))
	}
	if rights, _ := f.ed.Rights(ctx, f.actors[identity.RoleManager]); !rights.Can(records.KindExpense, records.ActionDecide) {
		t.Error("a manager may not decide expenses")
	}
}

// A member changes or removes only the pending expenses they entered
// themselves; another member's, or an imported one without a creator, is a
// manager's to change.
func TestAMemberChangesOnlyTheirOwnPendingExpense(t *testing.T) {
	f := newEditFixture(t)
	project, _, show := f.tour(t)
	byManager := f.save(t, identity.RoleManager, records.Change{Ref: records.Ref{Kind: records.KindExpense},
		Action: records.ActionCreate, Record: anExpense(project, show, records.ExpensePending)})
	_, err := f.ed.Save(ctx, f.actors[identity.RoleMember], records.Change{Ref: byManager.Ref, Version: 1,
		Action: records.ActionChange, Record: anExpense(project, show, records.ExpensePending)})
	wantError(t, err, kernel.KindForbidden, "not_your_expense")
	_, err = f.ed.Save(ctx, f.actors[identity.RoleMember], records.Change{Ref: byManager.Ref, Version: 1, Action: records.ActionRemove})
	wantError(t, err, kernel.KindForbidden, "not_your_expense")
	mine := f.save(t, identity.RoleMember, records.Change{Ref: records.Ref{Kind: records.KindExpense},
		Action: records.ActionCreate, Record: anExpense(project, show, records.ExpensePending)})
	f.save(t, identity.RoleMember, records.Change{Ref: mine.Ref, Version: 1, Action: records.ActionRemove})
}
