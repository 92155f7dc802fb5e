package app

import (
	"context"
	"fmt"
	"strings"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/core/records/tabular"
)

// undoBlockers returns why u cannot be undone, in people's words: each record
// it created or restores that was changed or removed since the import, and
// each record it did not create that now refers to one it did. all is the
// organization's records.
func (im *Importer) undoBlockers(ctx context.Context, org kernel.ID, u tabular.Undo, all records.Dataset) ([]string, error) {
	var reasons []string
	moved := func(r records.Ref, want int) error {
		v, err := im.d.Records.RecordVersion(ctx, org, r.ID)
		if err != nil || v == want {
			return err
		}
		reasons = append(reasons, im.changedSince(ctx, org, r, all))
		return nil
	}
	created := make(map[kernel.ID]bool, len(u.Created))
	for _, r := range u.Created {
		created[r.ID] = true
		if err := moved(r, 1); err != nil {
			return nil, err
		}
	}
	for _, r := range u.Restored {
		if err := moved(r.Ref, r.Version); err != nil {
			return nil, err
		}
	}
	others := withoutIDs(all, created)
	referred := referredIDs(others)
	for _, r := range u.Created {
		if !referred[r.ID] {
			continue
		}
		for _, dep := range others.Dependants(r.Kind, r.ID) {
			reasons = append(reasons, fmt.Sprintf("%s %s now refers to %s %s, which this import created",
				kindWord(dep.Kind), others.Label(dep.Kind, dep.ID), strings.ToLower(kindWord(r.Kind)), all.Label(r.Kind, r.ID)))
		}
	}
	return reasons, nil
}

// changedSince says who changed or removed r since the import, and when, from
// the activity log.
func (im *Importer) changedSince(ctx context.Context, org kernel.ID, r records.Ref, all records.Dataset) string {
	log, err := im.d.Records.FindActivity(ctx, org, records.ActivityFilter{RecordID: r.ID, Limit: 8})
	if err != nil || len(log) == 0 {
		return fmt.Sprintf("%s %s was changed since", kindWord(r.Kind), all.Label(r.Kind, r.ID))
	}
	last := log[0]
	for _, a := range log[1:] {
		if a.Version > last.Version {
			last = a
		}
	}
	return fmt.Sprintf("%s %s was %s by %s on %s UTC", kindWord(r.Kind), last.Label, last.Action, last.ActorName,
		last.At.UTC().Format("2006-01-02 15:04"))
}

// kindWord names one record of kind k at the start of a sentence: "Show",
// "Guest list entry".
func kindWord(k records.Kind) string {
	w := strings.ReplaceAll(string(k), "_", " ")
	if w == "" {
		return w
	}
	return strings.ToUpper(w[:1]) + w[1:]
}
