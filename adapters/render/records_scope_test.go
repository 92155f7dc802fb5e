package render

import (
	"context"
	"reflect"
	"testing"
	"time"

	"github.com/roadcase/roadcase/adapters/memory"
	"github.com/roadcase/roadcase/core/documents/binding"
	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/core/records/demo"
	"github.com/roadcase/roadcase/ports"
)

// TestEveryBinderBindsTheSameFromWhatRenderingLoads binds every document type
// from every demo record of every kind it accepts, in both demo organizations
// (two generated tours added to the first), once from the record's whole project
// and once from what rendering from the record loads: a show's scope
// (DatasetFilter.ShowID, records.Dataset.ShowScope) or its project, narrowed to
// the kinds the binder reads (binding.Entry.Reads). The data must be the same. A
// binder that starts reading a record its load leaves out fails here, naming the
// type and the record.
func TestEveryBinderBindsTheSameFromWhatRenderingLoads(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	backend := memory.New()
	recs := backend.Records()
	orgs := demo.Organizations()
	for i, o := range orgs {
		err := backend.Identity().CreateOrganization(ctx, identity.Organization{ID: o.ID, Slug: o.Slug,
			Name: o.Name, Currency: o.Currency, TimeZone: o.TimeZone, CreatedAt: demo.CreatedAt})
		if err != nil {
			t.Fatal(err)
		}
		sets := []records.Dataset{o.Data}
		if i == 0 {
			sets = append(sets, demo.Scaled(o, 2))
		}
		for _, d := range sets {
			if err := recs.InsertDataset(ctx, o.ID, d, false); err != nil {
				t.Fatal(err)
			}
		}
	}
	now := demo.Today.Time(time.UTC).Add(12 * time.Hour)
	bound := 0
	for _, o := range orgs {
		all, err := recs.LoadDataset(ctx, o.ID, records.DatasetFilter{})
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range binding.Catalog {
			for _, id := range all.IDs()[e.Kind] {
				ref, err := recs.FindRef(ctx, o.ID, id)
				if err != nil {
					t.Fatal(err)
				}
				project, narrow := records.DatasetFilter{ProjectID: ref.ProjectID}, records.DatasetFilter{
					ProjectID: ref.ProjectID, Kinds: e.Reads}
				if e.Kind == records.KindShow {
					narrow.ShowID = id
				}
				want, wantErr := e.Bind(binding.Source{Ref: ref, OrgName: o.Name, Now: now,
					Index: binding.NewIndex(load(t, recs, o.ID, project))})
				got, err := e.Bind(binding.Source{Ref: ref, OrgName: o.Name, Now: now,
					Index: binding.NewIndex(load(t, recs, o.ID, narrow))})
				if !reflect.DeepEqual(got, want) || (err == nil) != (wantErr == nil) {
					t.Errorf("%s of %s %s (%s): bound from what rendering loads\n%v, %v\nfrom its project\n%v, %v",
						e.DocType, e.Kind, id, o.Slug, got, err, want, wantErr)
				}
				bound++
			}
		}
	}
	if bound == 0 {
		t.Fatal("no document was bound")
	}
}

// load loads f from recs, failing the test on an error.
func load(t *testing.T, recs ports.RecordStore, org kernel.ID, f records.DatasetFilter) records.Dataset {
	t.Helper()
	d, err := recs.LoadDataset(context.Background(), org, f)
	if err != nil {
		t.Fatal(err)
	}
	return d
}
