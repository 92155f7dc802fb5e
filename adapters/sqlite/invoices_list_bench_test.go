package sqlite_test

import (
	"fmt"
	"path/filepath"
	"testing"

	"github.com/roadcase/roadcase/adapters/sql/sqlbench"
	"github.com/roadcase/roadcase/adapters/sqlite"
)

// BenchmarkListInvoices times a page of invoices (sqlbench.ListInvoices) in
// the demo organization with sqlbench.InvoiceCount invoices; its budget is
// 50 ms a page (scripts/invoice-list-budget.sh).
//
//	go test ./adapters/sqlite -run '^$' -bench ListInvoices -benchtime 2s
func BenchmarkListInvoices(b *testing.B) {
	db, err := sqlite.Open(filepath.Join(b.TempDir(), "bench.db"))
	if err != nil {
		b.Fatal(err)
	}
	defer func() {
		if err := db.Close(); err != nil {
			b.Error(err)
		}
	}()
	if err := db.Migrate(b.Context()); err != nil {
		b.Fatal(err)
	}
	org, project := sqlbench.SeedInvoices(b, db, 1)
	b.Run(fmt.Sprintf("invoices=%d", sqlbench.InvoiceCount), func(b *testing.B) { sqlbench.ListInvoices(b, db, org, project) })
}
