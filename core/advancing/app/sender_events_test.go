package app_test

import (
	"reflect"
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/advancing/app"
	"github.com/roadcase/roadcase/core/kernel"
)

func TestAProviderEventIsAppliedOnce(t *testing.T) {
	f := newSendFixture(t)
	b, _ := f.delivered(t)
	r := f.queue.enqueued[0]
	e := advancing.DeliveryEvent{Provider: "mailgun", ID: "evt-1", Kind: advancing.DeliveryDelivered,
		Ref: app.Ref(f.org, r.ID), At: f.clock.T.Add(time.Minute)}
	ok, err := f.sender.ApplyDeliveryEvent(ctx, e)
	must(t, err)
	if !ok {
		t.Fatalf("the first delivery event was not applied")
	}
	before := f.board(t, b.ID)
	wantReached(t, before, map[advancing.Stage]int{advancing.StageDelivered: 1})
	ok, err = f.sender.ApplyDeliveryEvent(ctx, e)
	if ok || err != nil {
		t.Errorf("a replayed event: %v, %v; want false", ok, err)
	}
	if after := f.board(t, b.ID); !reflect.DeepEqual(before, after) {
		t.Errorf("a replay changed the board: %+v → %+v", before, after)
	}
	complaint := advancing.DeliveryEvent{Provider: "mailgun", ID: "evt-2", Kind: advancing.DeliveryComplained,
		Ref: app.Ref(f.org, r.ID), At: f.clock.T}
	ok, err = f.sender.ApplyDeliveryEvent(ctx, complaint)
	if !ok || err != nil {
		t.Errorf("a complaint: %v, %v; want applied", ok, err)
	}
	if after := f.board(t, b.ID); !reflect.DeepEqual(before, after) {
		t.Errorf("a complaint moved the board: %+v → %+v", before, after)
	}
}

func TestAProviderEventNamingNobodyIsNotFoundAndNotClaimed(t *testing.T) {
	f := newSendFixture(t)
	f.delivered(t)
	r := f.queue.enqueued[0]
	for name, ref := range map[string]string{
		"a malformed reference":                "nonsense",
		"an unknown recipient":                 app.Ref(f.org, kernel.NewID()),
		"another organization's recipient":     app.Ref(f.other, r.ID),
		"a reference with its parts swapped":   app.Ref(r.ID, f.org),
		"a reference without its organization": ":" + string(r.ID),
	} {
		_, err := f.sender.ApplyDeliveryEvent(ctx, advancing.DeliveryEvent{Provider: "mailgun", ID: "evt-" + name,
			Kind: advancing.DeliveryDelivered, Ref: ref, At: f.clock.T})
		wantKind(t, name, err, kernel.KindNotFound)
	}
	// The refused event's id was not kept: once it names a recipient, it applies.
	ok, err := f.sender.ApplyDeliveryEvent(ctx, advancing.DeliveryEvent{Provider: "mailgun", ID: "evt-an unknown recipient",
		Kind: advancing.DeliveryDelivered, Ref: app.Ref(f.org, r.ID), At: f.clock.T})
	if !ok || err != nil {
		t.Errorf("the event after a refusal: %v, %v", ok, err)
	}
	for name, e := range map[string]advancing.DeliveryEvent{
		"no provider":     {ID: "x", Kind: advancing.DeliveryDelivered, Ref: app.Ref(f.org, r.ID)},
		"no id":           {Provider: "mailgun", Kind: advancing.DeliveryDelivered, Ref: app.Ref(f.org, r.ID)},
		"an unknown kind": {Provider: "mailgun", ID: "y", Kind: "opened", Ref: app.Ref(f.org, r.ID)},
	} {
		_, err := f.sender.ApplyDeliveryEvent(ctx, e)
		wantKind(t, name, err, kernel.KindInvalid)
	}
}

func TestEventsOutOfOrderGiveTheSameFunnel(t *testing.T) {
	f := newSendFixture(t)
	b, token := f.delivered(t)
	r := f.queue.enqueued[0]
	f.later(time.Hour)
	_, err := f.sender.Open(ctx, token)
	must(t, err)
	// The provider's delivery receipt arrives after the portal visit, dated before it.
	ok, err := f.sender.ApplyDeliveryEvent(ctx, advancing.DeliveryEvent{Provider: "mailgun", ID: "late",
		Kind: advancing.DeliveryDelivered, Ref: app.Ref(f.org, r.ID), At: f.clock.T.Add(-50 * time.Minute)})
	if !ok || err != nil {
		t.Fatalf("the late receipt: %v, %v", ok, err)
	}
	// A bounce reported after the recipient opened the portal does not stand.
	ok, err = f.sender.ApplyDeliveryEvent(ctx, advancing.DeliveryEvent{Provider: "mailgun", ID: "bogus-bounce",
		Kind: advancing.DeliveryBounced, Ref: app.Ref(f.org, r.ID), At: f.clock.T})
	if !ok || err != nil {
		t.Fatalf("the bounce: %v, %v", ok, err)
	}
	board := f.board(t, b.ID)
	wantReached(t, board, map[advancing.Stage]int{advancing.StageDelivered: 1, advancing.StageOpened: 1})
	if board.Exits[advancing.StageBounced] != 0 {
		t.Errorf("a bounce after an open stands: %v", board.Exits)
	}
	tb, err := f.svc.TrackingBoard(ctx, f.org, string(b.ID), advancing.BoardQuery{Page: kernel.PageRequest{Limit: 10},
		Stage: advancing.StageOpened})
	must(t, err)
	if len(tb.Recipients.Data) != 1 || !tb.Recipients.Data[0].Progress.At[advancing.StageDelivered].Equal(f.clock.T.Add(-50*time.Minute)) {
		t.Errorf("the opened recipients: %+v", tb.Recipients.Data)
	}
}
