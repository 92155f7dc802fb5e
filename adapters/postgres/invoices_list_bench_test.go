package postgres_test

import (
	"fmt"
	"testing"

	"github.com/roadcase/roadcase/adapters/postgres/pgtest"
	"github.com/roadcase/roadcase/adapters/sql/sqlbench"
)

// BenchmarkListInvoices times a page of invoices (sqlbench.ListInvoices) in
// the demo organization with sqlbench.InvoiceCount invoices; its budget is
// 50 ms a page (scripts/invoice-list-budget.sh).
//
//	ROADCASE_REQUIRE_POSTGRES=1 go test ./adapters/postgres -run '^$' -bench ListInvoices -benchtime 2s
func BenchmarkListInvoices(b *testing.B) {
	db := pgtest.Open(b)
	org, project := sqlbench.SeedInvoices(b, db, 1)
	b.Run(fmt.Sprintf("invoices=%d", sqlbench.InvoiceCount), func(b *testing.B) { sqlbench.ListInvoices(b, db, org, project) })
}
