package web

import (
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/roadcase/roadcase/core/records"
)

// The venue page shows its contacts, its shows with their project and its
// activity; the index lists it and pages by name.
func TestVenuePages(t *testing.T) {
	t.Parallel()
	f := newRecordsFixture(t)
	b := f.signedIn("mo@example.com")
	idx := b.get("/venues?q=berlin")
	wantStatus(t, idx, http.StatusOK)
	wantContains(t, idx, "Columbiahalle", `href="`+f.venuePath()+`"`, `href="/venues/new"`, "3500")
	page := b.get(f.venuePath())
	wantStatus(t, page, http.StatusOK)
	wantContains(t, page, "Pat Promoter", "Promoter rep", "Spring tour", `href="`+f.projectPath()+`"`, "Europe/Berlin",
		"No changes recorded yet.", `href="`+f.venuePath()+`/edit"`)
	if strings.Contains(f.signedIn("vi@example.com").get(f.venuePath()).body, "/edit") {
		t.Error("a viewer is offered to edit a venue")
	}
}

// A venue's contacts are rows of a person and a role, with empty rows to add
// more; an error about a contact lands on the row the user filled, and a
// good save keeps only the filled rows.
func TestVenueFormContactRows(t *testing.T) {
	t.Parallel()
	f := newRecordsFixture(t)
	b := f.signedIn("mo@example.com")
	form := b.get(f.venuePath() + "/edit")
	wantStatus(t, form, http.StatusOK)
	wantContains(t, form, `name="contacts/0/person_id"`, `name="contacts/2/role"`, `id="contacts-1-person_id"`,
		`<option value="`+string(f.person.ID)+`" selected>Pat Promoter (Loud GmbH)</option>`, `value="Promoter rep"`)
	post := url.Values{"name": {"Columbiahalle"}, "time_zone": {"Europe/Berlin"}, "version": {"1"},
		"contacts/0/person_id": {string(f.person.ID)}, "contacts/0/role": {"Promoter rep"},
		"contacts/1/person_id": {""}, "contacts/1/role": {""},
		"contacts/2/person_id": {""}, "contacts/2/role": {"Runner"}}
	bad := b.post(f.venuePath()+"/edit", post)
	wantStatus(t, bad, http.StatusUnprocessableEntity)
	wantContains(t, bad, `<a href="#contacts-2-person_id">Choose who this contact is.</a>`, `id="contacts-2-person_id-error"`)
	post.Set("contacts/2/role", "")
	post.Set("capacity", "4,000")
	wantStatus(t, b.post(f.venuePath()+"/edit", post), http.StatusSeeOther)
	if v := f.recs.data.Venues[0]; len(v.Contacts) != 1 || v.Capacity != 4000 {
		t.Errorf("saved venue: %+v", v)
	}
	created := b.post("/venues/new", url.Values{"name": {"Docks"}, "time_zone": {"Europe/Berlin"},
		"contacts/0/person_id": {""}, "contacts/0/role": {""}})
	wantStatus(t, created, http.StatusSeeOther)
	wantStatus(t, f.signedIn("vi@example.com").post("/venues/new", url.Values{"name": {"X"}}), http.StatusForbidden)
}

// A venue with shows cannot be removed: the confirmation names its shows and
// the removal is refused naming them; the stale panel works for venues too.
func TestVenueRemovalAndStaleEdit(t *testing.T) {
	t.Parallel()
	f := newRecordsFixture(t)
	b := f.signedIn("mia@example.com")
	wantContains(t, b.get(f.venuePath()+"/remove"), "show 2026-04-03 · Columbiahalle", "show 2026-04-12 · Columbiahalle")
	refused := b.post(f.venuePath()+"/remove", url.Values{"version": {"1"}})
	wantStatus(t, refused, http.StatusConflict)
	wantContains(t, refused, "2 records depend on it: 2 shows")
	other := f.signedIn("al@example.com")
	other.post(f.venuePath()+"/edit", url.Values{"name": {"Columbia Halle"}, "time_zone": {"Europe/Berlin"}, "version": {"1"}})
	stale := b.post(f.venuePath()+"/edit", url.Values{"name": {"Columbiahalle Berlin"}, "time_zone": {"Europe/Berlin"}, "version": {"1"}})
	wantStatus(t, stale, http.StatusConflict)
	wantContains(t, stale, "Columbia Halle", "Columbiahalle Berlin", `name="version" value="2"`)
}

// People: the index, a new person, a person's edit with their activity,
// removal refused while a record names them and allowed when none does.
func TestPeoplePages(t *testing.T) {
	t.Parallel()
	f := newRecordsFixture(t)
	b := f.signedIn("mo@example.com")
	wantContains(t, b.get("/people"), "Pat Promoter", `href="`+f.personPath()+`/edit"`, "Loud GmbH")
	bad := b.post("/people/new", url.Values{"first_name": {""}, "last_name": {""}})
	wantStatus(t, bad, http.StatusUnprocessableEntity)
	wantContains(t, bad, `<a href="#last_name">Enter a name.</a>`)
	ok := b.post("/people/new", url.Values{"first_name": {"Sam"}, "last_name": {"Stage"}, "email": {"sam@example.com"}})
	wantStatus(t, ok, http.StatusSeeOther)
	wantContains(t, b.get("/people?q=stage"), "Sam Stage", "The person Sam Stage is created.")
	refused := b.post(f.personPath()+"/remove", url.Values{"version": {"1"}})
	wantStatus(t, refused, http.StatusConflict)
	wantContains(t, refused, "It was not removed", "1 venue", "1 crew assignment")
	var sam records.Person
	for _, p := range f.recs.data.People {
		if p.LastName == "Stage" {
			sam = p
		}
	}
	// A person belongs to no project: their own page keeps their log.
	wantContains(t, b.get("/people/"+string(sam.ID)+"/edit"), `<h2 id="activity">Activity</h2>`,
		"<strong>Mo Member</strong> created the person <em>Sam Stage</em>")
	wantContains(t, b.get("/people/"+string(sam.ID)+"/remove"), "Remove the person Sam Stage?", "This cannot be undone.")
	wantStatus(t, b.post("/people/"+string(sam.ID)+"/remove", url.Values{"version": {"1"}}), http.StatusSeeOther)
	wantStatus(t, f.signedIn("vi@example.com").get("/people/new"), http.StatusForbidden)
}

// The organization's settings show its slug and id, for `roadcase import`.
func TestOrganizationSettingsShowTheSlugAndID(t *testing.T) {
	t.Parallel()
	f := newRecordsFixture(t)
	r := f.signedIn("vi@example.com").get("/settings/organization")
	wantStatus(t, r, http.StatusOK)
	wantContains(t, r, "<code>acme</code>", "<code>"+string(f.org.ID)+"</code>", "roadcase import --org acme FILE", "viewer")
}
