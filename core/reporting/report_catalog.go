package reporting

import (
	"fmt"
	"slices"
)

// ScopeParams are the parameters every report takes: the scope.
var ScopeParams = []string{"project_id", "show_id", "from", "to"}

// addReports checks and indexes the reports: keys unique, categories known,
// parameters defined, requirements among the scope's members, and the columns of
// a KPI table's KPIs known.
func (c *Catalog) addReports(reports []Report) error {
	c.reports = map[string]*Report{}
	categories := map[string]bool{}
	for _, cat := range Categories {
		categories[cat.Key] = true
	}
	for i := range reports {
		r := &reports[i]
		switch {
		case c.reports[r.Key] != nil:
			return fmt.Errorf("report %s defined twice", r.Key)
		case !categories[r.Category]:
			return fmt.Errorf("report %s: unknown category %s", r.Key, r.Category)
		case len(r.Columns) == 0 || r.Build == nil:
			return fmt.Errorf("report %s: columns and a build are required", r.Key)
		}
		for _, p := range r.Params {
			if _, ok := c.params[p]; !ok {
				return fmt.Errorf("report %s takes undefined parameter %s", r.Key, p)
			}
		}
		for _, req := range r.Requires {
			if !slices.Contains(ScopeParams[:2], req) {
				return fmt.Errorf("report %s requires %s, which is not project_id or show_id", r.Key, req)
			}
		}
		if r.Records && len(r.Requires) == 0 {
			return fmt.Errorf("report %s lists records, so it must require project_id or show_id", r.Key)
		}
		if r.Recipients && !slices.Contains(r.Params, "batch_id") {
			return fmt.Errorf("report %s lists a batch's recipients, so it must take batch_id", r.Key)
		}
		seen := map[string]bool{}
		for _, col := range r.Columns {
			if seen[col.Key] {
				return fmt.Errorf("report %s: column %s twice", r.Key, col.Key)
			}
			seen[col.Key] = true
		}
		r.Build = labelTotals(r.Columns, r.Build)
		c.reports[r.Key] = r
		c.reportList = append(c.reportList, r)
	}
	return nil
}

// Reports returns the reports in catalog order.
func (c *Catalog) Reports() []*Report { return c.reportList }

// Report returns a report by key.
func (c *Catalog) Report(key string) (*Report, bool) {
	r, ok := c.reports[key]
	return r, ok
}

// kpiReport makes a report of a KPI table: its columns and build come from the
// table, its families and parameters from the KPIs.
func (c *Catalog) kpiReport(r Report, t KPITable) (Report, error) {
	for _, k := range t.Keys {
		if c.kpis[k] == nil {
			return Report{}, fmt.Errorf("report %s: undefined KPI %s", r.Key, k)
		}
	}
	r.Columns = t.Columns(c)
	r.Build = t.Build
	r.Families = c.Families(t.Keys...) | FamilyProjects | FamilyNames
	if slices.ContainsFunc(t.By, func(d Dimension) bool { return d == ByShow || d == ByVenue || d == ByMarket }) {
		r.Families |= FamilyShows
	}
	var params []string
	for _, k := range t.Keys {
		params = append(params, c.derived[k].params...)
	}
	slices.Sort(params)
	r.Params = slices.Compact(params)
	return r, nil
}
