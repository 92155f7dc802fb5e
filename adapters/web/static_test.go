package web

import (
	"net/http"
	"regexp"
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
)

func TestStaticAssetsAreServedUnderHashedNamesForAYear(t *testing.T) {
	f := newFixture(t)
	page := f.browser().get("/signin")
	for _, pattern := range []string{`/static/app\.[0-9a-f]{12}\.css`, `/static/app\.[0-9a-f]{12}\.js`} {
		path := regexp.MustCompile(pattern).FindString(page.body)
		if path == "" {
			t.Fatalf("the page links no %s", pattern)
		}
		r := f.browser().get(path)
		wantStatus(t, r, http.StatusOK)
		if r.header.Get("Cache-Control") != "public, max-age=31536000, immutable" ||
			r.header.Get("X-Content-Type-Options") != "nosniff" || r.header.Get("Set-Cookie") != "" {
			t.Errorf("%s: headers %v", path, r.header)
		}
	}
	wantStatus(t, f.browser().get("/static/app.css"), http.StatusNotFound)
}

func TestEveryScopeSaysWhatItGrants(t *testing.T) {
	for _, s := range identity.Scopes {
		if scopeGrants[s] == "" {
			t.Errorf("scope %s has no sentence", s)
		}
	}
	if len(scopeGrants) != len(identity.Scopes) {
		t.Errorf("%d sentences for %d scopes", len(scopeGrants), len(identity.Scopes))
	}
}

func TestTheExpiryPresetsFitTheTokenLifetimes(t *testing.T) {
	day := 24 * time.Hour
	if expiryDays[len(expiryDays)-1]*int(day) != int(identity.MaxTokenLifetime) {
		t.Errorf("the longest preset is not the maximum lifetime")
	}
	if defaultExpiryDays != "90" || 90*day != identity.DefaultTokenLifetime {
		t.Errorf("the default preset is not the default lifetime")
	}
}

func TestTheSignUpChoicesAreValid(t *testing.T) {
	for _, c := range currencies {
		if !kernel.ValidCurrency(c.Value) {
			t.Errorf("currency %s is not supported", c.Value)
		}
	}
	for _, z := range timeZones {
		if _, err := time.LoadLocation(z.Value); err != nil {
			t.Errorf("time zone %s: %v", z.Value, err)
		}
	}
}

func TestNewRefusesAnIncompleteConfiguration(t *testing.T) {
	p, s := newPlatform(&kernel.FixedClock{}), newSessions()
	deps := Deps{Accounts: p, Team: p, Tokens: p, Sessions: s}
	for _, u := range []string{"", "roadcase.example", "ftp://x", "http://"} {
		if _, err := New(Config{PublicURL: u}, deps); err == nil {
			t.Errorf("PublicURL %q accepted", u)
		}
	}
	if _, err := New(Config{PublicURL: "http://x"}, Deps{Accounts: p}); err == nil {
		t.Errorf("missing ports accepted")
	}
}

func TestTicketLifetimesAreSaidInWords(t *testing.T) {
	want := map[identity.TicketPurpose]string{identity.TicketResetPassword: "one hour",
		identity.TicketVerifyEmail: "48 hours", identity.TicketInvitation: "7 days"}
	for p, w := range want {
		if got := ticketLife(p); got != w {
			t.Errorf("%s: %q, want %q", p, got, w)
		}
	}
}
