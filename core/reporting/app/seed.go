package app

import (
	"context"
	"net/url"
	"time"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records/demo"
	"github.com/roadcase/roadcase/core/reporting"
)

// demoHistory is what the demo's snapshot history captures at the end of every
// month of its year: the headline KPIs per project, and the tour P&L, each over
// the records dated up to that month's end.
var demoHistory = []url.Values{
	{"key": {"tickets_sold", "gross", "total_revenue", "total_costs", "net_profit"}, "group_by": {"project"}},
	{"report": {"tour_pnl"}},
}

// SeedDemo writes a history of snapshots for the demo organizations, written
// after the records and advancing seeds: at 02:00 UTC on the first day of each
// month from February to the demo's today, the demoHistory captures over the
// records dated up to the month before's end, as a nightly schedule would have
// taken them. The records are the demo's as they are now, so a month's snapshot
// is what the records dated by then say. It is idempotent: a snapshot's id is
// derived from its organization, capture and date, and one that exists is kept.
func (s *Service) SeedDemo(ctx context.Context) error {
	for _, o := range demo.Organizations() {
		for m := time.February; m <= time.November; m++ {
			at := time.Date(2026, m, 1, 2, 0, 0, 0, time.UTC)
			monthEnd := kernel.DateOf(at.AddDate(0, 0, -1), time.UTC)
			for i, q := range demoHistory {
				q := cloneValues(q)
				q.Set("to", monthEnd.String())
				req := SnapshotRequestOf(q, reporting.TriggerDemo)
				req.ID = kernel.NameID(kernel.Namespace, "demo/snapshot/"+string(o.ID)+"/"+at.Format(time.DateOnly)+"/"+string(rune('a'+i)))
				req.At = at
				if _, err := s.TakeSnapshot(ctx, o.ID, req); err != nil && !kernel.IsKind(err, kernel.KindConflict) {
					return err
				}
			}
		}
	}
	return nil
}

func cloneValues(v url.Values) url.Values {
	out := url.Values{}
	for k, vs := range v {
		out[k] = append([]string(nil), vs...)
	}
	return out
}
