package sql

import (
	"context"

	"github.com/uptrace/bun"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// LoadDataset returns org's records that match f with one query per table, the
// children assembled under their parents, in the order of records.Dataset.Sort,
// and org's legal profile whatever f. With a project, it holds that project, its
// records and the venues and people they refer to (venue contacts included).
// KindNotFound if f names a project org does not have.
func (s *RecordStore) LoadDataset(ctx context.Context, org kernel.ID, f records.DatasetFilter) (records.Dataset, error) {
	if !f.ProjectID.IsZero() {
		if _, err := s.FindProjectByID(ctx, org, f.ProjectID); err != nil {
			return records.Dataset{}, err
		}
	}
	if !CanonicalID(org) {
		return records.Dataset{}, nil
	}
	l := &loader{ctx: ctx, db: s.db.IDB(ctx), org: org, project: f.ProjectID}
	r := &recordRows{}
	l.read(&r.profile, nil, "org_id")
	l.read(&r.venues, l.in("id", l.sub("shows", "venue_id")), "id")
	l.read(&r.venueContacts, l.in("venue_id", l.sub("shows", "venue_id")), "venue_id, role, person_id")
	l.read(&r.people, l.people, "id")
	l.read(&r.projects, l.eq("id"), "id")
	l.read(&r.shows, l.eq("project_id"), "id")
	l.read(&r.showContacts, l.in("show_id", l.sub("shows", "id")), "show_id, role, person_id")
	l.read(&r.tiers, l.in("show_id", l.sub("shows", "id")), "show_id, position")
	l.read(&r.crew, l.eq("project_id"), "id")
	l.read(&r.timesheets, l.eq("project_id"), "id")
	l.read(&r.schedule, l.eq("project_id"), "id")
	l.read(&r.travel, l.eq("project_id"), "id")
	l.read(&r.passengers, l.in("travel_id", l.sub("travel_segments", "id")), "travel_id, person_id")
	l.read(&r.stays, l.eq("project_id"), "id")
	l.read(&r.rooms, l.in("accommodation_id", l.sub("accommodations", "id")), "accommodation_id, position")
	l.read(&r.occupants, l.in("room_id", l.projectRooms()), "room_id, person_id")
	l.read(&r.guests, l.in("show_id", l.sub("shows", "id")), "id")
	l.read(&r.budget, l.eq("project_id"), "id")
	l.read(&r.expenses, l.eq("project_id"), "id")
	l.read(&r.income, l.eq("project_id"), "id")
	l.read(&r.invoices, l.eq("project_id"), "id")
	l.read(&r.lines, l.in("invoice_id", l.sub("invoices", "id")), "invoice_id, position")
	l.read(&r.payments, l.in("invoice_id", l.sub("invoices", "id")), "invoice_id, id")
	l.read(&r.settlements, l.in("show_id", l.sub("shows", "id")), "id")
	l.read(&r.settleLines, l.in("settlement_id", l.projectSettlements()), "settlement_id, position")
	if l.err != nil {
		return records.Dataset{}, l.err
	}
	return r.dataset(org), nil
}

// loader reads the tables of one LoadDataset and keeps the first error.
type loader struct {
	ctx     context.Context
	db      bun.IDB
	org     kernel.ID
	project kernel.ID // zero for every record of org
	err     error
}

// filter narrows a table's query to the project; it is not called without one.
type filter func(q *bun.SelectQuery) *bun.SelectQuery

// read selects org's rows of model's table, narrowed by only when a project is
// set and only is not nil, in the given order.
func (l *loader) read(model any, only filter, order string) {
	if l.err != nil {
		return
	}
	q := l.db.NewSelect().Model(model).Where("org_id = ?", l.org)
	if !l.project.IsZero() && only != nil {
		q = only(q)
	}
	l.err = TranslateError(q.OrderExpr(order).Scan(l.ctx))
}

// eq keeps the rows whose column is the project's id.
func (l *loader) eq(column string) filter {
	return func(q *bun.SelectQuery) *bun.SelectQuery {
		return q.Where("? = ?", bun.Ident(column), l.project)
	}
}

// in keeps the rows whose column is among what sub selects.
func (l *loader) in(column string, sub *bun.SelectQuery) filter {
	return func(q *bun.SelectQuery) *bun.SelectQuery {
		return q.Where("? IN (?)", bun.Ident(column), sub)
	}
}

// sub selects column of the project's rows of table.
func (l *loader) sub(table, column string) *bun.SelectQuery {
	return l.db.NewSelect().Table(table).Column(column).
		Where("org_id = ?", l.org).Where("project_id = ?", l.project)
}

// projectRooms selects the ids of the rooms of the project's stays.
func (l *loader) projectRooms() *bun.SelectQuery {
	return l.db.NewSelect().Table("rooms").Column("id").
		Where("org_id = ?", l.org).Where("accommodation_id IN (?)", l.sub("accommodations", "id"))
}

// projectSettlements selects the ids of the settlements of the project's shows.
func (l *loader) projectSettlements() *bun.SelectQuery {
	return l.db.NewSelect().Table("settlements").Column("id").
		Where("org_id = ?", l.org).Where("show_id IN (?)", l.sub("shows", "id"))
}

// people keeps the people the project's records refer to: its crew, timesheets,
// expenses, shows' and venues' contacts, passengers and room occupants.
func (l *loader) people(q *bun.SelectQuery) *bun.SelectQuery {
	of := func(table, column string, sub *bun.SelectQuery) *bun.SelectQuery {
		return l.db.NewSelect().Table(table).Column("person_id").
			Where("org_id = ?", l.org).Where("? IN (?)", bun.Ident(column), sub)
	}
	refs := []*bun.SelectQuery{
		l.sub("crew_assignments", "person_id"),
		l.sub("timesheet_entries", "person_id"),
		l.sub("expenses", "person_id"),
		of("show_contacts", "show_id", l.sub("shows", "id")),
		of("venue_contacts", "venue_id", l.sub("shows", "venue_id")),
		of("travel_passengers", "travel_id", l.sub("travel_segments", "id")),
		of("room_occupants", "room_id", l.projectRooms()),
	}
	return q.WhereGroup(" AND ", func(q *bun.SelectQuery) *bun.SelectQuery {
		for _, sub := range refs {
			q = q.WhereOr("id IN (?)", sub)
		}
		return q
	})
}
