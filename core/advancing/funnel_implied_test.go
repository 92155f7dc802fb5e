package advancing_test

import (
	"reflect"
	"testing"

	"github.com/roadcase/roadcase/core/advancing"
)

// A recipient who opened the mail without a delivery receipt reached delivered
// by implication: the funnel counts them as delivered, and their progress says
// which recorded stage implies it, so a page can say so instead of "—".
func TestAStageReachedOnlyByImplicationNamesTheStageThatImpliesIt(t *testing.T) {
	p := advancing.Track([]advancing.Event{ev("queued", 0), ev("sent", 1), ev("opened", 30), ev("acknowledged", 90)})
	if got := p.ImpliedBy(advancing.StageDelivered); got != advancing.StageOpened {
		t.Errorf("delivered is implied by %q, want opened", got)
	}
	if got := p.ImpliedBy(advancing.StageViewed); got != advancing.StageAcknowledged {
		t.Errorf("viewed is implied by %q, want acknowledged", got)
	}
	for _, s := range []advancing.Stage{advancing.StageSent, advancing.StageOpened, advancing.StageAcknowledged, advancing.StageBounced} {
		if got := p.ImpliedBy(s); got != "" {
			t.Errorf("%s, recorded or an exit, is implied by %q", s, got)
		}
	}
	if got, want := p.Implied(), []advancing.Stage{advancing.StageDelivered, advancing.StageViewed}; !reflect.DeepEqual(got, want) {
		t.Errorf("implied stages = %v, want %v", got, want)
	}
	b := advancing.NewBoard(advancing.TallyOf([]advancing.Progress{p}))
	if b.Reached[advancing.StageDelivered] != 1 {
		t.Errorf("the funnel does not count the implied delivery: %v", b.Reached)
	}
	bounced := advancing.Track([]advancing.Event{ev("sent", 1), ev("bounced", 2)})
	if got := bounced.Implied(); len(got) != 0 {
		t.Errorf("a bounced recipient has implied stages %v", got)
	}
}

// Without a mail provider reporting deliveries, one open of three sends does
// not make a delivery rate of 33 %: the rate is unknown, and the later rates
// are of the recipients sent.
func TestWithoutDeliveryReportsTheDeliveryRateIsUnknown(t *testing.T) {
	var progress []advancing.Progress
	for _, evs := range [][]advancing.Event{
		{ev("sent", 0), ev("opened", 10), ev("acknowledged", 20)},
		{ev("sent", 0)},
		{ev("sent", 0)},
	} {
		progress = append(progress, advancing.Track(evs))
	}
	reported := advancing.NewBoard(advancing.TallyOf(progress))
	if !reported.DeliveriesReported || reported.Rates.Base != advancing.StageDelivered ||
		reported.Rates.Delivery == nil || *reported.Rates.Delivery != 0.3333 {
		t.Fatalf("the board with reports = %+v", reported)
	}
	b := reported.WithoutDeliveryReports()
	if b.DeliveriesReported || b.Rates.Delivery != nil || b.Rates.Base != advancing.StageSent {
		t.Errorf("without reports: reported %v, delivery %v, base %q", b.DeliveriesReported, b.Rates.Delivery, b.Rates.Base)
	}
	for name, got := range map[string]*float64{"open": b.Rates.Open, "acknowledgement": b.Rates.Acknowledgement} {
		if got == nil || *got != 0.3333 {
			t.Errorf("%s rate = %v, want 1 of 3 sent", name, got)
		}
	}
	if !reflect.DeepEqual(b.Reached, reported.Reached) || b.Rates.Bounce == nil || *b.Rates.Bounce != 0 {
		t.Errorf("the counts or the bounce rate changed: %v, %v", b.Reached, b.Rates.Bounce)
	}
}
