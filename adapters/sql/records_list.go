package sql

import (
	"context"
	"strings"

	"github.com/uptrace/bun"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/ports"
)

var _ ports.RecordLister = (*RecordStore)(nil)

// ListProjects returns a page of org's projects by start date (undated first),
// name and id, in one query on projects_list_idx; Search looks in the name, the
// code and the artist (see listing for how).
func (s *RecordStore) ListProjects(ctx context.Context, org kernel.ID, q records.ListQuery) ([]records.Project, error) {
	q, err := q.CheckedProjects()
	if err != nil || !CanonicalID(org) {
		return nil, err
	}
	l := s.listing()
	var rows []projectRow
	sel := s.db.IDB(ctx).NewSelect().Model(&rows).Where("org_id = ?", org)
	if q.Status != "" {
		sel = sel.Where("status = ?", q.Status)
	}
	keys := []string{l.startsOn(), l.text("name"), "id"}
	var after []any
	if q.After != nil {
		after = []any{l.startsOnValue(q.After.Keys[0]), q.After.Keys[1], q.After.ID}
		// The first key alone as well: SQLite compares an indexed expression
		// with a value as a range of the index, but not a row of them.
		sel = sel.Where(keys[0]+" >= ?", after[0])
	}
	if err := l.page(sel, q, keys, after, "name", "code", "artist").Scan(ctx); err != nil {
		return nil, TranslateError(err)
	}
	out := make([]records.Project, len(rows))
	for i, r := range rows {
		out[i] = r.project(org)
	}
	return out, nil
}

// ListVenues returns a page of org's venues by name and id, in one query on
// venues_list_idx, and their contacts in a second one for the whole page;
// Search looks in the name and the city.
func (s *RecordStore) ListVenues(ctx context.Context, org kernel.ID, q records.ListQuery) ([]records.Venue, error) {
	q, err := q.Checked(1)
	if err != nil || !CanonicalID(org) {
		return nil, err
	}
	l := s.listing()
	var rows []venueRow
	sel := s.db.IDB(ctx).NewSelect().Model(&rows).Where("org_id = ?", org)
	var after []any
	if q.After != nil {
		after = []any{q.After.Keys[0], q.After.ID}
	}
	if err := l.page(sel, q, []string{l.text("name"), "id"}, after, "name", "city").Scan(ctx); err != nil {
		return nil, TranslateError(err)
	}
	if len(rows) == 0 {
		return nil, nil
	}
	ids := make([]kernel.ID, len(rows))
	for i, r := range rows {
		ids[i] = r.ID
	}
	var contacts []venueContactRow
	err = s.db.IDB(ctx).NewSelect().Model(&contacts).Where("org_id = ?", org).Where("venue_id IN (?)", bun.List(ids)).
		OrderExpr(l.text("role") + ", person_id").Scan(ctx)
	if err != nil {
		return nil, TranslateError(err)
	}
	byVenue := map[kernel.ID][]records.ContactRole{}
	for _, c := range contacts {
		byVenue[c.VenueID] = append(byVenue[c.VenueID], records.ContactRole{PersonID: c.PersonID, Role: c.Role})
	}
	out := make([]records.Venue, len(rows))
	for i, r := range rows {
		out[i] = r.venue(org, byVenue[r.ID])
	}
	return out, nil
}

// ListPeople returns a page of org's people by last name, first name and id, in
// one query on people_list_idx; Search looks in the names, the email and the
// company.
func (s *RecordStore) ListPeople(ctx context.Context, org kernel.ID, q records.ListQuery) ([]records.Person, error) {
	q, err := q.Checked(2)
	if err != nil || !CanonicalID(org) {
		return nil, err
	}
	l := s.listing()
	var rows []personRow
	sel := s.db.IDB(ctx).NewSelect().Model(&rows).Where("org_id = ?", org)
	var after []any
	if q.After != nil {
		after = []any{q.After.Keys[0], q.After.Keys[1], q.After.ID}
	}
	keys := []string{l.text("last_name"), l.text("first_name"), "id"}
	if err := l.page(sel, q, keys, after, "first_name", "last_name", "email", "company").Scan(ctx); err != nil {
		return nil, TranslateError(err)
	}
	out := make([]records.Person, len(rows))
	for i, r := range rows {
		out[i] = r.person(org)
	}
	return out, nil
}

// listing is how a dialect writes a list's sort keys and search, so that both
// compare text byte by byte (PostgreSQL in the "C" collation, whatever the
// database's; SQLite's default BINARY) and fold the case of ASCII letters only
// (records.FoldASCII: PostgreSQL's lower() in the "C" collation, SQLite's lower()
// without ICU), as the memory store does.
type listing struct{ postgres bool }

func (s *RecordStore) listing() listing { return listing{postgres: s.db.dialect == DialectPostgres} }

// text is column as a sort key.
func (l listing) text(column string) string {
	if l.postgres {
		return column + ` COLLATE "C"`
	}
	return column
}

// startsOn is a project's start date as a sort key: undated projects first.
// The expression is the one projects_list_idx indexes.
func (l listing) startsOn() string {
	if l.postgres {
		return "COALESCE(starts_on, DATE '-infinity')"
	}
	return "COALESCE(starts_on, '')"
}

// startsOnValue is the cursor's start date key (empty for undated) as startsOn
// compares it.
func (l listing) startsOnValue(key string) string {
	if key == "" && l.postgres {
		return "-infinity"
	}
	return key
}

// page narrows sel to the rows in which q.Search appears in one of fields, and
// then to the q.Limit first, in the order of keys, strictly after the position
// after (nil for the first page: one value per key).
func (l listing) page(sel *bun.SelectQuery, q records.ListQuery, keys []string, after []any, fields ...string) *bun.SelectQuery {
	if q.Search != "" {
		pattern := "%" + escapeLike(records.FoldASCII(q.Search)) + "%"
		sel = sel.WhereGroup(" AND ", func(w *bun.SelectQuery) *bun.SelectQuery {
			for _, f := range fields {
				w = w.WhereOr("lower("+l.text(f)+`) LIKE ? ESCAPE '\'`, pattern)
			}
			return w
		})
	}
	if after != nil {
		marks := strings.TrimSuffix(strings.Repeat("?, ", len(after)), ", ")
		sel = sel.Where("("+strings.Join(keys, ", ")+") > ("+marks+")", after...)
	}
	return sel.OrderExpr(strings.Join(keys, ", ")).Limit(int64(q.Limit))
}

// likeEscaper escapes LIKE's wildcards and its escape character, so that a
// search matches its text literally.
var likeEscaper = strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`)

func escapeLike(s string) string { return likeEscaper.Replace(s) }
