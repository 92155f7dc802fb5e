package sql

import (
	"context"
	"strings"

	"github.com/uptrace/bun"
)

// money_days keeps the money facts summed by day, as the expenses and income
// lines are written: a row per organization, project, show, person, flow,
// category, status, day, currency and rate with the sum of the amounts and the
// count of lines, the grain of reporting.MoneyFact with the day in place of the
// month. Reading the money facts then groups these rows, a few per day and key,
// instead of every line: the KPIs of an organization with a million money rows
// cost less than one scan of them (docs/reporting.md, "Performance").
//
// Triggers keep it: on PostgreSQL, statement triggers over the transition tables
// of each insert, delete and update, so a bulk insert folds its rows in one
// grouped upsert; on SQLite, row triggers. Keys hold no NULL, so that the upsert
// matches: a missing show or person is the nil UUID, a missing date 0001-01-01
// (moneyNone, moneyNoDay), and the fact store reads them back as none. The lines
// stay the source of truth; the migration backfills the rollup from them.
func init() {
	Migrations.MustRegister(func(ctx context.Context, db *bun.DB) error {
		d := DialectOf(db)
		stmts := append([]string{moneyDaysTable, moneyDaysBackfill("expenses"), moneyDaysBackfill("income_lines")},
			moneyDaysTriggers[d]...)
		return ExecSchema(ctx, db, stmts...)
	}, func(ctx context.Context, db *bun.DB) error {
		drops := []string{"DROP TABLE money_days"}
		if DialectOf(db) == DialectPostgres {
			drops = append(drops, "DROP FUNCTION money_days_fold CASCADE")
		} else {
			for _, t := range []string{"expenses", "income_lines"} {
				for _, op := range []string{"insert", "delete", "update"} {
					drops = append(drops, "DROP TRIGGER money_days_"+t+"_"+op)
				}
			}
		}
		return ExecSchema(ctx, db, drops...)
	})
}

// moneyNone and moneyNoDay stand for a missing show or person and a missing date
// in money_days' key.
const (
	moneyNone  = "00000000-0000-0000-0000-000000000000"
	moneyNoDay = "0001-01-01"
)

const moneyDaysTable = `CREATE TABLE money_days (
	org_id {id} NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
	project_id {id} NOT NULL, show_id {id} NOT NULL, person_id {id} NOT NULL,
	flow TEXT NOT NULL, category TEXT NOT NULL, status TEXT NOT NULL, day {date} NOT NULL,
	currency TEXT NOT NULL, rate {int} NOT NULL, amount {int} NOT NULL, n {int} NOT NULL,
	PRIMARY KEY (org_id, project_id, show_id, person_id, flow, category, status, day, currency, rate)
)`

// moneyKey is the SQL of money_days' key columns for a line of table t, read
// from the row (or transition table) named r.
func moneyKey(t, r string) []string {
	show := "COALESCE(" + r + ".show_id, '" + moneyNone + "')"
	if t == "expenses" {
		return []string{r + ".org_id", r + ".project_id", show, "COALESCE(" + r + ".person_id, '" + moneyNone + "')",
			"'expense'", r + ".category_key", r + ".status", r + ".incurred_on", r + ".currency", r + ".rate"}
	}
	return []string{r + ".org_id", r + ".project_id", show, "CAST('" + moneyNone + "' AS {id})", "'income'", r + ".kind", "''",
		"COALESCE(" + r + ".received_on, '" + moneyNoDay + "')", r + ".currency", r + ".rate"}
}

const moneyDaysColumns = "org_id, project_id, show_id, person_id, flow, category, status, day, currency, rate"

// moneyDaysBackfill folds the lines table t already holds into money_days.
func moneyDaysBackfill(t string) string {
	key := strings.Join(moneyKey(t, "x"), ", ")
	return "INSERT INTO money_days (" + moneyDaysColumns + ", amount, n) SELECT " + key +
		", SUM(x.amount), COUNT(*) FROM " + t + " x GROUP BY " + moneyKeyOrdinals
}

// moneyKeyOrdinals groups by the ten key columns a SELECT lists first (PostgreSQL
// refuses the constant flow of a key in a GROUP BY by expression).
const moneyKeyOrdinals = "1, 2, 3, 4, 5, 6, 7, 8, 9, 10"

// moneyFoldIn adds the lines of table t in the row set r (a transition table, or
// NEW as a one-row set) to money_days.
func moneyFoldIn(t, from, r string) string {
	key := strings.Join(moneyKey(t, r), ", ")
	group := " GROUP BY " + moneyKeyOrdinals
	if from == "" { // a row trigger's NEW: one line, nothing to group
		return "INSERT INTO money_days (" + moneyDaysColumns + ", amount, n) SELECT " + key + ", " + r + ".amount, 1" +
			" WHERE true ON CONFLICT (" + moneyDaysColumns + ") DO UPDATE SET amount = money_days.amount + excluded.amount, " +
			"n = money_days.n + excluded.n"
	}
	return "INSERT INTO money_days (" + moneyDaysColumns + ", amount, n) SELECT " + key + ", SUM(" + r + ".amount), COUNT(*) FROM " +
		from + " " + r + group + " ON CONFLICT (" + moneyDaysColumns + ") DO UPDATE SET " +
		"amount = money_days.amount + excluded.amount, n = money_days.n + excluded.n"
}

// moneyFoldOut takes the lines of table t in the row set r back out of
// money_days and drops the rows left with no line.
func moneyFoldOut(t, from, r string) []string {
	cols := strings.Split(moneyDaysColumns, ", ")
	key := moneyKey(t, r)
	var match []string
	for i, c := range cols {
		match = append(match, "money_days."+c+" = "+key[i])
	}
	if from == "" { // a row trigger's OLD
		return []string{
			"UPDATE money_days SET amount = amount - " + r + ".amount, n = n - 1 WHERE " + strings.Join(match, " AND "),
			"DELETE FROM money_days WHERE n = 0 AND " + strings.Join(match, " AND "),
		}
	}
	var aliased, omatch []string
	for i, c := range cols {
		aliased = append(aliased, key[i]+" AS "+c)
		omatch = append(omatch, "money_days."+c+" = o."+c)
	}
	return []string{
		"UPDATE money_days SET amount = money_days.amount - o.amount, n = money_days.n - o.n FROM (SELECT " +
			strings.Join(aliased, ", ") + ", SUM(" + r + ".amount) AS amount, COUNT(*) AS n FROM " + from + " " + r +
			" GROUP BY " + moneyKeyOrdinals + ") o WHERE " + strings.Join(omatch, " AND "),
		"DELETE FROM money_days WHERE n = 0 AND org_id IN (SELECT " + r + ".org_id FROM " + from + " " + r + ")",
	}
}

// moneyDaysTriggers keep money_days in step with expenses and income_lines.
var moneyDaysTriggers = map[Dialect][]string{
	DialectPostgres: postgresMoneyTriggers(),
	DialectSQLite:   sqliteMoneyTriggers(),
}

func postgresMoneyTriggers() []string {
	var body strings.Builder
	for _, t := range []string{"expenses", "income_lines"} {
		body.WriteString("IF TG_TABLE_NAME = '" + t + "' THEN\n")
		body.WriteString("IF TG_OP IN ('DELETE', 'UPDATE') THEN\n")
		for _, s := range moneyFoldOut(t, "old_rows", "x") {
			body.WriteString(s + ";\n")
		}
		body.WriteString("END IF;\nIF TG_OP IN ('INSERT', 'UPDATE') THEN\n" + moneyFoldIn(t, "new_rows", "x") + ";\nEND IF;\nEND IF;\n")
	}
	stmts := []string{"CREATE FUNCTION money_days_fold() RETURNS trigger LANGUAGE plpgsql AS $fold$\nBEGIN\n" +
		body.String() + "RETURN NULL;\nEND\n$fold$"}
	for _, t := range []string{"expenses", "income_lines"} {
		stmts = append(stmts,
			"CREATE TRIGGER money_days_"+t+"_insert AFTER INSERT ON "+t+
				" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION money_days_fold()",
			"CREATE TRIGGER money_days_"+t+"_delete AFTER DELETE ON "+t+
				" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION money_days_fold()",
			"CREATE TRIGGER money_days_"+t+"_update AFTER UPDATE ON "+t+
				" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION money_days_fold()")
	}
	return stmts
}

func sqliteMoneyTriggers() []string {
	var stmts []string
	for _, t := range []string{"expenses", "income_lines"} {
		out := strings.Join(moneyFoldOut(t, "", "OLD"), ";\n") + ";"
		in := moneyFoldIn(t, "", "NEW") + ";"
		stmts = append(stmts,
			"CREATE TRIGGER money_days_"+t+"_insert AFTER INSERT ON "+t+" BEGIN\n"+in+"\nEND",
			"CREATE TRIGGER money_days_"+t+"_delete AFTER DELETE ON "+t+" BEGIN\n"+out+"\nEND",
			"CREATE TRIGGER money_days_"+t+"_update AFTER UPDATE ON "+t+" BEGIN\n"+out+"\n"+in+"\nEND")
	}
	return stmts
}
