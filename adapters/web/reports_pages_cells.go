package web

import (
	"strings"

	"github.com/roadcase/roadcase/adapters/moneyfmt"
	"github.com/roadcase/roadcase/core/reporting"
)

// reportCell is one cell of a report's table as a page shows it.
type reportCell struct {
	Text string
	// Number right-aligns the cell; Null shows "—" read as "no data".
	Number, Null bool
}

// currencyColumn is the column that says a row's currency: a report's money
// cells are minor units of it.
const currencyColumn = "currency"

// reportCells formats a row's cells by their columns: money in the row's
// currency by its CLDR symbol and ISO decimals (moneyfmt, as the documents
// print it), other numbers with their unit's places and grouped thousands,
// booleans as Yes or No, null as "—".
func reportCells(cols []reporting.Column, row reporting.Row) []reportCell {
	cur := ""
	for i, c := range cols {
		if c.Key == currencyColumn && i < len(row) {
			cur, _ = row[i].(string)
		}
	}
	out := make([]reportCell, len(cols))
	for i, c := range cols {
		var v any
		if i < len(row) {
			v = row[i]
		}
		out[i] = cellView(c, v, cur)
	}
	return out
}

// cellView formats one cell; cur is its row's currency.
func cellView(c reporting.Column, v any, cur string) reportCell {
	switch v := v.(type) {
	case reporting.Num:
		if v == nil {
			return reportCell{Null: true, Number: true}
		}
		return reportCell{Text: numberText(c.Unit, v, cur), Number: true}
	case string:
		return reportCell{Text: v}
	case bool:
		if v {
			return reportCell{Text: "Yes"}
		}
		return reportCell{Text: "No"}
	}
	return reportCell{Null: true, Number: c.Type == reporting.ColumnNumber}
}

// numberText writes a value of unit: money as moneyfmt writes minor units of
// cur (an amount without a currency as grouped minor units), a percent with a
// percent sign, the rest as their digits with grouped thousands. A negative
// number starts with the typographic minus, as amounts do.
func numberText(u reporting.Unit, n reporting.Num, cur string) string {
	r := u.Round(n)
	if u == reporting.UnitMoney && cur != "" {
		return moneyfmt.FormatBig(r.Num(), cur)
	}
	digits := r.FloatString(u.Places())
	neg := strings.HasPrefix(digits, "-")
	digits = strings.TrimPrefix(digits, "-")
	whole, frac, hasFrac := strings.Cut(digits, ".")
	text := moneyfmt.Group(whole)
	if hasFrac {
		text += "." + frac
	}
	if neg {
		text = moneyfmt.Minus + text
	}
	if u == reporting.UnitPercent {
		text += "\u00a0%"
	}
	return text
}
