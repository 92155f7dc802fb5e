// Package catalogdoc writes the reporting catalog as a Markdown page for people:
// every KPI with its formula, inputs, parameters, grain and null rule, and every
// report with its typed columns. The page is generated from reporting.Default, so
// it cannot drift from what the API computes; a test holds the committed copy
// (docs/reporting-catalog.md) to it.
package catalogdoc

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/roadcase/roadcase/core/reporting"
)

// Path is where the page is committed, relative to the module root.
const Path = "docs/reporting-catalog.md"

// Render returns the page for c.
func Render(c *reporting.Catalog) []byte {
	var b bytes.Buffer
	fmt.Fprintf(&b, "# The reporting catalog\n\n")
	fmt.Fprintf(&b, "Generated from the code by `go run ./cmd/catalog-doc` (part of `task docs`); do not edit. "+
		"%d KPIs and %d reports. How values are computed, rounded and split per currency: [reporting.md](reporting.md).\n\n",
		len(c.KPIs()), len(c.Reports()))
	writeKPIs(&b, c)
	writeReports(&b, c)
	writeParams(&b)
	writeFacts(&b, c)
	return b.Bytes()
}

func writeKPIs(b *bytes.Buffer, c *reporting.Catalog) {
	fmt.Fprintf(b, "## KPIs\n")
	for _, cat := range reporting.Categories {
		var kpis []*reporting.KPI
		for _, k := range c.KPIs() {
			if k.Category == cat.Key {
				kpis = append(kpis, k)
			}
		}
		if len(kpis) == 0 {
			continue
		}
		fmt.Fprintf(b, "\n### %s\n", cat.Title)
		for _, k := range kpis {
			d := c.Definition(k)
			fmt.Fprintf(b, "\n#### `%s`: %s\n\n%s\n\n", k.Key, k.Name, k.Description)
			fmt.Fprintf(b, "- **Formula:** %s\n", k.Formula)
			fmt.Fprintf(b, "- **Unit:** %s%s; **grain:** %s\n", k.Unit, perCurrency(d.PerCurrency), k.Grain)
			fmt.Fprintf(b, "- **Inputs:** %s\n", inputs(k))
			if len(d.Params) > 0 {
				names := make([]string, len(d.Params))
				for i, p := range d.Params {
					names[i] = "`" + p.Name + "`"
				}
				fmt.Fprintf(b, "- **Parameters:** %s\n", strings.Join(names, ", "))
			}
			fmt.Fprintf(b, "- **Null when:** %s\n", k.Null)
		}
	}
}

func perCurrency(yes bool) string {
	if yes {
		return ", one value per currency"
	}
	return ""
}

func inputs(k *reporting.KPI) string {
	var parts []string
	for _, f := range k.Facts {
		parts = append(parts, "fact `"+f+"`")
	}
	for _, m := range k.KPIs {
		parts = append(parts, "KPI `"+m+"`")
	}
	return strings.Join(parts, ", ")
}
