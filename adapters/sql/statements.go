package sql

import (
	"context"
	stdsql "database/sql"
	"regexp"
	"sync"

	"github.com/uptrace/bun"
)

// statements keeps the prepared statements of a DB by their text. Bun writes
// every argument into the SQL text, so the database parses and plans each call
// afresh; the hot reads of this package (rendering from a record: FindRef and
// the scoped LoadDataset) are written once with bound parameters ($1, $2: both
// drivers take them) and prepared once per connection instead. database/sql
// prepares a statement again on each connection of the pool that runs it and
// keeps it there.
type statements struct {
	mu       sync.Mutex
	prepared map[string]*stdsql.Stmt
}

// stmt returns query prepared on db, preparing it on first use.
func (s *statements) stmt(ctx context.Context, db *bun.DB, query string) (*stdsql.Stmt, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if st, ok := s.prepared[query]; ok {
		return st, nil
	}
	st, err := db.DB.PrepareContext(ctx, parameters(DialectOf(db), query))
	if err != nil {
		return nil, err
	}
	if s.prepared == nil {
		s.prepared = map[string]*stdsql.Stmt{}
	}
	s.prepared[query] = st
	return st, nil
}

// sqliteParameter matches a parameter of a statement of this package.
var sqliteParameter = regexp.MustCompile(`\$[1-9]`)

// parameters returns query as d prepares it. SQLite gets each parameter as a
// scalar subquery, (SELECT $1), which its planner uses as it would $1 but cannot
// look up in its sqlite_stat4 samples: a parameter it can look up makes SQLite
// prepare the statement again at every execution, whatever its value (any new
// binding of it expires the statement): in a CPU profile of rendering day
// sheets, a third of the show's load went to parsing it again.
func parameters(d Dialect, query string) string {
	if d != DialectSQLite {
		return query
	}
	return sqliteParameter.ReplaceAllString(query, "(SELECT $0)")
}

// close closes every prepared statement.
func (s *statements) close() {
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, st := range s.prepared {
		_ = st.Close()
	}
	s.prepared = nil
}

// queryRows runs the prepared query with args on the transaction ctx carries, if
// any (database/sql reuses the statement when the transaction's connection has it
// prepared), or on the pool. The caller closes the rows.
func (db *DB) queryRows(ctx context.Context, query string, args ...any) (_ *stdsql.Rows, err error) {
	ctx, done := db.observe(ctx, query, args)
	defer done(&err)
	st, err := db.stmts.stmt(ctx, db.bun, query)
	if err != nil {
		return nil, TranslateError(err)
	}
	if tx, ok := db.IDB(ctx).(bun.Tx); ok {
		st = tx.Tx.StmtContext(ctx, st)
	}
	rows, err := st.QueryContext(ctx, args...)
	return rows, TranslateError(err)
}
