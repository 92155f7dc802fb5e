package app

import (
	"context"
	"slices"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// loadScope loads the records w's record is checked among, without the record
// itself. A removal plans over the record's whole project (everything that
// names it goes with it or stops it). A create or a change is checked among
// what the rules touching its kind compare it with (records.CheckedAmong, one
// scoped load of the project's records of those kinds) and the records it
// refers to (withReferred): a show's write reads its project's shows, venues
// and money records rather than its whole project, a schedule item's its
// project and its show. A project that does not exist leaves the scope empty
// (the check reports the dangling reference).
func (e *Editor) loadScope(ctx context.Context, w *edit) error {
	project := w.c.Ref.ProjectID
	kinds := records.CheckedAmong(w.c.Ref.Kind)
	if w.c.Action == records.ActionRemove {
		kinds = nil // the whole project
	} else if len(kinds) == 0 {
		project = "" // nothing besides what it refers to
	} else if len(w.after.PeopleReferred()) > 0 {
		// The people its records name (a show's contacts) come in the same
		// statement rather than one read each.
		kinds = append(slices.Clone(kinds), records.KindPerson)
	}
	if !project.IsZero() {
		scope, err := e.d.Records.LoadDataset(ctx, w.actor.OrgID, records.DatasetFilter{ProjectID: project, Kinds: kinds})
		switch {
		case kernel.IsKind(err, kernel.KindNotFound):
		case err != nil:
			return err
		default:
			w.scope = scope.Without(w.c.Ref.Kind, w.c.Ref.ID)
		}
	}
	if w.c.Action == records.ActionRemove {
		return nil
	}
	return e.withReferred(ctx, w)
}

// withReferred adds to w's scope each record w's record refers to that the
// scope lacks, so that every rule comparing the two runs (a schedule item's
// show of another project is refused, a set past its show's curfew flagged). A
// reference to no record of its kind stays missing, and the check reports it.
func (e *Editor) withReferred(ctx context.Context, w *edit) error {
	have := map[kernel.ID]bool{}
	for _, r := range w.scope.Refs() {
		have[r.ID] = true
	}
	for _, r := range w.after.Referred() {
		if have[r.ID] || r.ID == w.c.Ref.ID {
			continue
		}
		one, err := e.d.Records.LoadRecord(ctx, w.actor.OrgID, r.Kind, r.ID)
		switch {
		case kernel.IsKind(err, kernel.KindNotFound):
		case err != nil:
			return err
		default:
			w.scope = w.scope.Plus(one)
		}
		have[r.ID] = true
	}
	return nil
}

// knownOutside is the check's answer for references to records outside the
// scope: those of w's record must be in it (withReferred loaded every one
// that exists), while the other records' references were checked when they
// were written and the store keeps them resolvable.
func (w *edit) knownOutside() func(records.Kind, kernel.ID) bool {
	own := map[kernel.ID]bool{}
	for _, r := range w.after.Referred() {
		own[r.ID] = true
	}
	return func(_ records.Kind, id kernel.ID) bool { return !own[id] }
}
