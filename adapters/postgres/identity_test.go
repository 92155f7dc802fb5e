package postgres_test

import (
	"testing"

	"github.com/roadcase/roadcase/adapters/postgres/pgtest"
	"github.com/roadcase/roadcase/adapters/sql"
	"github.com/roadcase/roadcase/ports"
	"github.com/roadcase/roadcase/ports/porttest"
)

func TestIdentityStoreContract(t *testing.T) {
	t.Parallel()
	porttest.IdentityStoreSuite(t, func(t *testing.T) (ports.IdentityStore, ports.TxRunner) {
		db := pgtest.Open(t)
		return sql.NewIdentityStore(db), db
	}, porttest.Features{Rollback: true})
}
