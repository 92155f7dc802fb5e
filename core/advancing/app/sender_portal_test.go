package app_test

import (
	"strings"
	"testing"

	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/advancing/app"
	"github.com/roadcase/roadcase/core/kernel"
)

// wantUnusable checks that every portal call refuses token alike.
func wantUnusable(t *testing.T, what string, s *app.Sender, token string) {
	t.Helper()
	check := func(call string, err error) {
		t.Helper()
		if e, ok := kernel.AsError(err); !ok || e.Kind != kernel.KindNotFound || e.Code != "link_unusable" {
			t.Errorf("%s: %s: error %v, want not found link_unusable", what, call, err)
		}
	}
	_, err := s.Open(ctx, token)
	check("Open", err)
	_, err = s.ViewSection(ctx, token, kernel.NewID())
	check("ViewSection", err)
	_, err = s.SaveSection(ctx, token, kernel.NewID(), nil)
	check("SaveSection", err)
	check("Acknowledge", s.Acknowledge(ctx, token))
}

// delivered sends the packet to the venue audience, delivers it and returns
// the batch and Ada's portal token.
func (f *sendFixture) delivered(t *testing.T) (advancing.SendBatch, string) {
	t.Helper()
	b := f.send(t, advancing.SendInput{})
	f.deliverAll(t)
	return b, tokenOf(t, f.mailTo(t, f.ada.Email))
}

func TestThePortalShowsOnlyTheAudiencesSections(t *testing.T) {
	f := newSendFixture(t)
	b, token := f.delivered(t)
	v, err := f.sender.Open(ctx, token)
	must(t, err)
	if v.Recipient.PersonID != f.ada.ID || v.Batch.ID != b.ID || v.Organization == "" || v.Acknowledged {
		t.Errorf("the view = %+v", v)
	}
	if len(v.Packet.Sections) != 2 || v.Packet.Sections[0].ID != f.packet.Sections[0].ID ||
		v.Packet.Sections[1].ID != f.packet.Sections[1].ID {
		t.Errorf("the view shows sections %+v, want the venue's two", v.Packet.Sections)
	}
	if len(v.Packet.Audiences) != 1 || v.Packet.Audiences[0].ID != f.venue.ID || v.Packet.Audiences[0].Contacts != nil {
		t.Errorf("the view shows audiences %+v, want only the recipient's, without its contacts", v.Packet.Audiences)
	}
	_, err = f.sender.Open(ctx, token)
	must(t, err)
	_, err = f.sender.ViewSection(ctx, token, f.packet.Sections[2].ID)
	wantKind(t, "the crew's section", err, kernel.KindNotFound)
	_, err = f.sender.SaveSection(ctx, token, f.packet.Sections[2].ID, nil)
	wantKind(t, "saving the crew's section", err, kernel.KindNotFound)
	sec, err := f.sender.ViewSection(ctx, token, f.packet.Sections[1].ID)
	must(t, err)
	if sec.Section.ID != f.packet.Sections[1].ID {
		t.Errorf("viewed %s", sec.Section.ID)
	}
	wantReached(t, f.board(t, b.ID), map[advancing.Stage]int{advancing.StageOpened: 1, advancing.StageViewed: 1,
		advancing.StageAcknowledged: 0})
	must(t, f.sender.Acknowledge(ctx, token))
	must(t, f.sender.Acknowledge(ctx, token))
	v, err = f.sender.Open(ctx, token)
	must(t, err)
	if !v.Acknowledged {
		t.Errorf("the view does not say the packet was acknowledged")
	}
	wantReached(t, f.board(t, b.ID), map[advancing.Stage]int{advancing.StageAcknowledged: 1})
	events, err := f.b.Send().FindRecipientEvents(ctx, f.org, v.Recipient.ID)
	must(t, err)
	if len(events) != 5 { // queued, sent, opened, viewed, acknowledged: repeats are kept once
		t.Errorf("%d events, want 5: %+v", len(events), events)
	}
}

func TestUnusableLinksAreRefusedAlike(t *testing.T) {
	f := newSendFixture(t)
	f.delivered(t)
	for name, token := range map[string]string{
		"an empty token":       "",
		"a malformed token":    "hello",
		"an unknown token":     advancing.NewPortalToken(),
		"an overlong token":    advancing.PortalTokenPrefix + strings.Repeat("a", 300),
		"the preview's token":  app.PreviewToken,
		"a placeholder's hash": f.queue.enqueued[0].TokenHash,
	} {
		wantUnusable(t, name, f.sender, token)
	}
}

func TestSavingASectionSetsItsFieldsAndStatus(t *testing.T) {
	f := newSendFixture(t)
	_, token := f.delivered(t)
	sec := f.packet.Sections[0]
	first, second := sec.Fields[0].Key, sec.Fields[1].Key
	saved, err := f.sender.SaveSection(ctx, token, sec.ID, map[string]string{first: "  14:00  "})
	must(t, err)
	if got := saved.Section; got.Status != advancing.SectionInProgress || got.Fields[0].Value == nil ||
		*got.Fields[0].Value != "14:00" || got.CompletedAt != nil {
		t.Errorf("after a partial save: %+v", got)
	}
	if saved.View.Packet.Status != advancing.StatusInProgress {
		t.Errorf("the packet is %s", saved.View.Packet.Status)
	}
	all := map[string]string{}
	for _, fl := range sec.Fields {
		all[fl.Key] = "yes"
	}
	saved, err = f.sender.SaveSection(ctx, token, sec.ID, all)
	must(t, err)
	if got := saved.Section; got.Status != advancing.SectionComplete || got.CompletedAt == nil || got.Confirmed() != len(got.Fields) {
		t.Errorf("after filling every field: %+v", got)
	}
	saved, err = f.sender.SaveSection(ctx, token, sec.ID, map[string]string{second: " "})
	must(t, err)
	if got := saved.Section; got.Status != advancing.SectionInProgress || got.Fields[1].Value != nil || got.CompletedAt != nil {
		t.Errorf("after clearing a field: %+v", got)
	}
	p, err := f.svc.Packet(ctx, f.org, string(f.packet.ID))
	must(t, err)
	if p.Sections[0].Fields[0].Value == nil || *p.Sections[0].Fields[0].Value != "yes" {
		t.Errorf("the packet holds %+v", p.Sections[0].Fields)
	}
	_, err = f.sender.SaveSection(ctx, token, sec.ID, map[string]string{"parking": "x", first: "ok"})
	wantPointer(t, "an unknown field", err, "/fields/parking")
	_, err = f.sender.SaveSection(ctx, token, sec.ID, map[string]string{first: strings.Repeat("x", 2001)})
	wantPointer(t, "a long value", err, "/fields/"+first)
	p, err = f.svc.Packet(ctx, f.org, string(f.packet.ID))
	must(t, err)
	if *p.Sections[0].Fields[0].Value != "yes" {
		t.Errorf("a refused save changed the section")
	}
}

// The recipient's save and the manager's edit apply one rule, the items':
// saving some of a complete section's fields keeps it complete while every
// item stays confirmed, and a manager's "complete" with items to confirm
// leaves the section in progress.
func TestThePortalAndTheManagerSettleASectionsStatusAlike(t *testing.T) {
	f := newSendFixture(t)
	f.send(t, advancing.SendInput{})
	f.deliverAll(t)
	token := tokenOf(t, f.mailTo(t, f.ada.Email))
	sec := f.packet.Sections[0]
	all := map[string]string{}
	for _, fl := range sec.Fields {
		all[fl.Key] = "confirmed"
	}
	_, err := f.sender.SaveSection(ctx, token, sec.ID, all)
	must(t, err)
	some := map[string]string{sec.Fields[0].Key: "14:00", sec.Fields[1].Key: "15:00", sec.Fields[2].Key: "19:00"}
	saved, err := f.sender.SaveSection(ctx, token, sec.ID, some)
	must(t, err)
	if got := saved.Section; got.Status != advancing.SectionComplete || got.CompletedAt == nil {
		t.Errorf("saving three fields of a complete section: %s", got.Status)
	}
	p, err := f.sender.EditSection(ctx, f.manager, f.packet.ID, sec.ID, advancing.SectionEdit{Fields: some})
	must(t, err)
	if got := p.Sections[0]; got.Status != advancing.SectionComplete || got.Status != got.ItemStatus() {
		t.Errorf("the manager's same save: %s", got.Status)
	}
	complete := advancing.SectionComplete
	p, err = f.sender.EditSection(ctx, f.manager, f.packet.ID, sec.ID,
		advancing.SectionEdit{Status: &complete, Fields: map[string]string{sec.Fields[3].Key: ""}})
	must(t, err)
	if got := p.Sections[0]; got.Status != advancing.SectionInProgress || got.CompletedAt != nil {
		t.Errorf("complete asked for with an item cleared: %s", got.Status)
	}
	view, err := f.sender.ViewSection(ctx, token, sec.ID)
	must(t, err)
	if view.Section.Status != p.Sections[0].Status {
		t.Errorf("the portal reads %s, the manager %s", view.Section.Status, p.Sections[0].Status)
	}
}
