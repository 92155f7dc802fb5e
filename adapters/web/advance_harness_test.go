package web

import (
	"io"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
)

// advanceFixture is a server over fakes with the advancing pages and the
// portal mounted: the organization of fixture with a manager besides its owner
// and member, one project with one packet of two sections and two audiences,
// three contacts (one without an e-mail address) and a batch already sent to
// the promoters, whose portal tokens the test holds.
type advanceFixture struct {
	*fixture
	adv     *advance
	manager identity.User

	packet                advancing.Packet
	schedule, hospitality kernel.ID // sections: promoters see the schedule only, crew both
	promoters, crew       kernel.ID // audiences
	pat, nic, cy          advancing.Contact
	batch                 advancing.SendBatch
	token                 string // Pat's portal token in batch
}

func newAdvanceFixture(t *testing.T) *advanceFixture {
	return newAdvanceFixtureWith(t, Config{PublicURL: "http://roadcase.test"})
}

func newAdvanceFixtureWith(t *testing.T, cfg Config) *advanceFixture {
	t.Helper()
	clock := &kernel.FixedClock{T: time.Now().UTC()}
	base := &fixture{t: t, clock: clock, platform: newPlatform(clock), sessions: newSessions()}
	base.org = base.platform.addOrg("acme", "Acme Touring")
	base.owner = base.platform.addUser("ada@example.com", "Ada Owner", password, base.org, identity.RoleOwner)
	base.member = base.platform.addUser("mo@example.com", "Mo Member", password, base.org, identity.RoleMember)
	f := &advanceFixture{fixture: base, adv: newAdvance(clock, base.platform, base.org)}
	f.manager = base.platform.addUser("mia@example.com", "Mia Manager", password, base.org, identity.RoleManager)
	cfg.Clock = clock
	s, err := New(cfg, Deps{Accounts: base.platform, Team: base.platform, Tokens: base.platform, Sessions: base.sessions,
		Advancing: f.adv, Workspace: f.adv, Send: f.adv, Portal: f.adv})
	if err != nil {
		t.Fatal(err)
	}
	base.server, base.handler = s, s.Handler()
	f.seed()
	return f
}

// seed builds the organization's project, packet, contacts and first batch.
func (f *advanceFixture) seed() {
	today := kernel.DateOf(f.clock.Now(), time.UTC)
	due, past := today.AddDays(14), today.AddDays(-3)
	value := "14:00"
	f.pat = advancing.Contact{ID: kernel.NewID(), Name: "Pat Promoter", Email: "pat@example.com", Role: "Promoter"}
	f.nic = advancing.Contact{ID: kernel.NewID(), Name: "Nic Noaddress", Role: "Runner"}
	f.cy = advancing.Contact{ID: kernel.NewID(), Name: "Cy Crew", Email: "cy@example.com", Role: "Stage manager"}
	f.schedule, f.hospitality = kernel.NewID(), kernel.NewID()
	f.promoters, f.crew = kernel.NewID(), kernel.NewID()
	p := advancing.Packet{ID: kernel.NewID(), OrgID: f.org.ID, ProjectID: kernel.NewID(), Kind: advancing.KindClubShow,
		Title: "Berlin, Columbiahalle", Status: advancing.StatusSent, DueOn: &past,
		Sections: []advancing.Section{
			{ID: f.schedule, Kind: advancing.SectionSchedule, Title: "Schedule", Required: true,
				Status: advancing.SectionRequested, DueOn: &due, Fields: []advancing.Field{
					{Key: "load_in", Label: "Load-in time", Value: &value}, {Key: "doors", Label: "Doors"}}},
			{ID: f.hospitality, Kind: advancing.SectionHospitality, Title: "Hospitality and catering", Required: true,
				Status: advancing.SectionNotStarted, Fields: []advancing.Field{{Key: "catering", Label: "Catering"}}},
		},
		Audiences: []advancing.Audience{
			{ID: f.promoters, Kind: advancing.AudiencePromoter, Label: "Promoter", Contacts: []kernel.ID{f.pat.ID, f.nic.ID},
				Sections: []kernel.ID{f.schedule}},
			{ID: f.crew, Kind: advancing.AudienceCrew, Label: "Touring crew", Contacts: []kernel.ID{f.cy.ID},
				Sections: []kernel.ID{f.schedule, f.hospitality}},
		}}
	starts, ends := today.AddDays(20), today.AddDays(40)
	a := f.adv
	a.mu.Lock()
	defer a.mu.Unlock()
	a.packets[p.ID] = &p
	a.projects = []advancing.ProjectPackets{{ProjectID: p.ProjectID, Name: "Spring tour", StartsOn: &starts, EndsOn: &ends,
		Packets: []advancing.Packet{p}}, {ProjectID: kernel.NewID(), Name: "Empty project"}}
	a.contacts = []advancing.Contact{f.cy, f.nic, f.pat}
	f.packet = clonePacket(p)
	var tokens []string
	f.batch, tokens = a.addBatch(&p, p.Audiences[0], []advancing.Contact{f.pat}, "")
	f.token = tokens[0]
}

// sendTo records a new batch of the promoters' packet to people and returns
// it with their tokens, as a send through the pages would.
func (f *advanceFixture) sendTo(people ...advancing.Contact) (advancing.SendBatch, []string) {
	f.adv.mu.Lock()
	defer f.adv.mu.Unlock()
	p := f.adv.packets[f.packet.ID]
	return f.adv.addBatch(p, p.Audiences[0], people, "Second round")
}

func (f *advanceFixture) packetPath() string { return "/advancing/packets/" + string(f.packet.ID) }
func (f *advanceFixture) batchPath() string  { return "/advancing/batches/" + string(f.batch.ID) }
func (f *advanceFixture) sendPath(aud kernel.ID) string {
	return f.packetPath() + "/audiences/" + string(aud) + "/send"
}
func (f *advanceFixture) sectionPath(sec kernel.ID) string {
	return f.packetPath() + "/sections/" + string(sec)
}
func (f *advanceFixture) portalPath(token string) string { return "/portal/" + token }

// wantPortalHeaders checks the headers of a portal page: the pages' own, with
// no referrer, no store and no index.
func wantPortalHeaders(t *testing.T, r response) {
	t.Helper()
	want := map[string]string{
		"Content-Security-Policy": contentSecurityPolicy,
		"X-Content-Type-Options":  "nosniff",
		"Referrer-Policy":         "no-referrer",
		"Cache-Control":           "no-store",
		"X-Frame-Options":         "DENY",
		"Content-Type":            "text/html; charset=utf-8",
	}
	for k, v := range want {
		if got := r.header.Get(k); got != v {
			t.Errorf("%s = %q, want %q", k, got, v)
		}
	}
	if got := r.header.Get("X-Robots-Tag"); !strings.Contains(got, "noindex") {
		t.Errorf("X-Robots-Tag = %q, want noindex", got)
	}
	if c := r.header.Get("Set-Cookie"); c != "" {
		t.Errorf("a portal page set a cookie: %s", c)
	}
}

// wantNoInlineCode checks what the CSP would break, and the outline: no inline
// script or style, one h1.
func wantNoInlineCode(t *testing.T, r response) {
	t.Helper()
	for _, tag := range inlineScript.FindAllString(r.body, -1) {
		if !strings.Contains(tag, ` src="/static/`) {
			t.Errorf("inline script: %s", tag)
		}
	}
	for _, bad := range []string{" style=", "<style", " onclick=", " onload=", "javascript:", "<iframe"} {
		if strings.Contains(r.body, bad) {
			t.Errorf("page contains %q", bad)
		}
	}
	if n := len(h1Pattern.FindAllString(r.body, -1)); n != 1 {
		t.Errorf("%d h1 elements, want 1", n)
	}
}

// from serves r as sent from addr (host:port), without a cookie.
func (f *fixture) from(addr string, r *http.Request) response {
	f.t.Helper()
	r.RemoteAddr = addr
	w := httptest.NewRecorder()
	f.handler.ServeHTTP(w, r)
	res := w.Result()
	body, _ := io.ReadAll(res.Body)
	return response{status: res.StatusCode, header: res.Header, body: string(body)}
}

// actionOrHref finds the addresses a page links to or posts to.
var actionOrHref = regexp.MustCompile(`(?:action|href|formaction)="([^"]*)"`)
