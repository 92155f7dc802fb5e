package sql_test

import (
	"fmt"
	"testing"

	"github.com/jackc/pgx/v5/pgconn"

	"github.com/roadcase/roadcase/adapters/sql"
	"github.com/roadcase/roadcase/core/kernel"
)

func TestTranslateErrorMapsPgxErrorsByTheirSQLState(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		code string
		want kernel.Kind
	}{
		{"23505", kernel.KindConflict},    // unique_violation
		{"23503", kernel.KindInvalid},     // foreign_key_violation
		{"23502", kernel.KindInvalid},     // not_null_violation
		{"23514", kernel.KindInvalid},     // check_violation
		{"22P02", kernel.KindInvalid},     // invalid_text_representation
		{"57014", kernel.KindUnavailable}, // query_canceled: statement_timeout
		{"55P03", kernel.KindUnavailable}, // lock_not_available: lock_timeout
		{"57P01", kernel.KindUnavailable}, // admin_shutdown
		{"08006", kernel.KindUnavailable}, // connection_failure
		{"53300", kernel.KindUnavailable}, // too_many_connections
		{"40001", kernel.KindInternal},    // serialization_failure
		{"42P01", kernel.KindInternal},    // undefined_table: a bug
	} {
		err := sql.TranslateError(fmt.Errorf("query: %w", &pgconn.PgError{Code: c.code, Message: "m"}))
		if got := kernel.KindOf(err); got != c.want {
			t.Errorf("SQLSTATE %s became %v, want %v", c.code, got, c.want)
		}
	}
}
