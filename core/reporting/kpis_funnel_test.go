package reporting_test

import (
	"fmt"
	"testing"

	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/reporting"
)

// funnelRow counts a batch's recipients at a furthest stage and standing exit.
func funnelRow(batch string, furthest, exit advancing.Stage, n int64) reporting.FunnelFact {
	return reporting.FunnelFact{Batch: kernel.ID(batch), Packet: "k1", Project: "p-eu", Month: "2026-06",
		Furthest: string(furthest), Exit: string(exit), Count: n}
}

// mergeSends is one batch of 8: 2 acknowledged, 1 viewed, 1 opened, 2 delivered, 1 sent
// whose bounce stands and 1 whose send failed; acknowledged after 1 and 2 hours.
// A mail provider reports deliveries.
func mergeSends() reporting.Facts {
	return reporting.Facts{DeliveriesReported: true,
		Funnel: []reporting.FunnelFact{
			funnelRow("b1", advancing.StageAcknowledged, "", 2), funnelRow("b1", advancing.StageViewed, "", 1),
			funnelRow("b1", advancing.StageOpened, "", 1), funnelRow("b1", advancing.StageDelivered, "", 2),
			funnelRow("b1", advancing.StageSent, advancing.StageBounced, 1),
			funnelRow("b1", advancing.StageQueued, advancing.StageFailed, 1),
		},
		Acks: []reporting.AckFact{{Batch: "b1", Project: "p-eu", Seconds: 7200, Count: 1}, {Batch: "b1", Project: "p-eu", Seconds: 3600, Count: 1}},
	}
}

func TestFunnelKPIs(t *testing.T) {
	three := mergeSends()
	three.Acks = append(three.Acks, reporting.AckFact{Batch: "b1", Project: "p-eu", Seconds: 5400, Count: 1})
	unsent := reporting.Facts{Funnel: mergeSends().Funnel[5:]}
	runKPICases(t, []kpiCase{
		{name: "6 of 7 sent", facts: mergeSends(), key: "delivery_rate", want: []string{" 85.71"}},
		{name: "nothing sent is null", facts: unsent, key: "delivery_rate", want: []string{" null"}},
		{name: "no sends is null", facts: shows(), key: "delivery_rate", want: []string{" null"}},
		{name: "4 of 6 delivered", facts: mergeSends(), key: "open_rate", want: []string{" 66.67"}},
		{name: "3 of 6 delivered", facts: mergeSends(), key: "view_rate", want: []string{" 50.00"}},
		{name: "2 of 6 delivered", facts: mergeSends(), key: "acknowledgement_rate", want: []string{" 33.33"}},
		{name: "nothing delivered is null", facts: unsent, key: "acknowledgement_rate", want: []string{" null"}},
		{name: "1 of 7 sent", facts: mergeSends(), key: "bounce_rate", want: []string{" 14.29"}},
		{name: "1 of 8 recipients", facts: mergeSends(), key: "failure_rate", want: []string{" 12.50"}},
		{name: "every recipient failed", facts: unsent, key: "failure_rate", want: []string{" 100.00"}},
		{name: "the lower middle of 1 and 2 hours", facts: mergeSends(), key: "median_time_to_acknowledge", want: []string{" 1.00"}},
		{name: "the middle of three", facts: three, key: "median_time_to_acknowledge", want: []string{" 1.50"}},
		{name: "no acknowledgement is null", facts: unsent, key: "median_time_to_acknowledge", want: []string{" null"}},
	})
}

// TestFunnelRatesAreTheBoards holds the KPIs of one batch to advancing.Board's
// rates, a hundredfold.
func TestFunnelRatesAreTheBoards(t *testing.T) {
	tally := advancing.Tally{Recipients: 8, ByFurthest: map[advancing.Stage]int{}, Exits: map[advancing.Stage]int{}}
	for _, f := range mergeSends().Funnel {
		tally.ByFurthest[advancing.Stage(f.Furthest)] += int(f.Count)
		if f.Exit != "" {
			tally.Exits[advancing.Stage(f.Exit)] += int(f.Count)
		}
	}
	r := advancing.NewBoard(tally).Rates // a provider reports deliveries, as mergeSends says
	want := map[string]*float64{"delivery_rate": r.Delivery, "open_rate": r.Open, "view_rate": r.View,
		"acknowledgement_rate": r.Acknowledgement, "bounce_rate": r.Bounce}
	for key, rate := range want {
		got := resolve(t, mergeSends(), reporting.Request{Keys: []string{key}})
		if have, board := show(got[0].Value, got[0].Unit), fmt.Sprintf("%.2f", *rate*100); have != board {
			t.Errorf("%s = %s, the board says %s", key, have, board)
		}
	}
}
