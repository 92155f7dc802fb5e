package web

import (
	"maps"
	"math/big"
	"slices"

	"github.com/roadcase/roadcase/core/reporting"
)

// dashboardKPIs are the organization's headline KPIs, in the order the
// dashboard's tiles show them.
var dashboardKPIs = []string{"shows", "tickets_sold", "gross", "sell_through", "total_revenue", "total_costs",
	"net_profit", "outstanding", "overdue_amount", "advance_completion_rate"}

// dashboardTile is one KPI in one currency (none for a figure that is not
// money) over the period, beside its value over the period before.
type dashboardTile struct {
	Key, Title, Description, Currency string
	// Value and Previous are the figures as people read them ("" for no
	// data); Exact and PrevExact the API's digits ("null" for no data).
	Value, Previous   string
	Exact, PrevExact  string
	Change, Direction string // the change written out, and "up", "down" or "flat"; "" when unknown
}

// newTiles pairs the current period's values with the previous period's, a
// tile per KPI and currency in dashboardKPIs order, currencies sorted. Only
// currency's values are kept when it is set. A KPI without any value is one
// tile without data, never a zero.
func newTiles(defs map[string]reporting.Definition, cur, prev []reporting.Value, currency string) []dashboardTile {
	type at struct{ key, cur string }
	now, before := map[at]reporting.Num{}, map[at]reporting.Num{}
	currencies := map[string][]string{}
	keep := func(into map[at]reporting.Num, vs []reporting.Value) {
		for _, v := range vs {
			if currency != "" && v.Currency != "" && v.Currency != currency {
				continue
			}
			k := at{v.Key, v.Currency}
			if _, seen := now[k]; !seen {
				if _, seen := before[k]; !seen {
					currencies[v.Key] = append(currencies[v.Key], v.Currency)
				}
			}
			into[k] = v.Value
		}
	}
	keep(now, cur)
	keep(before, prev)
	var tiles []dashboardTile
	for _, key := range dashboardKPIs {
		d := defs[key]
		curs := tileCurrencies(d, currencies[key], currency)
		for _, c := range curs {
			tiles = append(tiles, newTile(d, c, now[at{key, c}], before[at{key, c}]))
		}
	}
	return tiles
}

// tileCurrencies are the currencies a KPI has tiles in, sorted: those of its
// values. A money KPI's value without a currency is its "no data" when no
// currency has any; it is left out beside values in currencies, and is the
// chosen currency's when one is chosen.
func tileCurrencies(d reporting.Definition, seen []string, chosen string) []string {
	curs := slices.Sorted(slices.Values(seen))
	if d.Unit != reporting.UnitMoney {
		if len(curs) == 0 {
			return []string{""}
		}
		return curs
	}
	curs = slices.DeleteFunc(curs, func(c string) bool { return c == "" })
	if len(curs) == 0 {
		return []string{chosen}
	}
	return curs
}

// newTile writes one tile's figures and the change between them.
func newTile(d reporting.Definition, cur string, now, before reporting.Num) dashboardTile {
	t := dashboardTile{Key: d.Key, Title: d.Name, Description: d.Description, Currency: cur,
		Exact: exactDigits(d.Unit, now), PrevExact: exactDigits(d.Unit, before)}
	if now != nil {
		t.Value = numberText(d.Unit, now, cur)
	}
	if before != nil {
		t.Previous = numberText(d.Unit, before, cur)
	}
	if now == nil || before == nil {
		return t
	}
	diff := new(big.Rat).Sub(d.Unit.Round(now), d.Unit.Round(before))
	switch diff.Sign() {
	case 1:
		t.Direction = "up"
		t.Change = "+" + numberText(d.Unit, diff, cur)
	case -1:
		t.Direction = "down"
		t.Change = numberText(d.Unit, diff, cur)
	default:
		t.Direction, t.Change = "flat", "no change"
		return t
	}
	if d.Unit == reporting.UnitPercent {
		t.Change += " (points)"
	} else if before.Sign() != 0 {
		rel := reporting.Percent(diff, new(big.Rat).Abs(d.Unit.Round(before)))
		sign := ""
		if rel.Sign() > 0 {
			sign = "+"
		}
		t.Change += " (" + sign + numberText(reporting.UnitPercent, rel, "") + ")"
	}
	return t
}

// exactDigits is a value as the API writes it: its unit's places, exactly,
// or null.
func exactDigits(u reporting.Unit, n reporting.Num) string {
	if n == nil {
		return "null"
	}
	return u.Round(n).FloatString(u.Places())
}

// currencyChoices are the currencies the tiles are in, to narrow them to one.
func currencyChoices(vs []reporting.Value, chosen string) []option {
	seen := map[string]bool{}
	if chosen != "" {
		seen[chosen] = true
	}
	for _, v := range vs {
		if v.Currency != "" {
			seen[v.Currency] = true
		}
	}
	opts := []option{{Value: "", Label: "Every currency"}}
	for _, c := range slices.Sorted(maps.Keys(seen)) {
		opts = append(opts, option{Value: c, Label: c})
	}
	return opts
}
