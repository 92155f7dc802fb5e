package reporting

import "github.com/roadcase/roadcase/core/kernel"

// Request asks for the values of KPIs over a scope's facts.
type Request struct {
	Keys    []string
	GroupBy []Dimension
	Args    Args        // checked against the KPIs' parameters by Check
	Today   kernel.Date // the default as_of
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
		if d == ByVenue {
			f |= FamilyShows
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
	for i, part := range parts {
		for _, key := range req.Keys {
			out = append(out, c.resolveKPI(part, look, key, groups[i], req)...)
		}
	}
	return out
}

func (c *Catalog) resolveKPI(f *Facts, look lookup, key string, g Group, req Request) []Value {
	args := c.argsFor(key, req)
	curs := []string{""}
	if c.PerCurrency(key) {
		if found := f.currencies(look, c.Families(key)); len(found) > 0 {
			curs = found
		}
	}
	var out []Value
	for _, cur := range curs {
		part := &Part{Facts: f, Currency: cur, Args: args, Today: req.Today, look: look}
		if cur != "" {
			part.Facts = f.narrow(look, inCurrency(cur), anyProject)
		}
		if t, ok := args["as_of"]; ok {
			part.Today = kernel.Date(t)
		}
		k := c.kpis[key]
		env := &Env{cat: c, part: part, kpi: k, memo: &memo{facts: map[string]Num{}, kpis: map[string]Num{}}}
		v := Value{Key: key, Unit: k.Unit, Currency: cur, Group: g}
		if n := k.Compute(env); n != nil {
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
