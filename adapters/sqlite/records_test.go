package sqlite_test

import (
	"context"
	"testing"

	"github.com/roadcase/roadcase/adapters/sql"
	"github.com/roadcase/roadcase/ports"
	"github.com/roadcase/roadcase/ports/porttest"
)

// openRecords opens a migrated temporary database holding the suite's organizations.
func openRecords(t *testing.T) *sql.DB {
	t.Helper()
	db := openTemp(t)
	if err := db.Migrate(context.Background()); err != nil {
		t.Fatalf("migrate: %v", err)
	}
	porttest.CreateRecordOrganizations(t, sql.NewIdentityStore(db))
	return db
}

func TestRecordStore(t *testing.T) {
	t.Parallel()
	porttest.RecordStoreSuite(t, func(t *testing.T) (ports.RecordStore, ports.TxRunner) {
		db := openRecords(t)
		return sql.NewRecordStore(db), db
	}, porttest.Features{Rollback: true})
}
