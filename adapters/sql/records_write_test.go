package sql_test

import (
	"context"
	"testing"
	"time"

	"github.com/roadcase/roadcase/adapters/sql"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/ports/porttest"
)

// TestChangingAnInvoiceKeepsItsProcessorPaymentsMarked changes an invoice with a
// payment recorded from the processor, keeping the payment, and checks that the
// payment is still marked from_processor (the unique index that records a
// processor's payment once covers only those) after its re-insertion.
func TestChangingAnInvoiceKeepsItsProcessorPaymentsMarked(t *testing.T) {
	t.Parallel()
	for name, open := range unmigrated {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			ctx := context.Background()
			db := open(t)
			if err := db.Migrate(ctx); err != nil {
				t.Fatalf("migrate: %v", err)
			}
			porttest.CreateRecordOrganizations(t, sql.NewIdentityStore(db))
			org := porttest.RecordOrganizations()[0].ID
			d := porttest.RecordDataset(org)
			s := sql.NewRecordStore(db)
			if err := s.InsertDataset(ctx, org, d, false); err != nil {
				t.Fatal(err)
			}
			invoice := porttest.RecordID(org, "invoice-2")
			p := records.Payment{ID: porttest.RecordID(org, "payment/online"), Amount: 1000, ReceivedOn: "2026-06-01",
				Method: records.MethodCard, ProcessorRef: "pi_kept"}
			if ok, err := sql.NewPaymentStore(db).AddInvoicePayment(ctx, org, invoice, p); !ok || err != nil {
				t.Fatalf("AddInvoicePayment = %v, %v", ok, err)
			}
			one, _ := d.Record(records.KindInvoice, invoice)
			one = one.Clone()
			one.Invoices[0].Payments = []records.Payment{p}
			one.Invoices[0].Notes = "Changed."
			ref := records.Ref{Kind: records.KindInvoice, ID: invoice, ProjectID: one.Invoices[0].ProjectID}
			a := records.Activity{ID: kernel.NewID(), Ref: ref, Action: records.ActionChange, Version: 2,
				At: time.Date(2026, 6, 2, 9, 0, 0, 0, time.UTC)}
			err := s.WriteRecord(ctx, org, records.Change{Ref: ref, Version: 1, Action: records.ActionChange, Record: one}, a)
			if err != nil {
				t.Fatal(err)
			}
			var marked []bool
			err = db.Bun().NewSelect().Table("payments").Column("from_processor").Where("org_id = ?", org).
				Where("id = ?", p.ID).Scan(ctx, &marked)
			if err != nil || len(marked) != 1 || !marked[0] {
				t.Errorf("from_processor after the change = %v, %v; want [true]", marked, err)
			}
		})
	}
}
