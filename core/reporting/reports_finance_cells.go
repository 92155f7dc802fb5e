package reporting

import (
	"maps"
	"math/big"
	"slices"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// The column makers of the reports built from fact rows.
func textColumn(key, title string) Column { return Column{Key: key, Title: title, Type: ColumnText} }
func idColumn(key, title string) Column   { return Column{Key: key, Title: title, Type: ColumnID} }
func dateColumn(key, title string) Column { return Column{Key: key, Title: title, Type: ColumnDate} }
func numberColumn(key, title string, u Unit) Column {
	return Column{Key: key, Title: title, Type: ColumnNumber, Unit: u}
}
func moneyColumn(key, title string) Column { return numberColumn(key, title, UnitMoney) }

// showColumns are the columns that say which show a row is: its id, date and
// venue, as in a KPI table by show.
var showColumns = groupColumns[ByShow]

// showCells returns the cells of showColumns for a show.
func (s *Sheet) showCells(show kernel.ID) []any { return s.groupCells(ByShow, string(show)) }

// showKey is a show's row position: by date, then id.
func showKey(f ShowFact) kernel.Cursor {
	return kernel.Cursor{Keys: []string{string(f.Date)}, ID: f.Show}
}

// reportAsOf returns the date a report judges dues and ages on: its as_of
// argument, else today.
func reportAsOf(s *Sheet) kernel.Date {
	if v := s.Args["as_of"]; v != "" {
		return kernel.Date(v)
	}
	return s.Today
}

// percentOfRate is a basis-point rate as a percent cell (8500 is 85.00).
func percentOfRate(bp kernel.BasisPoints) Num { return new(big.Rat).SetFrac64(int64(bp), 100) }

// rounded is a computed number rounded to its unit, or nil for null.
func rounded(n Num, u Unit) any {
	if n == nil {
		return nil
	}
	return u.Round(n)
}

// invoiceRecord returns an invoice fact as the record whose rules it follows:
// its subtotal as one line and its payments as one, which is all Total, Tax,
// Outstanding and IsOverdue read.
func invoiceRecord(f InvoiceFact) records.Invoice {
	return records.Invoice{ID: f.Invoice, ProjectID: f.Project, ShowID: f.Show, Number: f.Number, Kind: f.Kind,
		Status: f.Status, ClientName: f.Client, Currency: f.Currency, IssuedOn: f.IssuedOn, DueOn: f.DueOn,
		TaxRate: f.TaxRate, Lines: []records.InvoiceLine{{Quantity: 1, UnitPrice: f.Subtotal}},
		Payments: []records.Payment{{Amount: f.Paid}}}
}

// currencyTotals adds up a report's money columns per currency, for its totals
// rows.
type currencyTotals map[string][]int64

// add adds a row's values to its currency's sums.
func (c currencyTotals) add(cur string, values ...int64) {
	sums := c[cur]
	if sums == nil {
		sums = make([]int64, len(values))
		c[cur] = sums
	}
	for i, v := range values {
		sums[i] += v
	}
}

// rows returns a totals row per currency, in currency order, laid out by row.
func (c currencyTotals) rows(row func(cur string, sums []int64) Row) []Row {
	var out []Row
	for _, cur := range slices.Sorted(maps.Keys(c)) {
		out = append(out, row(cur, c[cur]))
	}
	return out
}

// intCells returns integers as number cells.
func intCells(values ...int64) []any {
	out := make([]any, len(values))
	for i, v := range values {
		out[i] = Int(v)
	}
	return out
}

// nullCells returns n null cells, a totals row's cells under its group columns.
func nullCells(n int) []any { return make([]any, n) }
