package advancing

import "time"

// Stage is a step of the delivery funnel, or one of its two exits.
type Stage string

// The funnel's stages, in order, and its exits.
const (
	StageQueued       Stage = "queued"
	StageSent         Stage = "sent"
	StageDelivered    Stage = "delivered"
	StageOpened       Stage = "opened"
	StageViewed       Stage = "viewed"
	StageAcknowledged Stage = "acknowledged"
	// StageBounced: the receiving server refused the message after it was sent.
	StageBounced Stage = "bounced"
	// StageFailed: the message could not be sent at all.
	StageFailed Stage = "failed"
)

// Stages lists the funnel's stages in order; Exits its exits.
var (
	Stages = []Stage{StageQueued, StageSent, StageDelivered, StageOpened, StageViewed, StageAcknowledged}
	Exits  = []Stage{StageBounced, StageFailed}
)

// Rank is a stage's position in the funnel, 1 for queued to 6 for acknowledged; 0
// for an exit or an unknown stage.
func (s Stage) Rank() int {
	for i, x := range Stages {
		if x == s {
			return i + 1
		}
	}
	return 0
}

// Valid reports whether s is a stage or an exit.
func (s Stage) Valid() bool { return s.Rank() > 0 || s == StageBounced || s == StageFailed }

// exitRank is how far a recipient may have got for an exit to stand: a bounce
// comes after sending and before delivery, a failure before sending. Evidence of a
// later stage (a delivery receipt, an open) overrules the exit: the message did
// get through, and the exit event was a retry's or a late duplicate.
func exitRank(s Stage) int {
	if s == StageBounced {
		return StageSent.Rank()
	}
	return StageQueued.Rank()
}

// Progress is how far one recipient got: the furthest stage, the first time each
// stage was recorded, and the exit if one stands.
type Progress struct {
	Furthest Stage
	// At holds the first time each stage was recorded; a stage implied by a later
	// one (opened without a delivery receipt) has no time.
	At   map[Stage]time.Time
	Exit Stage // StageBounced, StageFailed or empty
}

// Track folds a recipient's events, in any order and with duplicates, into their
// progress. Every recipient starts queued. The result depends only on the set of
// events: the furthest stage never goes back, each stage keeps its earliest time,
// and an exit stands only if no event shows the recipient got past it (exitRank).
// When both exits stand, the message failed.
func Track(events []Event) Progress {
	p := Progress{Furthest: StageQueued, At: map[Stage]time.Time{}}
	var exits []Stage
	for _, e := range events {
		if !e.Stage.Valid() {
			continue
		}
		if t, ok := p.At[e.Stage]; !ok || e.At.Before(t) {
			p.At[e.Stage] = e.At
		}
		if r := e.Stage.Rank(); r > p.Furthest.Rank() {
			p.Furthest = e.Stage
		}
		if e.Stage.Rank() == 0 {
			exits = append(exits, e.Stage)
		}
	}
	for _, x := range []Stage{StageFailed, StageBounced} {
		for _, e := range exits {
			if e == x && p.Furthest.Rank() <= exitRank(x) && p.Exit == "" {
				p.Exit = x
			}
		}
	}
	for _, x := range Exits {
		if x != p.Exit {
			delete(p.At, x)
		}
	}
	return p
}

// RecipientProgress is one recipient of a batch with how far they got.
type RecipientProgress struct {
	Recipient Recipient
	Progress  Progress
}

// ImpliedBy returns, for a stage the recipient reached without a recorded time
// (delivered, when the mail was opened but no delivery receipt came), the
// first later stage with a recorded time, which implies it; "" for a stage
// with a time or not reached, and for queued, where every recipient starts.
// The funnel counts an implied stage as reached.
func (p Progress) ImpliedBy(s Stage) Stage {
	if _, ok := p.At[s]; ok || s.Rank() <= StageQueued.Rank() || s.Rank() > p.Furthest.Rank() {
		return ""
	}
	for _, later := range Stages[s.Rank():] {
		if _, ok := p.At[later]; ok {
			return later
		}
	}
	return ""
}

// Implied lists the stages the recipient reached only by implication, in
// funnel order: those ImpliedBy finds a later stage for.
func (p Progress) Implied() []Stage {
	var out []Stage
	for _, s := range Stages {
		if p.ImpliedBy(s) != "" {
			out = append(out, s)
		}
	}
	return out
}
