package reporting_test

import (
	"fmt"
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/core/reporting"
)

// threeRecipients is one send of a packet to three recipients, all sent, with
// the further events each recipient's list adds: the send as the stores hold it.
func threeRecipients(further ...[]advancing.Stage) reporting.AdvancingData {
	sent := time.Date(2026, 6, 1, 9, 0, 0, 0, time.UTC)
	adv := reporting.AdvancingData{
		Packets: []advancing.Packet{{ID: "k1", ProjectID: "p1", CreatedAt: sent}},
		Batches: []advancing.SendBatch{{ID: "b1", PacketID: "k1", CreatedAt: sent, Recipients: 3}},
	}
	for i, stages := range further {
		id := kernel.ID(fmt.Sprintf("r%d", i+1))
		adv.Recipients = append(adv.Recipients, advancing.Recipient{ID: id, BatchID: "b1", Name: string(id)})
		for j, st := range append([]advancing.Stage{advancing.StageQueued, advancing.StageSent}, stages...) {
			adv.Events = append(adv.Events, advancing.Event{RecipientID: id, Stage: st,
				At: sent.Add(time.Duration(j) * time.Minute)})
		}
	}
	return adv
}

// boardOfSend is the tracking board of the send as the advancing use case
// builds it: the recipients' progress tallied, without delivery reports
// unless a provider reports them.
func boardOfSend(adv reporting.AdvancingData, reported bool) advancing.Board {
	var progress []advancing.Progress
	for _, r := range adv.Recipients {
		var evs []advancing.Event
		for _, e := range adv.Events {
			if e.RecipientID == r.ID {
				evs = append(evs, e)
			}
		}
		progress = append(progress, advancing.Track(evs))
	}
	b := advancing.NewBoard(advancing.TallyOf(progress))
	if !reported {
		b = b.WithoutDeliveryReports()
	}
	return b
}

// percentOf prints a board rate as a KPI prints its percent; null for nil.
func percentOf(r *float64) string {
	if r == nil {
		return "null"
	}
	return fmt.Sprintf("%.2f", *r*100)
}

// The delivery funnel's KPIs and the send-batch funnel report read a send as
// its tracking board does: without a mail provider reporting deliveries an
// open implies one delivery but the delivery rate is unknown (null) and the
// later rates are of the recipients sent; with one, the deliveries it reports
// and those an open implies are delivered, and the later rates are of them.
func TestTheFunnelKPIsReadASendAsItsBoardDoes(t *testing.T) {
	opened := []advancing.Stage{advancing.StageOpened}
	delivered := []advancing.Stage{advancing.StageDelivered}
	cases := []struct {
		name     string
		send     reporting.AdvancingData
		reported bool
		want     map[string]string
	}{
		{"one of three opened, no provider", threeRecipients(opened, nil, nil), false, map[string]string{
			"delivery_rate": "null", "open_rate": "33.33", "view_rate": "0.00", "acknowledgement_rate": "0.00", "bounce_rate": "0.00"}},
		{"a provider reports two deliveries, one of them opened", threeRecipients(append(delivered, opened...), delivered, nil), true,
			map[string]string{"delivery_rate": "66.67", "open_rate": "50.00", "view_rate": "0.00", "acknowledgement_rate": "0.00", "bounce_rate": "0.00"}},
		{"a provider reports two deliveries, the opener's implied", threeRecipients(opened, delivered, delivered), true,
			map[string]string{"delivery_rate": "100.00", "open_rate": "33.33", "view_rate": "0.00", "acknowledgement_rate": "0.00", "bounce_rate": "0.00"}},
		{"acknowledged without a receipt, no provider", threeRecipients([]advancing.Stage{advancing.StageAcknowledged}, opened, nil), false,
			map[string]string{"delivery_rate": "null", "open_rate": "66.67", "view_rate": "33.33", "acknowledgement_rate": "33.33", "bounce_rate": "0.00"}},
	}
	keys := []string{"delivery_rate", "open_rate", "view_rate", "acknowledgement_rate", "bounce_rate"}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			facts := reporting.FactsOf(records.Dataset{}, c.send, nil, reporting.Scope{Org: "o1"},
				reporting.FamilyFunnel|reporting.FamilyAcks|reporting.FamilyProjects)
			facts.DeliveriesReported = c.reported
			board := boardOfSend(c.send, c.reported)
			boardSays := map[string]string{"delivery_rate": percentOf(board.Rates.Delivery), "open_rate": percentOf(board.Rates.Open),
				"view_rate": percentOf(board.Rates.View), "acknowledgement_rate": percentOf(board.Rates.Acknowledgement),
				"bounce_rate": percentOf(board.Rates.Bounce)}
			got := resolve(t, facts, reporting.Request{Keys: keys})
			for i, key := range keys {
				if have := show(got[i].Value, got[i].Unit); have != c.want[key] || have != boardSays[key] {
					t.Errorf("%s = %s, want %s; the board says %s", key, have, c.want[key], boardSays[key])
				}
			}
			r, _ := reporting.Default.Report("send_batch_funnel")
			table := r.Build(reporting.NewSheet(&facts, reporting.Args{}, "2026-06-30", reporting.Default))
			if len(table.Rows) != 1 {
				t.Fatalf("%d funnel rows, want 1", len(table.Rows))
			}
			row := cells(*r, table.Rows[0])
			for _, i := range []int{6} { // the delivered count: the board's, implied deliveries included
				if row[i] != fmt.Sprint(board.Reached[advancing.StageDelivered]) {
					t.Errorf("the report's delivered = %s, the board's %d", row[i], board.Reached[advancing.StageDelivered])
				}
			}
			for i, key := range keys {
				if cell := row[12+i]; cell != boardSays[key] {
					t.Errorf("the report's %s = %s, the board says %s", key, cell, boardSays[key])
				}
			}
		})
	}
}
