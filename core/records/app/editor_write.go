package app

import (
	"context"
	"fmt"
	"time"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/core/records/exchange"
)

// write stores a create or a change with its activity entry, in a transaction.
func (e *Editor) write(ctx context.Context, w *edit) (records.Saved, error) {
	err := e.d.Tx.WithinTx(ctx, func(ctx context.Context) error {
		if w.inTx != nil {
			if err := w.inTx(ctx, w); err != nil {
				return err
			}
		}
		a := e.activity(ctx, w, w.after)
		a.Version = w.c.Version + 1
		if w.note != nil {
			a.Fields = w.note
		}
		c := records.Change{Ref: w.c.Ref, Version: w.c.Version, Action: w.c.Action, Record: w.after}
		return e.d.Records.WriteRecord(ctx, w.actor.OrgID, c, a)
	})
	if err != nil {
		return records.Saved{}, e.explainStale(ctx, w, err)
	}
	return records.Saved{Ref: w.c.Ref, Version: w.c.Version + 1, Warnings: e.warnings(w)}, nil
}

// activity makes the log entry of w: the record's label, the fields it changes
// from what to what, the actor and the time.
func (e *Editor) activity(ctx context.Context, w *edit, labelled records.Dataset) records.Activity {
	names := e.withReferenced(ctx, w.actor.OrgID, w.scope.Plus(labelled), w.before.Plus(w.after))
	a := records.Activity{
		ID: e.d.NewID(), OrgID: w.actor.OrgID, Ref: w.c.Ref, Action: w.c.Action,
		Label:   names.Label(w.c.Ref.Kind, w.c.Ref.ID),
		ActorID: w.actor.UserID, ActorName: e.actorName(ctx, w),
		At:     e.d.Clock.Now().UTC().Truncate(time.Microsecond),
		Fields: exchange.FieldChanges(w.c.Ref.Kind, w.before, w.after, names),
	}
	return a
}

// actorName is the actor's name as the log keeps it: their name, else their
// email; the id when the user cannot be read.
func (e *Editor) actorName(ctx context.Context, w *edit) string {
	u, err := e.d.Users.FindUserByID(ctx, w.actor.UserID)
	switch {
	case err != nil:
		return string(w.actor.UserID)
	case u.Name != "":
		return u.Name
	}
	return u.Email
}

// explainStale turns a store's stale_version refusal into one that says who
// changed the record and when, from the activity log.
func (e *Editor) explainStale(ctx context.Context, w *edit, err error) error {
	ke, ok := kernel.AsError(err)
	if !ok || ke.Code != "stale_version" || w.c.Action == records.ActionCreate {
		return err
	}
	msg := fmt.Sprintf("This %s was changed since you opened it (you started from version %d).", w.c.Ref.Kind, w.c.Version)
	// The latest change is the entry of the highest version: entries written in
	// the same microsecond tie on the log's order.
	log, lerr := e.d.Records.FindActivity(ctx, w.actor.OrgID, records.ActivityFilter{RecordID: w.c.Ref.ID, Limit: 8})
	if lerr == nil && len(log) > 0 {
		last := log[0]
		for _, a := range log[1:] {
			if a.Version > last.Version {
				last = a
			}
		}
		msg = fmt.Sprintf("%s %s this %s at %s UTC (version %d) since you opened version %d.",
			last.ActorName, last.Action, w.c.Ref.Kind, last.At.Format("2006-01-02 15:04"), last.Version, w.c.Version)
	}
	return kernel.Conflict(msg).WithCode("stale_version")
}

// withReferenced returns names with the venues and people that the records of
// one refer to added where names lacks them, so that the log names them rather
// than printing their ids. A project's records name only some of the
// organization's venues and people; a record missing here is left out.
func (e *Editor) withReferenced(ctx context.Context, org kernel.ID, names, one records.Dataset) records.Dataset {
	want := one.PeopleReferred()
	for _, s := range one.Shows {
		want[s.VenueID] = true
	}
	have := map[kernel.ID]bool{}
	for _, r := range names.Refs() {
		have[r.ID] = true
	}
	for id := range want {
		if have[id] || id.IsZero() {
			continue
		}
		ref, err := e.d.Records.FindRef(ctx, org, id)
		if err != nil {
			continue
		}
		if rec, err := e.d.Records.LoadRecord(ctx, org, ref.Kind, id); err == nil {
			names = names.Plus(rec)
		}
	}
	return names
}
