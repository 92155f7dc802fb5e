package postgres_test

import (
	"fmt"
	"testing"

	"github.com/roadcase/roadcase/adapters/postgres/pgtest"
	"github.com/roadcase/roadcase/adapters/sql/sqlbench"
)

// BenchmarkRenderFromRecord compares rendering from data and from a record on
// PostgreSQL at each of sqlbench.RenderScales (see sqlbench.Render).
func BenchmarkRenderFromRecord(b *testing.B) {
	for _, scale := range sqlbench.RenderScales {
		b.Run(fmt.Sprintf("scale=%d", scale), func(b *testing.B) {
			sqlbench.Render(b, pgtest.Open(b), scale)
		})
	}
}
