package sql_test

import (
	"context"
	"slices"
	"testing"

	"github.com/uptrace/bun/migrate"

	"github.com/roadcase/roadcase/adapters/sql"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// taxPPMMigration is the version of the migration of tax rates to millionths.
const taxPPMMigration = "20261202010000"

// TestTheTaxPPMMigrationKeepsEveryStoredRate writes rates in basis points in the
// schema before the migration (a show at 20 % ticket VAT, 19 % merch VAT, 15.83 %
// withholding, the nearest basis points had to Germany's 15.825 %, and a 20 %
// invoice), migrates, and reads the same rates in millionths with the same
// figures; a rate with three decimals is then stored exactly, and the rollback
// brings basis points back.
func TestTheTaxPPMMigrationKeepsEveryStoredRate(t *testing.T) {
	t.Parallel()
	for name, open := range unmigrated {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			ctx := context.Background()
			db := open(t)
			// The rows of the money migration's test, backfilled by it and the
			// migrations after it, up to this one.
			migrateBefore(t, db, moneyMigration)
			org := kernel.NameID(kernel.Namespace, "test/tax-ppm-migration")
			ids := writeOldRows(t, db, org)
			migrateBefore(t, db, taxPPMMigration)
			exec(t, db, `UPDATE shows SET merch_tax_rate = 1900, withholding_rate = 1583 WHERE org_id = ? AND id = ?`,
				org, ids["show"])
			if err := db.Migrate(ctx); err != nil {
				t.Fatalf("migrate: %v", err)
			}
			store := sql.NewRecordStore(db)
			d, err := store.LoadDataset(ctx, org, records.DatasetFilter{})
			if err != nil {
				t.Fatal(err)
			}
			if err := d.Validate(nil); err != nil {
				t.Fatalf("the migrated records are not valid: %v", err)
			}
			show, inv := d.Shows[0], d.Invoices[0]
			got := []kernel.PPM{show.Deal.TicketTaxRate, show.MerchTaxRate, show.Deal.WithholdingRate, inv.TaxRate}
			want := []kernel.PPM{200_000, 190_000, 158_300, 200_000}
			if !slices.Equal(got, want) {
				t.Fatalf("ticket VAT, merch VAT, withholding and invoice tax read %v millionths, want %v", got, want)
			}
			// €1,000.00 flat: 15.83 % withheld is €158.30 before and after.
			if w := show.Deal.Settle(0, 0, 0).Withholding; w != 15_830 {
				t.Errorf("withholding of the €1,000.00 guarantee = %d cents, want 15830", w)
			}
			// The stored rate now holds Germany's 15.825 % exactly.
			exec(t, db, `UPDATE shows SET withholding_rate_ppm = 158250 WHERE org_id = ? AND id = ?`, org, ids["show"])
			again, err := store.LoadDataset(ctx, org, records.DatasetFilter{})
			if err != nil {
				t.Fatal(err)
			}
			if r := again.Shows[0].Deal.WithholdingRate; r != 158_250 || again.Shows[0].Deal.Settle(0, 0, 0).Withholding != 15_825 {
				t.Errorf("withholding stored as %d millionths, want 158250 (€158.25 of €1,000.00)", r)
			}
			if _, err := migrate.NewMigrator(db.Bun(), sql.Migrations).Rollback(ctx); err != nil {
				t.Fatalf("rollback: %v", err)
			}
			var rates struct {
				Ticket      int64 `bun:"ticket_tax_rate"`
				Withholding int64 `bun:"withholding_rate"`
				Merch       int64 `bun:"merch_tax_rate"`
			}
			err = db.Bun().NewSelect().Table("shows").Column("ticket_tax_rate", "withholding_rate", "merch_tax_rate").
				Where("org_id = ?", org).Scan(ctx, &rates)
			if err != nil || rates.Ticket != 2000 || rates.Withholding != 1583 || rates.Merch != 1900 {
				t.Errorf("after the rollback the rates are %+v basis points (%v), want 2000, 1583 (15.825 %% rounded) and 1900", rates, err)
			}
		})
	}
}
