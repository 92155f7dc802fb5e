package app_test

import (
	"context"
	"encoding/csv"
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/roadcase/roadcase/adapters/memory"
	"github.com/roadcase/roadcase/core/identity"
	identityapp "github.com/roadcase/roadcase/core/identity/app"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/core/records/app"
	"github.com/roadcase/roadcase/core/records/tabular"
	"github.com/roadcase/roadcase/ports"
)

// importFixture is the spreadsheet import over one memory backend, beside the
// records editor that makes the records it imports against: an organization
// with one member of each role, a project with a show at Paradiso, and
// Melkweg, a second venue.
type importFixture struct {
	*editFixture
	im      *app.Importer
	imports ports.ImportStore
	queue   *stepQueue
	tables  *csvTables
	project kernel.ID
	showID  kernel.ID
	people  *identityapp.Service
	melkweg kernel.ID
}

func newImportFixture(t *testing.T) *importFixture {
	t.Helper()
	clock := &tickingClock{t: time.Date(2026, 11, 22, 9, 0, 0, 0, time.UTC)}
	b := memory.New()
	ids, recs, tx := b.Identity(), b.Records(), b.Tx()
	people := identityapp.NewService(ids, tx, clock)
	org, err := people.EnsureOrganization(ctx, identity.Organization{ID: kernel.NewID(), Slug: "crew-co",
		Name: "Crew Co", Currency: "EUR", TimeZone: "Europe/Amsterdam", CreatedAt: clock.Now()})
	must(t, err)
	ef := &editFixture{store: recs, ids: ids, clock: clock, org: org, actors: map[identity.Role]identity.Actor{}}
	for _, role := range identity.Roles {
		u, err := people.EnsureUser(ctx, identity.User{Email: string(role) + "@crew.example", Name: "The " + string(role)})
		must(t, err)
		_, err = people.EnsureMembership(ctx, org, u, role)
		must(t, err)
		ef.actors[role] = identity.Actor{OrgID: org.ID, UserID: u.ID}
	}
	ef.ed, err = app.NewEditor(app.EditorDeps{Records: recs, Roles: storeRoles{ids}, Users: ids, Tx: tx, Clock: clock})
	must(t, err)
	f := &importFixture{editFixture: ef, people: people, imports: b.Imports(), queue: &stepQueue{}, tables: &csvTables{}}
	f.im, err = app.NewImporter(app.ImporterDeps{Imports: f.imports, Tables: f.tables, Queue: f.queue, Records: recs,
		Roles: storeRoles{ids}, Users: ids, Orgs: ids, Tx: tx, Clock: clock})
	must(t, err)
	f.project, _, f.showID = f.tour(t)
	f.melkweg = f.create(t, records.KindVenue, records.Dataset{Venues: []records.Venue{{Name: "Melkweg",
		City: "Amsterdam", Country: "NL", TimeZone: "Europe/Amsterdam", Capacity: 1500}}})
	return f
}

// routing is a shows sheet: a new show at Melkweg, and the show at Paradiso
// with a new capacity.
const routing = "Date,Venue,City,Capacity\n2027-04-12,Melkweg,Amsterdam,1400\n2027-04-10,Paradiso,Amsterdam,1450\n"

// upload uploads content as a file of kind into the fixture's project as the
// member of role.
func (f *importFixture) upload(t *testing.T, role identity.Role, kind tabular.Kind, content string) tabular.Import {
	t.Helper()
	imp, err := f.im.Upload(ctx, f.actors[role], ports.ImportUpload{Kind: kind, ProjectID: f.project,
		FileName: "routing.csv", Data: []byte(content)})
	must(t, err)
	return imp
}

// checked uploads content as the manager, maps it as guessed and runs the
// check.
func (f *importFixture) checked(t *testing.T, kind tabular.Kind, content string) tabular.Import {
	t.Helper()
	imp := f.upload(t, identity.RoleManager, kind, content)
	imp, err := f.im.Map(ctx, f.actors[identity.RoleManager], imp.ID, imp.Version, ports.ImportChoice{Mapping: imp.Mapping})
	must(t, err)
	f.runJobs(t)
	return f.open(t, imp.ID)
}

// written confirms a checked import as the manager and runs the write.
func (f *importFixture) written(t *testing.T, imp tabular.Import) tabular.Import {
	t.Helper()
	imp, err := f.im.Confirm(ctx, f.actors[identity.RoleManager], imp.ID, imp.Version, ports.ImportConfirm{})
	must(t, err)
	f.runJobs(t)
	return f.open(t, imp.ID)
}

// open reads an import as the viewer.
func (f *importFixture) open(t *testing.T, id kernel.ID) tabular.Import {
	t.Helper()
	imp, err := f.im.Open(ctx, f.actors[identity.RoleViewer], id)
	must(t, err)
	return imp
}

// runJobs runs every step scheduled, as the import jobs would, until none is
// left.
func (f *importFixture) runJobs(t *testing.T) {
	t.Helper()
	for s, ok := f.queue.next(); ok; s, ok = f.queue.next() {
		must(t, f.im.RunStep(ctx, s.org, s.id, s.step))
	}
}

// shows returns the project's shows by date.
func (f *importFixture) shows(t *testing.T) map[string]records.Show {
	t.Helper()
	d, err := f.store.LoadDataset(ctx, f.org.ID, records.DatasetFilter{ProjectID: f.project})
	must(t, err)
	out := map[string]records.Show{}
	for _, s := range d.Shows {
		out[s.Date.String()] = s
	}
	return out
}

// advance moves the clock on by d.
func (c *tickingClock) advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.t = c.t.Add(d)
}

// step is one import step scheduled.
type step struct {
	org, id kernel.ID
	step    string
}

// stepQueue keeps the steps scheduled for the test to run.
type stepQueue struct {
	mu    sync.Mutex
	steps []step
}

func (q *stepQueue) EnqueueImportStep(_ context.Context, org, id kernel.ID, s string) error {
	q.mu.Lock()
	defer q.mu.Unlock()
	q.steps = append(q.steps, step{org, id, s})
	return nil
}

func (q *stepQueue) next() (step, bool) {
	q.mu.Lock()
	defer q.mu.Unlock()
	if len(q.steps) == 0 {
		return step{}, false
	}
	s := q.steps[0]
	q.steps = q.steps[1:]
	return s, true
}

// csvTables reads a file as CSV sheets, "Sheet1", "Sheet2", ..., separated by a
// line "===", each one's first line its header. failNext makes the next read
// fail as a stopped server would.
type csvTables struct {
	mu       sync.Mutex
	failNext bool
}

func (c *csvTables) ReadTables(_ context.Context, _ string, data []byte) (tabular.Workbook, error) {
	c.mu.Lock()
	fail := c.failNext
	c.failNext = false
	c.mu.Unlock()
	if fail {
		return tabular.Workbook{}, kernel.Unavailable("the server is stopping", errors.New("stopping"))
	}
	wb := tabular.Workbook{Format: "csv", Encoding: "UTF-8", Delimiter: ","}
	for n, part := range strings.Split(string(data), "===\n") {
		r := csv.NewReader(strings.NewReader(part))
		r.FieldsPerRecord = -1
		lines, err := r.ReadAll()
		if err != nil || len(lines) == 0 {
			return tabular.Workbook{}, kernel.Invalid("not a CSV file")
		}
		t := tabular.Table{Sheet: fmt.Sprintf("Sheet%d", n+1), HeaderRow: 1, Header: lines[0]}
		for i, cells := range lines[1:] {
			t.Rows = append(t.Rows, tabular.Row{Number: i + 2, Cells: cells})
		}
		wb.Sheets = append(wb.Sheets, t)
	}
	return wb, nil
}

// outsider is the owner of a second organization of the same backend.
func (f *importFixture) outsider(t *testing.T) identity.Actor {
	t.Helper()
	org, err := f.people.EnsureOrganization(ctx, identity.Organization{ID: kernel.NewID(), Slug: "other-co",
		Name: "Other Co", Currency: "EUR", TimeZone: "Europe/Amsterdam", CreatedAt: f.clock.Now()})
	must(t, err)
	u, err := f.people.EnsureUser(ctx, identity.User{Email: "owner@other.example", Name: "Other owner"})
	must(t, err)
	_, err = f.people.EnsureMembership(ctx, org, u, identity.RoleOwner)
	must(t, err)
	return identity.Actor{OrgID: org.ID, UserID: u.ID}
}
