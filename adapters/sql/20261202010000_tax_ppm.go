package sql

import (
	"context"

	"github.com/uptrace/bun"
)

// Tax and withholding rates in millionths (kernel.PPM) instead of basis points,
// so that a rate with more than two decimals is stored exactly (Germany's
// 15.825 % foreign artist tax is 158250). The four columns are renamed with the
// unit they now hold, and every stored rate is multiplied by 100: 1900 basis
// points become 190000 millionths, the same 19 %. Renaming makes a query that
// still reads the old unit fail instead of reading a rate 100 times too small.
// Commission, artist, promoter-profit and venue merch percentages stay basis
// points (docs/money.md).
//
// The rollback divides by 100, rounding half up (rates are not negative), so a
// rate with more than two decimals comes back as the nearest basis point.
func init() {
	Migrations.MustRegister(func(ctx context.Context, db *bun.DB) error {
		return ExecSchema(ctx, db, taxPPMSchema(func(c string) string { return c + " * 100" })...)
	}, func(ctx context.Context, db *bun.DB) error {
		return ExecSchema(ctx, db, taxPPMRollback()...)
	})
}

// taxRateColumns are the tables and columns of the tax rates, in basis points
// before the migration; the migration appends "_ppm" to each name.
var taxRateColumns = []struct{ table, column string }{
	{"shows", "ticket_tax_rate"}, {"shows", "withholding_rate"}, {"shows", "merch_tax_rate"},
	{"invoices", "tax_rate"},
}

// taxPPMSchema renames each column to its "_ppm" name and sets it to scale(old).
func taxPPMSchema(scale func(column string) string) []string {
	var out []string
	for _, c := range taxRateColumns {
		ppm := c.column + "_ppm"
		out = append(out, "ALTER TABLE "+c.table+" RENAME COLUMN "+c.column+" TO "+ppm,
			"UPDATE "+c.table+" SET "+ppm+" = "+scale(ppm))
	}
	return out
}

// taxPPMRollback puts basis points back under the old names.
func taxPPMRollback() []string {
	var out []string
	for _, c := range taxRateColumns {
		ppm := c.column + "_ppm"
		out = append(out, "UPDATE "+c.table+" SET "+ppm+" = ("+ppm+" + 50) / 100",
			"ALTER TABLE "+c.table+" RENAME COLUMN "+ppm+" TO "+c.column)
	}
	return out
}
