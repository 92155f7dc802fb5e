package reporting

import "github.com/roadcase/roadcase/core/advancing"

// boardOf is the tracking board of a tally as the tracking board's use case
// reads it: advancing.NewBoard, then advancing.Board.WithoutDeliveryReports
// when no mail provider reports deliveries, so that the delivery rate is
// unknown and the later rates are of the recipients sent.
func boardOf(t advancing.Tally, deliveriesReported bool) advancing.Board {
	b := advancing.NewBoard(t)
	if !deliveriesReported {
		b = b.WithoutDeliveryReports()
	}
	return b
}

// funnelBoard is the tracking board of the part's send batches together, built
// by boardOf from the funnel facts' tally as the send-batch funnel report
// builds it; false when there are no funnel facts.
func funnelBoard(p *Part) (advancing.Board, bool) {
	if len(p.Funnel) == 0 {
		return advancing.Board{}, false
	}
	t := advancing.Tally{ByFurthest: map[advancing.Stage]int{}, Exits: map[advancing.Stage]int{}}
	for _, f := range p.Funnel {
		t.Recipients += int(f.Count)
		t.ByFurthest[advancing.Stage(f.Furthest)] += int(f.Count)
		if f.Exit != "" {
			t.Exits[advancing.Stage(f.Exit)] += int(f.Count)
		}
	}
	return boardOf(t, p.DeliveriesReported), true
}

// boardMeasure is a count read off the board of the part's send batches.
func boardMeasure(key, description string, count func(advancing.Board) int) Measure {
	return boardNumber(key, description, func(b advancing.Board) Num { return Int(int64(count(b))) })
}

// boardNumber is a value read off the board of the part's send batches: nil
// without funnel facts, or when value is nil (unknown).
func boardNumber(key, description string, value func(advancing.Board) Num) Measure {
	return Measure{Key: key, Description: description, Unit: UnitCount, Families: FamilyFunnel,
		Sum: func(p *Part) Num {
			b, ok := funnelBoard(p)
			if !ok {
				return nil
			}
			return value(b)
		}}
}

// reportedDeliveries is the board's delivered count when a mail provider
// reports deliveries, and nil (unknown) when none does: the count is then only
// the recipients a later stage implied were delivered.
func reportedDeliveries(b advancing.Board) Num {
	if !b.DeliveriesReported {
		return nil
	}
	return Int(int64(b.Reached[advancing.StageDelivered]))
}

// rateBase is the count the open, view and acknowledgement rates are of: the
// recipients of the board's Rates.Base stage (delivered, or sent when
// deliveries are not reported).
func rateBase(b advancing.Board) int { return b.Reached[b.Rates.Base] }

// funnelMeasures are the merge sends' recipients by how far they got, as the
// tracking board counts them, and the median time to acknowledge. Funnel facts
// have no currency.
var funnelMeasures = []Measure{
	boardMeasure("funnel.recipients", "Recipients of the send batches.", func(b advancing.Board) int { return b.Recipients }),
	boardMeasure("funnel.sent", "Recipients who reached sent or further.", reached(advancing.StageSent)),
	boardMeasure("funnel.delivered", "Recipients who reached delivered or further, a delivery implied by a later stage (an open without a delivery receipt) counted as the tracking board counts it.", reached(advancing.StageDelivered)),
	boardNumber("funnel.delivered_reported", "Recipients who reached delivered or further when a mail provider reports deliveries to the service; null when none does, since the delivered count is then only the deliveries later stages imply.", reportedDeliveries),
	boardMeasure("funnel.rate_base", "Recipients the open, view and acknowledgement rates are of, the tracking board's rates.base: those who reached delivered, or those sent when no mail provider reports deliveries.", rateBase),
	boardMeasure("funnel.opened", "Recipients who reached opened or further.", reached(advancing.StageOpened)),
	boardMeasure("funnel.viewed", "Recipients who reached viewed or further.", reached(advancing.StageViewed)),
	boardMeasure("funnel.acknowledged", "Recipients who acknowledged.", reached(advancing.StageAcknowledged)),
	boardMeasure("funnel.bounced", "Recipients whose bounce stands.",
		func(b advancing.Board) int { return b.Exits[advancing.StageBounced] }),
	boardMeasure("funnel.failed", "Recipients whose send failed and stands failed.",
		func(b advancing.Board) int { return b.Exits[advancing.StageFailed] }),
	{Key: "acks.median_hours", Description: "The median hours from first sent to first acknowledged (the lower middle, advancing.Median), over whole seconds.",
		Unit: UnitHours, Families: FamilyAcks,
		Sum: func(p *Part) Num { return Div(medianSeconds(p.Acks), Int(3600)) }},
}
