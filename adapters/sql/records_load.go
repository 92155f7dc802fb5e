package sql

import (
	"context"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// LoadDataset returns org's records that match f, the children assembled under
// their parents, in the order of records.Dataset.Sort, and org's legal profile
// whatever f. With a project, it holds that project, its records and the venues
// and people they refer to (venue contacts included); with a show, what
// records.Dataset.ShowScope gives of it; either narrowed to f.Kinds as
// records.Dataset.OnlyKinds narrows it. A project's or a show's records come in
// one prepared statement (loadScope); the whole organization's with one query per
// table. KindNotFound if f names a project or a show org does not have, or a show
// of another project than f's.
func (s *RecordStore) LoadDataset(ctx context.Context, org kernel.ID, f records.DatasetFilter) (records.Dataset, error) {
	if sc, what, key, kinds := scopeOf(f); sc != nil {
		if !CanonicalID(org) || !CanonicalID(key) {
			return records.Dataset{}, kernel.NotFound(what)
		}
		d, err := s.loadScope(ctx, org, sc, what, key, kinds)
		if err != nil {
			return records.Dataset{}, err
		}
		if len(d.Projects) == 0 || (!f.ShowID.IsZero() && !f.ProjectID.IsZero() && d.Projects[0].ID != f.ProjectID) {
			return records.Dataset{}, kernel.NotFound(what)
		}
		return d, nil
	}
	if !CanonicalID(org) {
		return records.Dataset{}, nil
	}
	r := &recordRows{}
	idb := s.db.IDB(ctx)
	for _, t := range recordTablesInOrder {
		q := idb.NewSelect().Model(t.rows(r)).Where("org_id = ?", org)
		if t.order != "" {
			q = q.OrderExpr(t.order)
		}
		if err := q.Scan(ctx); err != nil {
			return records.Dataset{}, TranslateError(err)
		}
	}
	return r.dataset(org), nil
}

// recordTablesInOrder are the records tables as loads read them: where their
// rows go, and the order children must come in, by parent and position
// (records.Dataset.Sort orders the rest).
var recordTablesInOrder = []struct {
	rows  func(r *recordRows) any
	order string
}{
	{func(r *recordRows) any { return &r.profile }, ""},
	{func(r *recordRows) any { return &r.venues }, ""},
	{func(r *recordRows) any { return &r.venueContacts }, ""},
	{func(r *recordRows) any { return &r.people }, ""},
	{func(r *recordRows) any { return &r.projects }, ""},
	{func(r *recordRows) any { return &r.shows }, ""},
	{func(r *recordRows) any { return &r.showContacts }, ""},
	{func(r *recordRows) any { return &r.tiers }, "show_id, position"},
	{func(r *recordRows) any { return &r.crew }, ""},
	{func(r *recordRows) any { return &r.timesheets }, ""},
	{func(r *recordRows) any { return &r.schedule }, ""},
	{func(r *recordRows) any { return &r.travel }, ""},
	{func(r *recordRows) any { return &r.passengers }, ""},
	{func(r *recordRows) any { return &r.stays }, ""},
	{func(r *recordRows) any { return &r.rooms }, "accommodation_id, position"},
	{func(r *recordRows) any { return &r.occupants }, ""},
	{func(r *recordRows) any { return &r.guests }, ""},
	{func(r *recordRows) any { return &r.budget }, ""},
	{func(r *recordRows) any { return &r.expenses }, ""},
	{func(r *recordRows) any { return &r.income }, ""},
	{func(r *recordRows) any { return &r.invoices }, ""},
	{func(r *recordRows) any { return &r.lines }, "invoice_id, position"},
	{func(r *recordRows) any { return &r.payments }, ""},
	{func(r *recordRows) any { return &r.settlements }, ""},
	{func(r *recordRows) any { return &r.settleLines }, "settlement_id, position"},
}
