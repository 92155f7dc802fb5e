package sql

import (
	"context"
	"slices"

	"github.com/uptrace/bun"
)

// The money schema: a currency and a rate on every money record, the merch tax and
// a cancellation on shows, the invoice kind and the client's country and tax
// number, the category key expenses and budget lines are grouped by, and each
// organization's legal profile.
//
// Existing rows are backfilled so that an old database stays valid:
//   - a show's currency is its project's; a settlement's is its show's; an
//     expense's and an income line's are their project's; every rate is 1
//     (100000000, kernel.RateOne), since each record is then in its home currency;
//   - the merch tax rate is 0 and no show has a cancellation (the terms of shows
//     cancelled before were never recorded);
//   - every invoice is a standard invoice, with no client country or tax number;
//   - no organization has a legal profile;
//   - category_key is computed in SQL, once: the category lower-cased, tabs, spaces
//     and hyphens made underscores, runs of underscores made one and underscores
//     trimmed from both ends. That is records.CategoryKey for every ASCII category
//     without a line break at either end. Beyond ASCII, lower() is the database's: SQLite folds only ASCII
//     letters, PostgreSQL folds by its locale, and Go's strings.ToLower may fold a
//     few letters otherwise; such keys may differ from the Go key. A migration
//     cannot run Go over the rows (the Postgres test template fingerprints a
//     migration by the statements it sends and refuses one that queries), so this
//     is the one place a key is computed in SQL: every row written afterwards gets
//     its key from records.CategoryKey, and no query lower()s a category.
//
// The currency columns keep their DEFAULT ” (SQLite cannot drop a default); the
// stores always write them.
func init() {
	Migrations.MustRegister(func(ctx context.Context, db *bun.DB) error {
		return ExecSchema(ctx, db, slices.Concat(moneyColumns, moneyBackfill(DialectOf(db)), moneyIndexes, moneyProfiles)...)
	}, func(ctx context.Context, db *bun.DB) error {
		return ExecSchema(ctx, db, moneyDown...)
	})
}

// moneyColumns adds the new columns, one statement each (SQLite's ALTER TABLE adds
// one column at a time). NOT NULL columns need a default for the existing rows.
var moneyColumns = []string{
	`ALTER TABLE shows ADD COLUMN currency TEXT NOT NULL DEFAULT ''`,
	`ALTER TABLE shows ADD COLUMN merch_tax_rate {int} NOT NULL DEFAULT 0`,
	`ALTER TABLE shows ADD COLUMN cancelled_on {date}`,
	`ALTER TABLE shows ADD COLUMN cancelled_by TEXT`,
	`ALTER TABLE shows ADD COLUMN cancellation_reason TEXT`,
	`ALTER TABLE shows ADD COLUMN cancellation_fee {int}`,
	`ALTER TABLE settlements ADD COLUMN currency TEXT NOT NULL DEFAULT ''`,
	`ALTER TABLE settlements ADD COLUMN rate {int} NOT NULL DEFAULT 100000000`,
	`ALTER TABLE budget_lines ADD COLUMN category_key TEXT NOT NULL DEFAULT ''`,
	`ALTER TABLE expenses ADD COLUMN category_key TEXT NOT NULL DEFAULT ''`,
	`ALTER TABLE expenses ADD COLUMN currency TEXT NOT NULL DEFAULT ''`,
	`ALTER TABLE expenses ADD COLUMN rate {int} NOT NULL DEFAULT 100000000`,
	`ALTER TABLE income_lines ADD COLUMN currency TEXT NOT NULL DEFAULT ''`,
	`ALTER TABLE income_lines ADD COLUMN rate {int} NOT NULL DEFAULT 100000000`,
	`ALTER TABLE invoices ADD COLUMN kind TEXT NOT NULL DEFAULT 'standard'`,
	`ALTER TABLE invoices ADD COLUMN client_country TEXT NOT NULL DEFAULT ''`,
	`ALTER TABLE invoices ADD COLUMN client_tax_id TEXT NOT NULL DEFAULT ''`,
}

// moneyBackfill fills the currencies and category keys of existing rows (see the
// migration's comment). Shows are filled before the settlements that copy them.
func moneyBackfill(d Dialect) []string {
	return []string{
		`UPDATE shows SET currency = (SELECT p.currency FROM projects p
			WHERE p.org_id = shows.org_id AND p.id = shows.project_id)`,
		`UPDATE settlements SET currency = (SELECT s.currency FROM shows s
			WHERE s.org_id = settlements.org_id AND s.id = settlements.show_id)`,
		`UPDATE expenses SET currency = (SELECT p.currency FROM projects p
			WHERE p.org_id = expenses.org_id AND p.id = expenses.project_id)`,
		`UPDATE income_lines SET currency = (SELECT p.currency FROM projects p
			WHERE p.org_id = income_lines.org_id AND p.id = income_lines.project_id)`,
		`UPDATE budget_lines SET category_key = ` + categoryKeySQL(d, "category"),
		`UPDATE expenses SET category_key = ` + categoryKeySQL(d, "category"),
	}
}

// categoryKeySQL is the one-off SQL form of records.CategoryKey over column, exact
// for ASCII (see the migration's comment). Collapsing doubled underscores six
// times joins runs of up to 64 separators.
func categoryKeySQL(d Dialect, column string) string {
	key := "replace(replace(replace(lower(" + column + "), '\t', '_'), ' ', '_'), '-', '_')"
	for range 6 {
		key = "replace(" + key + ", '__', '_')"
	}
	if d == DialectSQLite {
		return "trim(" + key + ", '_')"
	}
	return "btrim(" + key + ", '_')"
}

// moneyIndexes serve grouping by category key, which replaces grouping by the
// category as written.
var moneyIndexes = []string{
	`DROP INDEX budget_lines_project_idx`,
	`CREATE INDEX budget_lines_project_idx ON budget_lines (org_id, project_id, category_key)`,
	`DROP INDEX expenses_category_idx`,
	`CREATE INDEX expenses_category_idx ON expenses (org_id, project_id, category_key)`,
}

// moneyProfiles creates the legal profiles, one row per organization at most.
var moneyProfiles = []string{
	`CREATE TABLE org_profiles (
		org_id {id} PRIMARY KEY REFERENCES organizations (id) ON DELETE CASCADE,
		legal_name TEXT NOT NULL, address TEXT NOT NULL, country TEXT NOT NULL, vat_id TEXT NOT NULL,
		company_number TEXT NOT NULL, email TEXT NOT NULL, phone TEXT NOT NULL, bank_name TEXT NOT NULL,
		account_name TEXT NOT NULL, iban TEXT NOT NULL, bic TEXT NOT NULL, invoice_footer TEXT NOT NULL
	)`,
}

// moneyDown undoes the migration: the indexes back on the category, then every
// column dropped in reverse.
var moneyDown = []string{
	`DROP TABLE org_profiles`,
	`DROP INDEX expenses_category_idx`,
	`CREATE INDEX expenses_category_idx ON expenses (org_id, project_id, category)`,
	`DROP INDEX budget_lines_project_idx`,
	`CREATE INDEX budget_lines_project_idx ON budget_lines (org_id, project_id, category)`,
	`ALTER TABLE invoices DROP COLUMN client_tax_id`,
	`ALTER TABLE invoices DROP COLUMN client_country`,
	`ALTER TABLE invoices DROP COLUMN kind`,
	`ALTER TABLE income_lines DROP COLUMN rate`,
	`ALTER TABLE income_lines DROP COLUMN currency`,
	`ALTER TABLE expenses DROP COLUMN rate`,
	`ALTER TABLE expenses DROP COLUMN currency`,
	`ALTER TABLE expenses DROP COLUMN category_key`,
	`ALTER TABLE budget_lines DROP COLUMN category_key`,
	`ALTER TABLE settlements DROP COLUMN rate`,
	`ALTER TABLE settlements DROP COLUMN currency`,
	`ALTER TABLE shows DROP COLUMN cancellation_fee`,
	`ALTER TABLE shows DROP COLUMN cancellation_reason`,
	`ALTER TABLE shows DROP COLUMN cancelled_by`,
	`ALTER TABLE shows DROP COLUMN cancelled_on`,
	`ALTER TABLE shows DROP COLUMN merch_tax_rate`,
	`ALTER TABLE shows DROP COLUMN currency`,
}
