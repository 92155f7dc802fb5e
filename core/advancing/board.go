package advancing

import (
	"math"
	"slices"
	"time"

	"github.com/roadcase/roadcase/core/kernel"
)

// Board is a send batch's tracking board: how far its recipients got.
type Board struct {
	Recipients int
	// Reached counts, for each stage, the recipients who got at least that far
	// (every recipient reached queued).
	Reached map[Stage]int
	// Exits counts the recipients whose exit stands, by exit.
	Exits map[Stage]int
	// DeliveriesReported says whether a mail provider reports deliveries (and
	// bounces after sending) to this service. When it does not, the delivered
	// count holds only the recipients a later stage implies were delivered,
	// which says nothing about the others: see WithoutDeliveryReports.
	DeliveriesReported bool
	Rates              Rates
	// MedianTimeToAcknowledge is the median, over acknowledged recipients with a
	// recorded send, of the time from first sent to first acknowledged; nil when
	// there is none.
	MedianTimeToAcknowledge *time.Duration
}

// Rates are the funnel's conversion rates, as fractions rounded to four places;
// nil when the denominator is zero or unknown. Delivery and bounce are of the
// recipients sent; open, view and acknowledgement are of the recipients
// delivered, the way mail tools count opens, so that one bounce does not lower
// every later rate, or of those sent when deliveries are not reported (Base
// says which: one of RateBases). Delivery is nil when deliveries are not reported: a missing
// receipt is then no sign of a failed delivery.
type Rates struct {
	// Base is the stage open, view and acknowledgement are rates of:
	// StageDelivered, or StageSent when deliveries are not reported.
	Base            Stage
	Delivery        *float64
	Open            *float64
	View            *float64
	Acknowledgement *float64
	Bounce          *float64
}

// Tally is what a store counts for a board: recipients by furthest stage, exits,
// and the median time to acknowledge.
type Tally struct {
	Recipients              int
	ByFurthest              map[Stage]int
	Exits                   map[Stage]int
	MedianTimeToAcknowledge *time.Duration
}

// NewBoard turns a tally into the board: reached counts are the recipients whose
// furthest stage is that stage or a later one.
func NewBoard(t Tally) Board {
	b := Board{Recipients: t.Recipients, Reached: map[Stage]int{}, Exits: map[Stage]int{},
		MedianTimeToAcknowledge: t.MedianTimeToAcknowledge}
	running := 0
	for i := len(Stages) - 1; i >= 0; i-- {
		running += t.ByFurthest[Stages[i]]
		b.Reached[Stages[i]] = running
	}
	b.Reached[StageQueued] = t.Recipients
	for _, x := range Exits {
		b.Exits[x] = t.Exits[x]
	}
	sent, delivered := b.Reached[StageSent], b.Reached[StageDelivered]
	b.DeliveriesReported = true
	b.Rates = Rates{
		Base:            StageDelivered,
		Delivery:        ratio(delivered, sent),
		Bounce:          ratio(b.Exits[StageBounced], sent),
		Open:            ratio(b.Reached[StageOpened], delivered),
		View:            ratio(b.Reached[StageViewed], delivered),
		Acknowledgement: ratio(b.Reached[StageAcknowledged], delivered),
	}
	return b
}

// WithoutDeliveryReports returns the board as it reads when no mail provider
// reports deliveries: the delivery rate is unknown (nil), not the share of
// recipients whose opening implied delivery, and open, view and
// acknowledgement are rates of the recipients sent. The counts are unchanged:
// a recipient who opened did reach delivered.
func (b Board) WithoutDeliveryReports() Board {
	sent := b.Reached[StageSent]
	b.DeliveriesReported = false
	b.Rates = Rates{
		Base:            StageSent,
		Bounce:          b.Rates.Bounce,
		Open:            ratio(b.Reached[StageOpened], sent),
		View:            ratio(b.Reached[StageViewed], sent),
		Acknowledgement: ratio(b.Reached[StageAcknowledged], sent),
	}
	return b
}

// TallyOf counts recipients' progress the way a store's GROUP BY does; the memory
// store uses it, and tests use it to recompute a board from raw events.
func TallyOf(progress []Progress) Tally {
	t := Tally{Recipients: len(progress), ByFurthest: map[Stage]int{}, Exits: map[Stage]int{}}
	var acks []time.Duration
	for _, p := range progress {
		t.ByFurthest[p.Furthest]++
		if p.Exit != "" {
			t.Exits[p.Exit]++
		}
		sent, okS := p.At[StageSent]
		ack, okA := p.At[StageAcknowledged]
		if okS && okA {
			acks = append(acks, ack.Sub(sent))
		}
	}
	t.MedianTimeToAcknowledge = Median(acks)
	return t
}

// Median returns the median of ds (the lower middle one for an even count, so
// that it is always a duration that occurred); nil for none.
func Median(ds []time.Duration) *time.Duration {
	if len(ds) == 0 {
		return nil
	}
	s := slices.Clone(ds)
	slices.Sort(s)
	m := s[(len(s)-1)/2]
	return &m
}

// MedianIndex is the 0-based position, in ascending order, of the median Median
// picks among n values: a store that sorts in SQL reads that one row.
func MedianIndex(n int) int { return (n - 1) / 2 }

func ratio(num, den int) *float64 {
	if den == 0 {
		return nil
	}
	r := math.Round(float64(num)/float64(den)*1e4) / 1e4
	return &r
}

// TrackingBoard is what the board of one send batch shows: the batch, its board
// and one page of its recipients with their progress.
type TrackingBoard struct {
	Batch      SendBatch
	Board      Board
	Recipients kernel.Page[RecipientProgress]
}

// BoardQuery asks for a tracking board: a page of its recipients and, optionally,
// only those whose furthest stage (or standing exit) is Stage.
type BoardQuery struct {
	Page  kernel.PageRequest
	Stage Stage
}

// RateBases are the stages a funnel's open, view and acknowledgement rates may
// be of (Rates.Base).
var RateBases = []Stage{StageDelivered, StageSent}
