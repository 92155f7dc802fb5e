package sql

import (
	"context"

	"github.com/uptrace/bun"
)

// The practice schema: what a day sheet and a guest list need beyond the money
// records. A venue's nearest hospital and its phone, its parking and its crew
// Wi-Fi; a show's guest allocation, guest-list cut-off and pick-up instructions.
// Existing rows get empty values: nothing was recorded.
func init() {
	Migrations.MustRegister(func(ctx context.Context, db *bun.DB) error {
		return ExecSchema(ctx, db, practiceColumns...)
	}, func(ctx context.Context, db *bun.DB) error {
		return ExecSchema(ctx, db, practiceDown...)
	})
}

// practiceColumns adds the columns one statement each (SQLite's ALTER TABLE adds
// one column at a time).
var practiceColumns = []string{
	`ALTER TABLE venues ADD COLUMN hospital TEXT NOT NULL DEFAULT ''`,
	`ALTER TABLE venues ADD COLUMN hospital_phone TEXT NOT NULL DEFAULT ''`,
	`ALTER TABLE venues ADD COLUMN parking TEXT NOT NULL DEFAULT ''`,
	`ALTER TABLE venues ADD COLUMN wifi TEXT NOT NULL DEFAULT ''`,
	`ALTER TABLE shows ADD COLUMN guest_allocation {int} NOT NULL DEFAULT 0`,
	`ALTER TABLE shows ADD COLUMN guest_cutoff_at {time}`,
	`ALTER TABLE shows ADD COLUMN guest_pickup TEXT NOT NULL DEFAULT ''`,
}

// practiceDown drops the columns in reverse.
var practiceDown = []string{
	`ALTER TABLE shows DROP COLUMN guest_pickup`,
	`ALTER TABLE shows DROP COLUMN guest_cutoff_at`,
	`ALTER TABLE shows DROP COLUMN guest_allocation`,
	`ALTER TABLE venues DROP COLUMN wifi`,
	`ALTER TABLE venues DROP COLUMN parking`,
	`ALTER TABLE venues DROP COLUMN hospital_phone`,
	`ALTER TABLE venues DROP COLUMN hospital`,
}
