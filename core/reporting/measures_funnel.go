package reporting

import "github.com/roadcase/roadcase/core/advancing"

// funnelBoard is the tracking board of the part's send batches together, built
// by advancing.NewBoard from the funnel facts' tally as the send-batch funnel
// report builds it; false when there are no funnel facts.
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
	return advancing.NewBoard(t), true
}

// boardMeasure is a count read off the board of the part's send batches.
func boardMeasure(key, description string, count func(advancing.Board) int) Measure {
	return Measure{Key: key, Description: description, Unit: UnitCount, Families: FamilyFunnel,
		Sum: func(p *Part) Num {
			b, ok := funnelBoard(p)
			if !ok {
				return nil
			}
			return Int(int64(count(b)))
		}}
}

// funnelMeasures are the merge sends' recipients by how far they got, as the
// tracking board counts them, and the median time to acknowledge. Funnel facts
// have no currency.
var funnelMeasures = []Measure{
	boardMeasure("funnel.recipients", "Recipients of the send batches.", func(b advancing.Board) int { return b.Recipients }),
	boardMeasure("funnel.sent", "Recipients who reached sent or further.", reached(advancing.StageSent)),
	boardMeasure("funnel.delivered", "Recipients who reached delivered or further.", reached(advancing.StageDelivered)),
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
