package web

import (
	"bytes"
	"errors"
	"log/slog"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/kernel"
)

// Every portal page answers with the pages' security headers and the portal's
// own, sets no cookie and runs no inline code, whether the link works or not.
func TestEveryPortalPageAnswersWithTheSecurityHeaders(t *testing.T) {
	f := newAdvanceFixture(t)
	base := f.portalPath(f.token)
	tests := []struct {
		method, path string
		status       int
	}{
		{http.MethodGet, base, http.StatusOK},
		{http.MethodGet, base + "/sections/" + string(f.schedule), http.StatusOK},
		{http.MethodGet, base + "/sections/" + string(f.schedule) + "?saved=1", http.StatusOK},
		{http.MethodGet, base + "/acknowledge", http.StatusSeeOther}, // not yet acknowledged: to the packet
		{http.MethodPost, base + "/acknowledge", http.StatusSeeOther},
		{http.MethodGet, base + "/acknowledge", http.StatusOK},
		{http.MethodGet, base + "/sections/" + string(f.hospitality), http.StatusNotFound},
		{http.MethodGet, "/portal/rc_portal_wrong", http.StatusNotFound},
		{http.MethodGet, base + "/elsewhere", http.StatusNotFound},
	}
	for _, tt := range tests {
		t.Run(tt.method+" "+RedactPath(tt.path), func(t *testing.T) {
			var r response
			if tt.method == http.MethodPost {
				r = f.browser().post(tt.path, nil)
			} else {
				r = f.browser().get(tt.path)
			}
			wantStatus(t, r, tt.status)
			if tt.status == http.StatusSeeOther { // a redirect: the portal's headers, no page
				if r.header.Get("Referrer-Policy") != "no-referrer" || r.header.Get("Cache-Control") != "no-store" {
					t.Errorf("a portal redirect's headers: %v", r.header)
				}
				return
			}
			wantPortalHeaders(t, r)
			wantNoInlineCode(t, r)
		})
	}
}

func TestThePortalShowsOnlyTheSectionsTheAudienceSees(t *testing.T) {
	f := newAdvanceFixture(t)
	r := f.browser().get(f.portalPath(f.token))
	wantStatus(t, r, http.StatusOK)
	wantContains(t, r, "Hello Pat Promoter,", "<h1>Berlin, Columbiahalle</h1>", "Acme Touring asks you",
		`href="`+f.portalPath(f.token)+`/sections/`+string(f.schedule)+`">Schedule</a>`, "1 of 2 items",
		`action="`+f.portalPath(f.token)+`/acknowledge"`, "Acknowledge")
	for _, hidden := range []string{"Hospitality", string(f.hospitality), "Touring crew", "Cy Crew", "Sign in", "Sign up"} {
		if strings.Contains(r.body, hidden) {
			t.Errorf("the portal shows %q", hidden)
		}
	}
	// Another audience's section is not there, as if it did not exist.
	other := f.browser().get(f.portalPath(f.token) + "/sections/" + string(f.hospitality))
	wantStatus(t, other, http.StatusNotFound)
	gone := f.browser().get("/portal/rc_portal_wrong")
	if other.body != gone.body {
		t.Errorf("another audience's section and a wrong link answer differently")
	}
}

// A wrong link, a cancelled one, an expired one and a malformed section all get
// the same plain page, byte for byte.
func TestALinkThatDoesNotWorkGetsOnePlainPage(t *testing.T) {
	f := newAdvanceFixture(t)
	wrong := f.browser().get("/portal/" + advancing.NewPortalToken())
	wantStatus(t, wrong, http.StatusNotFound)
	wantContains(t, wrong, "This link does not work. Ask the person who sent it for a new one.")
	for _, leak := range []string{"expired", "cancelled", "not found", "Page not found"} {
		if strings.Contains(wrong.body, leak) {
			t.Errorf("the page says %q", leak)
		}
	}
	cancelled, cancelledTokens := f.sendTo(f.pat)
	expired, expiredTokens := f.sendTo(f.cy)
	f.adv.mu.Lock()
	for _, b := range f.adv.batches {
		if b.ID == cancelled.ID {
			now := f.clock.Now()
			b.CancelledAt = &now
		}
		if b.ID == expired.ID {
			past := f.clock.Now().Add(-1)
			b.ExpiresAt = &past
		}
	}
	f.adv.mu.Unlock()
	for name, path := range map[string]string{
		"cancelled":         f.portalPath(cancelledTokens[0]),
		"expired":           f.portalPath(expiredTokens[0]),
		"malformed section": f.portalPath(f.token) + "/sections/nope",
		"not a token":       "/portal/%3Cscript%3E",
	} {
		r := f.browser().get(path)
		wantStatus(t, r, http.StatusNotFound)
		if r.body != wrong.body {
			t.Errorf("%s: the page differs from a wrong link's", name)
		}
	}
	r := f.browser().post(f.portalPath(expiredTokens[0])+"/acknowledge", nil)
	wantStatus(t, r, http.StatusNotFound)
	if r.body != wrong.body {
		t.Errorf("acknowledging an expired link: the page differs from a wrong link's")
	}
}

func TestARecipientFillsInASection(t *testing.T) {
	f := newAdvanceFixture(t)
	path := f.portalPath(f.token) + "/sections/" + string(f.schedule)
	page := f.browser().get(path)
	wantStatus(t, page, http.StatusOK)
	wantContains(t, page, "<h1>Schedule</h1>", `action="`+path+`"`, `id="f-load_in" name="field.load_in" type="text" value="14:00"`,
		`<label for="f-doors">Doors</label>`, `href="`+f.portalPath(f.token)+`">Berlin, Columbiahalle</a>`)
	if strings.Contains(page.body, "Saved") {
		t.Errorf("a first visit says Saved")
	}
	r := f.browser().post(path, url.Values{"field.load_in": {"13:30"}, "field.doors": {"19:00"}})
	wantStatus(t, r, http.StatusSeeOther)
	if r.location() != path+"?saved=1" {
		t.Errorf("Location %q", r.location())
	}
	after := f.browser().get(r.location())
	// Both items confirmed: the section is complete, by its items.
	wantContains(t, after, "Saved. Thank you.", `value="13:30"`, `value="19:00"`,
		`<span class="status status-complete">Complete</span> · 2 of 2 items confirmed`)
	if got := f.adv.saved[f.schedule]; got["doors"] != "19:00" || got["load_in"] != "13:30" {
		t.Errorf("saved %v", got)
	}
}

func TestRefusedValuesAreShownAtTheirFields(t *testing.T) {
	f := newAdvanceFixture(t)
	path := f.portalPath(f.token) + "/sections/" + string(f.schedule)
	long := strings.Repeat("x", maxFieldValue+1)
	r := f.browser().post(path, url.Values{"field.load_in": {"13:30"}, "field.doors": {long}, "field.bogus": {"x"}})
	wantStatus(t, r, http.StatusUnprocessableEntity)
	wantPortalHeaders(t, r)
	wantContains(t, r, "There is a problem", `href="#f-doors"`, `id="f-doors-error"`,
		"Doors is at most 200 characters long", `aria-invalid="true"`, `value="`+long+`"`, `value="13:30"`,
		"<li>This section has no such item</li>")
	if _, saved := f.adv.saved[f.schedule]; saved {
		t.Errorf("refused values were saved")
	}
}

func TestARecipientAcknowledges(t *testing.T) {
	f := newAdvanceFixture(t)
	r := f.browser().post(f.portalPath(f.token)+"/acknowledge", nil)
	wantStatus(t, r, http.StatusSeeOther)
	r = f.browser().get(r.location())
	wantStatus(t, r, http.StatusOK)
	wantContains(t, r, "<h1>Thank you</h1>", `href="`+f.portalPath(f.token)+`"`)
	if !f.adv.links[f.token].acknowledged {
		t.Fatal("the acknowledgement was not recorded")
	}
	open := f.browser().get(f.portalPath(f.token))
	wantContains(t, open, "You acknowledged this packet.")
	if strings.Contains(open.body, "/acknowledge") {
		t.Errorf("an acknowledged packet offers to acknowledge it again")
	}
}

// The portal has no session, so its forms carry no synchronizer token; a post
// from another site is still refused by the cross-origin check.
func TestAPortalPostFromAnotherSiteIsRefused(t *testing.T) {
	f := newAdvanceFixture(t)
	for _, site := range []string{"cross-site", "same-site"} {
		r := httpPost(f.portalPath(f.token)+"/acknowledge", nil)
		r.Header.Set("Sec-Fetch-Site", site)
		res := f.from("192.0.2.20:1000", r)
		wantStatus(t, res, http.StatusForbidden)
		wantPortalHeaders(t, res)
	}
	r := httpPost(f.portalPath(f.token)+"/sections/"+string(f.schedule), url.Values{"field.doors": {"1"}})
	r.Header.Set("Origin", "https://evil.example")
	wantStatus(t, f.from("192.0.2.20:1000", r), http.StatusForbidden)
	if f.adv.links[f.token].acknowledged || f.adv.saved[f.schedule] != nil {
		t.Errorf("a cross-site post changed something")
	}
}

// Caller strings are escaped everywhere: a section value holding markup is
// shown as text on the packet page and in the portal.
func TestCallerStringsAreEscaped(t *testing.T) {
	f := newAdvanceFixture(t)
	script := `<script>alert("x")</script>`
	f.adv.packets[f.packet.ID].Sections[0].Fields[1].Value = &script
	f.adv.packets[f.packet.ID].Title = "<b>Berlin</b>"
	pages := []response{
		f.signedIn("mia@example.com").get(f.packetPath()),
		f.browser().get(f.portalPath(f.token)),
		f.browser().get(f.portalPath(f.token) + "/sections/" + string(f.schedule)),
	}
	for i, r := range pages {
		if strings.Contains(r.body, "<script>alert") || strings.Contains(r.body, "<b>Berlin") {
			t.Errorf("page %d holds caller markup unescaped", i)
		}
		if !strings.Contains(r.body, "&lt;b&gt;Berlin&lt;/b&gt;") {
			t.Errorf("page %d lacks the escaped title", i)
		}
	}
	wantContains(t, pages[0], "&lt;script&gt;alert(&#34;x&#34;)&lt;/script&gt;")
	wantContains(t, pages[2], `value="&lt;script&gt;alert(&#34;x&#34;)&lt;/script&gt;"`)
}

// The token appears in a portal page only in the portal's own addresses, in
// links and form actions, and nowhere in its headers but a redirect to itself.
func TestThePortalTokenAppearsOnlyInItsOwnAddresses(t *testing.T) {
	f := newAdvanceFixture(t)
	base := f.portalPath(f.token)
	section := base + "/sections/" + string(f.schedule)
	pages := []response{
		f.browser().get(base),
		f.browser().get(section),
		f.browser().post(section, url.Values{"field.doors": {strings.Repeat("x", maxFieldValue+1)}}),
		f.browser().post(base+"/acknowledge", nil),
		f.browser().get(base + "/acknowledge"),
	}
	for i, r := range pages {
		rest := r.body
		for _, m := range actionOrHref.FindAllStringSubmatch(r.body, -1) {
			if strings.Contains(m[1], f.token) {
				if m[1] != base && !strings.HasPrefix(m[1], base+"/") {
					t.Errorf("page %d: the token is in %q", i, m[1])
				}
				rest = strings.ReplaceAll(rest, m[0], "")
			}
		}
		if strings.Contains(rest, f.token) {
			t.Errorf("page %d holds the token outside its own addresses", i)
		}
		for k, vs := range r.header {
			if k == "Location" && (vs[0] == base || strings.HasPrefix(vs[0], base+"/")) {
				continue // a redirect to itself
			}
			if strings.Contains(strings.Join(vs, " "), f.token) {
				t.Errorf("page %d: the token is in the header %s", i, k)
			}
		}
	}
	saved := f.browser().post(section, url.Values{"field.doors": {"20:00"}})
	if loc := saved.location(); !strings.HasPrefix(loc, section) {
		t.Errorf("a save redirects to %q", loc)
	}
}

// The portal allows 60 requests a minute through one link and 300 from one
// address, then answers 429 with Retry-After.
func TestThePortalIsRateLimitedPerTokenAndPerAddress(t *testing.T) {
	f := newAdvanceFixture(t)
	get := func(path, addr string) response {
		return f.from(addr, getRequest(path))
	}
	for i := range portalPerToken {
		// From a new address each time, so that only the link's limit counts.
		if r := get(f.portalPath(f.token), "198.51.100."+strconv.Itoa(i)+":1"); r.status != http.StatusOK {
			t.Fatalf("request %d: status %d", i+1, r.status)
		}
	}
	r := get(f.portalPath(f.token)+"/sections/"+string(f.schedule), "203.0.113.1:1")
	wantStatus(t, r, http.StatusTooManyRequests)
	wantPortalHeaders(t, r)
	if r.header.Get("Retry-After") != "1" {
		t.Errorf("Retry-After %q, want 1", r.header.Get("Retry-After"))
	}
	wantContains(t, r, "Too many requests")
	f.clock.T = f.clock.T.Add(2 * time.Second)
	wantStatus(t, get(f.portalPath(f.token), "203.0.113.1:1"), http.StatusOK)

	// One address guessing links: each link is new, the address is not.
	for i := range portalPerAddress {
		if r := get("/portal/rc_portal_guess"+strconv.Itoa(i), "[2001:db8:1:2::7]:1"); r.status != http.StatusNotFound {
			t.Fatalf("guess %d: status %d", i+1, r.status)
		}
	}
	// Another host of the same /64 shares the address's limit.
	r = get("/portal/rc_portal_guess_more", "[2001:db8:1:2::8]:1")
	wantStatus(t, r, http.StatusTooManyRequests)
	if r.header.Get("Retry-After") == "" {
		t.Errorf("no Retry-After")
	}
	// Another address is not held back.
	wantStatus(t, get(f.portalPath(f.token), "[2001:db8:1:3::7]:1"), http.StatusOK)
}

func getRequest(path string) *http.Request {
	r, _ := http.NewRequest(http.MethodGet, "http://roadcase.test"+path, nil)
	return r
}

func TestTheLimiterForgetsTheLeastRecentlyUsedKey(t *testing.T) {
	c := newLimiterLRU(2, 1, time.Minute)
	a := c.get("a")
	c.get("b")
	c.get("a") // a is now the most recent
	c.get("c") // b goes
	if len(c.entries) != 2 || c.get("a") != a {
		t.Errorf("a was forgotten")
	}
	if _, ok := c.entries["b"]; ok {
		t.Errorf("b is still remembered")
	}
}

func TestRedactPath(t *testing.T) {
	tests := []struct{ in, want string }{
		{"/portal/rc_portal_abc", "/portal/…"},
		{"/portal/rc_portal_abc/sections/1", "/portal/…/sections/1"},
		{"/portal/rc_portal_abc/sections/1?saved=1", "/portal/…/sections/1?saved=1"},
		{"/portal/rc_portal_abc?x=1", "/portal/…?x=1"},
		{"/%70ortal/rc_portal_abc/acknowledge", "/portal/…/acknowledge"},
		{"/portal/", "/portal/"},
		{"/portal", "/portal"},
		{"/settings/tokens", "/settings/tokens"},
		{"/verify?token=x", "/verify?token=x"},
	}
	for _, tt := range tests {
		if got := RedactPath(tt.in); got != tt.want {
			t.Errorf("RedactPath(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

// An internal error in the portal is logged with the path redacted.
func TestThePortalNeverLogsItsToken(t *testing.T) {
	var log bytes.Buffer
	f := newAdvanceFixtureWith(t, Config{PublicURL: "http://roadcase.test", Logger: slog.New(slog.NewTextHandler(&log, nil))})
	f.adv.broken = errors.New("disk on fire")
	r := f.browser().get(f.portalPath(f.token) + "/sections/" + string(f.schedule))
	wantStatus(t, r, http.StatusInternalServerError)
	f.adv.broken = kernel.Unavailable("advancing store", errors.New("timeout"))
	wantStatus(t, f.browser().get(f.portalPath(f.token)), http.StatusServiceUnavailable)
	if !strings.Contains(log.String(), "/portal/…/sections/") || !strings.Contains(log.String(), "disk on fire") {
		t.Errorf("the error is not logged with the redacted path:\n%s", log.String())
	}
	if strings.Contains(log.String(), f.token) {
		t.Errorf("the token is logged:\n%s", log.String())
	}
}

func TestThePortalLinkIsUnderThePublicURL(t *testing.T) {
	l := NewLinks("https://roadcase.example/")
	if got := l.PortalLink("rc_portal_abc"); got != "https://roadcase.example/portal/rc_portal_abc" {
		t.Errorf("PortalLink = %q", got)
	}
}

// Every portal form is followed by a redirect to a page of its own: the
// thank-you page has a GET address, so a reload or a GET of /acknowledge
// shows it instead of a 404, and acknowledges nothing by itself.
func TestAcknowledgingRedirectsToAThankYouPageOfItsOwn(t *testing.T) {
	f := newAdvanceFixture(t)
	base := f.portalPath(f.token)
	b := f.browser()
	r := b.get(base + "/acknowledge")
	wantStatus(t, r, http.StatusSeeOther)
	if r.location() != base || f.adv.links[f.token].acknowledged {
		t.Fatalf("a GET before acknowledging went to %q and acknowledged: %v", r.location(), f.adv.links[f.token].acknowledged)
	}
	r = b.post(base+"/acknowledge", nil)
	wantStatus(t, r, http.StatusSeeOther)
	if r.location() != base+"/acknowledge" {
		t.Fatalf("acknowledging redirects to %q", r.location())
	}
	for range 2 { // the redirect's GET, then a reload
		r = b.get(r.location())
		wantStatus(t, r, http.StatusOK)
		wantPortalHeaders(t, r)
		wantContains(t, r, "<h1>Thank you</h1>", "Acme Touring can now see that you acknowledged “Berlin, Columbiahalle”")
		r.header.Set("Location", base+"/acknowledge")
	}
}

// A section's status follows its confirmed items on the portal as on the
// manager's page (never "Complete" beside "0 of 2 items"), and a due date
// that has passed says so.
func TestThePortalShowsASectionsStatusByItsItemsAndOverdue(t *testing.T) {
	f := newAdvanceFixture(t)
	f.adv.mu.Lock()
	sec := &f.adv.packets[f.packet.ID].Sections[0]
	for i := range sec.Fields {
		sec.Fields[i].Value = nil
	}
	sec.Status = advancing.SectionComplete
	past := kernel.DateOf(f.clock.Now(), time.UTC).AddDays(-2)
	sec.DueOn = &past
	f.adv.mu.Unlock()
	r := f.browser().get(f.portalPath(f.token))
	wantStatus(t, r, http.StatusOK)
	wantContains(t, r, `<span class="status status-in_progress">In progress</span>`, "0 of 2 items",
		`<span class="status status-overdue">Overdue</span>`)
	if strings.Contains(r.body, ">Complete</span>") {
		t.Errorf("a section with no item confirmed reads complete")
	}
	r = f.browser().get(f.portalPath(f.token) + "/sections/" + string(f.schedule))
	wantContains(t, r, `<span class="status status-in_progress">In progress</span> · 0 of 2 items confirmed`,
		`<span class="status status-overdue">Overdue</span>`)
	m := f.signedIn("mia@example.com").get(f.packetPath())
	wantContains(t, m, `<span class="status status-in_progress">In progress</span> · 0 of 2 items confirmed`,
		`<span class="status status-overdue">Overdue</span>`)
}
