package sql_test

import (
	"context"
	"testing"
	"time"

	"github.com/uptrace/bun/migrate"

	"github.com/roadcase/roadcase/adapters/sql"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/payments"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/ports/porttest"
)

// paymentsMigration is the version of the migration of online payments.
const paymentsMigration = "20261130010000"

func TestThePaymentsMigrationRollsBackAndAppliesAgainOverPaidInvoices(t *testing.T) {
	t.Parallel()
	for name, open := range unmigrated {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			ctx := context.Background()
			db := open(t)
			// Migrated in two groups, the second from the payments migration on, so
			// that the rollback below takes the payments migration (and the later
			// ones) back over the records written in between.
			migrateBefore(t, db, paymentsMigration)
			if err := db.Migrate(ctx); err != nil {
				t.Fatalf("migrate: %v", err)
			}
			porttest.CreateRecordOrganizations(t, sql.NewIdentityStore(db))
			org := porttest.RecordOrganizations()[0].ID
			// The fixture pays two invoices with one reference: the migration, when
			// it applies again, must accept records imported that way.
			if err := sql.NewRecordStore(db).InsertDataset(ctx, org, porttest.RecordDataset(org), false); err != nil {
				t.Fatal(err)
			}
			s := sql.NewPaymentStore(db)
			invoice := porttest.RecordID(org, "invoice-2")
			p := records.Payment{ID: porttest.RecordID(org, "payment/online"), Amount: 1000, ReceivedOn: "2026-06-01",
				Method: records.MethodCard, ProcessorRef: "pi_migrated"}
			at := time.Date(2026, 11, 30, 10, 0, 0, 0, time.UTC)
			if ok, err := s.AddInvoicePayment(ctx, org, invoice, p); !ok || err != nil {
				t.Fatalf("AddInvoicePayment = %v, %v", ok, err)
			}
			if err := s.SavePaymentAccount(ctx, payments.Account{OrgID: org, ProcessorID: "acct_1", CreatedAt: at, UpdatedAt: at}); err != nil {
				t.Fatal(err)
			}
			if _, err := migrate.NewMigrator(db.Bun(), sql.Migrations).Rollback(ctx); err != nil {
				t.Fatalf("rollback: %v", err)
			}
			if err := db.Migrate(ctx); err != nil {
				t.Fatalf("migrate again: %v", err)
			}
			if _, err := s.FindPaymentAccount(ctx, org); !kernel.IsKind(err, kernel.KindNotFound) {
				t.Errorf("the account outlived the rollback: %v", err)
			}
			// The payment stays an invoice's payment; its reference still counts.
			if ok, err := s.AddInvoicePayment(ctx, org, invoice, p); ok || err != nil {
				t.Errorf("AddInvoicePayment after the rollback = %v, %v; want false", ok, err)
			}
			if id, got, err := s.FindPaymentByRef(ctx, org, "pi_migrated"); err != nil || id != invoice || got != p {
				t.Errorf("FindPaymentByRef = %s, %+v, %v; want %s, %+v", id, got, err, invoice, p)
			}
		})
	}
}
