package sqlite_test

import (
	"context"
	"fmt"
	"path/filepath"
	"testing"

	"github.com/roadcase/roadcase/adapters/sql"
	"github.com/roadcase/roadcase/adapters/sqlite"
	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/ports/porttest"
)

// BenchmarkInsertDataset inserts a 1000-show dataset (about 46,000 rows) into a
// fresh organization per iteration and reports rows per second.
func BenchmarkInsertDataset(b *testing.B) {
	db, err := sqlite.Open(filepath.Join(b.TempDir(), "bench.db"))
	if err != nil {
		b.Fatal(err)
	}
	defer func() {
		if err := db.Close(); err != nil {
			b.Error(err)
		}
	}()
	ctx := context.Background()
	ids := sql.NewIdentityStore(db)
	store := sql.NewRecordStore(db)
	if err := db.Migrate(ctx); err != nil {
		b.Fatal(err)
	}
	d, rows := porttest.RecordBulkDataset(kernel.NameID(kernel.Namespace, "bench"), 1000)
	for i := 0; b.Loop(); i++ {
		b.StopTimer()
		org := identity.Organization{ID: kernel.NewID(), Slug: fmt.Sprintf("bench-%d", i), Name: "Bench",
			Currency: "EUR", TimeZone: "Europe/Berlin"}
		if err := ids.CreateOrganization(ctx, org); err != nil {
			b.Fatal(err)
		}
		b.StartTimer()
		if err := store.InsertDataset(ctx, org.ID, d, false); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(rows*b.N)/b.Elapsed().Seconds(), "rows/s")
}
