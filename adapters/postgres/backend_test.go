package postgres_test

import (
	"testing"

	"github.com/roadcase/roadcase/adapters/postgres/pgtest"
	"github.com/roadcase/roadcase/adapters/sql"
	"github.com/roadcase/roadcase/ports/porttest"
)

func TestContract(t *testing.T) {
	t.Parallel()
	porttest.Run(t, func(t *testing.T) porttest.Backend {
		db := pgtest.Open(t)
		return porttest.Backend{Identity: sql.NewIdentityStore(db), Records: sql.NewRecordStore(db),
			Accounts: sql.NewAccountStore(db), Sessions: sql.NewSessionStore(db),
			Advancing: sql.NewAdvancingStore(db), Send: sql.NewSendStore(db), Idempotency: sql.NewIdempotencyStore(db),
			Snapshots: sql.NewSnapshotStore(db), Renders: sql.NewRenderLog(db), Facts: sql.NewFactStore(db),
			Tx: db, Outbox: sql.NewOutboxStore(db), Payments: sql.NewPaymentStore(db),
			Imports: sql.NewImportStore(db)}
	})
}
