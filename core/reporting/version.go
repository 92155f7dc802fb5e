package reporting

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"hash"
)

// Version identifies the catalog's definitions: a digest of every KPI's key,
// unit, formula and inputs, every measure's key and unit, and every report's key
// and columns. A snapshot records it, so that a reader knows whether a number was
// computed by the definitions in force today. It is computed once, when the
// catalog is built.
func (c *Catalog) Version() string { return c.version }

// digest computes Version.
func (c *Catalog) digest() string {
	h := sha256.New()
	for _, k := range c.list {
		fmt.Fprintf(h, "kpi %s %s %q %q %q\n", k.Key, k.Unit, k.Formula, k.Facts, k.KPIs)
	}
	for _, m := range c.Measures() {
		fmt.Fprintf(h, "measure %s %s %q\n", m.Key, m.Unit, m.Params)
	}
	for _, r := range c.reportList {
		writeReport(h, r)
	}
	return hex.EncodeToString(h.Sum(nil))[:12]
}

func writeReport(h hash.Hash, r *Report) {
	fmt.Fprintf(h, "report %s %q %q\n", r.Key, r.Params, r.Requires)
	for _, col := range r.Columns {
		fmt.Fprintf(h, "  %s %s %s\n", col.Key, col.Type, col.Unit)
	}
}
