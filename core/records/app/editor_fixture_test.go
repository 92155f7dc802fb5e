package app_test

import (
	"context"
	"sync"
	"testing"
	"time"

	"github.com/roadcase/roadcase/adapters/memory"
	"github.com/roadcase/roadcase/core/identity"
	identityapp "github.com/roadcase/roadcase/core/identity/app"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/core/records/app"
	"github.com/roadcase/roadcase/ports"
)

// editFixture is the records editor over one memory backend, with an
// organization holding one member of each role, named after the role.
type editFixture struct {
	ed     *app.Editor
	store  ports.RecordStore
	ids    ports.IdentityStore
	clock  *tickingClock
	org    identity.Organization
	actors map[identity.Role]identity.Actor
}

// storeRoles reads a member's role from the identity store at every call, as the
// composition root's adapter does.
type storeRoles struct{ ids ports.IdentityStore }

func (r storeRoles) RoleOf(ctx context.Context, org, user kernel.ID) (identity.Role, error) {
	ms, err := r.ids.FindMembership(ctx, org, user)
	return ms.Role, err
}

func newEditFixture(t *testing.T) *editFixture {
	t.Helper()
	clock := &tickingClock{t: time.Date(2026, 11, 22, 9, 0, 0, 0, time.UTC)}
	b := memory.New()
	ids, recs, tx := b.Identity(), b.Records(), b.Tx()
	people := identityapp.NewService(ids, tx, clock)
	org, err := people.EnsureOrganization(ctx, identity.Organization{ID: kernel.NewID(), Slug: "crew-co",
		Name: "Crew Co", Currency: "EUR", TimeZone: "Europe/Amsterdam", CreatedAt: clock.Now()})
	must(t, err)
	f := &editFixture{store: recs, ids: ids, clock: clock, org: org, actors: map[identity.Role]identity.Actor{}}
	for _, role := range identity.Roles {
		u, err := people.EnsureUser(ctx, identity.User{Email: string(role) + "@crew.example", Name: "The " + string(role)})
		must(t, err)
		_, err = people.EnsureMembership(ctx, org, u, role)
		must(t, err)
		f.actors[role] = identity.Actor{OrgID: org.ID, UserID: u.ID}
	}
	f.ed, err = app.NewEditor(app.EditorDeps{Records: recs, Roles: storeRoles{ids}, Users: ids, Tx: tx, Clock: clock})
	must(t, err)
	return f
}

// save writes c as the member of role and fails the test on an error.
func (f *editFixture) save(t *testing.T, role identity.Role, c records.Change) records.Saved {
	t.Helper()
	saved, err := f.ed.Save(ctx, f.actors[role], c)
	must(t, err)
	return saved
}

// create makes one record as the owner and returns its id.
func (f *editFixture) create(t *testing.T, kind records.Kind, d records.Dataset) kernel.ID {
	t.Helper()
	return f.save(t, identity.RoleOwner, records.Change{Ref: records.Ref{Kind: kind}, Action: records.ActionCreate, Record: d}).Ref.ID
}

// tour makes a project, a venue and a show at it, returning their ids.
func (f *editFixture) tour(t *testing.T) (project, venue, show kernel.ID) {
	t.Helper()
	project = f.create(t, records.KindProject, records.Dataset{Projects: []records.Project{{Name: "Spring Tour",
		Kind: records.ProjectTour, Status: records.ProjectConfirmed, Artist: "The Band", Currency: "EUR",
		StartsOn: "2027-04-01", EndsOn: "2027-04-30"}}})
	venue = f.create(t, records.KindVenue, records.Dataset{Venues: []records.Venue{{Name: "Paradiso",
		City: "Amsterdam", Country: "NL", TimeZone: "Europe/Amsterdam", Capacity: 1500}}})
	show = f.create(t, records.KindShow, records.Dataset{Shows: []records.Show{aShow(project, venue)}})
	return project, venue, show
}

// aShow is a confirmed versus deal with two tiers.
func aShow(project, venue kernel.ID) records.Show {
	return records.Show{ProjectID: project, VenueID: venue, Date: "2027-04-10", Status: records.ShowConfirmed,
		TimeZone: "Europe/Amsterdam", Capacity: 1500, Currency: "EUR",
		Deal: records.Deal{Type: records.DealVersus, Guarantee: 1_000_000, ArtistPercent: 8500},
		Tiers: []records.TicketTier{{Name: "GA", Price: 3500, Allotment: 1200, Sold: 800},
			{Name: "Balcony", Price: 4500, Allotment: 300, Sold: 120, Comps: 10}}}
}

// show opens the show as it is stored.
func (f *editFixture) show(t *testing.T, id kernel.ID) (records.Show, int) {
	t.Helper()
	o, err := f.ed.Open(ctx, f.actors[identity.RoleViewer], id)
	must(t, err)
	return o.Record.Shows[0], o.Version
}

// mustTime parses an RFC 3339 instant.
func mustTime(s string) time.Time {
	t, err := time.Parse(time.RFC3339, s)
	if err != nil {
		panic(err)
	}
	return t
}

// tickingClock moves one second on at every reading, so that each write of a
// test has its own instant in the log.
type tickingClock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *tickingClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.t = c.t.Add(time.Second)
	return c.t
}
