package web

import (
	"encoding/json"
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// formOf builds a post from name, value pairs.
func formOf(pairs ...string) url.Values {
	v := url.Values{}
	for i := 0; i+1 < len(pairs); i += 2 {
		v.Add(pairs[i], pairs[i+1])
	}
	return v
}

// newShowPost is a valid new show at Paradiso on the fixture's day.
func (f *showFixture) newShowPost(extra ...string) url.Values {
	v := formOf("venue_id", string(f.venue), "date", string(showDay), "status", "confirmed", "currency", "EUR",
		"doors_at", "19:00", "starts_at", "20:30", "curfew_at", "00:30", "capacity", "1,200",
		"deal/type", "versus", "deal/guarantee", "5,000.50", "deal/artist_percent_bp", "85.5",
		deal("ticket_tax_rate_ppm"), "9", "tiers/0/name", "Regular", "tiers/0/price", "32.50", "tiers/0/allotment", "1000",
		"tiers/0/sold", "12", "tiers/1/name", "", "tiers/2/name", "")
	for i := 0; i+1 < len(extra); i += 2 {
		v.Set(extra[i], extra[i+1])
	}
	return v
}

func deal(field string) string { return "deal/" + field }

// fieldError finds the error printed beside the input id.
func fieldError(body, id string) string {
	m := regexp.MustCompile(`id="` + regexp.QuoteMeta(id) + `-error"><span class="visually-hidden">Error:</span> ([^<]*)<`).FindStringSubmatch(body)
	if m == nil {
		return ""
	}
	return m[1]
}

// A new show's times are typed on the venue's clock on the show's date (its
// zone when the form leaves the zone empty), the curfew before doors being
// after midnight; amounts in euros and percentages in percent are kept in
// cents and basis points; the form reads them back as typed.
func TestShowFormCreatesAShowOnTheVenuesClock(t *testing.T) {
	t.Parallel()
	f := newShowFixture(t)
	b := f.signedIn("mia@example.com")
	path := "/projects/" + string(f.project) + "/shows/new"
	wantStatus(t, b.get(path), http.StatusOK)
	r := b.post(path, f.newShowPost())
	wantStatus(t, r, http.StatusSeeOther)
	id := kernel.ID(strings.TrimPrefix(r.location(), "/shows/"))
	x := f.rec.show(f.org.ID, id)
	utc := func(d, clock string) time.Time { t, _ := time.Parse("2006-01-02 15:04", d+" "+clock); return t }
	if x.TimeZone != showZone || !x.DoorsAt.Equal(utc("2027-03-28", "17:00")) || !x.StartsAt.Equal(utc("2027-03-28", "18:30")) ||
		!x.CurfewAt.Equal(utc("2027-03-28", "22:30")) {
		t.Errorf("times: zone %s doors %v start %v curfew %v", x.TimeZone, x.DoorsAt, x.StartsAt, x.CurfewAt)
	}
	if x.Deal.Guarantee != 500050 || x.Deal.ArtistPercent != 8550 || x.Deal.TicketTaxRate != 90_000 || x.Capacity != 1200 ||
		len(x.Tiers) != 1 || x.Tiers[0].Price != 3250 || x.Tiers[0].Sold != 12 {
		t.Errorf("show as stored: %+v", x)
	}
	edit := b.get("/shows/" + string(id) + "/edit")
	for id, want := range map[string]string{"doors_at": "19:00", "curfew_at": "00:30", "deal-guarantee": "5000.50",
		"deal-artist_percent_bp": "85.5", "tiers-0-price": "32.50"} {
		if !strings.Contains(edit.body, `id="`+id+`"`) || !regexp.MustCompile(`id="`+id+`"[^>]*value="`+regexp.QuoteMeta(want)+`"`).MatchString(edit.body) {
			t.Errorf("the form shows %s other than %q", id, want)
		}
	}
	r = b.post("/shows/"+string(id)+"/edit", f.newShowPost("version", "1", "curfew_at", "23:30"))
	wantStatus(t, r, http.StatusSeeOther)
	if x := f.rec.show(f.org.ID, id); !x.CurfewAt.Equal(utc("2027-03-28", "21:30")) {
		t.Errorf("a curfew after the start stays on the date: %v", x.CurfewAt)
	}
}

// On the night the clocks go forward the hour they skip is refused beside the
// time, and the times around it land on each side of the change.
func TestShowFormTimesAcrossTheClockChange(t *testing.T) {
	t.Parallel()
	f := newShowFixture(t)
	b := f.signedIn("mia@example.com")
	path := "/projects/" + string(f.project) + "/shows/new"
	b.get(path)
	r := b.post(path, f.newShowPost("doors_at", "01:30", "starts_at", "02:30", "curfew_at", "04:00"))
	wantStatus(t, r, http.StatusUnprocessableEntity)
	if e := fieldError(r.body, "starts_at"); !strings.Contains(e, "does not exist on 28 Mar 2027 in Europe/Amsterdam") {
		t.Errorf("the skipped hour: %q", e)
	}
	r = b.post(path, f.newShowPost("doors_at", "01:30", "starts_at", "03:30", "curfew_at", "01:00"))
	wantStatus(t, r, http.StatusSeeOther)
	x := f.rec.show(f.org.ID, kernel.ID(strings.TrimPrefix(r.location(), "/shows/")))
	if got := x.StartsAt.Sub(*x.DoorsAt); got != time.Hour {
		t.Errorf("01:30 CET to 03:30 CEST is %v, want one hour", got)
	}
	if got := x.CurfewAt.Sub(*x.DoorsAt); got != 22*time.Hour+30*time.Minute {
		t.Errorf("a curfew at 01:00 is the next night: %v after doors", got)
	}
}

// A form the use case refuses comes back with 422 and each error beside its
// field; a stale version with 409 and both versions; a member may not open
// or post the show's form (403).
func TestShowFormRefusals(t *testing.T) {
	t.Parallel()
	f := newShowFixture(t)
	b := f.signedIn("mia@example.com")
	path := "/projects/" + string(f.project) + "/shows/new"
	b.get(path)
	r := b.post(path, f.newShowPost("deal/guarantee", "5.001", "tiers/1/name", "Late", "tiers/1/price", "x"))
	wantStatus(t, r, http.StatusUnprocessableEntity)
	if fieldError(r.body, "deal-guarantee") == "" || fieldError(r.body, "tiers-1-price") == "" {
		t.Error("the parse errors are not beside the guarantee and the second tier's price")
	}
	r = b.post(path, f.newShowPost("tiers/0/sold", "5000"))
	wantStatus(t, r, http.StatusUnprocessableEntity)
	if !strings.Contains(r.body, `class="error-summary"`) || !strings.Contains(r.body, `href="#tiers-0-sold"`) {
		t.Errorf("the use case's error is not beside the tier's sold count:\n%s", r.body)
	}

	edit := "/shows/" + string(f.show) + "/edit"
	b.get(edit)
	other := f.signedIn("ada@example.com")
	other.get(edit)
	wantStatus(t, other.post(edit, f.editPost("1", "stage", "Upstairs")), http.StatusSeeOther)
	r = b.post(edit, f.editPost("1", "stage", "Main room"))
	wantStatus(t, r, http.StatusConflict)
	wantContains(t, r, "Someone else changed this record", "Main room", "Upstairs", `name="version" value="2"`)
	wantStatus(t, b.post(edit, f.editPost("2", "stage", "Main room")), http.StatusSeeOther)
	if x := f.rec.show(f.org.ID, f.show); x.Stage != "Main room" {
		t.Errorf("stage %q after the deliberate resubmit", x.Stage)
	}

	m := f.signedIn("mo@example.com")
	wantStatus(t, m.get(edit), http.StatusForbidden)
	wantStatus(t, m.get(path), http.StatusForbidden)
	wantStatus(t, m.post(edit, f.editPost("3", "stage", "Mine")), http.StatusForbidden)
}

// Two people edit one show: one saves a new stage, the other's new capacity is
// refused (409) with both versions, and the form the other gets back holds the
// new stage (left as it was in their form) beside their capacity, so saving it
// again keeps both changes.
func TestAStaleShowSaveKeepsTheOtherChangeWhereTheUserLeftAFieldAsItWas(t *testing.T) {
	t.Parallel()
	f := newShowFixture(t)
	b := f.signedIn("mia@example.com")
	edit := "/shows/" + string(f.show) + "/edit"
	wantContains(t, b.get(edit), `name="base" value="{`)
	opened := showValues(f.rec.show(f.org.ID, f.show))
	base, err := json.Marshal(opened)
	if err != nil {
		t.Fatal(err)
	}
	other := f.signedIn("ada@example.com")
	wantStatus(t, other.post(edit, f.editPost("1", "stage", "Upstairs")), http.StatusSeeOther)

	mine := url.Values{"version": {"1"}, "base": {string(base)}}
	for k, v := range opened {
		mine.Set(k, v)
	}
	mine.Set("capacity", "1400")
	r := b.post(edit, mine)
	wantStatus(t, r, http.StatusConflict)
	wantContains(t, r, "Someone else changed this record", "Upstairs", "Theirs: you had not changed it", `name="version" value="2"`)
	for _, input := range []string{`id="stage"[^>]*value="Upstairs"`, `id="capacity"[^>]*value="1400"`} {
		if !regexp.MustCompile(input).MatchString(r.body) {
			t.Errorf("the refused form does not hold %s", input)
		}
	}
	again := f.editPost("2", "stage", "Upstairs", "capacity", "1400")
	wantStatus(t, b.post(edit, again), http.StatusSeeOther)
	if x := f.rec.show(f.org.ID, f.show); x.Stage != "Upstairs" || x.Capacity != 1400 {
		t.Errorf("after the deliberate resubmit the show's stage is %q and its capacity %d", x.Stage, x.Capacity)
	}
}

// editPost is the fixture's show as its form posts it at version, with
// changes.
func (f *showFixture) editPost(version string, changes ...string) url.Values {
	v := url.Values{"version": {version}}
	for k, val := range showValues(f.rec.show(f.org.ID, f.show)) {
		v.Set(k, val)
	}
	for i := 0; i+1 < len(changes); i += 2 {
		v.Set(changes[i], changes[i+1])
	}
	return v
}

// "Cancel this show" keeps the show with its money, cancelled with its terms.
func TestCancelThisShowKeepsItWithItsTerms(t *testing.T) {
	t.Parallel()
	f := newShowFixture(t)
	b := f.signedIn("mia@example.com")
	path := "/shows/" + string(f.show) + "/cancel"
	wantContains(t, b.get(path), "Cancel this show", `id="cancellation-by"`)
	r := b.post(path, formOf("version", "1", "cancellation/by", "promoter", "cancellation/on", "2027-03-01",
		"cancellation/reason", "Low sales", "cancellation/fee", "2,500.00"))
	wantStatus(t, r, http.StatusSeeOther)
	x := f.rec.show(f.org.ID, f.show)
	if x.Status != records.ShowCancelled || x.Cancellation == nil || x.Cancellation.Fee != 250000 || len(x.Tiers) != 3 {
		t.Errorf("show after cancelling: %s %+v", x.Status, x.Cancellation)
	}
	wantContains(t, b.get(f.hubPath()), "Cancelled", "The promoter", "Low sales", "€2,500.00")
	wantStatus(t, f.signedIn("mo@example.com").post(path, formOf("version", "2")), http.StatusForbidden)
}
