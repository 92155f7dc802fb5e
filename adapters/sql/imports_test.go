package sql_test

import (
	"context"
	"reflect"
	"testing"
	"time"

	"github.com/roadcase/roadcase/adapters/sql"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/core/records/tabular"
	"github.com/roadcase/roadcase/ports/porttest"
)

// TestAnImportGoesWithItsOrganization keeps an import of each of two
// organizations, with its file, its undo (every kind of record as it was
// before: the whole fixture dataset, read back whole) and a remembered
// mapping, deletes one organization, and finds nothing of its imports left in
// any of the four tables while the other's are all there.
func TestAnImportGoesWithItsOrganization(t *testing.T) {
	t.Parallel()
	for name, open := range unmigrated {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			ctx := context.Background()
			db := open(t)
			if err := db.Migrate(ctx); err != nil {
				t.Fatalf("migrate: %v", err)
			}
			porttest.CreateRecordOrganizations(t, sql.NewIdentityStore(db))
			s := sql.NewImportStore(db)
			orgs := porttest.RecordOrganizations()
			for _, o := range orgs {
				keepImport(t, ctx, s, o.ID)
			}
			north, south := orgs[0].ID, orgs[1].ID
			if _, err := db.Bun().ExecContext(ctx, "DELETE FROM organizations WHERE id = ?", north); err != nil {
				t.Fatalf("delete the organization: %v", err)
			}
			for _, table := range []string{"imports", "import_files", "import_undo", "import_mappings"} {
				for org, want := range map[kernel.ID]int64{north: 0, south: 1} {
					n, err := db.Bun().NewSelect().Table(table).Where("org_id = ?", org).Count(ctx)
					if err != nil || n != want {
						t.Errorf("%s rows of %s = %d, %v; want %d", table, org, n, err, want)
					}
				}
			}
		})
	}
}

// keepImport stores an import of org's with a file, an undo and a mapping,
// and checks that the undo reads back whole.
func keepImport(t *testing.T, ctx context.Context, s *sql.ImportStore, org kernel.ID) {
	t.Helper()
	at := time.Date(2026, 5, 1, 9, 0, 0, 0, time.UTC)
	imp := tabular.Import{ID: porttest.RecordID(org, "import"), OrgID: org, Kind: tabular.KindShows,
		FileName: "routing.csv", Status: tabular.StatusDone, CreatedAt: at, UpdatedAt: at}
	undo := tabular.Undo{Created: []records.Ref{{Kind: records.KindVenue, ID: porttest.RecordID(org, "venue-new")}},
		Restored: []tabular.Restore{{Ref: records.Ref{Kind: records.KindProject, ID: porttest.RecordID(org, "project-tour")},
			Version: 2, Before: porttest.RecordDataset(org)}}}
	if err := s.CreateImport(ctx, imp, []byte("date;venue\n")); err != nil {
		t.Fatalf("create: %v", err)
	}
	if err := s.SaveUndo(ctx, org, imp.ID, undo); err != nil {
		t.Fatalf("save the undo: %v", err)
	}
	if err := s.RememberMapping(ctx, org, tabular.KindShows, tabular.Remembered{"date": "date"}); err != nil {
		t.Fatalf("remember: %v", err)
	}
	got, err := s.LoadUndo(ctx, org, imp.ID)
	if err != nil || !reflect.DeepEqual(got, undo) {
		t.Errorf("the undo read back = %+v, %v;\nwant %+v", got, err, undo)
	}
}
