package render

import (
	"context"
	"reflect"
	"testing"
	"time"

	"github.com/roadcase/roadcase/adapters/memory"
	"github.com/roadcase/roadcase/core/documents/binding"
	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/core/records/demo"
)

// TestShowDocumentsReadNothingOutsideTheShowScope binds every document type that
// accepts shows from every show of both demo organizations (two generated tours
// added to the first), once from the show's project and once from the show's
// scope (DatasetFilter.ShowID, records.Dataset.ShowScope): the data must be the
// same. A binder that starts reading a record the scope leaves out fails here,
// naming the type and the show.
func TestShowDocumentsReadNothingOutsideTheShowScope(t *testing.T) {
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
		for _, show := range all.Shows {
			ref := records.Ref{Kind: records.KindShow, ID: show.ID, ProjectID: show.ProjectID}
			project, err := recs.LoadDataset(ctx, o.ID, records.DatasetFilter{ProjectID: show.ProjectID})
			if err != nil {
				t.Fatal(err)
			}
			scope, err := recs.LoadDataset(ctx, o.ID, records.DatasetFilter{ShowID: show.ID})
			if err != nil {
				t.Fatal(err)
			}
			for _, e := range binding.Catalog {
				if e.Kind != records.KindShow {
					continue
				}
				want, wantErr := e.Bind(binding.Source{Ref: ref, OrgName: o.Name, Now: now, Index: binding.NewIndex(project)})
				got, err := e.Bind(binding.Source{Ref: ref, OrgName: o.Name, Now: now, Index: binding.NewIndex(scope)})
				if !reflect.DeepEqual(got, want) || (err == nil) != (wantErr == nil) {
					t.Errorf("%s of show %s (%s): bound from its scope\n%v, %v\nfrom its project\n%v, %v",
						e.DocType, show.ID, o.Slug, got, err, want, wantErr)
				}
				bound++
			}
		}
	}
	if bound == 0 {
		t.Fatal("no show document was bound")
	}
}
