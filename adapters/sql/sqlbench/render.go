package sqlbench

import (
	"context"
	"encoding/json"
	"testing"
	"time"

	"github.com/roadcase/roadcase/adapters/jsonschema"
	"github.com/roadcase/roadcase/adapters/recordcache"
	"github.com/roadcase/roadcase/adapters/render"
	"github.com/roadcase/roadcase/adapters/sql"
	"github.com/roadcase/roadcase/core/documents/app"
	"github.com/roadcase/roadcase/core/documents/catalog"
	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/core/records/demo"
	"github.com/roadcase/roadcase/ports"
)

// RenderScales are the scales the render benchmark seeds: the demo organization
// with one generated tour, and with a hundred (2,000 more shows). The rendered
// records are the same at both, so only the organization's size differs.
var RenderScales = []int{1, 100}

// Render seeds db (migrated and empty) with the demo organization at scale, as
// roadcase seed --scale does, and times side by side, over db's real record and
// identity stores with the real catalog, validator and renderer, the documents
// service rendering from data (data), from a record as serve does (record:
// through a recordcache, so that after the first render a read of the records
// revision stands for the load of the records) and from a record without the
// cache (record-uncached: every render loads the records, as a first render or
// one after a write does): the day sheet of the first show of the demo's
// busiest project, and that project's tour book. The data is the
// very data the record binds to, so both paths print the same page. Pages per
// second and allocations are reported; the render log is left out (one insert per
// render, the same on both paths).
func Render(b *testing.B, db *sql.DB, scale int) {
	ctx := context.Background()
	org := seedDemo(b, ctx, db, scale)
	project, show := busiestProject(org.Data)
	c, err := catalog.Load()
	if err != nil {
		b.Fatal(err)
	}
	r, err := render.New()
	if err != nil {
		b.Fatal(err)
	}
	capture := &capturing{Renderer: r}
	noon := demo.Today.Time(time.UTC).Add(12 * time.Hour)
	service := func(store ports.RecordStore) *app.Service {
		svc, err := app.New(app.Deps{Catalog: c, Validator: jsonschema.New(), Renderer: capture,
			Records: store, Orgs: sql.NewIdentityStore(db), Clock: &kernel.FixedClock{T: noon}})
		if err != nil {
			b.Fatal(err)
		}
		return svc
	}
	svc := service(sql.NewRecordStore(db))
	cached := service(recordcache.New(sql.NewRecordStore(db), 100_000))
	for _, doc := range []struct {
		key    string
		record kernel.ID
	}{{"day-sheet", show}, {"tour-book", project}} {
		if _, err := svc.RenderRecord(ctx, org.ID, doc.key, string(doc.record)); err != nil {
			b.Fatal(err)
		}
		data, err := json.Marshal(capture.last)
		if err != nil {
			b.Fatal(err)
		}
		b.Run(doc.key+"/data", func(b *testing.B) {
			pages(b, func() error { _, err := svc.RenderData(ctx, org.ID, doc.key, data); return err })
		})
		b.Run(doc.key+"/record", func(b *testing.B) {
			pages(b, func() error { _, err := cached.RenderRecord(ctx, org.ID, doc.key, string(doc.record)); return err })
		})
		b.Run(doc.key+"/record-uncached", func(b *testing.B) {
			pages(b, func() error { _, err := svc.RenderRecord(ctx, org.ID, doc.key, string(doc.record)); return err })
		})
	}
}

// pages runs render in the benchmark loop and reports pages per second.
func pages(b *testing.B, render func() error) {
	b.ReportAllocs()
	for b.Loop() {
		if err := render(); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "pages/s")
}

// capturing keeps the data of the last page it rendered.
type capturing struct {
	ports.Renderer
	last any
}

// Render renders data and keeps it.
func (c *capturing) Render(ctx context.Context, key, title string, data any) ([]byte, error) {
	c.last = data
	return c.Renderer.Render(ctx, key, title, data)
}

// seedDemo writes the demo organization and scale generated tours into db, as
// the seed does, and returns the organization.
func seedDemo(b testing.TB, ctx context.Context, db *sql.DB, scale int) demo.Org {
	o := demo.Organizations()[0]
	err := sql.NewIdentityStore(db).CreateOrganization(ctx, identity.Organization{ID: o.ID, Slug: o.Slug,
		Name: o.Name, Currency: o.Currency, TimeZone: o.TimeZone, CreatedAt: demo.CreatedAt})
	if err != nil {
		b.Fatal(err)
	}
	store := sql.NewRecordStore(db)
	for _, d := range []records.Dataset{o.Data, demo.Scaled(o, scale)} {
		if err := store.InsertDataset(ctx, o.ID, d, true); err != nil {
			b.Fatal(err)
		}
	}
	return o
}

// busiestProject returns the project of d with the most shows, and its first
// show by date.
func busiestProject(d records.Dataset) (project, first kernel.ID) {
	count := map[kernel.ID]int{}
	for _, s := range d.Shows {
		count[s.ProjectID]++
		if project.IsZero() || count[s.ProjectID] > count[project] {
			project = s.ProjectID
		}
	}
	var date kernel.Date
	for _, s := range d.Shows {
		if s.ProjectID == project && (first.IsZero() || s.Date.Before(date)) {
			first, date = s.ID, s.Date
		}
	}
	return project, first
}
