package sqlbench

import (
	"context"
	"testing"

	"github.com/uptrace/bun"

	"github.com/roadcase/roadcase/adapters/sql"
	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/core/records/demo"
)

// ListStatements seeds db (migrated and empty) with ListDataset for two
// organizations and returns the statements that reading a page deep in each
// of the first one's lists runs, arguments in place, for a test to explain:
// the venues after the 2,000th and their contacts, the people after the
// 2,000th, the projects after the 500th, and a searched page of venues.
func ListStatements(tb testing.TB, db *sql.DB) []string {
	ctx := context.Background()
	org := seedListOrgs(tb, db)
	d := ListDataset(org, ListVenueCount)
	d.Sort()
	v, p, j := d.Venues[2000], d.People[2000], d.Projects[500]
	log := &statementLog{}
	store := sql.NewRecordStore(sql.New(db.Bun().WithQueryHook(log)))
	_, err1 := store.ListVenues(ctx, org, records.ListQuery{Limit: ListPageSize,
		After: &kernel.Cursor{Keys: []string{v.Name}, ID: v.ID}})
	_, err2 := store.ListPeople(ctx, org, records.ListQuery{Limit: ListPageSize,
		After: &kernel.Cursor{Keys: []string{p.LastName, p.FirstName}, ID: p.ID}})
	_, err3 := store.ListProjects(ctx, org, records.ListQuery{Limit: ListPageSize, Status: records.ProjectConfirmed,
		After: &kernel.Cursor{Keys: []string{string(j.StartsOn), j.Name}, ID: j.ID}})
	_, err4 := store.ListVenues(ctx, org, records.ListQuery{Limit: ListPageSize, Search: "Malmö",
		After: &kernel.Cursor{Keys: []string{v.Name}, ID: v.ID}})
	for _, err := range []error{err1, err2, err3, err4} {
		if err != nil {
			tb.Fatal(err)
		}
	}
	return log.queries
}

// seedListOrgs creates two organizations with ListDataset each and returns the
// first's id: the second's rows are in the same indexes, as in a shared
// database.
func seedListOrgs(tb testing.TB, db *sql.DB) kernel.ID {
	ctx := context.Background()
	var first kernel.ID
	for _, slug := range []string{"lists-a", "lists-b"} {
		org := kernel.NameID(kernel.Namespace, "sqlbench/lists/"+slug)
		if err := createOrg(ctx, db, org, slug); err != nil {
			tb.Fatal(err)
		}
		if err := sql.NewRecordStore(db).InsertDataset(ctx, org, ListDataset(org, ListVenueCount), false); err != nil {
			tb.Fatal(err)
		}
		if first.IsZero() {
			first = org
		}
	}
	return first
}

// statementLog keeps the statements run through a bun.DB.
type statementLog struct{ queries []string }

func (l *statementLog) BeforeQuery(ctx context.Context, _ *bun.QueryEvent) context.Context {
	return ctx
}
func (l *statementLog) AfterQuery(_ context.Context, e *bun.QueryEvent) {
	l.queries = append(l.queries, e.Query)
}

// createOrg creates an organization named after its slug.
func createOrg(ctx context.Context, db *sql.DB, id kernel.ID, slug string) error {
	return sql.NewIdentityStore(db).CreateOrganization(ctx, identity.Organization{ID: id, Slug: slug, Name: slug,
		Currency: "EUR", TimeZone: "Europe/Berlin", CreatedAt: demo.CreatedAt})
}
