package http

import (
	"net/url"

	"github.com/roadcase/roadcase/core/reporting"
)

// MetricCatalog is the whole KPI catalog with the closed sets its definitions
// use, returned without paging like the document types.
type MetricCatalog struct {
	// Every KPI, in catalog order: by category, then as the category lists them.
	Data []MetricDefinition `json:"data" binding:"required"`
	// The categories that hold at least one KPI, in catalog order, with their headings.
	Categories []MetricCatalogCategory `json:"categories" binding:"required"`
	// Every unit a value can have, with how many decimal places its values keep.
	Units []MetricCatalogUnit `json:"units" binding:"required"`
	// Every dimension values can be grouped by (group_by), in the order a value's group lists them.
	Dimensions []string `json:"dimensions" binding:"required" extensions:"x-roadcase-enum=MetricDimension"`
}

// MetricCatalogCategory is a heading of the catalog.
type MetricCatalogCategory struct {
	// The category's key, as a definition's category gives it.
	Key string `json:"key" binding:"required" extensions:"x-roadcase-enum=MetricCategory"`
	// The category's heading for people.
	Title string `json:"title" binding:"required" example:"Box office"`
}

// MetricCatalogUnit is a unit of the catalog and how its values are written.
type MetricCatalogUnit struct {
	// The unit's key, as a definition's and a value's unit give it.
	Key string `json:"key" binding:"required" extensions:"x-roadcase-enum=MetricUnit"`
	// How many decimal places a value of the unit keeps: 0 for money (minor units) and counts, 4 for ratios, 2 for the rest.
	Places int `json:"places" binding:"required" minimum:"0" example:"2"`
}

// MetricDefinition is one KPI of the catalog: what it means, how it is computed,
// what it accepts and when it is null.
type MetricDefinition struct {
	// The KPI's key, used in paths and as key= of the values request.
	Key string `json:"key" binding:"required" example:"sell_through"`
	// The KPI's name for people.
	Name string `json:"name" binding:"required" example:"Sell-through"`
	// What the KPI means.
	Description string `json:"description" binding:"required" example:"How much of what could be sold was sold."`
	// The heading the KPI is listed under.
	Category string `json:"category" binding:"required" extensions:"x-roadcase-enum=MetricCategory"`
	// What the value measures, and so how it is rounded and read.
	Unit string `json:"unit" binding:"required" extensions:"x-roadcase-enum=MetricUnit"`
	// The computation in words.
	Formula string `json:"formula" binding:"required" example:"tickets sold ÷ sellable"`
	// The facts (sums and counts of records) and the other KPIs the formula reads, and nothing else.
	Inputs MetricDefinitionInputs `json:"inputs" binding:"required"`
	// The query parameters the KPI accepts: those of every fact it reads, directly or through other KPIs.
	Parameters []MetricParameter `json:"parameters" binding:"required"`
	// The finest level the KPI is meaningful at (show, project, invoice…); it sums over coarser scopes and groups.
	Grain string `json:"grain" binding:"required" example:"show"`
	// When the value is null rather than a number.
	NullWhen string `json:"null_when" binding:"required" example:"No confirmed or settled show in scope. Or nothing is sellable."`
	// Whether the KPI reads money, so that its values come one per currency.
	PerCurrency bool `json:"per_currency" binding:"required" example:"false"`
	// A request for the KPI's value over every record of the organization.
	ValuesURL string `json:"values_url" binding:"required" format:"uri-reference" example:"/api/v1/metrics/values?key=sell_through"`
}

// MetricDefinitionInputs are what a KPI's formula reads.
type MetricDefinitionInputs struct {
	// The keys of the facts read: sums and counts over the organization's records.
	Facts []string `json:"facts" binding:"required" example:"tickets.sold"`
	// The keys of the other KPIs read.
	Metrics []string `json:"metrics" binding:"required" example:"tickets_sold,sellable"`
}

// MetricParameter is a query parameter a KPI accepts. A name means one thing
// across the catalog.
type MetricParameter struct {
	// The query parameter's name.
	Name string `json:"name" binding:"required" example:"category"`
	// How the value is read.
	Kind string `json:"kind" binding:"required" extensions:"x-roadcase-enum=MetricParameterKind"`
	// What the parameter does.
	Description string `json:"description" binding:"required" example:"Only expenses and budget lines of this cost category."`
	// The values an enum parameter takes; absent for other kinds.
	Values []string `json:"values,omitempty" example:"ticketing,merch"`
	// The least value of an integer parameter; absent for other kinds.
	Minimum *int `json:"minimum,omitempty" example:"0"`
	// The value used when the request leaves the parameter out; absent when there is none.
	Default *string `json:"default,omitempty" example:"7"`
}

func toMetricCatalog(defs []reporting.Definition) MetricCatalog {
	used := map[string]bool{}
	for _, d := range defs {
		used[d.Category] = true
	}
	out := MetricCatalog{Data: mapSlice(defs, toMetricDefinition), Categories: []MetricCatalogCategory{},
		Units: make([]MetricCatalogUnit, len(reporting.Units)), Dimensions: enumStrings(reporting.Dimensions)}
	for _, c := range reporting.Categories {
		if used[c.Key] {
			out.Categories = append(out.Categories, MetricCatalogCategory{Key: c.Key, Title: c.Title})
		}
	}
	for i, u := range reporting.Units {
		out.Units[i] = MetricCatalogUnit{Key: string(u), Places: u.Places()}
	}
	return out
}

func toMetricDefinition(d reporting.Definition) MetricDefinition {
	return MetricDefinition{Key: d.Key, Name: d.Name, Description: d.Description, Category: d.Category,
		Unit: string(d.Unit), Formula: d.Formula,
		Inputs:     MetricDefinitionInputs{Facts: nonNil(d.Facts), Metrics: nonNil(d.KPIs)},
		Parameters: mapSlice(d.Params, toMetricParameter), Grain: d.Grain, NullWhen: d.Null,
		PerCurrency: d.PerCurrency,
		ValuesURL:   "/api/v1/metrics/values?" + url.Values{"key": {d.Key}}.Encode()}
}

func toMetricParameter(p reporting.Param) MetricParameter {
	out := MetricParameter{Name: p.Name, Kind: string(p.Kind), Description: p.Description}
	switch p.Kind {
	case reporting.ParamEnum:
		out.Values = nonNil(p.Values)
	case reporting.ParamInteger:
		out.Minimum = &p.Min
	}
	if p.Default != "" {
		out.Default = &p.Default
	}
	return out
}

func enumStrings[T ~string](values []T) []string {
	out := make([]string, len(values))
	for i, v := range values {
		out[i] = string(v)
	}
	return out
}

// nonNil returns s, or an empty slice for nil, so that it is written as [].
func nonNil(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}
