package sql_test

import (
	"context"
	stdsql "database/sql"
	"errors"
	"fmt"
	"testing"

	"github.com/roadcase/roadcase/adapters/postgres/pgtest"
	"github.com/roadcase/roadcase/adapters/sql"
	"github.com/roadcase/roadcase/adapters/sqlite/sqlitetest"
	"github.com/roadcase/roadcase/core/kernel"
)

func TestTranslateErrorKeepsKernelErrorsAndNil(t *testing.T) {
	t.Parallel()
	if sql.TranslateError(nil) != nil {
		t.Error("TranslateError(nil) is not nil")
	}
	conflict := kernel.Conflict("taken")
	if got := sql.TranslateError(fmt.Errorf("wrapped: %w", conflict)); !kernel.IsKind(got, kernel.KindConflict) {
		t.Errorf("a wrapped kernel error became %v", got)
	}
	if got := sql.TranslateError(context.Canceled); !errors.Is(got, context.Canceled) {
		t.Errorf("context.Canceled became %v", got)
	}
	late := sql.TranslateError(fmt.Errorf("query: %w", context.DeadlineExceeded))
	if !kernel.IsKind(late, kernel.KindUnavailable) || !errors.Is(late, context.DeadlineExceeded) {
		t.Errorf("a deadline became %v, want KindUnavailable keeping the cause", late)
	}
	got := sql.TranslateError(fmt.Errorf("scan: %w", stdsql.ErrNoRows))
	if !kernel.IsKind(got, kernel.KindNotFound) || !errors.Is(got, stdsql.ErrNoRows) {
		t.Errorf("sql.ErrNoRows became %v, want KindNotFound keeping the cause", got)
	}
	if got := sql.TranslateError(errors.New("something odd")); !kernel.IsKind(got, kernel.KindInternal) {
		t.Errorf("an unknown error became %v, want KindInternal", got)
	}
}

// TestTranslateErrorClassifiesDriverErrors provokes each kind of failure on a real
// database of each dialect and checks the kind it is translated to.
func TestTranslateErrorClassifiesDriverErrors(t *testing.T) {
	t.Parallel()
	dbs := map[string]func(t *testing.T) *sql.DB{
		"sqlite":   func(t *testing.T) *sql.DB { return sqlitetest.Open(t) },
		"postgres": func(t *testing.T) *sql.DB { return pgtest.Open(t) },
	}
	const org = `INSERT INTO organizations (id, slug, name, currency, time_zone, created_at)
		VALUES ('%s', '%s', 'Acme', 'EUR', 'UTC', '2026-11-22 10:00:00+00:00')`
	id := kernel.NewID()
	tests := []struct {
		name  string
		stmts []string
		want  kernel.Kind
	}{
		{"a duplicate slug is a conflict",
			[]string{fmt.Sprintf(org, id, "acme"), fmt.Sprintf(org, kernel.NewID(), "acme")}, kernel.KindConflict},
		{"a duplicate primary key is a conflict",
			[]string{fmt.Sprintf(org, id, "acme"), fmt.Sprintf(org, id, "other")}, kernel.KindConflict},
		{"a dangling reference is invalid",
			[]string{fmt.Sprintf(`INSERT INTO memberships (org_id, user_id, role, created_at)
				VALUES ('%s', '%s', 'owner', '2026-11-22 10:00:00+00:00')`, kernel.NewID(), kernel.NewID())},
			kernel.KindInvalid},
		{"a missing required value is invalid",
			[]string{fmt.Sprintf(`INSERT INTO organizations (id, slug, name, currency, time_zone, created_at)
				VALUES ('%s', 'x', NULL, 'EUR', 'UTC', '2026-11-22 10:00:00+00:00')`, kernel.NewID())},
			kernel.KindInvalid},
	}
	for name, open := range dbs {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			db := open(t)
			for _, tt := range tests {
				err := db.WithinTx(context.Background(), func(ctx context.Context) error {
					for _, s := range tt.stmts {
						if _, err := db.IDB(ctx).ExecContext(ctx, s); err != nil {
							return sql.TranslateError(err)
						}
					}
					return nil
				})
				if !kernel.IsKind(err, tt.want) {
					t.Errorf("%s: error = %v (kind %v), want kind %v", tt.name, err, kernel.KindOf(err), tt.want)
				}
			}
		})
	}
}
