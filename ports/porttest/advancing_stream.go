package porttest

import (
	"context"
	"fmt"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/kernel"
)

// advScenarios are the event histories the randomized cases draw from, each a
// list of stages in the order they happened: the plain funnel at every depth, the
// stages a provider skips, exits that stand and exits that a later stage
// overrules, and events that arrive without the send before them.
var advScenarios = [][]advancing.Stage{
	{},
	{"queued"},
	{"queued", "failed"},
	{"queued", "sent", "bounced"},
	{"queued", "sent", "delivered"},
	{"sent", "delivered", "opened"},
	{"queued", "sent", "delivered", "opened", "viewed"},
	{"queued", "sent", "delivered", "opened", "viewed", "acknowledged"},
	{"sent", "delivered", "acknowledged"},
	{"sent", "acknowledged"},
	{"sent", "opened", "bounced"},
	{"sent", "delivered", "bounced"},
	{"queued", "sent", "failed"},
	{"failed", "sent", "bounced"},
	{"bounced", "failed"},
	{"sent", "delivered", "failed"},
	{"acknowledged"},
	{"queued", "failed", "failed"},
}

// advStream is a recipient's events for a scenario drawn from r: each stage a
// random number of minutes and microseconds after the one before (so that
// durations differ below the millisecond), some repeated later under an id of
// their own as providers report a delivery twice.
func advStream(r *rand.Rand, ab advBuilder, recipient kernel.ID, key string) []advancing.Event {
	var events []advancing.Event
	minutes, micros := r.IntN(600), r.IntN(1_000_000)
	for i, stage := range advScenarios[r.IntN(len(advScenarios))] {
		events = append(events, ab.event(fmt.Sprintf("%s/%d", key, i), recipient, stage, minutes, micros))
		if r.IntN(6) == 0 {
			events = append(events, ab.event(fmt.Sprintf("%s/%d/again", key, i), recipient, stage,
				minutes+r.IntN(30), micros+r.IntN(1000)))
		}
		minutes, micros = minutes+r.IntN(3000), micros+r.IntN(1_000_000)
	}
	return events
}

// advAppendShuffled appends events the way a provider delivers them: shuffled,
// in chunks of random size, each chunk with some of its events repeated (same
// id, same content), and finally a replay of some events under their ids with
// another stage and time, which the store must ignore.
func advAppendShuffled(t *testing.T, ctx context.Context, b Backend, org kernel.ID, r *rand.Rand,
	events []advancing.Event) {
	t.Helper()
	shuffled := append([]advancing.Event(nil), events...)
	r.Shuffle(len(shuffled), func(i, j int) { shuffled[i], shuffled[j] = shuffled[j], shuffled[i] })
	for len(shuffled) > 0 {
		n := min(len(shuffled), 1+r.IntN(90))
		chunk := append(shuffled[:n:n], shuffled[:r.IntN(n)]...)
		recordMust(t, b.Advancing.AppendEvents(ctx, org, chunk))
		shuffled = shuffled[n:]
	}
	var replay []advancing.Event
	for _, e := range events {
		if r.IntN(4) == 0 {
			e.Stage, e.At = advancing.StageAcknowledged, e.At.Add(-7*time.Hour)
			replay = append(replay, e)
		}
	}
	recordMust(t, b.Advancing.AppendEvents(ctx, org, replay))
}

// advProgress is every recipient's progress by the model: advancing.Track over
// their events.
func advProgress(recipients []advancing.Recipient, events []advancing.Event) map[kernel.ID]advancing.Progress {
	of := map[kernel.ID][]advancing.Event{}
	for _, e := range events {
		of[e.RecipientID] = append(of[e.RecipientID], e)
	}
	out := make(map[kernel.ID]advancing.Progress, len(recipients))
	for _, r := range recipients {
		out[r.ID] = advancing.Track(of[r.ID])
	}
	return out
}
