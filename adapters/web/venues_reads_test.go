package web

import (
	"fmt"
	"html"
	"net/http"
	"regexp"
	"strings"
	"testing"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

var nextPage = regexp.MustCompile(`href="([^"]*cursor=[^"]*)" rel="next"`)

func TestVenuePageListsItsShowsAPageAtATime(t *testing.T) {
	f := newRecordsFixture(t)
	for day := 1; day <= listPageSize+5; day++ {
		f.recs.data.Shows = append(f.recs.data.Shows, records.Show{ID: kernel.NewID(), OrgID: f.org.ID,
			ProjectID: f.project.ID, VenueID: f.venue.ID, Date: kernel.Date(fmt.Sprintf("2027-%02d-%02d", 1+day/28, 1+day%28)),
			Status: records.ShowHold, TimeZone: "Europe/Berlin", Currency: "EUR"})
	}
	b := f.signedIn("ada@example.com")
	first := b.get(f.venuePath())
	wantStatus(t, first, http.StatusOK)
	wantContains(t, first, "Pat Promoter", `datetime="2026-04-03"`, `datetime="2026-04-12"`)
	if n := strings.Count(first.body, `<a href="/projects/`); n != listPageSize {
		t.Errorf("the first page lists %d shows, want %d", n, listPageSize)
	}
	m := nextPage.FindStringSubmatch(first.body)
	if m == nil {
		t.Fatal("no link to the venue's next shows")
	}
	second := b.get(html.UnescapeString(m[1]))
	wantStatus(t, second, http.StatusOK)
	if n := strings.Count(second.body, `<a href="/projects/`); n != 7 {
		t.Errorf("the second page lists %d shows, want the 7 left", n)
	}
	if strings.Contains(second.body, `datetime="2026-04-03"`) || nextPage.MatchString(second.body) {
		t.Error("the second page repeats the first's shows or links further")
	}
}

func TestVenueFormOffersItsContactsBeyondTheFirstPageOfPeople(t *testing.T) {
	f := newRecordsFixture(t)
	for i := range records.MaxList {
		f.recs.data.People = append(f.recs.data.People, records.Person{ID: kernel.NewID(), OrgID: f.org.ID,
			FirstName: "Alex", LastName: fmt.Sprintf("Aalto %03d", i)})
	}
	b := f.signedIn("ada@example.com")
	form := b.get(f.venuePath() + "/edit")
	wantStatus(t, form, http.StatusOK)
	pat := fmt.Sprintf(`<option value="%s" selected>Pat Promoter (Loud GmbH)</option>`, f.person.ID)
	wantContains(t, form, pat, "Aalto 199")
}
