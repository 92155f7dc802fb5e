package render

import (
	"context"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/roadcase/roadcase/adapters/jsonschema"
	"github.com/roadcase/roadcase/adapters/memory"
	"github.com/roadcase/roadcase/core/documents/app"
	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/core/records/demo"
)

// demoStack is the documents service over memory stores seeded with both demo
// organizations, the real catalog, validator and renderer.
type demoStack struct {
	svc  *app.Service
	orgs []demo.Org
}

var demoOnce = sync.OnceValues(func() (*demoStack, error) {
	c, r := shared.catalog, shared.renderer
	if c == nil {
		return nil, shared.err
	}
	ctx := context.Background()
	backend := memory.New()
	recs, ids := backend.Records(), backend.Identity()
	orgs := demo.Organizations()
	for _, o := range orgs {
		err := ids.CreateOrganization(ctx, identity.Organization{ID: o.ID, Slug: o.Slug, Name: o.Name,
			Currency: o.Currency, TimeZone: o.TimeZone, CreatedAt: demo.CreatedAt})
		if err != nil {
			return nil, err
		}
		if err := recs.InsertDataset(ctx, o.ID, o.Data, false); err != nil {
			return nil, err
		}
	}
	noon := demo.Today.Time(time.UTC).Add(12 * time.Hour)
	svc, err := app.New(app.Deps{Catalog: c, Validator: jsonschema.New(), Renderer: r, Records: recs, Orgs: ids,
		Clock: &kernel.FixedClock{T: noon}})
	if err != nil {
		return nil, err
	}
	return &demoStack{svc: svc, orgs: orgs}, nil
})

func demoServices(t testing.TB) *demoStack {
	t.Helper()
	setup(t)
	s, err := demoOnce()
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// TestEveryTypeRendersFromEveryDemoRecordOfEveryAcceptedKind binds every demo
// record of every kind each type accepts, in both demo organizations. The service
// validates the bound data against the type's schema before rendering, and
// reports a failure as an internal error that names every violation.
func TestEveryTypeRendersFromEveryDemoRecordOfEveryAcceptedKind(t *testing.T) {
	t.Parallel()
	s := demoServices(t)
	c, _, _ := setup(t)
	for _, typ := range c.Types() {
		for _, kind := range typ.RecordKinds {
			t.Run(typ.Key+"/"+string(kind), func(t *testing.T) {
				t.Parallel()
				rendered := 0
				for _, o := range s.orgs {
					for _, id := range o.Data.IDs()[kind] {
						page, err := s.svc.RenderRecord(context.Background(), o.ID, typ.Key, string(id))
						if err != nil {
							t.Errorf("%s %s of %s: %v", kind, id, o.Slug, err)
							continue
						}
						for _, p := range checkHTML(page) {
							t.Errorf("%s %s of %s: %s", kind, id, o.Slug, p)
						}
						rendered++
					}
				}
				if rendered == 0 {
					t.Errorf("the demo data has no %s record to render %s from", kind, typ.Key)
				}
			})
		}
	}
}

// TestAnotherOrganizationsRecordIsNotFound asks organization A for each kind's
// first record of organization B: the answer must be the same not-found error as
// for an identifier nobody has.
func TestAnotherOrganizationsRecordIsNotFound(t *testing.T) {
	t.Parallel()
	s := demoServices(t)
	c, _, _ := setup(t)
	a, b := s.orgs[0], s.orgs[1]
	_, missing := s.svc.RenderRecord(context.Background(), a.ID, "invoice", string(kernel.NewID()))
	want, ok := kernel.AsError(missing)
	if !ok || want.Kind != kernel.KindNotFound {
		t.Fatalf("a random id: %v, want KindNotFound", missing)
	}
	for _, typ := range c.Types() {
		for _, kind := range typ.RecordKinds {
			ids := b.Data.IDs()[kind]
			if len(ids) == 0 {
				continue
			}
			_, err := s.svc.RenderRecord(context.Background(), a.ID, typ.Key, string(ids[0]))
			got, ok := kernel.AsError(err)
			if !ok || got.Kind != want.Kind || got.Code != want.Code || got.Message != want.Message {
				t.Errorf("%s from %s of %s: %v, want %v", typ.Key, kind, b.Slug, err, missing)
			}
		}
	}
}

// TestARecordOfAnUnacceptedKindIsRefused renders each type from a demo record of a
// kind it does not accept.
func TestARecordOfAnUnacceptedKindIsRefused(t *testing.T) {
	t.Parallel()
	s := demoServices(t)
	c, _, _ := setup(t)
	ids := s.orgs[0].Data.IDs()
	for _, typ := range c.Types() {
		for _, kind := range []records.Kind{records.KindVenue, records.KindProject, records.KindShow, records.KindInvoice} {
			if slices.Contains(typ.RecordKinds, kind) || len(ids[kind]) == 0 {
				continue
			}
			_, err := s.svc.RenderRecord(context.Background(), s.orgs[0].ID, typ.Key, string(ids[kind][0]))
			e, ok := kernel.AsError(err)
			if !ok || e.Kind != kernel.KindInvalid || e.Code != "record_kind_not_accepted" {
				t.Errorf("%s from a %s: %v, want record_kind_not_accepted", typ.Key, kind, err)
			}
			break
		}
	}
}

// BenchmarkRenderRecord renders each type from a demo record of its first accepted
// kind through the service: record lookup, project load, binding, validation and
// rendering. A project is the one with the most shows (the European tour); any
// other kind is its first record.
func BenchmarkRenderRecord(b *testing.B) {
	s := demoServices(b)
	c, _, _ := setup(b)
	org := s.orgs[0]
	for _, typ := range c.Types() {
		if len(typ.RecordKinds) == 0 {
			continue
		}
		ids := org.Data.IDs()[typ.RecordKinds[0]]
		if typ.RecordKinds[0] == records.KindProject {
			ids = []kernel.ID{busiestProject(org.Data)}
		}
		if len(ids) == 0 {
			continue
		}
		b.Run(typ.Key, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := s.svc.RenderRecord(context.Background(), org.ID, typ.Key, string(ids[0])); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// busiestProject returns the project with the most shows.
func busiestProject(d records.Dataset) kernel.ID {
	count := map[kernel.ID]int{}
	for _, s := range d.Shows {
		count[s.ProjectID]++
	}
	best := d.Projects[0].ID
	for _, p := range d.Projects {
		if count[p.ID] > count[best] {
			best = p.ID
		}
	}
	return best
}
