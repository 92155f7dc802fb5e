package app

import (
	"context"
	"errors"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/ports"
)

// EditorDeps are the ports the records editor needs. Users names the actor in the
// activity log; NewID defaults to kernel.NewID; every other field is required.
type EditorDeps struct {
	Records ports.RecordEditStore
	Roles   ports.MemberRoles
	Users   ports.UserFinder
	Tx      ports.TxRunner
	Clock   kernel.Clock
	NewID   func() kernel.ID
}

// Editor is the use cases of writing records one at a time: it implements
// ports.RecordsEditor. Each write is checked by the rules an import applies
// (records.Dataset.Validate) against the records it lives among, by the actor's
// role read at the call (EditRole), and by the version the actor started from,
// and is entered in the activity log in the transaction that writes it.
type Editor struct{ d EditorDeps }

var _ ports.RecordsEditor = (*Editor)(nil)

// NewEditor returns the editor over d.
func NewEditor(d EditorDeps) (*Editor, error) {
	if d.Records == nil || d.Roles == nil || d.Users == nil || d.Tx == nil || d.Clock == nil {
		return nil, errors.New("records editor: every dependency but NewID is required")
	}
	if d.NewID == nil {
		d.NewID = kernel.NewID
	}
	return &Editor{d: d}, nil
}

// Rights returns what the actor may do to each kind of record.
func (e *Editor) Rights(ctx context.Context, actor identity.Actor) (records.Rights, error) {
	role, err := e.role(ctx, actor)
	if err != nil {
		return records.Rights{}, err
	}
	return records.NewRights(string(role), func(k records.Kind, a records.Action) bool {
		return role.AtLeast(EditRole(k, a))
	}), nil
}

// Open returns a record of the actor's organization with its version. Any member
// may open any record.
func (e *Editor) Open(ctx context.Context, actor identity.Actor, id kernel.ID) (records.Opened, error) {
	if _, err := e.role(ctx, actor); err != nil {
		return records.Opened{}, err
	}
	ref, err := e.d.Records.FindRef(ctx, actor.OrgID, id)
	if err != nil {
		return records.Opened{}, err
	}
	one, err := e.d.Records.LoadRecord(ctx, actor.OrgID, ref.Kind, id)
	if err != nil {
		return records.Opened{}, err
	}
	version, err := e.d.Records.RecordVersion(ctx, actor.OrgID, id)
	if err != nil {
		return records.Opened{}, err
	}
	return records.Opened{Ref: ref, Version: version, Record: one}, nil
}

// Activity returns the activity log entries that match f, newest first. Any
// member may read it.
func (e *Editor) Activity(ctx context.Context, actor identity.Actor, f records.ActivityFilter) ([]records.Activity, error) {
	if _, err := e.role(ctx, actor); err != nil {
		return nil, err
	}
	if f.Limit <= 0 || f.Limit > records.MaxActivity {
		f.Limit = records.MaxActivity
	}
	return e.d.Records.FindActivity(ctx, actor.OrgID, f)
}

// role reads the actor's role now. KindForbidden for someone who is not a member.
func (e *Editor) role(ctx context.Context, actor identity.Actor) (identity.Role, error) {
	role, err := e.d.Roles.RoleOf(ctx, actor.OrgID, actor.UserID)
	if kernel.IsKind(err, kernel.KindNotFound) {
		return "", kernel.Forbidden("not_a_member", "You are not a member of this organization.")
	}
	return role, err
}
