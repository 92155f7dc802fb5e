package postgres_test

import (
	"context"
	"maps"
	"sync"
	"testing"

	"github.com/roadcase/roadcase/adapters/postgres/pgtest"
	"github.com/roadcase/roadcase/adapters/sql"
	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/records/demo"
)

// Seeding copies rows after looking up which ids exist; two seeds of one
// organization at once (replicas starting with --demo) must all succeed
// and leave one copy of every record, as ON CONFLICT DO NOTHING did.
func TestConcurrentSeedsOfOneOrganizationAllSucceed(t *testing.T) {
	t.Parallel()
	db := pgtest.Open(t)
	ctx := context.Background()
	o := demo.Organizations()[0]
	err := sql.NewIdentityStore(db).CreateOrganization(ctx, identity.Organization{ID: o.ID, Slug: o.Slug,
		Name: o.Name, Currency: o.Currency, TimeZone: o.TimeZone, CreatedAt: demo.CreatedAt})
	if err != nil {
		t.Fatal(err)
	}
	store := sql.NewRecordStore(db)
	d := o.Data.Clone()
	scaled := demo.Scaled(o, 2)
	d.Projects = append(d.Projects, scaled.Projects...)
	d.Venues = append(d.Venues, scaled.Venues...)
	d.People = append(d.People, scaled.People...)
	d.Shows = append(d.Shows, scaled.Shows...)
	d.Schedule = append(d.Schedule, scaled.Schedule...)
	var wg sync.WaitGroup
	errs := make([]error, 4)
	for i := range errs {
		wg.Go(func() { errs[i] = store.InsertDataset(ctx, o.ID, d, true) })
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Errorf("seed %d: %v", i, err)
		}
	}
	counts, err := store.CountRecords(ctx, o.ID)
	if err != nil {
		t.Fatal(err)
	}
	if want := d.Count(); !maps.Equal(counts, want) {
		t.Errorf("counts = %v, want %v", counts, want)
	}
}
