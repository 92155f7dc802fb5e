package reporting

import (
	"cmp"
	"slices"
	"strings"
	"time"

	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/kernel"
)

// communicationsReports follow the advance packets' merge sends: each batch's
// funnel, one batch's recipients stage by stage, and those it never reached.
var communicationsReports = []ReportSpec{
	{Report: sendBatchFunnelReport},
	{Report: perRecipientTrackingReport},
	{Report: bouncesReport},
}

// funnelRates are the funnel's rates as advancing.Board defines them (see
// boardOf): delivery and bounce of the recipients sent, delivery unknown (nil)
// when no mail provider reports deliveries; open, view and acknowledgement of
// the board's rates.base, those delivered or, without delivery reports, sent.
var funnelRates = []struct {
	key, title string
	num        func(advancing.Board) Num
	den        func(advancing.Board) int
}{
	{"delivery_rate", "Delivery rate", reportedDeliveries, reached(advancing.StageSent)},
	{"open_rate", "Open rate", count(reached(advancing.StageOpened)), rateBase},
	{"view_rate", "View rate", count(reached(advancing.StageViewed)), rateBase},
	{"acknowledgement_rate", "Acknowledgement rate", count(reached(advancing.StageAcknowledged)), rateBase},
	{"bounce_rate", "Bounce rate", count(func(b advancing.Board) int { return b.Exits[advancing.StageBounced] }),
		reached(advancing.StageSent)},
}

// count is a board's count as a number.
func count(n func(advancing.Board) int) func(advancing.Board) Num {
	return func(b advancing.Board) Num { return Int(int64(n(b))) }
}

func reached(st advancing.Stage) func(advancing.Board) int {
	return func(b advancing.Board) int { return b.Reached[st] }
}

// sendBatchFunnelReport is every send batch's funnel.
var sendBatchFunnelReport = Report{
	Key: "send_batch_funnel", Title: "Send-batch funnel", Category: "communications", Long: true,
	Description: "Per send batch of the scope by creation month: its recipients, how many reached each stage " +
		"(sent, delivered, opened, viewed, acknowledged), how many bounced or failed, the rates as the tracking " +
		"board counts them (delivery and bounce of those sent; open, view and acknowledgement of those delivered; " +
		"a delivery implied by an open counted as delivered) and, when no mail provider reports deliveries, " +
		"as the board reads then (delivery rate null, open, view and acknowledgement of those sent) " +
		"and the median hours from sent to acknowledged. The totals row is every batch together.",
	Families: FamilyFunnel | FamilyAcks | FamilyProjects,
	Columns:  funnelColumns(),
	Build:    buildSendBatchFunnel,
}

func funnelColumns() []Column {
	cols := []Column{idColumn("batch_id", "Batch ID"), idColumn("packet_id", "Packet ID"),
		textColumn("project", "Project"), textColumn("month", "Month"), numberColumn("recipients", "Recipients", UnitCount)}
	for _, st := range slices.Concat(advancing.Stages[1:], advancing.Exits) {
		cols = append(cols, numberColumn(string(st), sentence(string(st)), UnitCount))
	}
	for _, r := range funnelRates {
		cols = append(cols, numberColumn(r.key, r.title, UnitPercent))
	}
	return append(cols, numberColumn("median_hours_to_acknowledge", "Median hours to acknowledge", UnitHours))
}

func buildSendBatchFunnel(s *Sheet) Table {
	tallies := map[kernel.ID]*advancing.Tally{}
	first := map[kernel.ID]FunnelFact{}
	all := advancing.Tally{ByFurthest: map[advancing.Stage]int{}, Exits: map[advancing.Stage]int{}}
	for _, f := range s.Facts.Funnel {
		t := tallies[f.Batch]
		if t == nil {
			t = &advancing.Tally{ByFurthest: map[advancing.Stage]int{}, Exits: map[advancing.Stage]int{}}
			tallies[f.Batch], first[f.Batch] = t, f
		}
		for _, x := range []*advancing.Tally{t, &all} {
			x.Recipients += int(f.Count)
			x.ByFurthest[advancing.Stage(f.Furthest)] += int(f.Count)
			if f.Exit != "" {
				x.Exits[advancing.Stage(f.Exit)] += int(f.Count)
			}
		}
	}
	var t Table
	for batch, tally := range tallies {
		f := first[batch]
		acks := Where(s.Facts.Acks, func(a AckFact) bool { return a.Batch == batch })
		t.Add(append(Row{string(batch), nullable(string(f.Packet)), nullable(s.projectName(f.Project)), f.Month},
			funnelCells(*tally, acks, s.Facts.DeliveriesReported)...), kernel.Cursor{Keys: []string{f.Month}, ID: batch})
	}
	t.Sort()
	if len(tallies) > 0 {
		t.Totals = []Row{append(Row{nil, nil, nil, nil}, funnelCells(all, s.Facts.Acks, s.Facts.DeliveriesReported)...)}
	}
	return t
}

// funnelCells are a tally's counts, rates and median time to acknowledge, the
// rates as the tracking board reads them (boardOf).
func funnelCells(tally advancing.Tally, acks []AckFact, deliveriesReported bool) []any {
	b := boardOf(tally, deliveriesReported)
	cells := []any{Int(int64(b.Recipients))}
	for _, st := range advancing.Stages[1:] {
		cells = append(cells, Int(int64(b.Reached[st])))
	}
	for _, x := range advancing.Exits {
		cells = append(cells, Int(int64(b.Exits[x])))
	}
	for _, r := range funnelRates {
		cells = append(cells, rounded(Percent(r.num(b), Int(int64(r.den(b)))), UnitPercent))
	}
	return append(cells, rounded(Div(medianSeconds(acks), Int(3600)), UnitHours))
}

// medianSeconds is the median of the acknowledgement times the rows count, the
// one advancing.Median picks (the lower middle); nil for none.
func medianSeconds(acks []AckFact) Num {
	var n int64
	for _, a := range acks {
		n += a.Count
	}
	if n == 0 {
		return nil
	}
	sorted := slices.SortedFunc(slices.Values(acks), func(a, b AckFact) int { return cmp.Compare(a.Seconds, b.Seconds) })
	at := int64(advancing.MedianIndex(int(n)))
	for _, a := range sorted {
		if at < a.Count {
			return Int(a.Seconds)
		}
		at -= a.Count
	}
	return nil
}

// recipientKey is a recipient's position: by name, as the batch lists them.
func recipientKey(r advancing.RecipientProgress) kernel.Cursor {
	return kernel.Cursor{Keys: []string{strings.ToLower(r.Recipient.Name), r.Recipient.Name}, ID: r.Recipient.ID}
}

// stageTime is when a recipient first reached a stage, RFC 3339 in UTC; nil when
// no time is recorded (a stage implied by a later one has none).
func stageTime(p advancing.Progress, st advancing.Stage) any {
	t, ok := p.At[st]
	if !ok {
		return nil
	}
	return t.UTC().Format(time.RFC3339)
}

// impliedStages lists the stages a recipient reached only by implication
// (advancing.Progress.Implied, the board's implied_stages), comma-separated;
// nil for none.
func impliedStages(p advancing.Progress) any {
	var names []string
	for _, st := range p.Implied() {
		names = append(names, string(st))
	}
	return nullable(strings.Join(names, ","))
}

// perRecipientTrackingReport is one batch's recipients, stage by stage.
var perRecipientTrackingReport = Report{
	Key: "per_recipient_tracking", Title: "Per-recipient tracking", Category: "communications", Long: true,
	Params: []string{"batch_id"}, Recipients: true,
	Description: "A row per recipient of the send batch batch_id, by name: their email, the furthest stage they " +
		"reached, the exit that stands (bounced or failed), and the first time each stage was recorded, in UTC " +
		"(null for a stage implied by a later one, such as delivered when the mail was opened without a delivery " +
		"receipt), and the stages reached only by implication, as the tracking board's implied_stages lists them " +
		"(comma-separated in funnel order; null for none). Who to chase, and since when.",
	Columns: slices.Concat([]Column{idColumn("recipient_id", "Recipient ID"), textColumn("name", "Name"),
		textColumn("email", "Email"), textColumn("furthest", "Furthest stage"), textColumn("exit", "Exit")},
		stageTimeColumns(), []Column{textColumn("implied_stages", "Implied stages")}),
	Build: buildPerRecipientTracking,
}

// stageTimeColumns are a column per stage and exit for the time it was reached.
func stageTimeColumns() []Column {
	var cols []Column
	for _, st := range slices.Concat(advancing.Stages, advancing.Exits) {
		cols = append(cols, textColumn(string(st)+"_at", sentence(string(st))+" at"))
	}
	return cols
}

func buildPerRecipientTracking(s *Sheet) Table {
	var t Table
	for _, r := range s.Recipients {
		p := r.Progress
		row := Row{string(r.Recipient.ID), nullable(r.Recipient.Name), nullable(r.Recipient.Email),
			string(p.Furthest), nullable(string(p.Exit))}
		for _, st := range slices.Concat(advancing.Stages, advancing.Exits) {
			row = append(row, stageTime(p, st))
		}
		t.Add(append(row, impliedStages(p)), recipientKey(r))
	}
	t.Sort()
	return t
}

// bouncesReport is the recipients of a batch the message never reached.
var bouncesReport = Report{
	Key: "bounces", Title: "Bounces", Category: "communications", Long: true,
	Params: []string{"batch_id"}, Recipients: true,
	Description: "The recipients of the send batch batch_id whose standing exit is bounced (refused by the " +
		"receiving server) or failed (never sent), by name: their email, the exit, when it was recorded (UTC) " +
		"and the furthest stage they reached, the addresses to correct before sending again. A bounce overruled " +
		"by a later delivery or open does not stand and is not listed.",
	Columns: []Column{idColumn("recipient_id", "Recipient ID"), textColumn("name", "Name"),
		textColumn("email", "Email"), textColumn("exit", "Exit"), textColumn("at", "At"),
		textColumn("furthest", "Furthest stage")},
	Build: buildBounces,
}

func buildBounces(s *Sheet) Table {
	var t Table
	for _, r := range s.Recipients {
		p := r.Progress
		if p.Exit != advancing.StageBounced && p.Exit != advancing.StageFailed {
			continue
		}
		t.Add(Row{string(r.Recipient.ID), nullable(r.Recipient.Name), nullable(r.Recipient.Email), string(p.Exit),
			stageTime(p, p.Exit), string(p.Furthest)}, recipientKey(r))
	}
	t.Sort()
	return t
}
