package sqlbench

import (
	"context"
	"fmt"
	"testing"

	"github.com/roadcase/roadcase/adapters/sql"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/core/records/demo"
)

// InvoiceCount is how many invoices the invoice list benchmark adds to the
// demo organization: an agency's years of billing.
const InvoiceCount = 10_000

// InvoiceDataset returns n invoices of org's project, each with two lines,
// every tenth a draft, every fiftieth void, and every issued one with one
// payment: numbered INV-<year>-NNNN over 2021 to 2023, before the demo's.
func InvoiceDataset(org, project kernel.ID, n int) records.Dataset {
	id := func(kind string, i int) kernel.ID {
		return kernel.NameID(kernel.Namespace, fmt.Sprintf("sqlbench/invoices/%s/%s/%d", org, kind, i))
	}
	var d records.Dataset
	for i := range n {
		inv := records.Invoice{ID: id("invoice", i), OrgID: org, ProjectID: project, Kind: records.InvoiceStandard,
			ClientName: fmt.Sprintf("Client %d", i%300), ClientEmail: "ap@client.example",
			IssuedOn: kernel.Date("2024-01-01").AddDays(i % 1000), Currency: "EUR", TaxRate: 210_000,
			Status: records.InvoiceSent, CreatedAt: demo.CreatedAt,
			Lines: []records.InvoiceLine{{ID: id("line-a", i), Description: "Guarantee", Quantity: 1, UnitPrice: 250_000},
				{ID: id("line-b", i), Description: "Backline", Quantity: 2, UnitPrice: 12_500}}}
		inv.DueOn = inv.IssuedOn.AddDays(30)
		inv.Number = records.InvoiceNumber(records.InvoiceNumberPrefix(2021+i%3), int64(i/3+1))
		switch {
		case i%10 == 0:
			inv.Status, inv.Number = records.InvoiceDraft, records.DraftNumber(inv.ID)
		case i%50 == 1:
			inv.Status = records.InvoiceVoid
		default:
			inv.Payments = []records.Payment{{ID: id("payment", i), Amount: 100_000, ReceivedOn: inv.IssuedOn.AddDays(10),
				Method: records.MethodBankTransfer}}
		}
		d.Invoices = append(d.Invoices, inv)
	}
	return d
}

// SeedInvoices writes the demo organization at scale and InvoiceDataset
// (InvoiceCount) into its first project, and returns the organization's id and
// that project's.
func SeedInvoices(tb testing.TB, db *sql.DB, scale int) (org, project kernel.ID) {
	ctx := context.Background()
	o := seedDemo(tb, ctx, db, scale)
	project = o.Data.Projects[0].ID
	if err := sql.NewRecordStore(db).InsertDataset(ctx, o.ID, InvoiceDataset(o.ID, project, InvoiceCount), false); err != nil {
		tb.Fatal(err)
	}
	return o.ID, project
}

// ListInvoices times one page of org's invoices, ListPageSize of them with
// their lines and payments, on db: the first, the 40th (after 39 pages, read
// once to find its cursor), the first of the drafts and the first of the
// project's. Each op is one ListInvoices call: its invoices, lines and
// payments queries.
func ListInvoices(b *testing.B, db *sql.DB, org, project kernel.ID) {
	ctx := context.Background()
	store := sql.NewRecordStore(db)
	var after *kernel.Cursor
	for range 39 {
		page, err := store.ListInvoices(ctx, org, records.InvoiceQuery{After: after, Limit: ListPageSize})
		if err != nil || len(page) < ListPageSize {
			b.Fatalf("a page of %d invoices: %v", len(page), err)
		}
		last := page[len(page)-1]
		after = &kernel.Cursor{Keys: []string{last.Number}, ID: last.ID}
	}
	for _, c := range []struct {
		name string
		q    records.InvoiceQuery
	}{
		{"page=1", records.InvoiceQuery{Limit: ListPageSize}},
		{"page=40", records.InvoiceQuery{After: after, Limit: ListPageSize}},
		{"drafts", records.InvoiceQuery{Status: records.InvoiceDraft, Limit: ListPageSize}},
		{"project", records.InvoiceQuery{ProjectID: project, Limit: ListPageSize}},
	} {
		b.Run(c.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				page, err := store.ListInvoices(ctx, org, c.q)
				if err != nil || len(page) != ListPageSize {
					b.Fatalf("a page of %d invoices: %v", len(page), err)
				}
			}
		})
	}
}
