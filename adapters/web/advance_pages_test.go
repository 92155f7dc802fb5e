package web

import (
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/kernel"
)

// Every advancing page answers 200 with the security headers, one h1 and no
// inline code, for a manager and (the read-only ones) for a member.
func TestEveryAdvancingPageAnswersWithTheSecurityHeaders(t *testing.T) {
	f := newAdvanceFixture(t)
	read := []string{"/advancing", f.packetPath(), f.batchPath(), f.batchPath() + "?stage=sent"}
	edit := []string{f.sendPath(f.promoters), f.sendPath(f.crew), f.batchPath() + "/cancel"}
	check := func(b *browser, path string) {
		t.Run(path, func(t *testing.T) {
			r := b.get(path)
			wantStatus(t, r, http.StatusOK)
			wantPageHeaders(t, r)
			wantCleanHTML(t, r)
		})
	}
	manager, member := f.signedIn("mia@example.com"), f.signedIn("mo@example.com")
	for _, p := range append(read, edit...) {
		check(manager, p)
	}
	for _, p := range read {
		check(member, p)
	}
}

func TestTheAdvancingPagesNeedASignedInPerson(t *testing.T) {
	f := newAdvanceFixture(t)
	r := f.browser().get(f.packetPath())
	wantStatus(t, r, http.StatusSeeOther)
	if want := "/signin?next=" + url.QueryEscape(f.packetPath()); r.location() != want {
		t.Errorf("Location %q, want %q", r.location(), want)
	}
}

func TestTheOverviewListsProjectsWithTheirPackets(t *testing.T) {
	f := newAdvanceFixture(t)
	r := f.signedIn("mo@example.com").get("/advancing")
	wantStatus(t, r, http.StatusOK)
	wantContains(t, r, `aria-current="page">Advancing</a>`, "Spring tour", "Empty project",
		`href="`+f.packetPath()+`">Berlin, Columbiahalle</a>`, "Club show", "0 of 2", "Overdue",
		"This project has no advance packets yet.")
}

func TestThePacketPageShowsSectionsAudiencesAndSends(t *testing.T) {
	f := newAdvanceFixture(t)
	old, _ := f.sendTo(f.pat)
	f.adv.mu.Lock()
	past := f.clock.Now().Add(-time.Minute)
	f.adv.batches[len(f.adv.batches)-1].ExpiresAt = &past
	f.adv.mu.Unlock()
	r := f.signedIn("mo@example.com").get(f.packetPath())
	wantStatus(t, r, http.StatusOK)
	wantContains(t, r, `href="/advancing/batches/`+string(old.ID)+`">Second round</a>`, "Expired", "Open", "Schedule", "Load-in time", "14:00", "Not confirmed", "Hospitality and catering",
		"Promoter", "Pat Promoter", "pat@example.com", "Nic Noaddress", "no e-mail", "Touring crew", "Cy Crew",
		`href="`+f.batchPath()+`">Berlin, Columbiahalle</a>`)
}

// A member reads the packet and its board without any control to change
// them, and is refused (403) every change and every form page.
func TestAMemberSeesNoControlsAndIsRefusedEveryChange(t *testing.T) {
	f := newAdvanceFixture(t)
	b := f.signedIn("mo@example.com")
	page := b.get(f.packetPath())
	for _, control := range []string{"<form method=\"post\" action=\"/advancing", "/send\"", "<details", "Edit"} {
		if strings.Contains(page.body, control) {
			t.Errorf("the packet page offers a member %q", control)
		}
	}
	if board := b.get(f.batchPath()); strings.Contains(board.body, "/cancel") {
		t.Errorf("the board offers a member to cancel")
	}
	for _, path := range []string{f.sendPath(f.promoters), f.batchPath() + "/cancel"} {
		r := b.get(path)
		wantStatus(t, r, http.StatusForbidden)
		wantPageHeaders(t, r)
	}
	posts := []struct {
		path string
		form url.Values
	}{
		{f.sectionPath(f.schedule), url.Values{"title": {"Hacked"}, "status": {"complete"}}},
		{f.packetPath() + "/audiences/" + string(f.promoters), url.Values{contactsField: {string(f.cy.ID)}}},
		{f.packetPath() + "/audiences/" + string(f.promoters) + "/preview", url.Values{"contact": {string(f.pat.ID)}}},
		{f.sendPath(f.promoters), url.Values{"subject": {"x"}}},
		{f.batchPath() + "/cancel", nil},
	}
	for _, p := range posts {
		r := b.post(p.path, p.form)
		wantStatus(t, r, http.StatusForbidden)
		wantContains(t, r, "You cannot do this")
	}
	if f.adv.edits != 0 || f.adv.sends != 0 || len(f.adv.batches) != 1 || f.adv.batches[0].CancelledAt != nil {
		t.Errorf("a member changed something: %d edits, %d sends", f.adv.edits, f.adv.sends)
	}
}

func TestAManagerEditsASection(t *testing.T) {
	f := newAdvanceFixture(t)
	b := f.signedIn("mia@example.com")
	page := b.get(f.packetPath())
	wantContains(t, page, `action="`+f.sectionPath(f.schedule)+`"`, `type="date"`, `name="field.load_in"`,
		`value="14:00"`, `<option value="requested" selected>Requested</option>`)
	// Complete is asked for with an item cleared: the status follows the
	// items, as on the portal, and the page says why.
	r := b.post(f.sectionPath(f.schedule), url.Values{"title": {"Day schedule"}, "status": {"complete"},
		"due_on": {"2026-12-01"}, "field.load_in": {"13:00"}, "field.doors": {""}})
	wantStatus(t, r, http.StatusSeeOther)
	if want := f.packetPath() + "#section-" + string(f.schedule); r.location() != want {
		t.Errorf("Location %q, want %q", r.location(), want)
	}
	wantContains(t, b.get(f.packetPath()), "The section “Day schedule” is saved. It is in progress rather than complete: "+
		"1 of its 2 items are confirmed", "13:00", "In progress</span> · 1 of 2 items confirmed", `datetime="2026-12-01"`)
	sec := f.adv.packets[f.packet.ID].Sections[0]
	if sec.Title != "Day schedule" || sec.Status != advancing.SectionInProgress || sec.DueOn == nil || *sec.DueOn != "2026-12-01" {
		t.Errorf("section after the edit: %+v", sec)
	}
	// An empty due date clears it.
	b.post(f.sectionPath(f.schedule), url.Values{"title": {"Day schedule"}, "status": {"in_progress"}, "due_on": {""}})
	if f.adv.packets[f.packet.ID].Sections[0].DueOn != nil {
		t.Errorf("the due date was not cleared")
	}
}

func TestARefusedSectionEditIsShownAtItsFields(t *testing.T) {
	f := newAdvanceFixture(t)
	b := f.signedIn("mia@example.com")
	b.get(f.packetPath())
	id := "s-" + string(f.schedule) + "-"
	tests := []struct {
		name  string
		form  url.Values
		field string
		msg   string
	}{
		{"a date that is not one", url.Values{"title": {"Schedule"}, "status": {"requested"}, "due_on": {"next week"}},
			id + "due", "Enter the due date as a date"},
		{"a status not offered", url.Values{"title": {"Schedule"}, "status": {"finished"}}, id + "status",
			"Choose one of the statuses offered"},
		{"an empty title, refused by the use case", url.Values{"title": {""}, "status": {"requested"}}, id + "title",
			"Enter the section&#39;s title"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := b.post(f.sectionPath(f.schedule), tt.form)
			wantStatus(t, r, http.StatusUnprocessableEntity)
			wantContains(t, r, `<details class="edit" open>`, `href="#`+tt.field+`"`, `id="`+tt.field+`-error"`,
				`aria-invalid="true"`, tt.msg)
		})
	}
	if f.adv.edits != 0 {
		t.Errorf("a refused edit was saved")
	}
}

func TestAManagerSetsAnAudiencesPeopleAndSections(t *testing.T) {
	f := newAdvanceFixture(t)
	b := f.signedIn("mia@example.com")
	page := b.get(f.packetPath())
	prefix := "a-" + string(f.promoters) + "-"
	wantContains(t, page, `id="`+prefix+`c-`+string(f.pat.ID)+`" name="contacts[]" value="`+string(f.pat.ID)+`"`,
		`id="`+prefix+`c-`+string(f.nic.ID)+`-hint">no e-mail · Runner</p>`,
		`href="`+f.sendPath(f.promoters)+`"`)
	r := b.post(f.packetPath()+"/audiences/"+string(f.promoters), url.Values{
		contactsField: {string(f.pat.ID), string(f.cy.ID)}, sectionsField: {string(f.schedule), string(f.hospitality)}})
	wantStatus(t, r, http.StatusSeeOther)
	wantContains(t, b.get(r.location()), "The audience “Promoter” is saved.")
	aud := f.adv.packets[f.packet.ID].Audiences[0]
	if len(aud.Contacts) != 2 || aud.Contacts[1] != f.cy.ID || len(aud.Sections) != 2 {
		t.Errorf("audience after the edit: %+v", aud)
	}
	// A person the organization does not have is refused, with the boxes as they were checked.
	stranger := kernel.NewID()
	r = b.post(f.packetPath()+"/audiences/"+string(f.promoters), url.Values{contactsField: {string(stranger)}})
	wantStatus(t, r, http.StatusUnprocessableEntity)
	wantContains(t, r, "A chosen person is not among your organization", `<details class="edit" open>`)
	if strings.Contains(r.body, `value="`+string(f.pat.ID)+`" aria-describedby="`+prefix+`c-`+string(f.pat.ID)+`-hint" checked`) {
		t.Errorf("the refused form does not show the boxes as they were checked")
	}
}

func TestAnotherOrganizationsPacketIsNotFound(t *testing.T) {
	f := newAdvanceFixture(t)
	other := f.platform.addOrg("beta", "Beta Festival")
	f.platform.addUser("bo@example.com", "Bo Beta", password, other, "owner")
	b := f.signedIn("bo@example.com")
	for _, path := range []string{f.packetPath(), f.batchPath(), "/advancing/packets/not-an-id"} {
		wantStatus(t, b.get(path), http.StatusNotFound)
	}
	wantStatus(t, b.post(f.sectionPath(f.schedule), url.Values{"title": {"x"}, "status": {"requested"}}), http.StatusNotFound)
}

// Without the advancing ports, the pages are not mounted and the navigation
// does not offer them.
func TestTheAdvancingPagesAreOptional(t *testing.T) {
	f := newFixture(t)
	b := f.signedIn("ada@example.com")
	wantStatus(t, b.get("/advancing"), http.StatusNotFound)
	wantStatus(t, f.browser().get("/portal/rc_portal_x"), http.StatusNotFound)
	if r := b.get("/settings/tokens"); strings.Contains(r.body, `href="/advancing"`) {
		t.Errorf("the navigation offers the advancing pages")
	}
	adv := newAdvance(f.clock, f.platform, f.org)
	_, err := New(Config{PublicURL: "http://roadcase.test"}, Deps{Accounts: f.platform, Team: f.platform,
		Tokens: f.platform, Sessions: f.sessions, Advancing: adv})
	if err == nil {
		t.Errorf("New accepted Advancing without Workspace and Send")
	}
}

func TestFieldPointersNameTheirInputs(t *testing.T) {
	ids := sectionIDs("S")
	tests := []struct{ pointer, want string }{
		{"/title", "s-S-title"},
		{"/status", "s-S-status"},
		{"/due_on", "s-S-due"},
		{"/fields/load_in", "s-S-f-load_in"},
		{"/fields/a~1b", "s-S-f-a-b"},
		{"/fields", ""},
		{"/elsewhere", ""},
	}
	for _, tt := range tests {
		if got := ids(tt.pointer); got != tt.want {
			t.Errorf("sectionIDs(%q) = %q, want %q", tt.pointer, got, tt.want)
		}
	}
	if got := fieldKeyOf("/fields/a~1b~0c"); got != "a/b~c" {
		t.Errorf("fieldKeyOf unescapes to %q", got)
	}
}
