package web

import (
	"slices"

	"github.com/roadcase/roadcase/adapters/web/chart"
	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/reporting"
)

// unreportedNote is how the funnel chart reads when no mail provider reports
// deliveries: the delivered count is what later stages imply, and its rate is
// unknown, not low.
const unreportedNote = "No mail provider reports deliveries to Roadcase: the delivered bar (dashed) counts only " +
	"the recipients a later stage implies were delivered, and the delivery rate is unknown, not a failure; " +
	"the open, view and acknowledgement rates are of those sent."

// funnelBars draws the send_batch_funnel report's totals row, the period's
// send batches together as the tracking board counts them (advancing.NewBoard):
// a bar per stage after queued and per exit, against the recipients. When the
// report's delivery rate is unknown though recipients were sent, deliveries
// are not reported: the delivered bar is drawn as implied, with a note.
func funnelBars(res reporting.ReportResult) ([]chart.Bar, string) {
	if len(res.Totals) == 0 {
		return nil, ""
	}
	cols, row := res.Report.Columns, res.Totals[0]
	cells := reportCells(cols, row)
	at := func(key string) (reporting.Num, int) {
		i := column(cols, key)
		if i < 0 {
			return nil, i
		}
		n, _ := row[i].(reporting.Num)
		return n, i
	}
	recipients, ri := at("recipients")
	sent, _ := at(string(advancing.StageSent))
	rate, _ := at("delivery_rate")
	unreported := rate == nil && sent != nil && sent.Sign() > 0
	var out []chart.Bar
	for _, st := range slices.Concat(advancing.Stages[1:], advancing.Exits) {
		n, i := at(string(st))
		if i < 0 {
			continue
		}
		b := chart.Bar{Label: cols[i].Title, Value: float(n), Limit: float(recipients),
			Text: cells[i].Text + " of " + cells[ri].Text}
		if st == advancing.StageDelivered && unreported {
			b.Label, b.Implied, b.Text = cols[i].Title+" (implied)", true, cells[i].Text+" implied"
		}
		out = append(out, b)
	}
	if unreported {
		return out, unreportedNote
	}
	return out, ""
}
