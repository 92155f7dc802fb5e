package sql

import (
	"context"

	"github.com/uptrace/bun"
)

// The records revision of each organization: a number every write of its
// records changes in the same transaction (bumpRevision), so that a copy of
// records loaded at one revision is known to be current as long as the
// revision has not moved (RecordStore.RecordsRevision, adapters/recordcache).
// An organization without the row has written no records since the migration:
// revision 0.
func init() {
	Migrations.MustRegister(func(ctx context.Context, db *bun.DB) error {
		return ExecSchema(ctx, db, `CREATE TABLE record_revisions (
			org_id {id} NOT NULL PRIMARY KEY REFERENCES organizations (id) ON DELETE CASCADE,
			revision {int} NOT NULL
		)`)
	}, func(ctx context.Context, db *bun.DB) error {
		return ExecSchema(ctx, db, "DROP TABLE record_revisions")
	})
}
