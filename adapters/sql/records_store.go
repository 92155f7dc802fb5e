package sql

import (
	"context"
	stdsql "database/sql"
	"errors"
	"fmt"
	"strings"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/ports"
)

// RecordStore keeps organizations' production records in the records tables, on
// PostgreSQL or SQLite. Every query is filtered by org_id, and every method runs on
// the transaction its context carries, if any.
type RecordStore struct {
	db *DB
}

var _ ports.RecordStore = (*RecordStore)(nil)

// NewRecordStore returns the record store of db. db must be migrated.
func NewRecordStore(db *DB) *RecordStore { return &RecordStore{db: db} }

// FindProjectByID returns one project. KindNotFound if org has none with that id.
func (s *RecordStore) FindProjectByID(ctx context.Context, org, id kernel.ID) (records.Project, error) {
	if !CanonicalID(org) || !CanonicalID(id) {
		return records.Project{}, kernel.NotFound("project")
	}
	var row projectRow
	err := s.db.IDB(ctx).NewSelect().Model(&row).Where("org_id = ?", org).Where("id = ?", id).Scan(ctx)
	if err != nil {
		return records.Project{}, notFoundAs(err, "project")
	}
	return row.project(org), nil
}

// FindProjects returns org's projects ordered by start date (undated first), then
// name, then id, compared byte by byte whatever the database's collation.
func (s *RecordStore) FindProjects(ctx context.Context, org kernel.ID) ([]records.Project, error) {
	if !CanonicalID(org) {
		return nil, nil
	}
	var rows []projectRow
	if err := s.db.IDB(ctx).NewSelect().Model(&rows).Where("org_id = ?", org).Order("id").Scan(ctx); err != nil {
		return nil, TranslateError(err)
	}
	out := make([]records.Project, len(rows))
	for i, r := range rows {
		out[i] = r.project(org)
	}
	records.SortProjects(out)
	return out, nil
}

// refQueries are the branches of FindRef's UNION ALL, one per kind in the order of
// records.Kinds; each is a lookup by primary key of the organization ($1) and the
// id ($2). A guest list entry's and a settlement's project is their show's.
var refQueries = []struct {
	kind  records.Kind
	query string
}{
	{records.KindVenue, "SELECT CAST(NULL AS {id}) AS project_id FROM venues WHERE org_id = $1 AND id = $2"},
	{records.KindPerson, "SELECT CAST(NULL AS {id}) AS project_id FROM people WHERE org_id = $1 AND id = $2"},
	{records.KindProject, "SELECT id AS project_id FROM projects WHERE org_id = $1 AND id = $2"},
	{records.KindShow, "SELECT project_id FROM shows WHERE org_id = $1 AND id = $2"},
	{records.KindCrewAssignment, "SELECT project_id FROM crew_assignments WHERE org_id = $1 AND id = $2"},
	{records.KindTimesheetEntry, "SELECT project_id FROM timesheet_entries WHERE org_id = $1 AND id = $2"},
	{records.KindScheduleItem, "SELECT project_id FROM schedule_items WHERE org_id = $1 AND id = $2"},
	{records.KindTravelSegment, "SELECT project_id FROM travel_segments WHERE org_id = $1 AND id = $2"},
	{records.KindAccommodation, "SELECT project_id FROM accommodations WHERE org_id = $1 AND id = $2"},
	{records.KindGuestListEntry, "SELECT s.project_id FROM guest_list_entries g JOIN shows s " +
		"ON s.org_id = g.org_id AND s.id = g.show_id WHERE g.org_id = $1 AND g.id = $2"},
	{records.KindBudgetLine, "SELECT project_id FROM budget_lines WHERE org_id = $1 AND id = $2"},
	{records.KindExpense, "SELECT project_id FROM expenses WHERE org_id = $1 AND id = $2"},
	{records.KindIncomeLine, "SELECT project_id FROM income_lines WHERE org_id = $1 AND id = $2"},
	{records.KindInvoice, "SELECT project_id FROM invoices WHERE org_id = $1 AND id = $2"},
	{records.KindSettlement, "SELECT s.project_id FROM settlements t JOIN shows s " +
		"ON s.org_id = t.org_id AND s.id = t.show_id WHERE t.org_id = $1 AND t.id = $2"},
}

// refQuery is FindRef's one statement: every branch tagged with its rank, the
// first match by rank wins.
var refQuery = func() string {
	parts := make([]string, len(refQueries))
	for i, q := range refQueries {
		parts[i] = fmt.Sprintf("SELECT %d AS rank, project_id FROM (%s) AS b%d", i, q.query, i)
	}
	return "SELECT rank, project_id FROM (" + strings.Join(parts, " UNION ALL ") + ") AS refs ORDER BY rank LIMIT 1"
}()

// FindRef tells which kind of record id is, and its project, in one prepared
// statement: a lookup by key in each records table (documents ask it only for
// records of kinds other than shows and projects, and to explain a record of a
// kind a type does not accept). KindNotFound if org has no record with that id.
func (s *RecordStore) FindRef(ctx context.Context, org, id kernel.ID) (records.Ref, error) {
	if !CanonicalID(org) || !CanonicalID(id) {
		return records.Ref{}, kernel.NotFound("record")
	}
	rows, err := s.db.queryRows(ctx, ExpandTypes(s.db.dialect, refQuery), org, id)
	if err != nil {
		return records.Ref{}, err
	}
	defer rows.Close()
	if !rows.Next() {
		if err := rows.Err(); err != nil {
			return records.Ref{}, TranslateError(err)
		}
		return records.Ref{}, kernel.NotFound("record")
	}
	var rank int
	var project stdsql.NullString
	if err := rows.Scan(&rank, &project); err != nil {
		return records.Ref{}, TranslateError(err)
	}
	return records.Ref{Kind: refQueries[rank].kind, ID: id, ProjectID: kernel.ID(project.String)}, nil
}

// countQuery counts every kind of org's records in one statement.
var countQuery = func() string {
	tables := recordTables()
	parts := make([]string, len(records.Kinds))
	for i, k := range records.Kinds {
		parts[i] = fmt.Sprintf("SELECT '%s' AS kind, COUNT(*) AS n FROM %s WHERE org_id = ?", k, tables[k])
	}
	return strings.Join(parts, " UNION ALL ")
}()

// recordTables names the table of each kind's records.
func recordTables() map[records.Kind]string {
	return map[records.Kind]string{
		records.KindVenue: "venues", records.KindPerson: "people", records.KindProject: "projects",
		records.KindShow: "shows", records.KindCrewAssignment: "crew_assignments",
		records.KindTimesheetEntry: "timesheet_entries", records.KindScheduleItem: "schedule_items",
		records.KindTravelSegment: "travel_segments", records.KindAccommodation: "accommodations",
		records.KindGuestListEntry: "guest_list_entries", records.KindBudgetLine: "budget_lines",
		records.KindExpense: "expenses", records.KindIncomeLine: "income_lines",
		records.KindInvoice: "invoices", records.KindSettlement: "settlements",
	}
}

// CountRecords returns how many records of each kind org has, every kind present.
func (s *RecordStore) CountRecords(ctx context.Context, org kernel.ID) (map[records.Kind]int, error) {
	out := make(map[records.Kind]int, len(records.Kinds))
	for _, k := range records.Kinds {
		out[k] = 0
	}
	if !CanonicalID(org) {
		return out, nil
	}
	args := make([]any, len(records.Kinds))
	for i := range args {
		args[i] = org
	}
	var rows []struct {
		Kind string `bun:"kind"`
		N    int    `bun:"n"`
	}
	if err := s.db.IDB(ctx).NewRaw(countQuery, args...).Scan(ctx, &rows); err != nil {
		return nil, TranslateError(err)
	}
	for _, r := range rows {
		out[records.Kind(r.Kind)] = r.N
	}
	return out, nil
}

// notFoundAs translates err, naming what was not found.
func notFoundAs(err error, what string) error {
	err = TranslateError(err)
	if kernel.IsKind(err, kernel.KindNotFound) {
		return &kernel.Error{Kind: kernel.KindNotFound, Code: "not_found", Message: what + " not found",
			Err: errors.Unwrap(err)}
	}
	return err
}
