package spreadsheet

import (
	"strings"

	"github.com/roadcase/roadcase/core/records/tabular"
)

// helpSheet is the name of a template's second sheet.
const helpSheet = "Help"

// helpRows are the Help sheet's rows: a header, then one row per field
// saying its column's label, whether it is required, what it takes, the
// other headers it is recognized by, and its help.
func helpRows(spec tabular.Spec) [][]string {
	rows := [][]string{{"Column", "Required", "What it takes", "Also recognized as", "Notes"}}
	for _, f := range spec.Fields {
		required := "no"
		if f.Required {
			required = "yes"
		}
		rows = append(rows, []string{f.Label, required, takes(f), strings.Join(f.Aliases, ", "), f.Help})
	}
	return rows
}

// takes says in words what a field's cells may hold.
func takes(f tabular.Field) string {
	switch f.Type {
	case tabular.TypeInteger:
		return "A whole number (1200)"
	case tabular.TypeMoney:
		return "An amount, as you type it (1234.50, 1,234.50, 1.234,50 €); the row's currency, else the project's"
	case tabular.TypePercent:
		return "A percentage (85 or 85%)"
	case tabular.TypeDate:
		return "A date (2026-05-01, 1 May 2026, a date cell, or 01/05/2026 read in your locale's order)"
	case tabular.TypeTime:
		return "A time (19:30 or 7:30 pm)"
	case tabular.TypeEmail:
		return "An e-mail address"
	case tabular.TypeChoice:
		labels := make([]string, len(f.Choices))
		for i, c := range f.Choices {
			labels[i] = c.Label
		}
		return "One of: " + strings.Join(labels, ", ")
	case tabular.TypeCurrency:
		return "A currency code (EUR, USD)"
	case tabular.TypeZone:
		return "A time zone (Europe/Oslo)"
	case tabular.TypeReference:
		return "The name or e-mail of an existing record (see Notes)"
	}
	return "Text"
}
