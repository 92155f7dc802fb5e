package postgres_test

import (
	"testing"

	"github.com/roadcase/roadcase/adapters/postgres/pgtest"
	"github.com/roadcase/roadcase/adapters/sql"
	"github.com/roadcase/roadcase/ports"
	"github.com/roadcase/roadcase/ports/porttest"
)

func TestRecordStore(t *testing.T) {
	t.Parallel()
	porttest.RecordStoreSuite(t, func(t *testing.T) (ports.RecordStore, ports.TxRunner) {
		db := pgtest.Open(t)
		porttest.CreateRecordOrganizations(t, sql.NewIdentityStore(db))
		return sql.NewRecordStore(db), db
	}, porttest.Features{Rollback: true})
}
