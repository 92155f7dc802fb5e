package reporting

import (
	"strings"
	"testing"
)

func constant(v int64) func(*Env) Num { return func(*Env) Num { return Int(v) } }

func TestNewCatalogRefusesBrokenCatalogs(t *testing.T) {
	m := Measure{Key: "m", Unit: UnitCount, Families: FamilyShows, Sum: func(*Part) Num { return Int(1) }}
	tests := []struct {
		name     string
		measures []Measure
		params   []Param
		kpis     []KPI
		want     string
	}{
		{"duplicate KPI", []Measure{m}, nil, []KPI{{Key: "a", Compute: constant(1)}, {Key: "a", Compute: constant(1)}}, "defined twice"},
		{"duplicate measure", []Measure{m, m}, nil, nil, "defined twice"},
		{"undefined fact", nil, nil, []KPI{{Key: "a", Facts: []string{"nope"}, Compute: constant(1)}}, "undefined fact"},
		{"undefined KPI", nil, nil, []KPI{{Key: "a", KPIs: []string{"nope"}, Compute: constant(1)}}, "undefined KPI"},
		{"cycle", nil, nil, []KPI{{Key: "a", KPIs: []string{"b"}}, {Key: "b", KPIs: []string{"a"}}}, "cycle"},
		{"undefined parameter", []Measure{{Key: "m", Params: []string{"p"}}}, nil, nil, "undefined parameter"},
		{"KPI named like a measure", []Measure{m}, nil, []KPI{{Key: "m", Compute: constant(1)}}, "measure's key"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := NewCatalog(tc.measures, tc.params, tc.kpis)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("err = %v, want one saying %q", err, tc.want)
			}
		})
	}
}

func TestCatalogDerivesParametersFamiliesAndCurrencyFromInputs(t *testing.T) {
	ms := []Measure{
		{Key: "money", Unit: UnitMoney, Families: FamilyMoney, Params: []string{"category"}, Sum: func(*Part) Num { return Int(1) }},
		{Key: "count", Unit: UnitCount, Families: FamilyShows, Sum: func(*Part) Num { return Int(2) }},
	}
	ps := []Param{{Name: "category", Kind: ParamText}}
	c, err := NewCatalog(ms, ps, []KPI{
		{Key: "spend", Unit: UnitMoney, Facts: []string{"money"}, Compute: func(e *Env) Num { return e.Fact("money") }},
		{Key: "per_show", Unit: UnitRatio, Facts: []string{"count"}, KPIs: []string{"spend"},
			Compute: func(e *Env) Num { return Div(e.KPI("spend"), e.Fact("count")) }},
		{Key: "shows", Unit: UnitCount, Facts: []string{"count"}, Compute: func(e *Env) Num { return e.Fact("count") }},
	})
	if err != nil {
		t.Fatal(err)
	}
	if got := c.Params("per_show"); len(got) != 1 || got[0].Name != "category" {
		t.Errorf("per_show accepts %v, want category through spend", got)
	}
	if got := c.Families("per_show"); got != FamilyMoney|FamilyShows {
		t.Errorf("per_show reads families %b", got)
	}
	if !c.PerCurrency("per_show") || c.PerCurrency("shows") {
		t.Errorf("per currency: per_show %v, shows %v; want true, false", c.PerCurrency("per_show"), c.PerCurrency("shows"))
	}
}

func TestDefaultCatalogIsWellFormed(t *testing.T) {
	known := map[string]bool{}
	for _, c := range Categories {
		known[c.Key] = true
	}
	units := map[Unit]bool{}
	for _, u := range Units {
		units[u] = true
	}
	for _, k := range Default.KPIs() {
		switch {
		case k.Name == "" || k.Description == "" || k.Formula == "" || k.Grain == "" || k.Null == "":
			t.Errorf("%s: name, description, formula, grain and null rule are all required", k.Key)
		case !known[k.Category]:
			t.Errorf("%s: unknown category %q", k.Key, k.Category)
		case !units[k.Unit]:
			t.Errorf("%s: unknown unit %q", k.Key, k.Unit)
		case k.Compute == nil:
			t.Errorf("%s: no formula", k.Key)
		case len(k.Facts)+len(k.KPIs) == 0:
			t.Errorf("%s: reads nothing", k.Key)
		}
	}
}
