package advancing_test

import (
	"math/rand/v2"
	"reflect"
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/advancing"
)

var t0 = time.Date(2026, 10, 1, 9, 0, 0, 0, time.UTC)

func ev(stage advancing.Stage, minutes int) advancing.Event {
	return advancing.Event{Stage: stage, At: t0.Add(time.Duration(minutes) * time.Minute)}
}

func TestTheFurthestStageIgnoresOrderAndDuplicates(t *testing.T) {
	events := []advancing.Event{ev("queued", 0), ev("sent", 1), ev("delivered", 2), ev("opened", 30),
		ev("opened", 45), ev("viewed", 31), ev("sent", 5)}
	want := advancing.Track(events)
	if want.Furthest != advancing.StageViewed || want.Exit != "" {
		t.Fatalf("progress = %+v, want viewed without exit", want)
	}
	if got := want.At[advancing.StageOpened]; !got.Equal(t0.Add(30 * time.Minute)) {
		t.Errorf("opened at %v, want the earliest open", got)
	}
	if got := want.At[advancing.StageSent]; !got.Equal(t0.Add(time.Minute)) {
		t.Errorf("sent at %v, want the earliest send", got)
	}
	r := rand.New(rand.NewPCG(1, 2))
	for range 50 {
		shuffled := append([]advancing.Event(nil), events...)
		r.Shuffle(len(shuffled), func(i, j int) { shuffled[i], shuffled[j] = shuffled[j], shuffled[i] })
		shuffled = append(shuffled, shuffled[:r.IntN(len(shuffled))]...)
		if got := advancing.Track(shuffled); !reflect.DeepEqual(got, want) {
			t.Fatalf("order %v gives %+v, want %+v", shuffled, got, want)
		}
	}
}

func TestAnImpliedStageHasNoTime(t *testing.T) {
	p := advancing.Track([]advancing.Event{ev("sent", 0), ev("opened", 10)})
	if p.Furthest != advancing.StageOpened {
		t.Fatalf("furthest = %s", p.Furthest)
	}
	if _, ok := p.At[advancing.StageDelivered]; ok {
		t.Error("delivered has a time though no receipt was recorded")
	}
}

func TestAnExitStandsOnlyIfNothingShowsTheMessageGotPastIt(t *testing.T) {
	cases := []struct {
		name     string
		events   []advancing.Event
		furthest advancing.Stage
		exit     advancing.Stage
	}{
		{"a bounce after sending", []advancing.Event{ev("queued", 0), ev("sent", 1), ev("bounced", 2)}, "sent", "bounced"},
		{"a bounce that arrives before the send", []advancing.Event{ev("bounced", 2), ev("sent", 1)}, "sent", "bounced"},
		{"a failure before sending", []advancing.Event{ev("queued", 0), ev("failed", 1)}, "queued", "failed"},
		{"a failed retry after a delivery", []advancing.Event{ev("sent", 1), ev("delivered", 2), ev("failed", 3)}, "delivered", ""},
		{"a late bounce after an open", []advancing.Event{ev("sent", 1), ev("opened", 9), ev("bounced", 3)}, "opened", ""},
		{"a failed first attempt, then sent and bounced", []advancing.Event{ev("failed", 0), ev("sent", 1), ev("bounced", 2)}, "sent", "bounced"},
		{"both exits before sending", []advancing.Event{ev("bounced", 0), ev("failed", 1)}, "queued", "failed"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := advancing.Track(c.events)
			if p.Furthest != c.furthest || p.Exit != c.exit {
				t.Fatalf("progress = %s / exit %q, want %s / exit %q", p.Furthest, p.Exit, c.furthest, c.exit)
			}
			for _, x := range advancing.Exits {
				if _, ok := p.At[x]; ok && x != p.Exit {
					t.Errorf("%s has a time though it does not stand", x)
				}
			}
		})
	}
}

func TestTheBoardCountsRatesAndTheMedianTimeToAcknowledge(t *testing.T) {
	recipients := [][]advancing.Event{
		{ev("sent", 0), ev("delivered", 1), ev("opened", 10), ev("viewed", 11), ev("acknowledged", 60)},
		{ev("sent", 0), ev("delivered", 1), ev("opened", 100), ev("acknowledged", 180)},
		{ev("sent", 0), ev("delivered", 1), ev("acknowledged", 240)},
		{ev("sent", 0), ev("delivered", 2)},
		{ev("sent", 0), ev("bounced", 1)},
		{ev("queued", 0), ev("failed", 0)},
		{ev("queued", 0)},
	}
	var progress []advancing.Progress
	for _, evs := range recipients {
		progress = append(progress, advancing.Track(evs))
	}
	b := advancing.NewBoard(advancing.TallyOf(progress))
	want := map[advancing.Stage]int{"queued": 7, "sent": 5, "delivered": 4, "opened": 3, "viewed": 3, "acknowledged": 3}
	if !reflect.DeepEqual(b.Reached, want) {
		t.Errorf("reached = %v, want %v", b.Reached, want)
	}
	if b.Exits[advancing.StageBounced] != 1 || b.Exits[advancing.StageFailed] != 1 {
		t.Errorf("exits = %v", b.Exits)
	}
	for name, c := range map[string]struct {
		got  *float64
		want float64
	}{
		"delivery": {b.Rates.Delivery, 0.8}, "bounce": {b.Rates.Bounce, 0.2}, "open": {b.Rates.Open, 0.75},
		"view": {b.Rates.View, 0.75}, "acknowledgement": {b.Rates.Acknowledgement, 0.75},
	} {
		if c.got == nil || *c.got != c.want {
			t.Errorf("%s rate = %v, want %v", name, c.got, c.want)
		}
	}
	if m := b.MedianTimeToAcknowledge; m == nil || *m != 3*time.Hour {
		t.Errorf("median time to acknowledge = %v, want 3h (of 1h, 3h and 4h)", m)
	}
	empty := advancing.NewBoard(advancing.TallyOf(nil))
	if empty.Rates.Delivery != nil || empty.MedianTimeToAcknowledge != nil || empty.Reached[advancing.StageQueued] != 0 {
		t.Errorf("an empty batch's board = %+v, want no rates", empty)
	}
}
