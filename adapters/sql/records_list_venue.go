package sql

import (
	"context"

	"github.com/uptrace/bun"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// venueShowRow is a show with its project's name.
type venueShowRow struct {
	showRow     `bun:",extend"`
	ProjectName string `bun:"project_name"`
}

// ListVenueShows returns a page of the shows at venue by date and id, each
// with its project's name (a join), in one query on shows_venue_idx; Search
// looks in the project's name and the stage.
func (s *RecordStore) ListVenueShows(ctx context.Context, org, venue kernel.ID, q records.ListQuery) ([]records.VenueShow, error) {
	q, err := q.CheckedVenueShows()
	if err != nil || !CanonicalID(org) || !CanonicalID(venue) {
		return nil, err
	}
	l := s.listing()
	var rows []venueShowRow
	sel := s.db.IDB(ctx).NewSelect().Model(&rows).ColumnExpr("show_row.*").ColumnExpr("p.name AS project_name").
		Join("JOIN projects AS p ON p.org_id = show_row.org_id AND p.id = show_row.project_id").
		Where("show_row.org_id = ?", org).Where("show_row.venue_id = ?", venue)
	var after []any
	if q.After != nil {
		after = []any{q.After.Keys[0], q.After.ID}
	}
	keys := []string{"show_row.date", "show_row.id"}
	if err := l.page(sel, q, keys, after, "p.name", "show_row.stage").Scan(ctx); err != nil {
		return nil, TranslateError(err)
	}
	out := make([]records.VenueShow, len(rows))
	for i, r := range rows {
		out[i] = records.VenueShow{Show: r.show(org, nil, nil), Project: r.ProjectName}
	}
	return out, nil
}

// FindPeople returns the people of ids that org has, by last name, first name
// and id, in one query.
func (s *RecordStore) FindPeople(ctx context.Context, org kernel.ID, ids []kernel.ID) ([]records.Person, error) {
	if err := records.CheckedIDs(ids); err != nil || len(ids) == 0 || !CanonicalID(org) {
		return nil, err
	}
	l := s.listing()
	var rows []personRow
	err := s.db.IDB(ctx).NewSelect().Model(&rows).Where("org_id = ?", org).Where("id IN (?)", bun.List(ids)).
		OrderExpr(l.text("last_name") + ", " + l.text("first_name") + ", id").Scan(ctx)
	if err != nil {
		return nil, TranslateError(err)
	}
	out := make([]records.Person, len(rows))
	for i, r := range rows {
		out[i] = r.person(org)
	}
	return out, nil
}
