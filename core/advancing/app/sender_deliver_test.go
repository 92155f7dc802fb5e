package app_test

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/advancing/app"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/mail"
)

func TestEachRecipientIsMailedTheirOwnMergeOnce(t *testing.T) {
	f := newSendFixture(t)
	b := f.send(t, advancing.SendInput{Note: "Doors moved to 19:00 <b>sharp</b>."})
	if got := f.deliverAll(t); got["Ada Venue"] != "sent" || got["<script>alert(1)</script>"] != "sent" {
		t.Fatalf("outcomes %v", got)
	}
	ada, script := f.mailTo(t, f.ada.Email), f.mailTo(t, f.script.Email)
	r := f.queue.enqueued[0]
	if ada.Kind != mail.KindAdvance || ada.OrgID != f.org || !ada.From.IsZero() || ada.Subject != b.Subject ||
		ada.ReplyTo == nil || ada.ReplyTo.Email != f.user.Email || ada.Ref != app.Ref(f.org, r.ID) ||
		ada.To[0] != (mail.Address{Name: "Ada Venue", Email: f.ada.Email}) {
		t.Errorf("Ada's mail = %+v", ada)
	}
	for _, want := range []string{"Hello Ada Venue", "Your role: Production manager", "Doors moved to 19:00 <b>sharp</b>.",
		f.packet.Sections[0].Title, f.packet.Sections[1].Title, "Maria Manager"} {
		if !strings.Contains(ada.Text, want) {
			t.Errorf("Ada's text lacks %q:\n%s", want, ada.Text)
		}
	}
	for _, m := range []mail.Message{ada, script} {
		if strings.Contains(m.Text, f.packet.Sections[2].Title) || strings.Contains(m.HTML, f.packet.Sections[2].Title) {
			t.Errorf("the venue's mail shows the crew's section %q", f.packet.Sections[2].Title)
		}
		if strings.Contains(m.HTML, "<b>sharp") || !strings.Contains(m.HTML, "&lt;b&gt;sharp") {
			t.Errorf("the note is not escaped in the HTML:\n%s", m.HTML)
		}
	}
	if strings.Contains(script.HTML, "<script>") || !strings.Contains(script.HTML, "&lt;script&gt;alert(1)&lt;/script&gt;") {
		t.Errorf("a contact named <script> is not escaped:\n%s", script.HTML)
	}
	// Each link is the recipient's own: its hash is what the store keeps.
	for i, m := range []mail.Message{ada, script} {
		stored, err := f.b.Send().FindRecipient(ctx, f.org, f.queue.enqueued[i].ID)
		must(t, err)
		if tok := tokenOf(t, m); stored.TokenHash != kernel.HashSecret(tok) || !strings.HasPrefix(tok, advancing.PortalTokenPrefix) {
			t.Errorf("%s's link does not match their stored hash", stored.Name)
		}
	}
	wantReached(t, f.board(t, b.ID), map[advancing.Stage]int{advancing.StageSent: 2})

	// A second run (a retry after success, a reconciler's re-enqueueing) sends nothing.
	if got := f.deliverAll(t); got["Ada Venue"] != "skipped" || got["<script>alert(1)</script>"] != "skipped" {
		t.Errorf("second outcomes %v", got)
	}
	if n := len(f.mailer.messages()); n != 2 {
		t.Errorf("%d mails after a second delivery, want 2", n)
	}
	stored, err := f.b.Send().FindRecipient(ctx, f.org, r.ID)
	must(t, err)
	if stored.TokenHash != kernel.HashSecret(tokenOf(t, ada)) {
		t.Errorf("a skipped delivery replaced the link already mailed")
	}
	owed, err := f.b.Send().FindUndelivered(ctx, f.clock.T, 10)
	must(t, err)
	if len(owed) != 0 {
		t.Errorf("after delivery the reconciler still finds %v", owed)
	}
}

func TestAPermanentRefusalBouncesAndATemporaryOneRetries(t *testing.T) {
	f := newSendFixture(t)
	b := f.send(t, advancing.SendInput{})
	f.mailer.reject[f.ada.Email] = true
	f.mailer.down[f.script.Email] = true
	ada, script := f.queue.enqueued[0], f.queue.enqueued[1]
	if o, err := f.sender.Deliver(ctx, f.org, ada.ID); o != "bounced" || err != nil {
		t.Errorf("a refused address: %s, %v; want bounced", o, err)
	}
	o, err := f.sender.Deliver(ctx, f.org, script.ID)
	if o != "retrying" || !kernel.IsKind(err, kernel.KindUnavailable) {
		t.Errorf("a server down: %s, %v; want retrying with the error", o, err)
	}
	board := f.board(t, b.ID)
	if board.Exits[advancing.StageBounced] != 1 || board.Reached[advancing.StageSent] != 0 {
		t.Errorf("after a bounce and a retry: reached %v, exits %v", board.Reached, board.Exits)
	}
	if o, _ := f.sender.Deliver(ctx, f.org, ada.ID); o != "skipped" {
		t.Errorf("a bounced recipient's next delivery: %s, want skipped", o)
	}
	delete(f.mailer.down, script.Email)
	if o, err := f.sender.Deliver(ctx, f.org, script.ID); o != "sent" || err != nil {
		t.Errorf("the retry once the server is back: %s, %v", o, err)
	}
	if n := len(f.mailer.messages()); n != 1 {
		t.Errorf("%d mails taken, want 1", n)
	}
}

func TestExhaustedRetriesFailTheRecipientOnce(t *testing.T) {
	f := newSendFixture(t)
	b := f.send(t, advancing.SendInput{})
	r := f.queue.enqueued[0]
	for range 2 {
		f.later(time.Minute)
		must(t, f.sender.FailDelivery(ctx, f.org, r.ID))
	}
	events, err := f.b.Send().FindRecipientEvents(ctx, f.org, r.ID)
	must(t, err)
	if len(events) != 2 || events[1].Stage != advancing.StageFailed {
		t.Errorf("events %+v, want queued then one failed", events)
	}
	if f.board(t, b.ID).Exits[advancing.StageFailed] != 1 {
		t.Errorf("the board does not show the failure")
	}
	if o, _ := f.sender.Deliver(ctx, f.org, r.ID); o != "skipped" {
		t.Errorf("a failed recipient's delivery: %s, want skipped", o)
	}
}

func TestACancelledBatchMailsNothingMoreAndItsLinksStop(t *testing.T) {
	f := newSendFixture(t)
	f.send(t, advancing.SendInput{})
	ada, script := f.queue.enqueued[0], f.queue.enqueued[1]
	if o, err := f.sender.Deliver(ctx, f.org, ada.ID); o != "sent" || err != nil {
		t.Fatalf("delivery: %s, %v", o, err)
	}
	token := tokenOf(t, f.mailTo(t, f.ada.Email))
	_, err := f.sender.Open(ctx, token)
	must(t, err)
	must(t, f.sender.CancelBatch(ctx, f.manager, ada.BatchID))
	if o, err := f.sender.Deliver(ctx, f.org, script.ID); o != "skipped" || err != nil {
		t.Errorf("delivery after cancelling: %s, %v; want skipped", o, err)
	}
	if n := len(f.mailer.messages()); n != 1 {
		t.Errorf("%d mails, want 1", n)
	}
	wantUnusable(t, "a cancelled batch's link", f.sender, token)
	owed, err := f.b.Send().FindUndelivered(ctx, f.clock.T, 10)
	must(t, err)
	if len(owed) != 0 {
		t.Errorf("the reconciler finds %v in a cancelled batch", owed)
	}
}

func TestAnExpiredBatchsLinksStopAndItsMailIsNotSent(t *testing.T) {
	f := newSendFixture(t)
	f.send(t, advancing.SendInput{Lifetime: 24 * time.Hour})
	ada, script := f.queue.enqueued[0], f.queue.enqueued[1]
	if o, err := f.sender.Deliver(ctx, f.org, ada.ID); o != "sent" || err != nil {
		t.Fatalf("delivery: %s, %v", o, err)
	}
	token := tokenOf(t, f.mailTo(t, f.ada.Email))
	f.later(24*time.Hour - time.Second)
	_, err := f.sender.Open(ctx, token)
	must(t, err)
	f.later(time.Second)
	wantUnusable(t, "an expired batch's link", f.sender, token)
	if o, err := f.sender.Deliver(ctx, f.org, script.ID); o != "skipped" || err != nil {
		t.Errorf("delivery after expiry: %s, %v; want skipped", o, err)
	}
}

func TestTokensAppearInNoReturnedValueButTheMail(t *testing.T) {
	f := newSendFixture(t)
	b := f.send(t, advancing.SendInput{})
	preview, err := f.sender.Preview(ctx, f.manager, f.packet.ID, f.venue.ID, f.ada.ID, advancing.SendInput{})
	must(t, err)
	f.deliverAll(t)
	token := tokenOf(t, f.mailTo(t, f.ada.Email))
	view, err := f.sender.Open(ctx, token)
	must(t, err)
	sec, err := f.sender.ViewSection(ctx, token, f.packet.Sections[0].ID)
	must(t, err)
	saved, err := f.sender.SaveSection(ctx, token, f.packet.Sections[0].ID, map[string]string{f.packet.Sections[0].Fields[0].Key: "x"})
	must(t, err)
	tb, err := f.svc.TrackingBoard(ctx, f.org, string(b.ID), advancing.BoardQuery{Page: kernel.PageRequest{Limit: 10}})
	must(t, err)
	stored, err := f.b.Send().FindRecipient(ctx, f.org, f.queue.enqueued[0].ID)
	must(t, err)
	for name, v := range map[string]any{"the batch": b, "the preview": preview, "the portal view": view,
		"a viewed section": sec, "a saved section": saved, "the board": tb, "the stored recipient": stored} {
		s := fmt.Sprintf("%#v", v)
		if strings.Contains(s, token) || strings.Contains(s, strings.TrimPrefix(token, advancing.PortalTokenPrefix)) {
			t.Errorf("%s holds the portal token", name)
		}
	}
	if view.Recipient.TokenHash != "" || sec.View.Recipient.TokenHash != "" {
		t.Errorf("the portal returns the token's hash")
	}
}
