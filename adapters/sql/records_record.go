package sql

import (
	"context"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// recordPart is one table holding part of a record of some kind: where its rows
// go, the condition picking the record's rows by the record's id (and the
// organization first, when orgToo), and their order.
type recordPart struct {
	rows  func(r *recordRows) any
	where string
	order string
	// orgToo says where binds the organization before the id.
	orgToo bool
}

// own is the part of a record that is its own row.
func own(rows func(r *recordRows) any) recordPart { return recordPart{rows: rows, where: "id = ?"} }

// recordParts lists, for each kind, the tables its record is stored in: its own
// row first, then its children's, each picked by the record's id.
var recordParts = map[records.Kind][]recordPart{
	records.KindVenue: {own(func(r *recordRows) any { return &r.venues }),
		{func(r *recordRows) any { return &r.venueContacts }, "venue_id = ?", "", false}},
	records.KindPerson:  {own(func(r *recordRows) any { return &r.people })},
	records.KindProject: {own(func(r *recordRows) any { return &r.projects })},
	records.KindShow: {own(func(r *recordRows) any { return &r.shows }),
		{func(r *recordRows) any { return &r.showContacts }, "show_id = ?", "", false},
		{func(r *recordRows) any { return &r.tiers }, "show_id = ?", "position", false}},
	records.KindCrewAssignment: {own(func(r *recordRows) any { return &r.crew })},
	records.KindTimesheetEntry: {own(func(r *recordRows) any { return &r.timesheets })},
	records.KindScheduleItem:   {own(func(r *recordRows) any { return &r.schedule })},
	records.KindTravelSegment: {own(func(r *recordRows) any { return &r.travel }),
		{func(r *recordRows) any { return &r.passengers }, "travel_id = ?", "", false}},
	records.KindAccommodation: {own(func(r *recordRows) any { return &r.stays }),
		{func(r *recordRows) any { return &r.rooms }, "accommodation_id = ?", "position", false},
		{func(r *recordRows) any { return &r.occupants },
			"room_id IN (SELECT r.id FROM rooms AS r WHERE r.org_id = ? AND r.accommodation_id = ?)", "", true}},
	records.KindGuestListEntry: {own(func(r *recordRows) any { return &r.guests })},
	records.KindBudgetLine:     {own(func(r *recordRows) any { return &r.budget })},
	records.KindExpense:        {own(func(r *recordRows) any { return &r.expenses })},
	records.KindIncomeLine:     {own(func(r *recordRows) any { return &r.income })},
	records.KindInvoice: {own(func(r *recordRows) any { return &r.invoices }),
		{func(r *recordRows) any { return &r.lines }, "invoice_id = ?", "position", false},
		{func(r *recordRows) any { return &r.payments }, "invoice_id = ?", "", false}},
	records.KindSettlement: {own(func(r *recordRows) any { return &r.settlements }),
		{func(r *recordRows) any { return &r.settleLines }, "settlement_id = ?", "position", false}},
}

// LoadRecord returns org's record of kind with id, with its children, alone in a
// dataset: one indexed query per table it is stored in. KindNotFound if org has
// no such record.
func (s *RecordStore) LoadRecord(ctx context.Context, org kernel.ID, kind records.Kind, id kernel.ID) (records.Dataset, error) {
	parts, ok := recordParts[kind]
	if !ok || !CanonicalID(org) || !CanonicalID(id) {
		return records.Dataset{}, kernel.NotFound(string(kind))
	}
	r := &recordRows{}
	idb := s.db.IDB(ctx)
	for i, p := range parts {
		args := []any{id}
		if p.orgToo {
			args = []any{org, id}
		}
		q := idb.NewSelect().Model(p.rows(r)).Where("org_id = ?", org).Where(p.where, args...)
		if p.order != "" {
			q = q.OrderExpr(p.order)
		}
		if err := q.Scan(ctx); err != nil {
			return records.Dataset{}, TranslateError(err)
		}
		if i == 0 && r.count() == 0 {
			return records.Dataset{}, kernel.NotFound(string(kind))
		}
	}
	return r.dataset(org), nil
}

// count returns how many parent rows r holds.
func (r *recordRows) count() int {
	return len(r.venues) + len(r.people) + len(r.projects) + len(r.shows) + len(r.crew) +
		len(r.timesheets) + len(r.schedule) + len(r.travel) + len(r.stays) + len(r.guests) +
		len(r.budget) + len(r.expenses) + len(r.income) + len(r.invoices) + len(r.settlements)
}
