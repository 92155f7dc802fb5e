package main

import (
	"fmt"
	"net/http"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/roadcase/roadcase/adapters/smtp/smtptest"
	"github.com/roadcase/roadcase/cmd/roadcase/servetest"
)

// tier is a ticket tier as the tour manager types it: price in the show's
// currency's major units, as text, and the count sold.
type tier struct {
	name, price string
	allotment   int
	sold        int
}

// tourShow is a show as typed into the show form.
type tourShow struct {
	venue, city, date, currency, deal string
	dealFields                        [][2]string
	tiers                             []tier
}

// TestATourBuiltInTheBrowserIsWhatTheAPIReads drives the real binary (serve on
// SQLite, without the demo, so the new organization starts empty) from headless
// Chromium, auditing every page with axe-core and html-validate: a new user
// signs up and is offered a first project; builds a three-show tour (two venues
// in two zones, a versus deal, a door split and a flat guarantee, two tiers
// each, a schedule, a crew engagement, a flight from Amsterdam to London, a
// hotel stay, a guest); mints a token in the same session, and the API renders
// the day sheet and the itinerary from those records, in the venues' local
// times, sums the tickets and the gross typed, and opens an advance packet for
// the project; the project's activity names the user for each change; two
// browsers editing one show lose nothing; hostile names are printed escaped and
// isolated on the pages and in the day sheet.
func TestATourBuiltInTheBrowserIsWhatTheAPIReads(t *testing.T) {
	t.Parallel() // its server has its own environment (smtpEnv)
	browserTest(t)
	if testing.Short() {
		t.Skip("builds and runs the binary")
	}
	tm := newPerson(t, "") // skips here without Chromium unless it is required
	mails := smtptest.Start(t, "none", "", "")
	srv := servetest.Start(t, buildBinary(t), filepath.Join(t.TempDir(), "roadcase.db"), smtpEnv(mails)...)
	tm.base = srv.URL
	const name, email, password = "Tess Manager", "tess@example.com", "the night bus to the next city"

	// An empty organization is offered its first project.
	signUpAndSignIn(t, tm, mails, name, email, password, "Tess Touring")
	tm.open("/projects")
	if text := tm.mainText(); !strings.Contains(text, "Create your first project") {
		t.Fatalf("the empty organization's projects page says:\n%s", text)
	}

	// The tour: a project, two venues in two zones, three shows with their deals
	// and tiers, a schedule, a person engaged as crew, a flight across zones, a
	// hotel stay and a guest.
	project := tm.save("/projects/new", form{
		fill: [][2]string{{"name", "Spring Tour 2027"}, {"code", "ST27"}, {"artist", "The Lanterns"}},
		set:  [][2]string{{"kind", "tour"}, {"status", "confirmed"}, {"currency", "EUR"}, {"starts_on", "2027-04-10"}, {"ends_on", "2027-04-20"}},
	}, "Spring Tour 2027")
	amsterdam := tm.save("/venues/new", venueForm("Paradiso", "Weteringschans 6", "Amsterdam", "NL", "Europe/Amsterdam"), "Paradiso")
	london := tm.save("/venues/new", venueForm("Shepherd's Bush Empire", "Shepherd's Bush Green", "London", "GB", "Europe/London"), "Shepherd")
	shows := []tourShow{
		{venue: amsterdam, city: "Amsterdam", date: "2027-04-14", currency: "EUR", deal: "versus",
			dealFields: [][2]string{{"deal-guarantee", "5000.00"}, {"deal-artist_percent_bp", "85"}, {"deal-promoter_profit_percent_bp", "15"}, {"deal-show_expenses", "8000.00"}},
			tiers:      []tier{{"Floor", "35.00", 1200, 900}, {"Balcony", "45.50", 300, 250}}},
		{venue: london, city: "London", date: "2027-04-16", currency: "GBP", deal: "door_split",
			dealFields: [][2]string{{"deal-guarantee", "3000.00"}, {"deal-artist_percent_bp", "80"}, {"deal-promoter_profit_percent_bp", "15"}, {"deal-show_expenses", "6000.00"}},
			tiers:      []tier{{"Standing", "30.00", 1800, 1500}, {"Seated", "40.00", 200, 180}}},
		{venue: amsterdam, city: "Amsterdam", date: "2027-04-18", currency: "EUR", deal: "flat",
			dealFields: [][2]string{{"deal-guarantee", "7500.00"}},
			tiers:      []tier{{"Floor", "32.50", 1300, 1000}, {"Early bird", "25.00", 200, 200}}},
	}
	var showIDs []string
	for _, s := range shows {
		showIDs = append(showIDs, tm.save("/projects/"+project+"/shows/new", showForm(s), s.city))
	}
	first := showIDs[0]
	for _, item := range [][4]string{{"load_in", "Load-in", "14:00", "15:00"}, {"soundcheck", "Soundcheck", "16:30", "17:30"},
		{"doors", "Doors", "19:00", ""}, {"set", "The Lanterns", "20:45", "22:15"}} {
		tm.save("/shows/"+first+"/schedule/new", form{
			set:  [][2]string{{"kind", item[0]}, {"starts_at", item[2]}, {"ends_at", item[3]}},
			fill: [][2]string{{"title", item[1]}},
		}, "Paradiso")
	}
	tm.save("/people/new", form{fill: [][2]string{{"first_name", "Sam"}, {"last_name", "Rivera"},
		{"title", "Production manager"}, {"email", "sam@example.com"}}}, "People")
	sam := tm.linkedID("/people/", "Rivera")
	tm.save("/projects/"+project+"/crew/new", form{
		set:  [][2]string{{"person_id", sam}, {"starts_on", "2027-04-13"}, {"ends_on", "2027-04-19"}},
		fill: [][2]string{{"role", "Production manager"}, {"department", "Production"}, {"day_rate", "350.00"}, {"per_diem_rate", "40.00"}},
	}, "Spring Tour 2027")
	tm.save("/projects/"+project+"/travel/new", form{
		set: [][2]string{{"mode", "flight"}, {"departs_on", "2027-04-15"}, {"departs_at", "09:40"}, {"depart_time_zone", "Europe/Amsterdam"},
			{"arrives_on", "2027-04-15"}, {"arrives_at", "10:05"}, {"arrive_time_zone", "Europe/London"}},
		fill: [][2]string{{"carrier", "KLM"}, {"number", "KL1007"}, {"from_place", "Amsterdam Schiphol (AMS)"},
			{"to_place", "London Heathrow (LHR)"}, {"confirmation", "KLX42Q"}},
		tick: []string{"passenger_ids-" + sam},
	}, "Spring Tour 2027")
	tm.save("/projects/"+project+"/hotels/new", form{
		set:  [][2]string{{"show_id", showIDs[1]}, {"check_in", "2027-04-15"}, {"check_out", "2027-04-17"}},
		fill: [][2]string{{"hotel_name", "The Bush Hotel"}, {"address", "1 Goldhawk Road"}, {"city", "London"}, {"rooms-0-room_type", "Double"}, {"rooms-0-nightly_rate", "180.00"}},
		tick: []string{"rooms-0-occupant_ids-" + sam},
	}, "Spring Tour 2027")
	tm.save("/shows/"+first+"/guests/new", form{
		set:  [][2]string{{"category", "guest"}, {"status", "approved"}},
		fill: [][2]string{{"name", "Jane Doe"}, {"plus_ones", "1"}, {"requested_by", "Sam Rivera"}, {"pass_type", "After-show"}},
	}, "Paradiso")

	// With a token minted in the same session, the API reads it all at once.
	token := tm.mintToken("tour check", "documents:write", "reports:read", "advancing:write")
	daySheet := renderFromRecord(t, srv.URL, token, "day-sheet", first)
	for _, want := range []string{"Paradiso", "Amsterdam", "14:00", "16:30", "19:00", "20:45"} {
		if !strings.Contains(daySheet, want) {
			t.Errorf("the day sheet does not print %q:\n%s", want, daySheet)
		}
	}
	if strings.Contains(daySheet, "17:00") { // doors at 19:00 in Amsterdam is 17:00 UTC in April
		t.Errorf("the day sheet prints a time in UTC rather than on the venue's clock:\n%s", daySheet)
	}
	itinerary := renderFromRecord(t, srv.URL, token, "itinerary", project)
	for _, want := range []string{"Paradiso", "Shepherd", "KL1007", "09:40", "10:05", "The Bush Hotel"} {
		if !strings.Contains(itinerary, want) {
			t.Errorf("the itinerary does not print %q:\n%s", want, itinerary)
		}
	}
	values := kpis(t, srv.URL, token, project, "tickets_sold", "gross")
	for key, want := range ticketSums(shows) {
		if values[key] != want {
			t.Errorf("the KPI %s is %v, want %v (all: %v)", key, values[key], want, values)
		}
	}
	if status, body := api(t, "POST", srv.URL+"/api/v1/projects/"+project+"/advance-packets", token, map[string]any{}); status != http.StatusCreated {
		t.Errorf("an advance packet shell for the project: %d %s, want 201", status, body)
	}

	// The project's activity names the user for each change; the show page
	// shows the deal, the tiers and their totals.
	tm.open("/projects/" + project)
	activity := tm.text("ol.activity")
	for _, want := range []string{"created the project", "created the show", "created the schedule item", "created the crew",
		"created the travel", "created the hotel", "created the guest"} {
		if !strings.Contains(activity, want) {
			t.Errorf("the project's activity does not say %q:\n%s", want, activity)
		}
	}
	if n := strings.Count(activity, name); n != 12 {
		t.Errorf("the project's activity names %s %d times, want 12 (one per change):\n%s", name, n, activity)
	}
	tm.open("/shows/" + first)
	page := tm.mainText()
	for _, want := range []string{"versus", "5,000.00", "Floor", "Balcony", "900", "250", "1150", "€31,500.00", "€11,375.00", "€42,875.00"} {
		if !strings.Contains(page, want) {
			t.Errorf("the show page does not show %q:\n%s", want, page)
		}
	}

	twoEditorsLoseNothing(t, tm, newPerson(t, srv.URL), email, password, first)
	hostileNamesArePrintedAsText(t, tm, srv.URL, token)
}

// hostile is markup and a right-to-left override, typed as a name.
const hostile = "<script>alert(1)</script> \u202Eevil"

// hostileNamesArePrintedAsText gives a project, a venue and a guest hostile
// names: the project hub, the show page and the rendered day sheet and guest
// list print them as text (no script of theirs on the page), each between FSI
// and PDI so the override reorders nothing around it.
func hostileNamesArePrintedAsText(t *testing.T, tm *person, base, token string) {
	t.Helper()
	// The names are set rather than typed: a keyboard has no U+202E.
	project := tm.save("/projects/new", form{set: [][2]string{{"name", "Tour " + hostile}, {"currency", "EUR"},
		{"starts_on", "2027-05-01"}, {"ends_on", "2027-05-02"}}}, "Tour <script>")
	venue := tm.save("/venues/new", form{set: [][2]string{{"name", "Hall " + hostile}, {"city", "Amsterdam"},
		{"country", "NL"}, {"time_zone", "Europe/Amsterdam"}}}, "Hall <script>")
	show := tm.save("/projects/"+project+"/shows/new", showForm(tourShow{venue: venue, date: "2027-05-01", currency: "EUR", deal: "flat",
		dealFields: [][2]string{{"deal-guarantee", "1000.00"}}, tiers: []tier{{"Floor", "20.00", 100, 10}}}), "Amsterdam")
	tm.save("/shows/"+show+"/guests/new", form{set: [][2]string{{"name", "Guest " + hostile}, {"category", "guest"},
		{"status", "approved"}}}, "Hall <script>")

	for _, page := range []string{"/projects/" + project, "/shows/" + show} {
		tm.open(page)
		text := tm.mainText()
		if !strings.Contains(text, "<script>alert(1)</script>") || !isolated(text) || tm.scriptsSaying("alert(1)") != 0 {
			t.Errorf("%s does not print the hostile names as isolated text:\n%s", page, text)
		}
	}
	for _, key := range []string{"day-sheet", "guest-list"} {
		doc := renderFromRecord(t, base, token, key, show)
		if strings.Contains(doc, "<script>alert(1)") || !strings.Contains(doc, "&lt;script&gt;alert(1)&lt;/script&gt;") || !isolated(doc) {
			t.Errorf("the %s does not print the hostile names escaped and isolated:\n%s", key, doc)
		}
	}
}

// isolated reports whether every right-to-left override in s is between an
// FSI and its PDI.
func isolated(s string) bool {
	depth := 0
	for _, r := range s {
		switch r {
		case '\u2068':
			depth++
		case '\u2069':
			depth--
		case '\u202E':
			if depth <= 0 {
				return false
			}
		}
	}
	return strings.ContainsRune(s, '\u202E')
}

// ticketSums returns what the KPIs tickets_sold and gross (one per currency,
// in minor units) should read for shows, computed from what was typed.
func ticketSums(shows []tourShow) map[string]float64 {
	sums := map[string]float64{}
	for _, s := range shows {
		for _, tr := range s.tiers {
			major, minor, _ := strings.Cut(tr.price, ".")
			cents, _ := strconv.Atoi(major + minor)
			sums["tickets_sold"] += float64(tr.sold)
			sums["gross "+s.currency] += float64(tr.sold * cents)
		}
	}
	return sums
}

// venueForm is the venue form for a venue in city, country and zone.
func venueForm(name, address, city, country, zone string) form {
	return form{fill: [][2]string{{"name", name}, {"address", address}, {"city", city}, {"country", country},
		{"time_zone", zone}, {"capacity", "2000"}}}
}

// showForm is the show form for s, confirmed, doors at 19:00, on at 20:30,
// curfew at 23:00 on the venue's clock.
func showForm(s tourShow) form {
	f := form{
		set: [][2]string{{"venue_id", s.venue}, {"status", "confirmed"}, {"currency", s.currency}, {"deal-type", s.deal},
			{"date", s.date}, {"doors_at", "19:00"}, {"starts_at", "20:30"}, {"curfew_at", "23:00"}},
		fill: append([][2]string{{"capacity", "1500"}}, s.dealFields...),
	}
	for i, tr := range s.tiers {
		f.fill = append(f.fill, [][2]string{{fmt.Sprintf("tiers-%d-name", i), tr.name}, {fmt.Sprintf("tiers-%d-price", i), tr.price},
			{fmt.Sprintf("tiers-%d-allotment", i), strconv.Itoa(tr.allotment)}, {fmt.Sprintf("tiers-%d-sold", i), strconv.Itoa(tr.sold)}}...)
	}
	return f
}
