package sqlite_test

import (
	"context"
	"fmt"
	"path/filepath"
	"testing"

	"github.com/roadcase/roadcase/adapters/sql/sqlbench"
	"github.com/roadcase/roadcase/adapters/sqlite"
)

// BenchmarkRenderFromRecord compares rendering from data and from a record on
// SQLite at each of sqlbench.RenderScales (see sqlbench.Render).
func BenchmarkRenderFromRecord(b *testing.B) {
	for _, scale := range sqlbench.RenderScales {
		b.Run(fmt.Sprintf("scale=%d", scale), func(b *testing.B) {
			db, err := sqlite.Open(filepath.Join(b.TempDir(), "bench.db"))
			if err != nil {
				b.Fatal(err)
			}
			defer func() {
				if err := db.Close(); err != nil {
					b.Error(err)
				}
			}()
			if err := db.Migrate(context.Background()); err != nil {
				b.Fatal(err)
			}
			sqlbench.Render(b, db, scale)
		})
	}
}
