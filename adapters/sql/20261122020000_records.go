package sql

import (
	"context"
	"slices"

	"github.com/uptrace/bun"
)

// The records schema. Every table carries org_id, a reference to its organization,
// and every key starts with it: a record's primary key is (org_id, id), and every
// reference is a composite foreign key (org_id, x_id) → x (org_id, id), so a record
// can only ever refer to records of its own organization, and an id one
// organization uses never conflicts with, or reveals, another's. Optional
// references are NULL. Children whose order their author chose keep it in a
// position column (ticket tiers, rooms, invoice lines).
// Indexes serve the report queries: everything by (org_id, project_id), shows by
// date, expenses by category, invoices by due date, timesheets by person and day,
// and children by their parent.
func init() {
	Migrations.MustRegister(func(ctx context.Context, db *bun.DB) error {
		return ExecSchema(ctx, db, slices.Concat(recordsShowSchema, recordsLogisticsSchema, recordsMoneySchema)...)
	}, func(ctx context.Context, db *bun.DB) error {
		var drops []string
		for i := len(recordsTables) - 1; i >= 0; i-- {
			drops = append(drops, "DROP TABLE "+recordsTables[i])
		}
		return ExecSchema(ctx, db, drops...)
	})
}

// recordsTables lists the records tables in creation order (a table only refers to
// tables before it).
var recordsTables = []string{
	"venues", "people", "venue_contacts", "projects", "shows", "show_contacts", "ticket_tiers",
	"crew_assignments", "timesheet_entries", "schedule_items", "travel_segments", "travel_passengers",
	"accommodations", "rooms", "room_occupants", "guest_list_entries", "budget_lines", "expenses",
	"income_lines", "invoices", "invoice_lines", "payments", "settlements",
}
