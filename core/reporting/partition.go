package reporting

import (
	"cmp"
	"slices"

	"github.com/roadcase/roadcase/core/kernel"
)

// located is a fact row: it knows where it sits along the dimensions.
type located interface{ at(lookup) coordinates }

// keep returns the rows of which in(coordinates) holds, nil for none.
func keep[T located](rows []T, l lookup, in func(coordinates) bool) []T {
	var out []T
	for _, r := range rows {
		if in(r.at(l)) {
			out = append(out, r)
		}
	}
	return out
}

// narrow returns the facts whose coordinates in accepts. Projects and names are
// what the other rows are looked up in, not measured: projects are narrowed only
// by project (the projects whose id project accepts) and names not at all.
func (f *Facts) narrow(l lookup, in func(coordinates) bool, project func(kernel.ID) bool) *Facts {
	var projects []ProjectFact
	for _, p := range f.Projects {
		if project(p.Project) {
			projects = append(projects, p)
		}
	}
	return &Facts{
		Projects: projects,
		Shows:    keep(f.Shows, l, in),
		Money:    keep(f.Money, l, in),
		Budget:   keep(f.Budget, l, in),
		Invoices: keep(f.Invoices, l, in),
		Labour:   keep(f.Labour, l, in),
		PerDiems: keep(f.PerDiems, l, in),
		Sections: keep(f.Sections, l, in),
		Funnel:   keep(f.Funnel, l, in),
		Acks:     keep(f.Acks, l, in),
		Renders:  keep(f.Renders, l, in),
		Names:    f.Names,
		Deposits: f.Deposits,

		DeliveriesReported: f.DeliveriesReported,
	}
}

func anyProject(kernel.ID) bool { return true }

// inCurrency keeps rows of currency cur and rows that have no currency (advancing).
func inCurrency(cur string) func(coordinates) bool {
	return func(c coordinates) bool { return c.currency == "" || c.currency == cur }
}

// currencies returns the distinct currencies of f's rows of the families, sorted.
func (f *Facts) currencies(l lookup, families Family) []string {
	seen := map[string]bool{}
	f.only(families).narrow(l, func(c coordinates) bool {
		if c.currency != "" {
			seen[c.currency] = true
		}
		return false
	}, func(kernel.ID) bool { return false })
	out := make([]string, 0, len(seen))
	for c := range seen {
		out = append(out, c)
	}
	slices.Sort(out)
	return out
}

// Group is one group of a grouped resolution: its key on each dimension grouped by.
type Group map[Dimension]string

// groups splits f by the dimensions, in key order, in one pass over the rows.
// Without dimensions it is one group holding everything. A row without a
// coordinate on one of the dimensions is in no group.
func (f *Facts) groups(l lookup, by []Dimension) ([]Group, []*Facts) {
	if len(by) == 0 {
		return []Group{{}}, []*Facts{f}
	}
	byKey := map[string]*Facts{}
	groupOfKey := map[string]Group{}
	part := func(c coordinates) *Facts {
		g, key, ok := groupOf(l, c, by)
		if !ok {
			return nil
		}
		p := byKey[key]
		if p == nil {
			p = &Facts{Names: f.Names, Deposits: f.Deposits, DeliveriesReported: f.DeliveriesReported}
			byKey[key], groupOfKey[key] = p, g
		}
		return p
	}
	spread(f.Shows, l, part, func(p *Facts, r ShowFact) { p.Shows = append(p.Shows, r) })
	spread(f.Money, l, part, func(p *Facts, r MoneyFact) { p.Money = append(p.Money, r) })
	spread(f.Budget, l, part, func(p *Facts, r BudgetFact) { p.Budget = append(p.Budget, r) })
	spread(f.Invoices, l, part, func(p *Facts, r InvoiceFact) { p.Invoices = append(p.Invoices, r) })
	spread(f.Labour, l, part, func(p *Facts, r LabourFact) { p.Labour = append(p.Labour, r) })
	spread(f.PerDiems, l, part, func(p *Facts, r PerDiemFact) { p.PerDiems = append(p.PerDiems, r) })
	spread(f.Sections, l, part, func(p *Facts, r SectionFact) { p.Sections = append(p.Sections, r) })
	spread(f.Funnel, l, part, func(p *Facts, r FunnelFact) { p.Funnel = append(p.Funnel, r) })
	spread(f.Acks, l, part, func(p *Facts, r AckFact) { p.Acks = append(p.Acks, r) })
	spread(f.Renders, l, part, func(p *Facts, r RenderFact) { p.Renders = append(p.Renders, r) })
	keys := make([]string, 0, len(byKey))
	for k := range byKey {
		keys = append(keys, k)
	}
	slices.SortFunc(keys, cmp.Compare)
	gs, parts := make([]Group, len(keys)), make([]*Facts, len(keys))
	for i, k := range keys {
		gs[i], parts[i] = groupOfKey[k], byKey[k]
		parts[i].Projects = f.Projects
		if p, ok := gs[i][ByProject]; ok {
			parts[i].Projects = keep(f.Projects, l, func(c coordinates) bool { return string(c.project) == p })
		}
	}
	return gs, parts
}

// spread appends each row to the part its coordinates fall in, if any.
func spread[T located](rows []T, l lookup, part func(coordinates) *Facts, add func(*Facts, T)) {
	for _, r := range rows {
		if p := part(r.at(l)); p != nil {
			add(p, r)
		}
	}
}

// groupOf returns c's group along by and its sortable key, false if c lacks one
// of the dimensions.
func groupOf(l lookup, c coordinates, by []Dimension) (Group, string, bool) {
	g, key := Group{}, ""
	for _, d := range by {
		v, ok := l.coordinate(c, d)
		if !ok {
			return nil, "", false
		}
		g[d] = v
		key += v + "\x00"
	}
	return g, key, true
}

// only returns f with the families not in families left out.
func (f *Facts) only(families Family) *Facts {
	out := &Facts{Projects: f.Projects, Names: f.Names, DeliveriesReported: f.DeliveriesReported}
	if families.Has(FamilyDeposits) {
		out.Deposits = f.Deposits
	}
	pick := func(g Family, set func()) {
		if families.Has(g) {
			set()
		}
	}
	pick(FamilyShows, func() { out.Shows = f.Shows })
	pick(FamilyMoney, func() { out.Money = f.Money })
	pick(FamilyBudget, func() { out.Budget = f.Budget })
	pick(FamilyInvoices, func() { out.Invoices = f.Invoices })
	pick(FamilyLabour, func() { out.Labour = f.Labour })
	pick(FamilyPerDiems, func() { out.PerDiems = f.PerDiems })
	pick(FamilySections, func() { out.Sections = f.Sections })
	pick(FamilyFunnel, func() { out.Funnel = f.Funnel })
	pick(FamilyAcks, func() { out.Acks = f.Acks })
	pick(FamilyRenders, func() { out.Renders = f.Renders })
	return out
}
