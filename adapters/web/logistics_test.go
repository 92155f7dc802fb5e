package web

import (
	"net/http"
	"net/url"
	"strings"
	"testing"
)

// logisticsCase is one logistics form: where its new form is, a valid post,
// an invalid one with the input its error lands beside, the record to edit
// and who may not write it.
type logisticsCase struct {
	name, newPath string
	valid         url.Values
	invalid       [2]string // input name, bad value
	errorAt       string    // the input id the error lands beside
	edit          string    // the edit path of an existing record
	writer        string    // who may write
	refused       string    // who may not
}

func logisticsCases(f *showFixture) []logisticsCase {
	show, project := "/shows/"+string(f.show), "/projects/"+string(f.project)
	return []logisticsCase{
		{name: "schedule", newPath: show + "/schedule/new", writer: "mo@example.com", refused: "vi@example.com",
			valid: formOf("kind", "press", "title", "Interview", "starts_on", string(showDay), "starts_at", "14:00",
				"ends_at", "14:30", "time_zone", showZone),
			invalid: [2]string{"starts_at", "02:15"}, errorAt: "starts_at", edit: "/schedule/" + string(f.schedule[0]) + "/edit"},
		{name: "guests", newPath: show + "/guests/new", writer: "mo@example.com", refused: "vi@example.com",
			valid:   formOf("name", "Pat Press", "plus_ones", "1", "category", "press", "status", "approved"),
			invalid: [2]string{"plus_ones", "two"}, errorAt: "plus_ones", edit: "/guests/" + string(f.guest) + "/edit"},
		{name: "crew", newPath: project + "/crew/new", writer: "mia@example.com", refused: "mo@example.com",
			valid: formOf("person_id", string(f.people[2]), "role", "FOH engineer", "department", "audio",
				"day_rate", "350", "starts_on", "2027-03-20", "ends_on", "2027-04-10"),
			invalid: [2]string{"day_rate", "3.505"}, errorAt: "day_rate"},
		{name: "timesheets", newPath: project + "/timesheets/new", writer: "mo@example.com", refused: "vi@example.com",
			valid: formOf("person_id", string(f.people[2]), "show_id", string(f.show), "work_date", string(showDay),
				"minutes", "480", "status", "draft"),
			invalid: [2]string{"minutes", "8h"}, errorAt: "minutes"},
		{name: "travel", newPath: project + "/travel/new", writer: "mo@example.com", refused: "vi@example.com",
			valid: formOf("mode", "rail", "carrier", "NS", "from_place", "Amsterdam Centraal", "to_place", "Berlin Hbf",
				"departs_on", "2027-03-28", "departs_at", "10:00", "depart_time_zone", showZone,
				"arrives_on", "2027-03-28", "arrives_at", "16:10", "arrive_time_zone", "Europe/Berlin",
				"passenger_ids[]", string(f.people[0])),
			invalid: [2]string{"departs_at", "02:30"}, errorAt: "departs_at", edit: "/travel/" + string(f.flight) + "/edit"},
		{name: "hotels", newPath: project + "/hotels/new?show=" + string(f.show), writer: "mo@example.com", refused: "vi@example.com",
			valid: formOf("hotel_name", "Hotel Twee", "city", "Amsterdam", "show_id", string(f.show), "check_in", string(showDay),
				"check_out", "2027-03-29", "rooms/0/room_type", "single", "rooms/0/nightly_rate", "99",
				"rooms/0/occupant_ids[]", string(f.people[0]), "rooms/1/room_type", "", "rooms/2/room_type", ""),
			invalid: [2]string{"rooms/0/nightly_rate", "cheap"}, errorAt: "rooms-0-nightly_rate", edit: "/hotels/" + string(f.hotel) + "/edit"},
	}
}

// Each form around a show creates its record (303, then the notice), answers a
// mistake with 422 and the error beside its field, refuses a stale version
// with 409 and both versions, and refuses a role that may not (403).
func TestEveryLogisticsFormCreatesRefusesAndChecksVersions(t *testing.T) {
	t.Parallel()
	f := newShowFixture(t)
	for _, c := range logisticsCases(f) {
		t.Run(c.name, func(t *testing.T) {
			b := f.signedIn(c.writer)
			wantStatus(t, b.get(c.newPath), http.StatusOK)
			r := b.post(c.newPath, c.valid)
			wantStatus(t, r, http.StatusSeeOther)
			if next := b.get(r.location()); !strings.Contains(next.body, "is added.") {
				t.Errorf("no notice after the save:\n%s", next.body)
			}
			bad := url.Values{}
			for k, v := range c.valid {
				bad[k] = v
			}
			bad.Set(c.invalid[0], c.invalid[1])
			r = b.post(c.newPath, bad)
			wantStatus(t, r, http.StatusUnprocessableEntity)
			if fieldError(r.body, c.errorAt) == "" {
				t.Errorf("no error beside %s:\n%s", c.errorAt, r.body)
			}
			wantStatus(t, f.signedIn(c.refused).get(c.newPath), http.StatusForbidden)
			refused := f.signedIn(c.refused)
			refused.get(f.hubPath())
			wantStatus(t, refused.post(c.newPath, c.valid), http.StatusForbidden)
			if c.edit == "" {
				return
			}
			form := b.get(c.edit)
			wantStatus(t, form, http.StatusOK)
			posted := url.Values{}
			for k, v := range c.valid {
				posted[k] = v
			}
			posted.Set("version", "1")
			wantStatus(t, b.post(c.edit, posted), http.StatusSeeOther)
			r = b.post(c.edit, posted) // still at version 1: someone (this user) saved since
			wantStatus(t, r, http.StatusConflict)
			wantContains(t, r, "Someone else changed this record", `name="version" value="2"`)
		})
	}
}

// A schedule item's and a travel segment's times round-trip through their
// zones: a flight leaves on London's clock and lands on Amsterdam's.
func TestLogisticsTimesRoundTripThroughTheirZones(t *testing.T) {
	t.Parallel()
	f := newShowFixture(t)
	b := f.signedIn("mo@example.com")
	edit := "/travel/" + string(f.flight) + "/edit"
	r := b.get(edit)
	for _, want := range []string{`id="departs_at" name="departs_at" type="time" value="08:10"`,
		`id="arrives_at" name="arrives_at" type="time" value="10:30"`, `value="Europe/London" selected`} {
		if !strings.Contains(r.body, want) {
			t.Errorf("the travel form lacks %s", want)
		}
	}
	r = b.get("/schedule/" + string(f.schedule[7]) + "/edit")
	wantContains(t, r, `id="starts_on" name="starts_on" type="date" value="2027-03-29"`, `value="00:45"`)
}
