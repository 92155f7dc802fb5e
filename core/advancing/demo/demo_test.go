package demo_test

import (
	"reflect"
	"testing"

	"github.com/roadcase/roadcase/core/advancing"
	advdemo "github.com/roadcase/roadcase/core/advancing/demo"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records/demo"
)

func build() advdemo.Set {
	o := demo.Organizations()[0]
	return advdemo.Build(o.ID, o.Data, demo.Today, func() string { return "secret" })
}

func TestTheDemoPacketsAreInRealisticStates(t *testing.T) {
	set := build()
	statuses := map[advancing.Status]int{}
	overdue := 0
	for _, p := range set.Packets {
		statuses[p.Status]++
		if p.Overdue(demo.Today) {
			overdue++
		}
	}
	t.Logf("packets by status %v, %d overdue, %d batches", statuses, overdue, len(set.Batches))
	for _, s := range []advancing.Status{advancing.StatusComplete, advancing.StatusInProgress, advancing.StatusDraft} {
		if statuses[s] == 0 {
			t.Errorf("no %s packet", s)
		}
	}
	if overdue == 0 {
		t.Error("no overdue packet")
	}
}

func TestTheDemoFunnelsAreBelievable(t *testing.T) {
	set := build()
	var all []advancing.Progress
	for _, b := range set.Batches {
		byRecipient := map[kernel.ID][]advancing.Event{}
		for _, e := range b.Events {
			byRecipient[e.RecipientID] = append(byRecipient[e.RecipientID], e)
		}
		for _, r := range b.Recipients {
			if r.TokenHash == "" || r.TokenHash == "secret" {
				t.Fatalf("recipient %s has no hashed portal token", r.ID)
			}
			all = append(all, advancing.Track(byRecipient[r.ID]))
		}
	}
	board := advancing.NewBoard(advancing.TallyOf(all))
	t.Logf("%d recipients: reached %v, exits %v", board.Recipients, board.Reached, board.Exits)
	if board.Recipients < 100 {
		t.Fatalf("only %d recipients", board.Recipients)
	}
	if board.Exits[advancing.StageBounced] == 0 || board.Reached[advancing.StageDelivered] == board.Reached[advancing.StageOpened] {
		t.Error("no bounce, or everyone delivered opened")
	}
	if ack := board.Rates.Acknowledgement; ack == nil || *ack < 0.3 || *ack > 0.8 {
		t.Errorf("acknowledgement rate %v is not believable", ack)
	}
}

func TestTheDemoIsTheSameOnEveryRunGivenTheSameSecrets(t *testing.T) {
	a, b := build(), build()
	if !reflect.DeepEqual(a, b) {
		t.Error("two builds differ")
	}
}
