package reporting

import (
	"fmt"
	"slices"
)

// InputKind says whether an input is a measure or another KPI.
type InputKind string

// The input kinds.
const (
	InputFact InputKind = "fact"
	InputKPI  InputKind = "kpi"
)

// Input is one thing a value was computed from, with its own value (rounded by
// its unit), so that a reader can redo the arithmetic.
type Input struct {
	Key      string
	Kind     InputKind
	Unit     Unit
	Currency string
	Value    Num
}

// Env is what a KPI's Compute sees: the measures and KPIs it declared, over one
// part. Every read is recorded as an input of the value.
type Env struct {
	cat    *Catalog
	part   *Part
	kpi    *KPI
	memo   *memo
	inputs []Input
}

// memo caches the measures and KPIs already computed over one part.
type memo struct {
	facts map[string]Num
	kpis  map[string]Num
}

// Fact returns measure key over the part. It panics on a measure the KPI did not
// declare: the catalog test runs every KPI, so that cannot ship.
func (e *Env) Fact(key string) Num {
	if !slices.Contains(e.kpi.Facts, key) {
		panic(fmt.Sprintf("reporting: KPI %s reads undeclared fact %s", e.kpi.Key, key))
	}
	m := e.cat.measures[key]
	v, ok := e.memo.facts[key]
	if !ok {
		v = m.Sum(e.part)
		e.memo.facts[key] = v
	}
	e.note(Input{Key: key, Kind: InputFact, Unit: m.Unit}, v)
	return v
}

// KPI returns another KPI's exact value over the part. It panics on a KPI the
// formula did not declare.
func (e *Env) KPI(key string) Num {
	if !slices.Contains(e.kpi.KPIs, key) {
		panic(fmt.Sprintf("reporting: KPI %s reads undeclared KPI %s", e.kpi.Key, key))
	}
	k := e.cat.kpis[key]
	v, ok := e.memo.kpis[key]
	if !ok {
		sub := &Env{cat: e.cat, part: e.part, kpi: k, memo: e.memo}
		v = k.Compute(sub)
		e.memo.kpis[key] = v
	}
	e.note(Input{Key: key, Kind: InputKPI, Unit: k.Unit}, v)
	return v
}

// Arg returns a parameter's value (its default filled in).
func (e *Env) Arg(name string) string { return e.part.Args[name] }

// note records an input once, rounded by its unit.
func (e *Env) note(in Input, v Num) {
	for _, have := range e.inputs {
		if have.Key == in.Key && have.Kind == in.Kind {
			return
		}
	}
	if in.Unit == UnitMoney {
		in.Currency = e.part.Currency
	}
	if v != nil {
		in.Value = in.Unit.Round(v)
	}
	e.inputs = append(e.inputs, in)
}
