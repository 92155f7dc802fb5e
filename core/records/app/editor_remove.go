package app

import (
	"context"
	"fmt"
	"strings"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// maxNamed bounds how many records a refusal names before "and N more".
const maxNamed = 8

// PlanRemoval says what removing record id would do (ports.RecordsEditor).
func (e *Editor) PlanRemoval(ctx context.Context, actor identity.Actor, id kernel.ID) (records.Removal, error) {
	if _, err := e.role(ctx, actor); err != nil {
		return records.Removal{}, err
	}
	ref, err := e.d.Records.FindRef(ctx, actor.OrgID, id)
	if err != nil {
		return records.Removal{}, err
	}
	w := &edit{actor: actor, c: records.Change{Ref: ref, Action: records.ActionRemove}}
	if err := e.prepareChange(ctx, w); err != nil {
		return records.Removal{}, err
	}
	return e.plan(ctx, w)
}

// plan sorts what refers to w's record into what goes with it and what stops it.
// A venue or a person has no project: every record of the organization is read
// to find what names it.
func (e *Editor) plan(ctx context.Context, w *edit) (records.Removal, error) {
	among := w.scope.Plus(w.before)
	if w.c.Ref.ProjectID.IsZero() && w.c.Ref.Kind != records.KindProject {
		org, err := e.d.Records.LoadDataset(ctx, w.actor.OrgID, records.DatasetFilter{})
		if err != nil {
			return records.Removal{}, err
		}
		among = org
	}
	takes, blockers := among.PlanRemoval(w.c.Ref.Kind, w.c.Ref.ID)
	version, err := e.d.Records.RecordVersion(ctx, w.actor.OrgID, w.c.Ref.ID)
	if err != nil {
		return records.Removal{}, err
	}
	name := func(refs []records.Ref) []records.Named {
		out := make([]records.Named, len(refs))
		for i, r := range refs {
			out[i] = records.Named{Ref: r, Label: among.Label(r.Kind, r.ID)}
		}
		return out
	}
	return records.Removal{Ref: w.c.Ref, Label: among.Label(w.c.Ref.Kind, w.c.Ref.ID), Version: version,
		Takes: name(takes), Blockers: name(blockers)}, nil
}

// remove removes w's record and what it takes with it, in one transaction, each
// with its own activity entry; refused while anything stops it.
func (e *Editor) remove(ctx context.Context, w *edit) (records.Saved, error) {
	p, err := e.plan(ctx, w)
	if err != nil {
		return records.Saved{}, err
	}
	if len(p.Blockers) > 0 {
		return records.Saved{}, refusal(p)
	}
	err = e.d.Tx.WithinTx(ctx, func(ctx context.Context) error {
		for _, t := range p.Takes {
			if err := e.removeOne(ctx, w, t.Ref); err != nil {
				return err
			}
		}
		a := e.activity(ctx, w, w.before)
		a.Version = w.c.Version
		return e.d.Records.WriteRecord(ctx, w.actor.OrgID, records.Change{Ref: w.c.Ref, Version: w.c.Version,
			Action: records.ActionRemove}, a)
	})
	if err != nil {
		return records.Saved{}, e.explainStale(ctx, w, err)
	}
	return records.Saved{Ref: w.c.Ref}, nil
}

// removeOne removes a record a removal takes with it, at its current version.
func (e *Editor) removeOne(ctx context.Context, w *edit, ref records.Ref) error {
	org := w.actor.OrgID
	version, err := e.d.Records.RecordVersion(ctx, org, ref.ID)
	if err != nil {
		return err
	}
	one, err := e.d.Records.LoadRecord(ctx, org, ref.Kind, ref.ID)
	if err != nil {
		return err
	}
	sub := &edit{actor: w.actor, c: records.Change{Ref: ref, Version: version, Action: records.ActionRemove},
		before: one, scope: w.scope}
	a := e.activity(ctx, sub, one)
	a.Version = version
	return e.d.Records.WriteRecord(ctx, org, sub.c, a)
}

// refusal says why a removal cannot go ahead, naming what stops it.
func refusal(p records.Removal) error {
	labels := make([]string, 0, maxNamed)
	for i, b := range p.Blockers {
		if i == maxNamed {
			labels = append(labels, fmt.Sprintf("and %d more", len(p.Blockers)-maxNamed))
			break
		}
		labels = append(labels, string(b.Ref.Kind)+" "+b.Label)
	}
	msg := fmt.Sprintf("%s cannot be removed while %d records depend on it: %s.", p.Label, len(p.Blockers), strings.Join(labels, "; "))
	if p.Ref.Kind == records.KindShow {
		msg += " A show with money or bookings is cancelled instead, so that its figures stay."
	}
	return kernel.Conflict(msg).WithCode("has_dependants")
}
