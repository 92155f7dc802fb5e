package web

import (
	"net/http"
	"strings"
	"testing"

	"github.com/roadcase/roadcase/adapters/isolation"
	"github.com/roadcase/roadcase/adapters/moneyfmt"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// The hub shows the day: times on the venue's clock with its zone named, the
// curfew after midnight marked, the core's ticket figures, the schedule in
// time order, travel in and out, the hotel and the guest places against the
// allocation; it reads the show in one load whatever the show holds.
func TestShowHubShowsTheDayFromOneLoad(t *testing.T) {
	t.Parallel()
	f := newShowFixture(t)
	b := f.signedIn("vi@example.com")
	before := f.rec.loads
	r := b.get(f.hubPath())
	wantStatus(t, r, http.StatusOK)
	if n := f.rec.loads - before; n != 1 {
		t.Errorf("the hub loaded records %d times, want 1", n)
	}
	x := f.rec.show(f.org.ID, f.show)
	wantContains(t, r, "Paradiso", "Europe/Amsterdam", "19:00 CEST", "20:30 CEST", "00:30 CEST</time> <span class=\"hint-inline\">(next day)",
		`id="tickets-sold">1169<`, `id="tickets-gross">`+moneyfmt.Format(x.Gross(), "EUR")+"<",
		moneyfmt.Format(x.Potential(), "EUR"), "Guarantee versus a percentage", "85 %",
		"KLM KL1000", "08:10 BST", "Nightliner", "Hotel Arena", "double: ", "13 places of 20 allocated")
	text := pageText(r.body)
	if a, b := strings.Index(text, "Arriving"), strings.Index(text, "Leaving"); a < 0 || b < a ||
		!strings.Contains(text[a:b], "KLM") || !strings.Contains(text[b:], "Nightliner") {
		t.Error("the flight is not under Arriving and the bus under Leaving")
	}
	order := []string{"Load-in", "Soundcheck", "Dinner", "Support", "Headline set", "Load-out"}
	last := 0
	for _, s := range order {
		i := strings.Index(text[last:], s)
		if i < 0 {
			t.Fatalf("schedule: %q missing or out of order", s)
		}
		last += i
	}
	if strings.Contains(r.body, "/shows/"+string(f.show)+"/edit") || strings.Contains(r.body, "Add a guest") {
		t.Error("a viewer is offered forms")
	}
	m := f.signedIn("mo@example.com").get(f.hubPath())
	wantContains(t, m, "Add a guest", "Add a schedule item", "Add travel")
	if strings.Contains(m.body, "/shows/"+string(f.show)+"/edit") {
		t.Error("a member is offered the show's form")
	}
}

// Another organization's show, or an id of another kind, is the not-found page.
func TestShowHubOfAnotherRecordIsNotFound(t *testing.T) {
	t.Parallel()
	f := newShowFixture(t)
	b := f.signedIn("mia@example.com")
	wantStatus(t, b.get("/shows/"+string(f.project)), http.StatusNotFound)
	wantStatus(t, b.get("/shows/"+string(kernel.NewID())), http.StatusNotFound)
	other := f.platform.addOrg("rival", "Rival")
	f.rec.seed(other.ID, records.Dataset{})
	wantStatus(t, f.browser().get(f.hubPath()), http.StatusSeeOther)
}

// Hostile strings typed in a guest's name and a schedule item's title come back
// escaped and bidi-isolated on the hub.
func TestShowHubEscapesAndIsolatesHostileStrings(t *testing.T) {
	t.Parallel()
	f := newShowFixture(t)
	b := f.signedIn("mo@example.com")
	hostile := "\u202e<script>alert(1)</script> שלום"
	b.get("/shows/" + string(f.show) + "/guests/new")
	wantStatus(t, b.post("/shows/"+string(f.show)+"/guests/new", formOf("name", hostile, "status", "approved",
		"category", "guest")), http.StatusSeeOther)
	b.get("/shows/" + string(f.show) + "/schedule/new")
	wantStatus(t, b.post("/shows/"+string(f.show)+"/schedule/new", formOf("kind", "press", "title", hostile,
		"starts_on", string(showDay), "starts_at", "13:00", "time_zone", showZone)), http.StatusSeeOther)
	r := b.get(f.hubPath())
	if strings.Contains(r.body, "<script>alert") {
		t.Error("a hostile string is printed as markup")
	}
	text := pageText(r.body)
	if n := strings.Count(text, "\u202e"); n < 3 {
		t.Errorf("the payload is printed %d times, want the guest, the item and the activity", n)
	}
	if msg := isolation.Leak(text); msg != "" {
		t.Error(msg)
	}
}
