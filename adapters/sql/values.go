package sql

import (
	"time"

	"github.com/roadcase/roadcase/core/kernel"
)

// StorageTime returns t in the form every store of this package writes instants in:
// UTC at microsecond precision, which is what PostgreSQL keeps and what Bun writes
// for SQLite. Normalising before writing makes both backends return exactly what
// they were given.
func StorageTime(t time.Time) time.Time { return t.UTC().Truncate(time.Microsecond) }

// CanonicalID reports whether id is an identifier in canonical form. PostgreSQL
// refuses to compare a malformed identifier with a uuid column (SQLSTATE 22P02)
// while SQLite just matches nothing; stores check lookups with CanonicalID first
// so that both report KindNotFound.
func CanonicalID(id kernel.ID) bool {
	p, err := kernel.ParseID(string(id))
	return err == nil && p == id
}
