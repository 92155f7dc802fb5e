package web

import (
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// The projects index lists the organization's projects and offers "New
// project" to managers and above only.
func TestProjectsIndexOffersCreationByRole(t *testing.T) {
	t.Parallel()
	f := newRecordsFixture(t)
	r := f.signedIn("mia@example.com").get("/projects")
	wantStatus(t, r, http.StatusOK)
	wantContains(t, r, `href="`+f.projectPath()+`"`, "Spring tour", "SPR26", "Nightline", `href="/projects/new"`,
		`<a href="/projects" aria-current="page">Projects</a>`, `href="/venues"`, `href="/people"`)
	for _, who := range []string{"mo@example.com", "vi@example.com"} {
		r := f.signedIn(who).get("/projects")
		wantStatus(t, r, http.StatusOK)
		if strings.Contains(r.body, `href="/projects/new"`) {
			t.Errorf("%s is offered a new project", who)
		}
	}
	wantStatus(t, f.signedIn("mo@example.com").get("/projects/new"), http.StatusForbidden)
	if r := f.browser().get("/projects"); r.status != http.StatusSeeOther || !strings.HasPrefix(r.location(), "/signin") {
		t.Errorf("a visitor: %d %s", r.status, r.location())
	}
}

// An organization with no projects is offered its first on /projects, on
// /advancing and from the home page, which leads to /projects.
func TestAnEmptyOrganizationIsOfferedItsFirstProject(t *testing.T) {
	t.Parallel()
	f := newRecordsFixture(t)
	f.empty()
	b := f.signedIn("ada@example.com")
	home := b.get("/")
	if home.status != http.StatusSeeOther || home.location() != "/projects" {
		t.Fatalf("home: %d → %q", home.status, home.location())
	}
	wantContains(t, b.get("/projects"), "Create your first project", `href="/projects/new"`)
	wantContains(t, b.get("/advancing"), "Create your first project", `href="/projects/new"`)
	wantContains(t, b.get("/venues"), "Add your first venue", `href="/venues/new"`)
	wantContains(t, b.get("/people"), "Add your first person", `href="/people/new"`)
	v := f.signedIn("vi@example.com").get("/projects")
	wantContains(t, v, "A manager, an administrator or the owner can create the first one")
}

// The index pages by keyset: the first page holds 25 projects and a "Next
// page" link with a signed cursor that gives the rest; the search is kept;
// a tampered cursor is refused.
func TestProjectsIndexPagesWithANextLink(t *testing.T) {
	t.Parallel()
	f := newRecordsFixture(t)
	for i := range 30 {
		f.recs.data.Projects = append(f.recs.data.Projects, records.Project{ID: kernel.NewID(), OrgID: f.org.ID,
			Name: fmt.Sprintf("Gig %02d", i), Kind: records.ProjectEvent, Status: records.ProjectPlanning, Currency: "EUR",
			StartsOn: kernel.Date(fmt.Sprintf("2027-01-%02d", i+1))})
	}
	b := f.signedIn("ada@example.com")
	first := b.get("/projects?q=gig")
	wantStatus(t, first, http.StatusOK)
	wantContains(t, first, "Gig 00", "Gig 24", `rel="next"`)
	if strings.Contains(first.body, "Gig 25") || strings.Contains(first.body, "Spring tour") {
		t.Error("the first page holds more than 25 or ignores the search")
	}
	m := actionOrHref.FindAllStringSubmatch(first.body, -1)
	next := ""
	for _, x := range m {
		if strings.Contains(x[1], "cursor=") {
			next = strings.ReplaceAll(x[1], "&amp;", "&")
		}
	}
	if !strings.Contains(next, "q=gig") {
		t.Fatalf("next link %q does not keep the search", next)
	}
	second := b.get(next)
	wantStatus(t, second, http.StatusOK)
	wantContains(t, second, "Gig 25", "Gig 29")
	if strings.Contains(second.body, "Gig 24") || strings.Contains(second.body, `rel="next"`) {
		t.Error("the second page repeats the first or promises a third")
	}
	wantStatus(t, b.get(strings.Replace(next, "q=gig", "q=other", 1)), http.StatusUnprocessableEntity)
	filtered := b.get("/projects?status=confirmed")
	wantContains(t, filtered, "Spring tour")
	if strings.Contains(filtered.body, "Gig 00") {
		t.Error("the status filter kept a planning project")
	}
}

// The hub shows the project, its shows by date, crew, travel, hotels, packets
// and activity; another organization's record is not found.
func TestProjectHubShowsEverythingOfTheProject(t *testing.T) {
	t.Parallel()
	f := newRecordsFixture(t)
	b := f.signedIn("mia@example.com")
	b.post(f.projectPath()+"/edit", projectValues(f.project, 1, "name", "Spring tour 2026"))
	r := b.get(f.projectPath())
	wantStatus(t, r, http.StatusOK)
	wantContains(t, r, "Spring tour 2026", "Columbiahalle", "Tour manager", "Pat Promoter", "LH 2040", "Hotel Adlon",
		"Berlin advance", `href="/advancing/packets/`, "Mia Manager", "changed", "Name: Spring tour → ", "19:30",
		`href="`+f.projectPath()+`/edit"`)
	if strings.Index(r.body, "3 Apr 2026") > strings.Index(r.body, "12 Apr 2026") {
		t.Error("the shows are not in date order")
	}
	if strings.Contains(r.body, `/remove"`) {
		t.Error("a manager is offered the removal of a project")
	}
	wantContains(t, f.signedIn("al@example.com").get(f.projectPath()), `href="`+f.projectPath()+`/remove"`)
	wantStatus(t, b.get(f.venuePath()+"x"), http.StatusNotFound)
	wantStatus(t, b.get("/projects/"+string(f.venue.ID)), http.StatusNotFound) // a venue is no project
}

// projectValues is a post of the project form with p's values, at version,
// with pairs of input names and values changed.
func projectValues(p records.Project, version int, pairs ...string) url.Values {
	v := url.Values{"name": {p.Name}, "code": {p.Code}, "kind": {string(p.Kind)}, "status": {string(p.Status)},
		"artist": {p.Artist}, "currency": {p.Currency}, "starts_on": {p.StartsOn.String()}, "ends_on": {p.EndsOn.String()},
		"version": {fmt.Sprint(version)}}
	for i := 0; i+1 < len(pairs); i += 2 {
		v.Set(pairs[i], pairs[i+1])
	}
	return v
}

// Creating a project redirects to its hub with a notice and the warnings the
// save gave; a refused one answers 422 with each error beside its field.
func TestCreatingAProject(t *testing.T) {
	t.Parallel()
	f := newRecordsFixture(t)
	b := f.signedIn("mia@example.com")
	form := b.get("/projects/new")
	wantStatus(t, form, http.StatusOK)
	wantContains(t, form, `name="starts_on" type="date"`, `<option value="EUR" selected>`, `name="version" value="0"`)
	bad := b.post("/projects/new", url.Values{"name": {""}, "currency": {"EUR"}, "starts_on": {"2026-05-10"},
		"ends_on": {"2026-05-01"}, "kind": {"tour"}, "status": {"planning"}})
	wantStatus(t, bad, http.StatusUnprocessableEntity)
	wantContains(t, bad, `<a href="#name">Enter the project&#39;s name.</a>`, `id="name-error"`,
		`<a href="#ends_on">The project cannot end before it starts.</a>`, `value="2026-05-10"`)
	wantStatus(t, b.post("/projects/new", url.Values{"name": {"X"}, "starts_on": {"10/05/2026"}}), http.StatusUnprocessableEntity)
	f.recs.warnings = []records.Finding{{Pointer: "/status", Code: "status_mismatch", Detail: "The project is confirmed but has no shows."}}
	ok := b.post("/projects/new", url.Values{"name": {"Autumn run"}, "currency": {"GBP"}, "kind": {"tour"}, "status": {"confirmed"}})
	wantStatus(t, ok, http.StatusSeeOther)
	if !strings.HasPrefix(ok.location(), "/projects/") {
		t.Fatalf("redirect to %q", ok.location())
	}
	hub := b.get(ok.location())
	wantContains(t, hub, "The project Autumn run is created.", "The project is confirmed but has no shows.", "GBP")
	wantStatus(t, f.signedIn("mo@example.com").post("/projects/new", url.Values{"name": {"Sneaky"}}), http.StatusForbidden)
}

// Two people edit one project: the second save is refused with both versions
// side by side, the user's values kept and the new version in the form, and
// saving again overwrites deliberately.
func TestAStaleProjectEditShowsBothVersions(t *testing.T) {
	t.Parallel()
	f := newRecordsFixture(t)
	mia, al := f.signedIn("mia@example.com"), f.signedIn("al@example.com")
	edit := f.projectPath() + "/edit"
	wantContains(t, mia.get(edit), `name="version" value="1"`, `value="Spring tour"`)
	wantStatus(t, al.post(edit, projectValues(f.project, 1, "name", "Al's tour")), http.StatusSeeOther)
	stale := mia.post(edit, projectValues(f.project, 1, "name", "Mia's tour", "artist", "Nightline & Friends"))
	wantStatus(t, stale, http.StatusConflict)
	wantContains(t, stale, "Someone else changed this record", "it is at version 2", `value="Mia&#39;s tour"`,
		"Mia&#39;s tour", "Al&#39;s tour", `name="version" value="2"`, `value="Nightline &amp; Friends"`)
	wantStatus(t, mia.post(edit, projectValues(f.project, 2, "name", "Mia's tour")), http.StatusSeeOther)
	if got := f.recs.data.Projects[0].Name; got != "Mia's tour" {
		t.Errorf("the project is named %q", got)
	}
	wantStatus(t, f.signedIn("vi@example.com").get(edit), http.StatusForbidden)
	wantStatus(t, f.signedIn("mo@example.com").post(edit, projectValues(f.project, 3)), http.StatusForbidden)
}

// Removing a project asks first and says what goes with it; while its money
// depends on it the removal is refused naming it; without, it goes with its
// operational records. Below admin the page is refused.
func TestRemovingAProject(t *testing.T) {
	t.Parallel()
	f := newRecordsFixture(t)
	f.recs.data.Expenses = []records.Expense{{ID: kernel.NewID(), OrgID: f.org.ID, ProjectID: f.project.ID,
		Description: "Van hire", Amount: 50000, Currency: "EUR", IncurredOn: "2026-04-02"}}
	al := f.signedIn("al@example.com")
	path := f.projectPath() + "/remove"
	blocked := al.get(path)
	wantStatus(t, blocked, http.StatusOK)
	wantContains(t, blocked, "Remove the project", "expense Van hire · 2026-04-02", "Back to the project")
	refused := al.post(path, url.Values{"version": {"1"}})
	wantStatus(t, refused, http.StatusConflict)
	wantContains(t, refused, "It was not removed", "1 records depend on it: 1 expense")
	wantStatus(t, f.signedIn("mia@example.com").get(path), http.StatusForbidden)
	f.recs.data.Expenses = nil
	ask := al.get(path)
	wantContains(t, ask, "These records go with it", "2 shows", "1 crew assignment", "1 travel segment", "1 hotel stay",
		`name="version" value="1"`, "Remove project</button>")
	gone := al.post(path, url.Values{"version": {"1"}})
	wantStatus(t, gone, http.StatusSeeOther)
	if gone.location() != "/projects" || len(f.recs.data.Projects) != 0 || len(f.recs.data.Shows) != 0 {
		t.Errorf("after removal: %s, %d projects, %d shows", gone.location(), len(f.recs.data.Projects), len(f.recs.data.Shows))
	}
	wantContains(t, al.get("/projects"), "The project Spring tour is removed.")
}
