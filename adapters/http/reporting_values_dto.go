package http

import (
	"encoding/json"

	"github.com/roadcase/roadcase/core/reporting"
)

// MetricValues is the answer to a values request: the scope and grouping it was
// computed over and one value per KPI, group and currency.
type MetricValues struct {
	// The records the values cover, as the request narrowed them.
	Scope MetricScope `json:"scope" binding:"required"`
	// The dimensions the values are grouped by, in request order; empty for one value per KPI and currency.
	GroupBy []string `json:"group_by" binding:"required" extensions:"x-roadcase-enum=MetricDimension"`
	// The date amounts are judged outstanding or overdue on: the as_of parameter, else today (UTC).
	AsOf string `json:"as_of" binding:"required" format:"date" example:"2026-05-31"`
	// When the values were computed, live from the records.
	ComputedAt string `json:"computed_at" binding:"required" format:"date-time" example:"2026-05-31T09:30:00Z"`
	// The values: per group in group order, then per KPI in request order, then per currency.
	Data []MetricValue `json:"data" binding:"required"`
}

// MetricScope is the part of the organization's records values cover. A member
// is absent when the request did not narrow by it.
type MetricScope struct {
	// Only this project's records.
	ProjectID string `json:"project_id,omitempty" format:"uuid" example:"0b7e3d2a-5c1f-4e8a-9d6b-1a2b3c4d5e6f"`
	// Only this show's records.
	ShowID string `json:"show_id,omitempty" format:"uuid" example:"7a1e9c3b-2d4f-4b6a-8c0e-9f1a3b5c7d2e"`
	// Only records dated on or after this day (a show's date, an expense's, an invoice's issue date…).
	From string `json:"from,omitempty" format:"date" example:"2026-05-01"`
	// Only records dated on or before this day.
	To string `json:"to,omitempty" format:"date" example:"2026-05-31"`
}

// MetricValue is one KPI's value for one group and, for money, one currency.
type MetricValue struct {
	// The KPI's key.
	Key string `json:"key" binding:"required" example:"sell_through"`
	// What the value measures.
	Unit string `json:"unit" binding:"required" extensions:"x-roadcase-enum=MetricUnit"`
	// The exact value rounded once to its unit's places (half away from zero): money in integer minor units of currency, counts whole, ratios with 4 places, the rest with 2. Null when no data backs it (the definition's null_when says when).
	Value *json.Number `json:"value" binding:"required" swaggertype:"number" format:"double" extensions:"x-nullable" example:"87.34"`
	// The ISO 4217 currency of a money value; absent for other units, and for a money value that is null because no money is in scope.
	Currency string `json:"currency,omitempty" example:"EUR"`
	// The group's key on each dimension grouped by; absent when the request has no group_by.
	Group *MetricGroup `json:"group,omitempty"`
	// What the value was computed from, each with its own value, so a reader can redo the arithmetic; absent with explain=false.
	Inputs []MetricInput `json:"inputs,omitempty"`
}

// MetricInput is a fact or KPI a value was computed from, with its own value
// over the same group and currency.
type MetricInput struct {
	// The fact's or KPI's key.
	Key string `json:"key" binding:"required" example:"tickets_sold"`
	// Whether the input is a fact (a sum or count over records) or another metric of the catalog.
	Kind string `json:"kind" binding:"required" extensions:"x-roadcase-enum=MetricInputKind"`
	// What the input measures.
	Unit string `json:"unit" binding:"required" extensions:"x-roadcase-enum=MetricUnit"`
	// The ISO 4217 currency of a money input; absent for other units.
	Currency string `json:"currency,omitempty" example:"EUR"`
	// The input's value, rounded by its unit as a value is; null when nothing backs it.
	Value *json.Number `json:"value" binding:"required" swaggertype:"number" format:"double" extensions:"x-nullable" example:"1746"`
}

// MetricGroup is a group's key on each dimension the values are grouped by. A
// member is present only for a dimension of group_by, and null for the group of
// records that have none on it (an expense tied to no show, grouped by show).
type MetricGroup struct {
	// The project's identifier.
	Project groupKey `json:"project,omitzero" swaggertype:"string" format:"uuid" extensions:"x-nullable" example:"0b7e3d2a-5c1f-4e8a-9d6b-1a2b3c4d5e6f"`
	// The show's identifier.
	Show groupKey `json:"show,omitzero" swaggertype:"string" format:"uuid" extensions:"x-nullable" example:"7a1e9c3b-2d4f-4b6a-8c0e-9f1a3b5c7d2e"`
	// The identifier of the show's venue.
	Venue groupKey `json:"venue,omitzero" swaggertype:"string" format:"uuid" extensions:"x-nullable" example:"3c5e7a9b-4d6f-4a8c-9e1b-2f4a6c8e0b1d"`
	// The venue's city and country code.
	Market groupKey `json:"market,omitzero" swaggertype:"string" extensions:"x-nullable" example:"Berlin, DE"`
	// The calendar month, as YYYY-MM.
	Month groupKey `json:"month,omitzero" swaggertype:"string" extensions:"x-nullable" example:"2026-05"`
	// The cost category key of an expense or budget line.
	Category groupKey `json:"category,omitzero" swaggertype:"string" extensions:"x-nullable" example:"catering"`
	// The identifier of the person who spent, worked or drew per diems.
	Person groupKey `json:"person,omitzero" swaggertype:"string" format:"uuid" extensions:"x-nullable" example:"6b8d0f2a-3c5e-4b7d-9f1a-4c6e8a0b2d4f"`
	// The ISO 4217 currency.
	Currency groupKey `json:"currency,omitzero" swaggertype:"string" extensions:"x-nullable" example:"EUR"`
}

func toMetricValues(v reporting.Values) MetricValues {
	out := MetricValues{
		Scope: MetricScope{ProjectID: string(v.Scope.Project), ShowID: string(v.Scope.Show),
			From: string(v.Scope.From), To: string(v.Scope.To)},
		GroupBy: enumStrings(v.GroupBy), AsOf: string(v.AsOf), ComputedAt: v.ComputedAt,
		Data: make([]MetricValue, len(v.Values)),
	}
	for i, val := range v.Values {
		out.Data[i] = MetricValue{Key: val.Key, Unit: string(val.Unit), Value: numberOf(val.Unit, val.Value),
			Currency: val.Currency, Group: toMetricGroup(v.GroupBy, val.Group)}
		if len(val.Inputs) > 0 {
			out.Data[i].Inputs = mapSlice(val.Inputs, toMetricInput)
		}
	}
	return out
}

func toMetricInput(in reporting.Input) MetricInput {
	return MetricInput{Key: in.Key, Kind: metricInputKind(in.Kind), Unit: string(in.Unit), Currency: in.Currency,
		Value: numberOf(in.Unit, in.Value)}
}

// metricInputKind names an input kind as the API does: a KPI is a metric.
func metricInputKind(k reporting.InputKind) string {
	if k == reporting.InputKPI {
		return "metric"
	}
	return string(k)
}

// toMetricGroup sets the members of the dimensions grouped by; nil without any.
func toMetricGroup(by []reporting.Dimension, g reporting.Group) *MetricGroup {
	if len(by) == 0 {
		return nil
	}
	out := &MetricGroup{}
	for _, d := range by {
		if m := out.member(d); m != nil {
			*m = groupKey{set: true, key: g[d]}
		}
	}
	return out
}

// member is the member of g that holds dimension d; nil for a dimension it has
// no member for (a test holds every dimension to one).
func (g *MetricGroup) member(d reporting.Dimension) *groupKey {
	switch d {
	case reporting.ByProject:
		return &g.Project
	case reporting.ByShow:
		return &g.Show
	case reporting.ByVenue:
		return &g.Venue
	case reporting.ByMarket:
		return &g.Market
	case reporting.ByMonth:
		return &g.Month
	case reporting.ByCategory:
		return &g.Category
	case reporting.ByPerson:
		return &g.Person
	case reporting.ByCurrency:
		return &g.Currency
	}
	return nil
}

// numberOf writes an exact value as a JSON number with its unit's places, from
// the rational itself so that no float rounding can creep in; nil for null.
func numberOf(u reporting.Unit, n reporting.Num) *json.Number {
	if n == nil {
		return nil
	}
	s := json.Number(u.Round(n).FloatString(u.Places()))
	return &s
}

// groupKey is a group's key on one dimension: left out of the group when the
// values are not grouped by it, null for the group of records without one.
type groupKey struct {
	set bool
	key string
}

// IsZero reports whether the dimension is not grouped by, for omitzero.
func (k groupKey) IsZero() bool { return !k.set }

// MarshalJSON writes the key, or null for the group of "none".
func (k groupKey) MarshalJSON() ([]byte, error) {
	if k.key == "" {
		return []byte("null"), nil
	}
	return json.Marshal(k.key)
}

// UnmarshalJSON reads what MarshalJSON writes.
func (k *groupKey) UnmarshalJSON(b []byte) error {
	*k = groupKey{set: true}
	if string(b) == "null" {
		return nil
	}
	return json.Unmarshal(b, &k.key)
}
