package app_test

import (
	"context"
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/reporting"
	"github.com/roadcase/roadcase/core/reporting/app"
)

// The use cases tell the catalog whether a mail provider reports deliveries,
// as the advancing ones tell the tracking board: one send of three recipients,
// one of whom opened without a delivery receipt, has a delivery rate and a
// delivery rate column only when Deps.DeliveryReports says so.
func TestTheDeliveryRateIsNullUnlessAProviderReportsDeliveries(t *testing.T) {
	row := func(furthest advancing.Stage, n int64) reporting.FunnelFact {
		return reporting.FunnelFact{Batch: "b1", Packet: "k1", Project: projectID, Month: "2026-04",
			Furthest: string(furthest), Count: n}
	}
	for _, c := range []struct {
		reported           bool
		delivery, openRate string
	}{{false, "null", "33.33"}, {true, "33.33", "100.00"}} {
		f := &facts{f: reporting.Facts{Funnel: []reporting.FunnelFact{row(advancing.StageOpened, 1), row(advancing.StageSent, 2)}}}
		s, err := app.New(app.Deps{Facts: f, Records: refs{}, Cursors: codec(t), DeliveryReports: c.reported,
			Clock: &kernel.FixedClock{T: time.Date(2026, 5, 1, 12, 0, 0, 0, time.UTC)}})
		if err != nil {
			t.Fatal(err)
		}
		v, err := s.Values(context.Background(), "org", reporting.ValuesQuery{Keys: []string{"delivery_rate", "open_rate"}})
		if err != nil {
			t.Fatal(err)
		}
		printed := func(n reporting.Num) string {
			if n == nil {
				return "null"
			}
			return n.FloatString(2)
		}
		if d, o := printed(v.Values[0].Value), printed(v.Values[1].Value); d != c.delivery || o != c.openRate {
			t.Errorf("reported %v: delivery rate %s, open rate %s; want %s and %s", c.reported, d, o, c.delivery, c.openRate)
		}
		res, err := s.RunReport(context.Background(), "org", "send_batch_funnel", reporting.ReportQuery{}, nil)
		if err != nil {
			t.Fatal(err)
		}
		if len(res.Rows) != 1 {
			t.Fatalf("%d rows", len(res.Rows))
		}
		if got := res.Rows[0][12]; (got == nil) != (c.delivery == "null") {
			t.Errorf("reported %v: the report's delivery rate is %v", c.reported, got)
		}
	}
}
