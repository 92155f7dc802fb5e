package reporting

import "github.com/roadcase/roadcase/core/kernel"

// Request asks for the values of KPIs over a scope's facts.
type Request struct {
	Keys    []string
	GroupBy []Dimension
	Args    Args        // checked against the KPIs' parameters by Check
	Today   kernel.Date // the default as_of
	Scope   Scope       // what the facts were computed over, for measures that need its dates
}

// Value is one KPI's value for one group and, for money, one currency: null (a
// nil Value) when nothing backs it. Inputs are the measures and KPIs it was
// computed from, each with its own value.
type Value struct {
	Key      string
	Unit     Unit
	Currency string
	Group    Group
	Value    Num
	Inputs   []Input
}

// FamiliesFor returns the fact families resolving req needs: what its KPIs read,
// the projects (home currencies) always, and the shows when grouping by venue.
func (c *Catalog) FamiliesFor(req Request) Family {
	f := c.Families(req.Keys...) | FamilyProjects
	for _, d := range req.GroupBy {
		switch d {
		case ByVenue:
			f |= FamilyShows
		case ByMarket:
			f |= FamilyShows | FamilyNames
		}
	}
	return f
}

// Resolve computes req's KPIs over facts: per group in group order, then per KPI
// in request order, then per currency for a KPI that reads money. A money KPI
// over a part without money rows is one null value without a currency.
func (c *Catalog) Resolve(facts *Facts, req Request) []Value {
	look := newLookup(facts)
	groups, parts := facts.groups(look, req.GroupBy)
	var out []Value
	for i, f := range parts {
		g := &group{facts: f, look: look, byCurrency: map[string]*groupPart{}}
		for _, key := range req.Keys {
			out = append(out, c.resolveKPI(g, key, groups[i], req)...)
		}
	}
	return out
}

// group is one group's facts and its parts per currency, each computed once with
// the measures and KPIs already resolved over it: a measure's value depends only
// on the part and the request's arguments, which every KPI of the request shares.
type group struct {
	facts      *Facts
	look       lookup
	byCurrency map[string]*groupPart
}

type groupPart struct {
	facts *Facts
	memo  *memo
}

func (g *group) part(cur string) *groupPart {
	p, ok := g.byCurrency[cur]
	if !ok {
		p = &groupPart{facts: g.facts, memo: &memo{facts: map[string]Num{}, kpis: map[string]Num{}}}
		if cur != "" {
			p.facts = g.facts.narrow(g.look, inCurrency(cur), anyProject)
		}
		g.byCurrency[cur] = p
	}
	return p
}

func (c *Catalog) resolveKPI(g *group, key string, gr Group, req Request) []Value {
	args := c.argsFor(key, req)
	curs := []string{""}
	if c.PerCurrency(key) {
		if found := g.facts.currencies(g.look, c.derived[key].currencyFamilies); len(found) > 0 {
			curs = found
		}
	}
	k := c.kpis[key]
	var out []Value
	for _, cur := range curs {
		gp := g.part(cur)
		part := &Part{Facts: gp.facts, Currency: cur, Args: args, Today: req.Today, Scope: req.Scope, look: g.look,
			group: g.facts}
		if t, ok := args["as_of"]; ok {
			part.Today = kernel.Date(t)
		}
		env := &Env{cat: c, part: part, kpi: k, memo: gp.memo}
		v := Value{Key: key, Unit: k.Unit, Currency: cur, Group: gr}
		// Computed even when another KPI read it already, so that its own inputs
		// are recorded; they come from the memo.
		n := k.Compute(env)
		gp.memo.kpis[key] = n
		if n != nil {
			v.Value = k.Unit.Round(n)
		}
		v.Inputs = env.inputs
		out = append(out, v)
	}
	return out
}

// argsFor returns the request's arguments for the parameters a KPI accepts, with
// the defaults of those left out.
func (c *Catalog) argsFor(key string, req Request) Args {
	args := Args{}
	for _, p := range c.Params(key) {
		if v := req.Args.Value(p); v != "" {
			args[p.Name] = v
		}
	}
	return args
}
