package sqlite_test

import (
	"testing"

	"github.com/roadcase/roadcase/adapters/sql"
	"github.com/roadcase/roadcase/adapters/sqlite/sqlitetest"
	"github.com/roadcase/roadcase/ports/porttest"
)

// migrated opens a temporary database with every migration applied: a copy
// of the one sqlitetest migrates once per test binary.
func migrated(t *testing.T) *sql.DB {
	t.Helper()
	return sqlitetest.Open(t)
}

func TestContract(t *testing.T) {
	t.Parallel()
	porttest.Run(t, func(t *testing.T) porttest.Backend {
		db := migrated(t)
		return porttest.Backend{Identity: sql.NewIdentityStore(db), Records: sql.NewRecordStore(db),
			Accounts: sql.NewAccountStore(db), Sessions: sql.NewSessionStore(db),
			Advancing: sql.NewAdvancingStore(db), Send: sql.NewSendStore(db), Idempotency: sql.NewIdempotencyStore(db),
			Snapshots: sql.NewSnapshotStore(db), Renders: sql.NewRenderLog(db), Facts: sql.NewFactStore(db),
			Tx: db, Outbox: sql.NewOutboxStore(db), Payments: sql.NewPaymentStore(db),
			Imports: sql.NewImportStore(db)}
	})
}
