package sql

import (
	"context"
	stdsql "database/sql"
	"fmt"
	"reflect"
	"strings"
	"sync"

	"github.com/uptrace/bun/schema"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// scopeQuery is the one statement of a scoped load and the tables its columns
// hold, in order.
type scopeQuery struct {
	text   string
	tables []*schema.Table
	rows   []func(r *recordRows) any
}

// scopeQueries caches each scope's statement by dialect, scope name and kinds.
var scopeQueries sync.Map

// scopeQueryOf returns the statement that reads sc, named name, complete for
// kinds, on s's dialect: one column per table it reads, each a subquery
// aggregating the table's rows (jsonRows), with the organization as $1 and the
// scope's key as $2.
func (s *RecordStore) scopeQueryOf(sc scope, name string, kinds []records.Kind) *scopeQuery {
	key := string(s.db.dialect) + "/" + name + "/" + records.DatasetFilter{Kinds: kinds}.KindsKey()
	if q, ok := scopeQueries.Load(key); ok {
		return q.(*scopeQuery)
	}
	sc = sc.complete(kinds)
	q := &scopeQuery{}
	var columns []string
	for _, t := range recordTablesInOrder {
		table := s.db.bun.Dialect().Tables().Get(reflect.TypeOf(t.rows(&recordRows{})).Elem().Elem())
		selected, ok := sc[table.Name]
		if !ok {
			continue
		}
		from, where := selected(s.db.dialect, "t")
		columns = append(columns, "(SELECT "+jsonRows(s.db.dialect, table, "t", t.order)+" FROM "+from+
			" WHERE "+where+")")
		q.tables = append(q.tables, table)
		q.rows = append(q.rows, t.rows)
	}
	q.text = showWindow[s.db.dialect].Replace("SELECT " + strings.Join(columns, ",\n"))
	got, _ := scopeQueries.LoadOrStore(key, q)
	return got.(*scopeQuery)
}

// loadScope reads the rows of org that sc, named name and complete for kinds,
// reads for key, in one prepared statement, and assembles them.
func (s *RecordStore) loadScope(ctx context.Context, org kernel.ID, sc scope, name string, key kernel.ID,
	kinds []records.Kind) (records.Dataset, error) {
	q := s.scopeQueryOf(sc, name, kinds)
	rows, err := s.db.queryRows(ctx, q.text, org, key)
	if err != nil {
		return records.Dataset{}, err
	}
	defer rows.Close()
	raw := make([]stdsql.NullString, len(q.tables))
	dest := make([]any, len(raw))
	for i := range raw {
		dest[i] = &raw[i]
	}
	if !rows.Next() {
		return records.Dataset{}, TranslateError(fmt.Errorf("load %s: no row: %v", name, rows.Err()))
	}
	if err := rows.Scan(dest...); err != nil {
		return records.Dataset{}, TranslateError(err)
	}
	r := &recordRows{}
	for i, table := range q.tables {
		if err := scanJSONRows(table, raw[i].String, q.rows[i](r)); err != nil {
			return records.Dataset{}, kernel.Internal(fmt.Errorf("load %s: %w", name, err))
		}
	}
	return r.dataset(org), TranslateError(rows.Close())
}
