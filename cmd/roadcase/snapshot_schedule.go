package main

import (
	"context"
	"time"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/reporting"
	reportingapp "github.com/roadcase/roadcase/core/reporting/app"
)

// runSnapshotSchedule takes the configured snapshots when they fall due, until ctx
// ends: one goroutine per entry, each sleeping until its next due time. A run's
// snapshot id is derived from the entry and the due time, so when several
// replicas run the same schedule the first keeps the snapshot and the others meet
// a conflict, which is not an error. A failed run is logged and the entry waits
// for its next time.
func (m *Main) runSnapshotSchedule(ctx context.Context, clock kernel.Clock) {
	for _, e := range m.Config.Snapshots {
		go func() {
			for {
				due := e.Next(clock.Now())
				select {
				case <-ctx.Done():
					return
				case <-time.After(time.Until(due)):
				}
				m.takeScheduled(ctx, e, due)
			}
		}()
	}
}

// takeScheduled takes one run of an entry.
func (m *Main) takeScheduled(ctx context.Context, e reporting.ScheduledSnapshot, due time.Time) {
	log := m.Log.With("entry", e.Entry, "due", due.Format(time.RFC3339))
	org, err := m.identityStore.FindOrganizationBySlug(ctx, e.Org)
	if err != nil {
		log.Warn("scheduled snapshot not taken: no such organization", "err", err)
		return
	}
	req := reportingapp.SnapshotRequestOf(e.Query, reporting.TriggerSchedule)
	req.ID = e.RunID(org.ID, due)
	snap, err := m.Reporting.TakeSnapshot(ctx, org.ID, req)
	switch {
	case kernel.IsKind(err, kernel.KindConflict):
		log.Debug("scheduled snapshot already taken by another replica")
	case err != nil:
		log.Warn("scheduled snapshot not taken", "err", err)
	default:
		log.Info("snapshot taken", "snapshot_id", snap.ID.String())
	}
}
