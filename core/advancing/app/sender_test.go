package app_test

import (
	"strings"
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/advancing/app"
	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
)

func TestOnlyManagersAndAbovePrepareSendAndCancel(t *testing.T) {
	f := newSendFixture(t)
	batch := f.send(t, advancing.SendInput{})
	title := "Renamed"
	calls := map[string]func(identity.Actor) error{
		"EditSection": func(a identity.Actor) error {
			_, err := f.sender.EditSection(ctx, a, f.packet.ID, f.packet.Sections[0].ID, advancing.SectionEdit{Title: &title})
			return err
		},
		"EditAudience": func(a identity.Actor) error {
			_, err := f.sender.EditAudience(ctx, a, f.packet.ID, f.crew.ID, advancing.AudienceEdit{Contacts: f.crew.Contacts,
				Sections: f.crew.Sections})
			return err
		},
		"Preview": func(a identity.Actor) error {
			_, err := f.sender.Preview(ctx, a, f.packet.ID, f.venue.ID, f.ada.ID, advancing.SendInput{})
			return err
		},
		"Send": func(a identity.Actor) error {
			_, err := f.sender.Send(ctx, a, f.packet.ID, f.crew.ID, advancing.SendInput{})
			return err
		},
		"CancelBatch": func(a identity.Actor) error { return f.sender.CancelBatch(ctx, a, batch.ID) },
	}
	stranger := identity.Actor{OrgID: f.org, UserID: kernel.NewID()}
	for _, role := range identity.Roles {
		u := identity.User{ID: kernel.NewID(), Email: string(role) + "@tour.example", Name: string(role), CreatedAt: f.clock.T}
		must(t, f.b.Identity().CreateUser(ctx, u))
		actor := identity.Actor{OrgID: f.org, UserID: u.ID}
		f.roles[[2]kernel.ID{f.org, actor.UserID}] = role
		for name, call := range calls {
			err := call(actor)
			if role.AtLeast(identity.RoleManager) {
				if err != nil {
					t.Errorf("%s by a %s: %v", name, role, err)
				}
				continue
			}
			if e, ok := kernel.AsError(err); !ok || e.Kind != kernel.KindForbidden || e.Code != "insufficient_role" {
				t.Errorf("%s by a %s: error %v, want forbidden insufficient_role", name, role, err)
			}
		}
	}
	for name, call := range calls {
		if err := call(stranger); !kernel.IsKind(err, kernel.KindForbidden) {
			t.Errorf("%s by someone outside the organization: error %v, want forbidden", name, err)
		}
	}
}

func TestAnotherOrganizationsPacketBatchAndRecipientsAreNotFound(t *testing.T) {
	f := newSendFixture(t)
	batch := f.send(t, advancing.SendInput{})
	outsider := identity.Actor{OrgID: f.other, UserID: f.user.ID}
	f.roles[[2]kernel.ID{f.other, f.user.ID}] = identity.RoleOwner
	title := "Mine now"
	_, err := f.sender.EditSection(ctx, outsider, f.packet.ID, f.packet.Sections[0].ID, advancing.SectionEdit{Title: &title})
	wantKind(t, "editing another organization's section", err, kernel.KindNotFound)
	_, err = f.sender.EditAudience(ctx, outsider, f.packet.ID, f.venue.ID, advancing.AudienceEdit{})
	wantKind(t, "editing another organization's audience", err, kernel.KindNotFound)
	_, err = f.sender.Preview(ctx, outsider, f.packet.ID, f.venue.ID, f.ada.ID, advancing.SendInput{})
	wantKind(t, "previewing another organization's packet", err, kernel.KindNotFound)
	_, err = f.sender.Send(ctx, outsider, f.packet.ID, f.venue.ID, advancing.SendInput{})
	wantKind(t, "sending another organization's packet", err, kernel.KindNotFound)
	wantKind(t, "cancelling another organization's batch", f.sender.CancelBatch(ctx, outsider, batch.ID), kernel.KindNotFound)
	r := f.queue.enqueued[0]
	if o, err := f.sender.Deliver(ctx, f.other, r.ID); o != "skipped" || err != nil {
		t.Errorf("delivering another organization's recipient: %s, %v; want skipped", o, err)
	}
	wantKind(t, "failing another organization's recipient", f.sender.FailDelivery(ctx, f.other, r.ID), kernel.KindNotFound)
	wantKind(t, "failing a malformed id", f.sender.FailDelivery(ctx, f.org, "nope"), kernel.KindNotFound)
	if len(f.mailer.messages()) != 0 {
		t.Errorf("mail went out")
	}
}

func TestEditingASectionSetsItsContentAndMovesThePacket(t *testing.T) {
	f := newSendFixture(t)
	sec := f.packet.Sections[0]
	if len(sec.Fields) < 2 {
		t.Fatalf("the first section has %d fields", len(sec.Fields))
	}
	title, status, due := "  Day schedule ", advancing.SectionComplete, kernel.Date("2026-12-01")
	p, err := f.sender.EditSection(ctx, f.manager, f.packet.ID, sec.ID, advancing.SectionEdit{Title: &title,
		Status: &status, DueOn: &due, Fields: map[string]string{sec.Fields[0].Key: " 14:00 ", sec.Fields[1].Key: ""}})
	must(t, err)
	got := p.Sections[0]
	// Complete was asked for with items to confirm: the status follows the items.
	if got.Title != "Day schedule" || got.Status != advancing.SectionInProgress || got.DueOn == nil || *got.DueOn != due ||
		got.CompletedAt != nil {
		t.Errorf("the section = %+v", got)
	}
	if got.Fields[0].Value == nil || *got.Fields[0].Value != "14:00" || got.Fields[1].Value != nil {
		t.Errorf("the fields = %+v", got.Fields)
	}
	if p.Status != advancing.StatusInProgress {
		t.Errorf("an unsent packet with a section started is %s", p.Status)
	}
	requested := advancing.SectionRequested
	p, err = f.sender.EditSection(ctx, f.manager, f.packet.ID, sec.ID, advancing.SectionEdit{Status: &requested, ClearDueOn: true})
	must(t, err)
	if got := p.Sections[0]; got.CompletedAt != nil || got.DueOn != nil || got.Title != "Day schedule" {
		t.Errorf("after reopening: %+v", got)
	}

	bad := advancing.SectionStatus("done-ish")
	empty, long := "  ", strings.Repeat("x", 201)
	badDate := kernel.Date("2026-13-45")
	for _, tc := range []struct {
		name, pointer string
		edit          advancing.SectionEdit
	}{
		{"an empty title", "/title", advancing.SectionEdit{Title: &empty}},
		{"a long title", "/title", advancing.SectionEdit{Title: &long}},
		{"an unknown status", "/status", advancing.SectionEdit{Status: &bad}},
		{"an impossible date", "/due_on", advancing.SectionEdit{DueOn: &badDate}},
		{"an unknown field", "/fields/wifi~1ssid", advancing.SectionEdit{Fields: map[string]string{"wifi/ssid": "x"}}},
		{"a long value", "/fields/" + sec.Fields[0].Key,
			advancing.SectionEdit{Fields: map[string]string{sec.Fields[0].Key: strings.Repeat("é", 2001)}}},
	} {
		_, err := f.sender.EditSection(ctx, f.manager, f.packet.ID, sec.ID, tc.edit)
		wantPointer(t, tc.name, err, tc.pointer)
	}
	_, err = f.sender.EditSection(ctx, f.manager, f.packet.ID, kernel.NewID(), advancing.SectionEdit{Title: &title})
	wantKind(t, "a section the packet does not have", err, kernel.KindNotFound)
}

func TestEditingAnAudienceReplacesItsContactsAndSections(t *testing.T) {
	f := newSendFixture(t)
	s := f.packet.Sections
	p, err := f.sender.EditAudience(ctx, f.manager, f.packet.ID, f.crew.ID, advancing.AudienceEdit{
		Contacts: []kernel.ID{f.ada.ID, f.bo.ID}, Sections: []kernel.ID{s[3].ID, s[0].ID}})
	must(t, err)
	got := p.Audiences[1]
	if len(got.Contacts) != 2 || got.Contacts[0] != f.ada.ID || len(got.Sections) != 2 || got.Sections[0] != s[0].ID {
		t.Errorf("the audience = %+v", got)
	}
	for pointer, e := range map[string]advancing.AudienceEdit{
		"/contacts/1": {Contacts: []kernel.ID{f.bo.ID, f.bo.ID}},
		"/contacts/0": {Contacts: []kernel.ID{"not-an-id"}},
		"/sections/0": {Sections: []kernel.ID{kernel.NewID()}},
		"/sections/1": {Sections: []kernel.ID{s[0].ID, s[0].ID}},
	} {
		_, err := f.sender.EditAudience(ctx, f.manager, f.packet.ID, f.crew.ID, e)
		wantPointer(t, "an edit at "+pointer, err, pointer)
	}
	_, err = f.sender.EditAudience(ctx, f.manager, f.packet.ID, f.crew.ID,
		advancing.AudienceEdit{Contacts: []kernel.ID{demoPersonOf(f.other)}})
	wantKind(t, "another organization's person", err, kernel.KindInvalid)
	_, err = f.sender.EditAudience(ctx, f.manager, f.packet.ID, kernel.NewID(), advancing.AudienceEdit{})
	wantKind(t, "an audience the packet does not have", err, kernel.KindNotFound)
}

func TestSendCreatesABatchOfTheContactsWithAnAddress(t *testing.T) {
	f := newSendFixture(t)
	b := f.send(t, advancing.SendInput{})
	if b.Subject != f.packet.Title || b.SentBy != f.user.ID || b.ReplyTo != `"Maria Manager" <maria@tour.example>` ||
		b.ExpiresAt == nil || !b.ExpiresAt.Equal(f.clock.T.Add(advancing.BatchLifetime)) || b.Recipients != 2 ||
		b.CancelledAt != nil || !b.CreatedAt.Equal(f.clock.T) {
		t.Errorf("the batch = %+v", b)
	}
	stored, err := f.b.Advancing().FindSendBatch(ctx, f.org, b.ID)
	must(t, err)
	recordEqual(t, "the stored batch", stored, b)
	if len(f.queue.enqueued) != 2 || f.queue.enqueued[0].PersonID != f.ada.ID || f.queue.enqueued[1].PersonID != f.script.ID {
		t.Errorf("scheduled %+v, want Ada and <script> (the contact without an address skipped)", f.queue.enqueued)
	}
	wantReached(t, f.board(t, b.ID), map[advancing.Stage]int{advancing.StageQueued: 2, advancing.StageSent: 0})
	p, err := f.svc.Packet(ctx, f.org, string(f.packet.ID))
	must(t, err)
	if p.Status != advancing.StatusSent {
		t.Errorf("the packet is %s after its first send", p.Status)
	}

	f.later(time.Hour)
	custom := f.send(t, advancing.SendInput{Subject: " Please confirm ", Note: " Doors moved. ",
		ReplyTo: "Tour Office <office@tour.example>", Lifetime: 7 * 24 * time.Hour})
	if custom.Subject != "Please confirm" || custom.Note != "Doors moved." ||
		custom.ReplyTo != `"Tour Office" <office@tour.example>` || !custom.ExpiresAt.Equal(f.clock.T.Add(7*24*time.Hour)) {
		t.Errorf("the batch = %+v", custom)
	}
	for pointer, in := range map[string]advancing.SendInput{
		"/subject":  {Subject: "Hello\r\nBcc: eve@example.com"},
		"/note":     {Note: strings.Repeat("n", 2001)},
		"/reply_to": {ReplyTo: "not an address"},
		"/lifetime": {Lifetime: -time.Hour},
	} {
		_, err := f.sender.Send(ctx, f.manager, f.packet.ID, f.venue.ID, in)
		wantPointer(t, "a send with a bad "+pointer, err, pointer)
	}
	_, err = f.sender.Send(ctx, f.manager, f.packet.ID, kernel.NewID(), advancing.SendInput{})
	wantKind(t, "an audience the packet does not have", err, kernel.KindNotFound)
}

func TestASendToAnAudienceWithoutAddressesIsInvalid(t *testing.T) {
	f := newSendFixture(t)
	_, err := f.sender.EditAudience(ctx, f.manager, f.packet.ID, f.crew.ID, advancing.AudienceEdit{Contacts: []kernel.ID{f.nomail.ID}})
	must(t, err)
	_, err = f.sender.Send(ctx, f.manager, f.packet.ID, f.crew.ID, advancing.SendInput{})
	wantPointer(t, "a send to nobody with an address", err, "/audience")
	batches, err := f.b.Advancing().FindSendBatches(ctx, f.org, f.packet.ID, nil, 10)
	must(t, err)
	if len(batches) != 0 || len(f.queue.enqueued) != 0 {
		t.Errorf("a refused send left %d batches and scheduled %d", len(batches), len(f.queue.enqueued))
	}
}

func TestASendWhoseSchedulingFailsFailsAndLeavesNoBatch(t *testing.T) {
	f := newSendFixture(t)
	f.queue.fail = kernel.Unavailable("queue down", nil)
	_, err := f.sender.Send(ctx, f.manager, f.packet.ID, f.venue.ID, advancing.SendInput{})
	wantKind(t, "a send the queue refused", err, kernel.KindUnavailable)
	batches, err := f.b.Advancing().FindSendBatches(ctx, f.org, f.packet.ID, nil, 10)
	must(t, err)
	if len(batches) != 0 {
		t.Errorf("the refused send left %d batches", len(batches))
	}
	owed, err := f.b.Send().FindUndelivered(ctx, f.clock.T, 100)
	must(t, err)
	if len(owed) != 0 {
		t.Errorf("the refused send left recipients owed: %+v", owed)
	}
	p, err := f.b.Advancing().FindPacket(ctx, f.org, f.packet.ID)
	must(t, err)
	if p.Status != f.packet.Status {
		t.Errorf("the refused send moved the packet from %s to %s", f.packet.Status, p.Status)
	}
	f.queue.fail = nil
	if b := f.send(t, advancing.SendInput{}); b.Recipients != 2 || len(f.queue.enqueued) != 2 {
		t.Errorf("the send tried again kept %d recipients and scheduled %d, want 2 and 2", b.Recipients, len(f.queue.enqueued))
	}
}

func TestPreviewMergesOneContactsMailWithAPlaceholderLink(t *testing.T) {
	f := newSendFixture(t)
	m, err := f.sender.Preview(ctx, f.manager, f.packet.ID, f.venue.ID, f.ada.ID, advancing.SendInput{})
	must(t, err)
	if m.To[0].Email != f.ada.Email || m.Subject != f.packet.Title || m.ReplyTo == nil || m.ReplyTo.Email != f.user.Email ||
		!strings.Contains(m.Text, portalBase+"preview") || !strings.Contains(m.Text, "Production manager") {
		t.Errorf("the preview = %+v", m)
	}
	_, err = f.sender.Preview(ctx, f.manager, f.packet.ID, f.venue.ID, f.bo.ID, advancing.SendInput{})
	wantKind(t, "a person outside the audience", err, kernel.KindNotFound)
	_, err = f.sender.Preview(ctx, f.manager, f.packet.ID, f.venue.ID, f.nomail.ID, advancing.SendInput{})
	wantPointer(t, "a contact without an address", err, "/person_id")
	if len(f.mailer.messages()) != 0 {
		t.Errorf("a preview was mailed")
	}
}

// The preview is the mail that is sent: with the same input, its subject, text
// and HTML are the delivered mail's, but for the portal link, which only the
// delivered mail holds.
func TestPreviewIsTheDeliveredMailButForTheLink(t *testing.T) {
	f := newSendFixture(t)
	in := advancing.SendInput{Subject: "Please confirm by Friday", Note: "Thanks & see you\non the day <3",
		ReplyTo: "Tour Desk <desk@example.com>"}
	preview, err := f.sender.Preview(ctx, f.manager, f.packet.ID, f.venue.ID, f.ada.ID, in)
	must(t, err)
	f.send(t, in)
	f.deliverAll(t)
	sent := f.mailTo(t, f.ada.Email)
	token := tokenOf(t, sent)
	unlinked := func(s string) string { return strings.ReplaceAll(s, token, app.PreviewToken) }
	if preview.Subject != sent.Subject || preview.Subject != in.Subject {
		t.Errorf("subjects: preview %q, sent %q", preview.Subject, sent.Subject)
	}
	if preview.Text != unlinked(sent.Text) {
		t.Errorf("text parts differ:\npreview:\n%s\nsent:\n%s", preview.Text, sent.Text)
	}
	if preview.HTML != unlinked(sent.HTML) {
		t.Errorf("HTML parts differ:\npreview:\n%s\nsent:\n%s", preview.HTML, sent.HTML)
	}
	if *preview.ReplyTo != *sent.ReplyTo || !strings.Contains(preview.Text, "on the day <3") ||
		!strings.Contains(preview.HTML, "on the day &lt;3") {
		t.Errorf("the preview lacks the note or the reply-to address: %+v", preview)
	}
	_, err = f.sender.Preview(ctx, f.manager, f.packet.ID, f.venue.ID, f.ada.ID, advancing.SendInput{Note: strings.Repeat("n", app.MaxNoteRunes+1)})
	wantPointer(t, "a note the send would refuse", err, "/note")
}
