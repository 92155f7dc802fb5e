// Package sqlite opens Roadcase's embedded default database: a single SQLite file
// through the pure-Go driver (sqliteshim picks modernc.org/sqlite, no cgo) and Bun's
// SQLite dialect. The stores themselves live in adapters/sql.
package sqlite

import (
	stdsql "database/sql"
	"fmt"
	"net/url"
	"runtime"

	"github.com/uptrace/bun"
	"github.com/uptrace/bun/dialect/sqlitedialect"
	"github.com/uptrace/bun/driver/sqliteshim"

	"github.com/roadcase/roadcase/adapters/sql"
)

// pragmas are applied by the driver to every new connection, so that no connection
// of the pool ever runs without them:
//   - journal_mode=WAL lets readers run while one writer writes;
//   - foreign_keys=ON makes SQLite enforce the schema's references (off by default);
//   - busy_timeout=5000 makes a writer wait up to five seconds for the write lock
//     instead of failing at once with "database is locked".
//
// _txlock=immediate makes every transaction take the write lock at BEGIN. A deferred
// transaction that reads and then writes can fail with SQLITE_BUSY without waiting
// (SQLite cannot upgrade its lock while another writer holds it); taking the lock
// first turns that into an ordinary wait under busy_timeout.
var pragmas = []string{"journal_mode(WAL)", "foreign_keys(ON)", "busy_timeout(5000)"}

// Open opens (creating if needed) the SQLite database file at location (a path or
// an sqlite: URL, see FilePath) and its parent directory, and returns it ready for
// Migrate. The path must name a file: an in-memory database would give every pooled
// connection its own empty database. A directory it cannot create or write is
// reported as such, before SQLite's own error would hide the cause.
func Open(location string) (*sql.DB, error) {
	path, err := FilePath(location)
	if err != nil {
		return nil, err
	}
	if err := checkWritable(path); err != nil {
		return nil, err
	}
	sqldb, err := stdsql.Open(sqliteshim.ShimName, dsn(path))
	if err != nil {
		return nil, fmt.Errorf("sqlite: open %s: %w", path, err)
	}
	// SQLite allows one writer at a time whatever the pool size; WAL lets readers
	// proceed beside it, so a small pool serves concurrent reads while writers queue
	// on the write lock (busy_timeout). Writes never need more than one connection.
	sqldb.SetMaxOpenConns(max(4, runtime.GOMAXPROCS(0)))
	sqldb.SetMaxIdleConns(max(4, runtime.GOMAXPROCS(0)))
	sqldb.SetConnMaxLifetime(0)
	db := sql.New(bun.NewDB(sqldb, sqlitedialect.New()))
	if err := sqldb.Ping(); err != nil {
		_ = sqldb.Close()
		return nil, fmt.Errorf("sqlite: open %s: %w", path, err)
	}
	return db, nil
}

func dsn(path string) string {
	q := url.Values{}
	for _, p := range pragmas {
		q.Add("_pragma", p)
	}
	q.Set("_txlock", "immediate")
	return "file:" + path + "?" + q.Encode()
}
