package sql

import (
	"context"
	"fmt"

	"github.com/uptrace/bun"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// childTables names, for each kind whose records have children, the tables that
// hold them and the column naming their parent. A stay's room occupants go with
// its rooms (ON DELETE CASCADE).
var childTables = map[records.Kind][][2]string{
	records.KindVenue:         {{"venue_contacts", "venue_id"}},
	records.KindShow:          {{"show_contacts", "show_id"}, {"ticket_tiers", "show_id"}},
	records.KindTravelSegment: {{"travel_passengers", "travel_id"}},
	records.KindAccommodation: {{"rooms", "accommodation_id"}},
	records.KindInvoice:       {{"invoice_lines", "invoice_id"}, {"payments", "invoice_id"}},
	records.KindSettlement:    {{"settlement_expenses", "settlement_id"}},
}

// replaceRecord writes the record r holds (the one of ref) over the stored one:
// its own row updated in place, every column but the key, and its children
// deleted and inserted again as r has them. The payments the platform recorded
// from the processor keep that mark (from_processor) when they are kept.
func replaceRecord(ctx context.Context, db bun.IDB, org kernel.ID, ref records.Ref, r *recordRows, checked *datasetCheck) error {
	if err := updateOwnRow(ctx, db, ref.Kind, r); err != nil {
		return err
	}
	var fromProcessor []kernel.ID
	if ref.Kind == records.KindInvoice {
		err := db.NewSelect().Table("payments").Column("id").Where("org_id = ?", org).
			Where("invoice_id = ?", ref.ID).Where("from_processor").Scan(ctx, &fromProcessor)
		if err != nil {
			return TranslateError(err)
		}
	}
	for _, child := range childTables[ref.Kind] {
		_, err := db.NewDelete().Table(child[0]).Where("org_id = ?", org).
			Where("? = ?", bun.Ident(child[1]), ref.ID).Exec(ctx)
		if err != nil {
			return TranslateError(err)
		}
	}
	children := r.childrenOnly()
	if err := children.insert(ctx, db, org, false, checked); err != nil {
		return err
	}
	if len(fromProcessor) > 0 {
		_, err := db.NewUpdate().Table("payments").Set("from_processor = TRUE").Where("org_id = ?", org).
			Where("id IN (?)", bun.List(fromProcessor)).Exec(ctx)
		return TranslateError(err)
	}
	return nil
}

// updateOwnRow updates the one row of kind k that r holds by its key.
func updateOwnRow(ctx context.Context, db bun.IDB, k records.Kind, r *recordRows) error {
	switch k {
	case records.KindVenue:
		return updateRow(ctx, db, r.venues)
	case records.KindPerson:
		return updateRow(ctx, db, r.people)
	case records.KindProject:
		return updateRow(ctx, db, r.projects)
	case records.KindShow:
		return updateRow(ctx, db, r.shows)
	case records.KindCrewAssignment:
		return updateRow(ctx, db, r.crew)
	case records.KindTimesheetEntry:
		return updateRow(ctx, db, r.timesheets)
	case records.KindScheduleItem:
		return updateRow(ctx, db, r.schedule)
	case records.KindTravelSegment:
		return updateRow(ctx, db, r.travel)
	case records.KindAccommodation:
		return updateRow(ctx, db, r.stays)
	case records.KindGuestListEntry:
		return updateRow(ctx, db, r.guests)
	case records.KindBudgetLine:
		return updateRow(ctx, db, r.budget)
	case records.KindExpense:
		return updateRow(ctx, db, r.expenses)
	case records.KindIncomeLine:
		return updateRow(ctx, db, r.income)
	case records.KindInvoice:
		return updateRow(ctx, db, r.invoices)
	case records.KindSettlement:
		return updateRow(ctx, db, r.settlements)
	}
	return kernel.Invalid("unknown record kind " + string(k)).WithCode("invalid_kind")
}

// updateRow updates rows' one row, every column but its primary key.
func updateRow[T any](ctx context.Context, db bun.IDB, rows []T) error {
	if len(rows) != 1 {
		return kernel.Internal(fmt.Errorf("updating a record: %d rows, want 1", len(rows)))
	}
	_, err := db.NewUpdate().Model(&rows[0]).WherePK().Exec(ctx)
	return TranslateError(err)
}

// childrenOnly returns the children of r's records, without the records.
func (r *recordRows) childrenOnly() *recordRows {
	return &recordRows{venueContacts: r.venueContacts, showContacts: r.showContacts, tiers: r.tiers,
		passengers: r.passengers, rooms: r.rooms, occupants: r.occupants, lines: r.lines,
		payments: r.payments, settleLines: r.settleLines}
}

// removeRecord deletes org's record ref, its children with it (ON DELETE
// CASCADE). KindConflict "referenced" when other rows still refer to it.
func removeRecord(ctx context.Context, db bun.IDB, org kernel.ID, ref records.Ref) error {
	table, ok := recordTables()[ref.Kind]
	if !ok {
		return kernel.Invalid("unknown record kind " + string(ref.Kind)).WithCode("invalid_kind")
	}
	_, err := db.NewDelete().Table(table).Where("org_id = ?", org).Where("id = ?", ref.ID).Exec(ctx)
	err = TranslateError(err)
	if e, ok := kernel.AsError(err); ok && e.Code == "invalid_reference" {
		return &kernel.Error{Kind: kernel.KindConflict, Code: "referenced",
			Message: "other records refer to this " + string(ref.Kind), Err: e.Err}
	}
	return err
}
