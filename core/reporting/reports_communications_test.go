package reporting_test

import (
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/reporting"
)

// sends are two batches: b1 in April to ten recipients (one bounced, one
// failed) and b2 in March to two who both acknowledged. A mail provider
// reports deliveries.
func sends() reporting.Facts {
	funnel := func(batch, packet kernel.ID, month string, furthest, exit advancing.Stage, n int64) reporting.FunnelFact {
		return reporting.FunnelFact{Batch: batch, Packet: packet, Project: "p1", Month: month, Furthest: string(furthest),
			Exit: string(exit), Count: n}
	}
	b1 := func(furthest, exit advancing.Stage, n int64) reporting.FunnelFact {
		return funnel("b1", "k1", "2026-04", furthest, exit, n)
	}
	return reporting.Facts{DeliveriesReported: true,
		Projects: []reporting.ProjectFact{{Project: "p1", Name: "Spring Tour", Currency: "GBP"}},
		Funnel: []reporting.FunnelFact{
			b1(advancing.StageAcknowledged, "", 3), b1(advancing.StageViewed, "", 1), b1(advancing.StageOpened, "", 2),
			b1(advancing.StageDelivered, "", 1), b1(advancing.StageSent, "", 1), b1(advancing.StageSent, advancing.StageBounced, 1),
			b1(advancing.StageQueued, advancing.StageFailed, 1),
			funnel("b2", "k2", "2026-03", advancing.StageAcknowledged, "", 2),
		},
		Acks: []reporting.AckFact{{Batch: "b1", Project: "p1", Seconds: 36000, Count: 1},
			{Batch: "b1", Project: "p1", Seconds: 3600, Count: 1}, {Batch: "b1", Project: "p1", Seconds: 7200, Count: 1},
			{Batch: "b2", Project: "p1", Seconds: 1800, Count: 2}},
	}
}

// recipients are a batch's recipients tracked from their events: one who
// acknowledged without an open being recorded, one bounced, one failed, and one
// whose bounce a later delivery overrules.
func recipients() []advancing.RecipientProgress {
	at := func(clock string) time.Time { return utc("2026-04-02T" + clock + "Z") }
	person := func(id kernel.ID, name string, events ...advancing.Event) advancing.RecipientProgress {
		return advancing.RecipientProgress{Recipient: advancing.Recipient{ID: id, Name: name, Email: string(id) + "@example.com"},
			Progress: advancing.Track(events)}
	}
	ev := func(st advancing.Stage, clock string) advancing.Event {
		return advancing.Event{Stage: st, At: at(clock)}
	}
	return []advancing.RecipientProgress{
		person("r1", "Bea Ray", ev(advancing.StageQueued, "09:00:00"), ev(advancing.StageSent, "09:01:00"),
			ev(advancing.StageDelivered, "09:02:00"), ev(advancing.StageViewed, "10:00:00"), ev(advancing.StageAcknowledged, "11:00:00")),
		person("r2", "al Bounce", ev(advancing.StageQueued, "09:00:00"), ev(advancing.StageSent, "09:01:00"),
			ev(advancing.StageBounced, "09:03:00")),
		person("r3", "Cat Fail", ev(advancing.StageQueued, "09:00:00"), ev(advancing.StageFailed, "09:00:30")),
		person("r4", "Dan Late", ev(advancing.StageQueued, "09:00:00"), ev(advancing.StageSent, "09:01:00"),
			ev(advancing.StageBounced, "09:03:00"), ev(advancing.StageDelivered, "09:05:00")),
	}
}

func onRecipients(r []advancing.RecipientProgress) func() *reporting.Sheet {
	return func() *reporting.Sheet {
		s := reporting.NewSheet(&reporting.Facts{}, reporting.Args{"batch_id": "b1"}, "2026-04-10", reporting.Default)
		s.Recipients = r
		return s
	}
}

func TestCommunicationsReportsFollowTheFunnel(t *testing.T) {
	runListCases(t, []listCase{
		{name: "the funnel is a batch a row with the board's rates and the median hours to acknowledge",
			key: "send_batch_funnel", sheet: onFacts(sends(), reporting.Args{}, "2026-04-10"),
			rows: [][]string{
				{"b2", "k2", "Spring Tour", "2026-03", "2", "2", "2", "2", "2", "2", "0", "0",
					"100.00", "100.00", "100.00", "100.00", "0.00", "0.50"},
				{"b1", "k1", "Spring Tour", "2026-04", "10", "9", "7", "6", "4", "3", "1", "1",
					"77.78", "85.71", "57.14", "42.86", "11.11", "2.00"},
			},
			totals: [][]string{{"null", "null", "null", "null", "12", "11", "9", "8", "6", "5", "1", "1",
				"81.82", "88.89", "66.67", "55.56", "9.09", "1.00"}}},
		{name: "per-recipient tracking is by name with the first time of each stage and the stages only implied",
			key: "per_recipient_tracking", sheet: onRecipients(recipients()),
			rows: [][]string{
				{"r2", "al Bounce", "r2@example.com", "sent", "bounced", "2026-04-02T09:00:00Z", "2026-04-02T09:01:00Z",
					"null", "null", "null", "null", "2026-04-02T09:03:00Z", "null", "null"},
				{"r1", "Bea Ray", "r1@example.com", "acknowledged", "null", "2026-04-02T09:00:00Z", "2026-04-02T09:01:00Z",
					"2026-04-02T09:02:00Z", "null", "2026-04-02T10:00:00Z", "2026-04-02T11:00:00Z", "null", "null", "opened"},
				{"r3", "Cat Fail", "r3@example.com", "queued", "failed", "2026-04-02T09:00:00Z", "null",
					"null", "null", "null", "null", "null", "2026-04-02T09:00:30Z", "null"},
				{"r4", "Dan Late", "r4@example.com", "delivered", "null", "2026-04-02T09:00:00Z", "2026-04-02T09:01:00Z",
					"2026-04-02T09:05:00Z", "null", "null", "null", "null", "null", "null"},
			}},
		{name: "bounces are the standing exits only",
			key: "bounces", sheet: onRecipients(recipients()),
			rows: [][]string{
				{"r2", "al Bounce", "r2@example.com", "bounced", "2026-04-02T09:03:00Z", "sent"},
				{"r3", "Cat Fail", "r3@example.com", "failed", "2026-04-02T09:00:30Z", "queued"},
			}},
		{name: "a batch without recipients lists none", key: "bounces", sheet: onRecipients(nil)},
	})
}
