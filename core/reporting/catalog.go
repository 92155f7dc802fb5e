package reporting

import (
	"fmt"
	"slices"
	"strings"
)

// Catalog is the KPIs with the measures and parameters they are built from,
// checked once: keys unique, every input defined, no cycles, every parameter
// known. What a KPI accepts and reads is derived from its inputs, so it cannot
// drift from its formula.
type Catalog struct {
	list     []*KPI
	kpis     map[string]*KPI
	measures map[string]Measure
	params   map[string]Param
	derived  map[string]derived

	reports    map[string]*Report
	reportList []*Report
	version    string
}

// derived is what a KPI's inputs, followed to the end, make of it.
type derived struct {
	families Family
	// currencyFamilies are the families whose rows' currencies a value is
	// resolved in: families less those read only by measures of the books'
	// shows (Measure.Books), which are in their projects' home currency.
	currencyFamilies Family
	params           []string // sorted
	money            bool     // it reads money somewhere, so it is resolved per currency
}

// NewCatalog checks and indexes a catalog of KPIs and reports. A report made of
// KPIs is given as a KPITable in tables, keyed by its report's key.
func NewCatalog(measures []Measure, params []Param, kpis []KPI, reports ...ReportSpec) (*Catalog, error) {
	c := &Catalog{kpis: map[string]*KPI{}, measures: map[string]Measure{}, params: map[string]Param{},
		derived: map[string]derived{}}
	for _, p := range params {
		if _, dup := c.params[p.Name]; dup {
			return nil, fmt.Errorf("parameter %s defined twice", p.Name)
		}
		c.params[p.Name] = p
	}
	for _, m := range measures {
		if _, dup := c.measures[m.Key]; dup {
			return nil, fmt.Errorf("measure %s defined twice", m.Key)
		}
		for _, p := range m.Params {
			if _, ok := c.params[p]; !ok {
				return nil, fmt.Errorf("measure %s honours undefined parameter %s", m.Key, p)
			}
		}
		c.measures[m.Key] = m
	}
	for i := range kpis {
		k := &kpis[i]
		if _, dup := c.kpis[k.Key]; dup {
			return nil, fmt.Errorf("KPI %s defined twice", k.Key)
		}
		if _, clash := c.measures[k.Key]; clash {
			return nil, fmt.Errorf("KPI %s has a measure's key", k.Key)
		}
		c.kpis[k.Key] = k
		c.list = append(c.list, k)
	}
	for _, k := range c.list {
		if err := c.derive(k.Key, nil); err != nil {
			return nil, err
		}
	}
	built := make([]Report, 0, len(reports))
	for _, spec := range reports {
		r := spec.Report
		if spec.Table != nil {
			var err error
			if r, err = c.kpiReport(r, *spec.Table); err != nil {
				return nil, err
			}
		}
		built = append(built, r)
	}
	if err := c.addReports(built); err != nil {
		return nil, err
	}
	c.version = c.digest()
	return c, nil
}

// ReportSpec is a report as the catalog lists it: a report with its own build, or
// one made of a KPI table (whose columns, build, families and parameters the
// catalog derives).
type ReportSpec struct {
	Report Report
	Table  *KPITable
}

// derive fills c.derived[key], following inputs depth first; path is the chain of
// KPIs being derived, to report a cycle.
func (c *Catalog) derive(key string, path []string) error {
	if _, done := c.derived[key]; done {
		return nil
	}
	if slices.Contains(path, key) {
		return fmt.Errorf("KPI cycle: %v → %s", path, key)
	}
	k := c.kpis[key]
	d := derived{money: k.Unit == UnitMoney}
	for _, f := range k.Facts {
		m, ok := c.measures[f]
		if !ok {
			return fmt.Errorf("KPI %s reads undefined fact %s", key, f)
		}
		d.families |= m.Families
		if !m.Books {
			d.currencyFamilies |= m.Families
		}
		d.params = append(d.params, m.Params...)
		d.money = d.money || m.Unit == UnitMoney
	}
	for _, sub := range k.KPIs {
		if _, ok := c.kpis[sub]; !ok {
			return fmt.Errorf("KPI %s reads undefined KPI %s", key, sub)
		}
		if err := c.derive(sub, append(path, key)); err != nil {
			return err
		}
		s := c.derived[sub]
		d.families |= s.families
		d.currencyFamilies |= s.currencyFamilies
		d.params = append(d.params, s.params...)
		d.money = d.money || s.money
	}
	slices.Sort(d.params)
	d.params = slices.Compact(d.params)
	c.derived[key] = d
	return nil
}

// KPIs returns the KPIs in catalog order.
func (c *Catalog) KPIs() []*KPI { return c.list }

// KPI returns a KPI by key.
func (c *Catalog) KPI(key string) (*KPI, bool) {
	k, ok := c.kpis[key]
	return k, ok
}

// Measures returns the measures sorted by key.
func (c *Catalog) Measures() []Measure {
	out := make([]Measure, 0, len(c.measures))
	for _, m := range c.measures {
		out = append(out, m)
	}
	slices.SortFunc(out, func(a, b Measure) int { return strings.Compare(a.Key, b.Key) })
	return out
}

// Measure returns a measure by key.
func (c *Catalog) Measure(key string) (Measure, bool) {
	m, ok := c.measures[key]
	return m, ok
}

// Params returns the parameters a KPI accepts, sorted by name.
func (c *Catalog) Params(key string) []Param {
	var out []Param
	for _, name := range c.derived[key].params {
		out = append(out, c.params[name])
	}
	return out
}

// Param returns a parameter by name.
func (c *Catalog) Param(name string) (Param, bool) {
	p, ok := c.params[name]
	return p, ok
}

// Families returns the fact families the KPIs read.
func (c *Catalog) Families(keys ...string) Family {
	var f Family
	for _, k := range keys {
		f |= c.derived[k].families
	}
	return f
}

// PerCurrency reports whether a KPI reads money, and so is resolved once per
// currency.
func (c *Catalog) PerCurrency(key string) bool { return c.derived[key].money }
