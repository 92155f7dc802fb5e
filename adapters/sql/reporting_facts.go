package sql

import (
	"context"
	"database/sql"
	"errors"
	"strings"

	"github.com/uptrace/bun"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/reporting"
	"github.com/roadcase/roadcase/ports"
)

// FactStore computes reporting facts in the database: one GROUP BY statement per
// family, always filtered by the organization, returning integer sums and counts
// only. Conversion, division, tax and rounding stay in the core, so that the
// facts equal reporting.FactsOf's on the same records (the contract suite holds
// both dialects to it).
type FactStore struct{ db *DB }

var _ ports.FactStore = (*FactStore)(nil)

// NewFactStore returns the fact store of db. db must be migrated.
func NewFactStore(db *DB) *FactStore { return &FactStore{db: db} }

// factScope is one Facts call: the scope as the statements apply it.
type factScope struct {
	db      bun.IDB
	d       Dialect
	org     kernel.ID
	project kernel.ID // the scope's project, or its show's; zero for all
	show    kernel.ID
	from    kernel.Date
	to      kernel.Date
	// void is set when the scope names a project or show org does not have:
	// every family but names is empty.
	void bool
}

// Facts returns the families asked for over scope, sorted by reporting.SortFacts.
// A scope naming a project or show org does not have (or an id that is not an
// id) has no facts but names. KindInternal or KindUnavailable when the database
// fails.
func (s *FactStore) Facts(ctx context.Context, scope reporting.Scope, families reporting.Family) (reporting.Facts, error) {
	var f reporting.Facts
	if !CanonicalID(scope.Org) {
		return f, nil
	}
	fs, err := s.resolve(ctx, scope)
	if err != nil {
		return f, err
	}
	steps := []struct {
		family reporting.Family
		run    func(context.Context, *reporting.Facts) error
	}{
		{reporting.FamilyProjects, fs.projects}, {reporting.FamilyShows, fs.shows},
		{reporting.FamilyMoney, fs.money}, {reporting.FamilyBudget, fs.budget},
		{reporting.FamilyInvoices, fs.invoices}, {reporting.FamilyLabour, fs.labour},
		{reporting.FamilyPerDiems, fs.perDiems}, {reporting.FamilySections, fs.sections},
		{reporting.FamilyFunnel, fs.funnel}, {reporting.FamilyAcks, fs.acks},
		{reporting.FamilyNames, fs.names}, {reporting.FamilyRenders, fs.renders},
		{reporting.FamilyDeposits, fs.deposits},
	}
	wholeOrg := scope.Project.IsZero() && scope.Show.IsZero()
	for _, st := range steps {
		switch {
		case !families.Has(st.family):
		// Names are lookup data, not scoped; the render log is the organization's,
		// so a project or show scope has none.
		case st.family == reporting.FamilyRenders && !wholeOrg:
		case fs.void && st.family != reporting.FamilyNames:
		default:
			if err := st.run(ctx, &f); err != nil {
				return reporting.Facts{}, TranslateError(err)
			}
		}
	}
	reporting.SortFacts(&f)
	return f, nil
}

// resolve finds the project a show scope is of, and whether the scope's project
// and show are org's.
func (s *FactStore) resolve(ctx context.Context, scope reporting.Scope) (*factScope, error) {
	db := s.db.IDB(ctx)
	fs := &factScope{db: db, d: DialectOf(db), org: scope.Org, project: scope.Project, show: scope.Show,
		from: scope.From, to: scope.To}
	if !fs.show.IsZero() {
		if !CanonicalID(fs.show) {
			fs.void = true
			return fs, nil
		}
		var project kernel.ID
		err := db.NewSelect().Table("shows").Column("project_id").Where("org_id = ?", fs.org).
			Where("id = ?", fs.show).Scan(ctx, &project)
		switch {
		case errors.Is(err, sql.ErrNoRows):
			fs.void = true
		case err != nil:
			return nil, TranslateError(err)
		case !fs.project.IsZero() && project != fs.project:
			fs.void = true
		default:
			fs.project = project
		}
	}
	if !fs.project.IsZero() && !fs.void {
		if !CanonicalID(fs.project) {
			fs.void = true
			return fs, nil
		}
		ok, err := db.NewSelect().Table("projects").Where("org_id = ?", fs.org).Where("id = ?", fs.project).Exists(ctx)
		if err != nil {
			return nil, TranslateError(err)
		}
		fs.void = !ok
	}
	return fs, nil
}

// where returns the conditions a family's rows are kept by, appending their
// arguments to args: alias's organization always; the scope's project on the
// project column and its show on the show column ("" for a family without shows,
// which a show scope keeps none of); the scope's range, both ends included, on
// the date expression ("" for a family without dates). A NULL date is kept by an
// open range only, as reporting.Scope.Covers keeps a zero one.
func (fs *factScope) where(args *[]any, alias, project, show, date string) string {
	conds := []string{alias + ".org_id = ?"}
	*args = append(*args, fs.org)
	if !fs.project.IsZero() && project != "" {
		conds = append(conds, project+" = ?")
		*args = append(*args, fs.project)
	}
	if !fs.show.IsZero() {
		if show == "" {
			conds = append(conds, "1 = 0")
		} else {
			conds = append(conds, show+" = ?")
			*args = append(*args, fs.show)
		}
	}
	if date != "" && !fs.from.IsZero() {
		conds = append(conds, date+" >= ?")
		*args = append(*args, string(fs.from))
	}
	if date != "" && !fs.to.IsZero() {
		conds = append(conds, date+" <= ?")
		*args = append(*args, string(fs.to))
	}
	return strings.Join(conds, " AND ")
}

// scan runs one statement into dest.
func (fs *factScope) scan(ctx context.Context, dest any, query string, args ...any) error {
	return fs.db.NewRaw(query, args...).Scan(ctx, dest)
}

// month is the SQL of a date column's "YYYY-MM", empty for NULL.
func (fs *factScope) month(column string) string {
	if fs.d == DialectSQLite {
		return "COALESCE(substr(" + column + ", 1, 7), '')"
	}
	return "COALESCE(to_char(" + column + ", 'YYYY-MM'), '')"
}

// utcDay is the SQL of an instant column's UTC date, "YYYY-MM-DD". SQLite keeps
// instants as UTC text that starts with it.
func (fs *factScope) utcDay(column string) string {
	if fs.d == DialectSQLite {
		return "substr(" + column + ", 1, 10)"
	}
	return "to_char(" + column + " AT TIME ZONE 'UTC', 'YYYY-MM-DD')"
}

// utcMonth is the SQL of an instant column's UTC month, "YYYY-MM".
func (fs *factScope) utcMonth(column string) string {
	if fs.d == DialectSQLite {
		return "substr(" + column + ", 1, 7)"
	}
	return "to_char(" + column + " AT TIME ZONE 'UTC', 'YYYY-MM')"
}
