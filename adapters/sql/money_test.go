package sql_test

import (
	"context"
	"path/filepath"
	"reflect"
	"testing"
	"time"

	"github.com/uptrace/bun"
	"github.com/uptrace/bun/migrate"

	"github.com/roadcase/roadcase/adapters/postgres"
	"github.com/roadcase/roadcase/adapters/postgres/pgtest"
	"github.com/roadcase/roadcase/adapters/sql"
	"github.com/roadcase/roadcase/adapters/sqlite"
	"github.com/roadcase/roadcase/adapters/sqlite/sqlitetest"
	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/ports/porttest"
)

// moneyMigration is the version of the migration that added currencies, rates and
// category keys.
const moneyMigration = "20261123010000"

// unmigrated opens an empty database of each dialect.
var unmigrated = map[string]func(t *testing.T) *sql.DB{
	"sqlite": func(t *testing.T) *sql.DB {
		db, err := sqlite.Open(filepath.Join(t.TempDir(), "rc.db"))
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { _ = db.Close() })
		return db
	},
	"postgres": func(t *testing.T) *sql.DB {
		db, err := postgres.Open(pgtest.DSN(t))
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { _ = db.Close() })
		return db
	},
}

// migrateBefore applies the registered migrations older than version.
func migrateBefore(t *testing.T, db *sql.DB, version string) {
	t.Helper()
	older := migrate.NewMigrations()
	for _, m := range sql.Migrations.Sorted() {
		if m.Name < version {
			older.Add(m)
		}
	}
	ctx := context.Background()
	m := migrate.NewMigrator(db.Bun(), older, migrate.WithMarkAppliedOnSuccess(true))
	if err := m.Init(ctx); err != nil {
		t.Fatal(err)
	}
	if _, err := m.Migrate(ctx); err != nil {
		t.Fatal(err)
	}
}

// exec runs statements with bun's ? arguments, failing the test on an error.
func exec(t *testing.T, db *sql.DB, query string, args ...any) {
	t.Helper()
	if _, err := db.Bun().ExecContext(context.Background(), query, args...); err != nil {
		t.Fatalf("%v\n%s", err, query)
	}
}

// oldCategories are the categories of the old expenses, and the key the backfill
// must give each: records.CategoryKey's.
var oldCategories = []string{"Per Diems", "per-diems", " PER__DIEMS\t", "per - diems", "Catering", "Travel-Ground"}

// writeOldRows writes, in the schema before the money migration, an organization
// with a EUR project and a GBP one, a show and a settlement in the GBP project,
// expenses and budget lines of oldCategories, an income line and an invoice.
func writeOldRows(t *testing.T, db *sql.DB, org kernel.ID) map[string]kernel.ID {
	t.Helper()
	at := time.Date(2026, 1, 5, 9, 0, 0, 0, time.UTC)
	o := identity.Organization{ID: org, Slug: "old", Name: "Old", Currency: "EUR", TimeZone: "UTC", CreatedAt: at}
	if err := sql.NewIdentityStore(db).CreateOrganization(context.Background(), o); err != nil {
		t.Fatal(err)
	}
	ids := map[string]kernel.ID{}
	for _, k := range []string{"eur", "gbp", "venue", "show", "settlement", "income", "invoice"} {
		ids[k] = kernel.NameID(org, k)
	}
	for _, p := range []struct{ key, currency string }{{"eur", "EUR"}, {"gbp", "GBP"}} {
		exec(t, db, `INSERT INTO projects (org_id, id, name, code, kind, status, artist, currency, notes, created_at)
			VALUES (?, ?, ?, '', 'tour', 'confirmed', '', ?, '', ?)`, org, ids[p.key], p.key, p.currency, at)
	}
	exec(t, db, `INSERT INTO venues (org_id, id, name, address, city, region, postal_code, country, time_zone,
		capacity, phone, email, website, notes, created_at)
		VALUES (?, ?, 'Hall', '', 'London', '', '', 'GB', 'Europe/London', 500, '', '', '', '', ?)`, org, ids["venue"], at)
	exec(t, db, `INSERT INTO shows (org_id, id, project_id, venue_id, date, status, stage, time_zone, capacity,
		deal_type, guarantee, artist_percent, promoter_profit_percent, show_expenses, facility_fee_per_ticket,
		ticket_tax_rate, deposit, commission_rate, withholding_rate, merch_gross, venue_merch_rate, notes, created_at)
		VALUES (?, ?, ?, ?, '2026-03-14', 'settled', '', 'Europe/London', 500,
		'flat', 100000, 0, 0, 0, 0, 2000, 0, 1000, 0, 50000, 2000, '', ?)`, org, ids["show"], ids["gbp"], ids["venue"], at)
	exec(t, db, `INSERT INTO settlements (org_id, id, show_id, settled_at, gross_box_office, ticket_tax, facility_fees,
		show_expenses, promoter_profit, artist_payout, withholding, commission, deposits_paid, settled_by, notes, created_at)
		VALUES (?, ?, ?, ?, 0, 0, 0, 0, 0, 100000, 0, 10000, 0, 'Ada', '', ?)`, org, ids["settlement"], ids["show"], at, at)
	for i, c := range oldCategories {
		exec(t, db, `INSERT INTO expenses (org_id, id, project_id, category, vendor, description, amount, incurred_on,
			status, reimbursable, created_at) VALUES (?, ?, ?, ?, '', '', 100, '2026-03-14', 'paid', ?, ?)`,
			org, kernel.NameID(org, "expense/"+c), ids[[]string{"eur", "gbp"}[i%2]], c, false, at)
		exec(t, db, `INSERT INTO budget_lines (org_id, id, project_id, category, description, amount, created_at)
			VALUES (?, ?, ?, ?, '', 1000, ?)`, org, kernel.NameID(org, "budget/"+c), ids["eur"], c, at)
	}
	exec(t, db, `INSERT INTO income_lines (org_id, id, project_id, show_id, kind, description, amount, created_at)
		VALUES (?, ?, ?, ?, 'guarantee', '', 100000, ?)`, org, ids["income"], ids["gbp"], ids["show"], at)
	exec(t, db, `INSERT INTO invoices (org_id, id, project_id, number, client_name, client_email, client_address,
		issued_on, due_on, currency, tax_rate, status, notes, created_at)
		VALUES (?, ?, ?, 'INV-1', 'Client', '', '', '2026-02-01', '2026-03-01', 'EUR', 2000, 'sent', '', ?)`,
		org, ids["invoice"], ids["eur"], at)
	return ids
}

func TestTheMoneyMigrationBackfillsExistingRowsSoTheyStayValid(t *testing.T) {
	t.Parallel()
	for name, open := range unmigrated {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			ctx := context.Background()
			db := open(t)
			migrateBefore(t, db, moneyMigration)
			org := kernel.NameID(kernel.Namespace, "test/money-migration")
			ids := writeOldRows(t, db, org)
			if err := db.Migrate(ctx); err != nil {
				t.Fatalf("migrate: %v", err)
			}
			d, err := sql.NewRecordStore(db).LoadDataset(ctx, org, records.DatasetFilter{})
			if err != nil {
				t.Fatal(err)
			}
			if err := d.Validate(nil); err != nil {
				t.Fatalf("the migrated records are not valid: %v", err)
			}
			if !d.Profile.IsZero() {
				t.Errorf("profile %+v, want none", d.Profile)
			}
			show, st, inv, in := d.Shows[0], d.Settlements[0], d.Invoices[0], d.Income[0]
			got := []any{show.Currency, show.MerchTaxRate, show.Cancellation, st.Currency, st.Rate,
				inv.Kind, inv.ClientCountry, inv.ClientTaxID, in.Currency, in.Rate}
			want := []any{"GBP", kernel.PPM(0), (*records.Cancellation)(nil), "GBP", kernel.RateOne,
				records.InvoiceStandard, "", "", "GBP", kernel.RateOne}
			if !reflect.DeepEqual(got, want) {
				t.Errorf("show, settlement, invoice and income backfilled as %v, want %v", got, want)
			}
			for _, e := range d.Expenses {
				wantCur := map[kernel.ID]string{ids["eur"]: "EUR", ids["gbp"]: "GBP"}[e.ProjectID]
				if e.Currency != wantCur || e.Rate != kernel.RateOne {
					t.Errorf("expense %q: %s at %s, want %s at 1", e.Category, e.Currency, e.Rate, wantCur)
				}
			}
			for _, table := range []string{"expenses", "budget_lines"} {
				var rows []struct {
					Category    string `bun:"category"`
					CategoryKey string `bun:"category_key"`
				}
				err := db.Bun().NewSelect().Table(table).Column("category", "category_key").
					Where("org_id = ?", org).Scan(ctx, &rows)
				if err != nil || len(rows) != len(oldCategories) {
					t.Fatalf("%s: %d rows, %v", table, len(rows), err)
				}
				for _, r := range rows {
					if want := records.CategoryKey(r.Category); r.CategoryKey != want {
						t.Errorf("%s: category %q has key %q, want %q", table, r.Category, r.CategoryKey, want)
					}
				}
			}
			// The migration was applied alone, so a rollback undoes it alone; applying
			// it again must give the same records.
			if _, err := migrate.NewMigrator(db.Bun(), sql.Migrations).Rollback(ctx); err != nil {
				t.Fatalf("rollback: %v", err)
			}
			if err := db.Migrate(ctx); err != nil {
				t.Fatalf("migrate again: %v", err)
			}
			again, err := sql.NewRecordStore(db).LoadDataset(ctx, org, records.DatasetFilter{})
			if err != nil || !reflect.DeepEqual(again, d) {
				t.Errorf("after a rollback and a second migration the records differ (%v)", err)
			}
		})
	}
}

func TestStoredCategoryKeysGroupCategoriesAsRecordsDoes(t *testing.T) {
	t.Parallel()
	migrated := map[string]func(t *testing.T) *sql.DB{
		"sqlite":   func(t *testing.T) *sql.DB { return sqlitetest.Open(t) },
		"postgres": func(t *testing.T) *sql.DB { return pgtest.Open(t) },
	}
	for name, open := range migrated {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			ctx := context.Background()
			db := open(t)
			porttest.CreateRecordOrganizations(t, sql.NewIdentityStore(db))
			org := porttest.RecordOrganizations()[0].ID
			d := porttest.RecordDataset(org)
			// SQLite's lower() folds only ASCII: "ÉCLAIRAGE" and "Éclairage" group
			// together only because the key is Go's.
			categories := []string{"Per Diems", "per-diems", "PER_DIEMS", "Éclairage", "ÉCLAIRAGE"}
			for i, c := range categories {
				e := d.Expenses[0]
				e.ID, e.Category = kernel.NameID(org, "expense/"+c), c
				d.Expenses = append(d.Expenses, e)
				d.BudgetLines = append(d.BudgetLines, records.BudgetLine{ID: kernel.NameID(org, "budget/"+c),
					OrgID: org, ProjectID: e.ProjectID, Category: c, Amount: int64(100 * (i + 1)), CreatedAt: e.CreatedAt})
			}
			if err := sql.NewRecordStore(db).InsertDataset(ctx, org, d, false); err != nil {
				t.Fatal(err)
			}
			for _, table := range []string{"expenses", "budget_lines"} {
				var groups []struct {
					Key string `bun:"category_key"`
					N   int    `bun:"n"`
				}
				err := db.Bun().NewSelect().Table(table).ColumnExpr("category_key, COUNT(*) AS n").
					Where("org_id = ?", org).Where("category IN (?)", bun.List(categories)).
					GroupExpr("category_key").OrderExpr("n DESC").Scan(ctx, &groups)
				if err != nil {
					t.Fatal(err)
				}
				want := map[string]int{"per_diems": 3, "éclairage": 2}
				got := map[string]int{}
				for _, g := range groups {
					got[g.Key] = g.N
				}
				if !reflect.DeepEqual(got, want) {
					t.Errorf("%s grouped by category_key: %v, want %v", table, got, want)
				}
			}
		})
	}
}
