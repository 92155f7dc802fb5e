package catalogdoc

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/roadcase/roadcase/core/reporting"
)

func writeReports(b *bytes.Buffer, c *reporting.Catalog) {
	fmt.Fprintf(b, "\n## Reports\n")
	for _, cat := range reporting.Categories {
		var reports []*reporting.Report
		for _, r := range c.Reports() {
			if r.Category == cat.Key {
				reports = append(reports, r)
			}
		}
		if len(reports) == 0 {
			continue
		}
		fmt.Fprintf(b, "\n### %s\n", cat.Title)
		for _, r := range reports {
			fmt.Fprintf(b, "\n#### `%s`: %s\n\n%s\n\n", r.Key, r.Title, r.Description)
			params := append([]string{}, reporting.ScopeParams...)
			params = append(params, r.Params...)
			fmt.Fprintf(b, "Parameters: `%s`.", strings.Join(params, "`, `"))
			if len(r.Requires) > 0 {
				fmt.Fprintf(b, " Requires `%s`.", strings.Join(r.Requires, "`, `"))
			}
			if r.Long {
				fmt.Fprintf(b, " Rows are paged.")
			}
			fmt.Fprintf(b, "\n\n| Column | Title | Type |\n|---|---|---|\n")
			for _, col := range r.Columns {
				typ := string(col.Type)
				if col.Type == reporting.ColumnNumber {
					typ = "number (" + string(col.Unit) + ")"
				}
				fmt.Fprintf(b, "| `%s` | %s | %s |\n", col.Key, col.Title, typ)
			}
		}
	}
}

func writeParams(b *bytes.Buffer) {
	fmt.Fprintf(b, "\n## Parameters\n\n| Name | Kind | Default | Meaning |\n|---|---|---|---|\n")
	for _, p := range reporting.Parameters {
		kind := string(p.Kind)
		if len(p.Values) > 0 {
			kind += ": " + strings.Join(p.Values, ", ")
		}
		fmt.Fprintf(b, "| `%s` | %s | %s | %s |\n", p.Name, kind, p.Default, p.Description)
	}
}

func writeFacts(b *bytes.Buffer, c *reporting.Catalog) {
	fmt.Fprintf(b, "\n## Facts\n\nThe measures KPIs are computed from: sums and counts of the facts the stores compute with GROUP BY.\n\n"+
		"| Fact | Unit | Meaning |\n|---|---|---|\n")
	for _, m := range c.Measures() {
		fmt.Fprintf(b, "| `%s` | %s | %s |\n", m.Key, m.Unit, m.Description)
	}
}
