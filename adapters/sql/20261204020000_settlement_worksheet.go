package sql

import (
	"context"

	"github.com/uptrace/bun"
)

// The settlement worksheet: a settlement is a draft until both sides sign it
// (draft, false for every settlement recorded before: they were all signed),
// and names who signed for the promoter beside settled_by, who signed for the
// artist's side.
func init() {
	Migrations.MustRegister(func(ctx context.Context, db *bun.DB) error {
		return ExecSchema(ctx, db,
			`ALTER TABLE settlements ADD COLUMN draft {bool} NOT NULL DEFAULT FALSE`,
			`ALTER TABLE settlements ADD COLUMN promoter_signatory TEXT NOT NULL DEFAULT ''`)
	}, func(ctx context.Context, db *bun.DB) error {
		return ExecSchema(ctx, db,
			`ALTER TABLE settlements DROP COLUMN promoter_signatory`,
			`ALTER TABLE settlements DROP COLUMN draft`)
	})
}
