package sqlite_test

import (
	"context"
	"testing"

	"github.com/roadcase/roadcase/adapters/sql"
	"github.com/roadcase/roadcase/ports/porttest"
)

// TestTheMoneyRollupFollowsItsLines updates and deletes lines behind the stores'
// backs and holds the money facts, read off the rollup, to the reference.
func TestTheMoneyRollupFollowsItsLines(t *testing.T) {
	db := migrated(t)
	b := porttest.Backend{Identity: sql.NewIdentityStore(db), Records: sql.NewRecordStore(db),
		Advancing: sql.NewAdvancingStore(db), Renders: sql.NewRenderLog(db), Facts: sql.NewFactStore(db), Tx: db}
	porttest.CheckMoneyRollup(t, b, func(stmt string, args ...any) error {
		_, err := db.Bun().NewRaw(stmt, args...).Exec(context.Background())
		return err
	})
}

// TestTheMoneyRollupFollowsRecordWrites creates, changes and removes records one
// at a time and holds the facts, read off the rollup, to the reference.
func TestTheMoneyRollupFollowsRecordWrites(t *testing.T) {
	db := migrated(t)
	porttest.CheckMoneyRollupWrites(t, porttest.Backend{Identity: sql.NewIdentityStore(db),
		Records: sql.NewRecordStore(db), Advancing: sql.NewAdvancingStore(db), Renders: sql.NewRenderLog(db),
		Facts: sql.NewFactStore(db), Tx: db})
}
