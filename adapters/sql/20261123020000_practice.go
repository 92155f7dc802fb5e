package sql

import (
	"context"

	"github.com/uptrace/bun"
)

// The practice schema: what a day sheet, a guest list and a settlement sheet need
// beyond the money records. A venue's nearest hospital and its phone, its parking
// and its crew Wi-Fi; a show's guest allocation, guest-list cut-off and pick-up
// instructions; a settlement's payment method and its itemised show expenses.
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
	`ALTER TABLE settlements ADD COLUMN payment_method TEXT NOT NULL DEFAULT ''`,
	`CREATE TABLE settlement_expenses (
		org_id {id} NOT NULL,
		settlement_id {id} NOT NULL,
		position {int} NOT NULL,
		description TEXT NOT NULL, budget {int} NOT NULL, actual {int} NOT NULL,
		PRIMARY KEY (org_id, settlement_id, position),
		FOREIGN KEY (org_id, settlement_id) REFERENCES settlements (org_id, id) ON DELETE CASCADE
	)`,
}

// practiceDown drops the columns in reverse.
var practiceDown = []string{
	`DROP TABLE settlement_expenses`,
	`ALTER TABLE settlements DROP COLUMN payment_method`,
	`ALTER TABLE shows DROP COLUMN guest_pickup`,
	`ALTER TABLE shows DROP COLUMN guest_cutoff_at`,
	`ALTER TABLE shows DROP COLUMN guest_allocation`,
	`ALTER TABLE venues DROP COLUMN wifi`,
	`ALTER TABLE venues DROP COLUMN parking`,
	`ALTER TABLE venues DROP COLUMN hospital_phone`,
	`ALTER TABLE venues DROP COLUMN hospital`,
}
