package http

import (
	"slices"
	"testing"

	"github.com/getkin/kin-openapi/openapi3"

	"github.com/roadcase/roadcase/core/reporting"
)

// TestTheValuesOperationDocumentsEveryParameterAKPITakes holds the values
// operation's query parameters to the catalog, so that generated clients can
// send every KPI parameter: a parameter a KPI of the catalog accepts must be
// documented with its kind (add a @Param to getMetricValues in reporting.go), and
// a documented one must still be accepted.
func TestTheValuesOperationDocumentsEveryParameterAKPITakes(t *testing.T) {
	t.Parallel()
	op := loadEmbedded(t).Paths.Value("/api/v1/metrics/values").Get
	accepted := map[string]reporting.Param{}
	for _, d := range reporting.Default.Definitions() {
		for _, p := range d.Params {
			accepted[p.Name] = p
		}
	}
	for name, p := range accepted {
		doc := op.Parameters.GetByInAndName("query", name)
		if doc == nil {
			t.Errorf("parameter %s, which a KPI accepts, is not documented: add a @Param to getMetricValues", name)
			continue
		}
		if msg := paramSchemaMismatch(p, doc.Schema.Value); msg != "" {
			t.Errorf("parameter %s: %s", name, msg)
		}
	}
	for _, ref := range op.Parameters {
		name := ref.Value.Name
		if _, ok := accepted[name]; !ok && !slices.Contains(valuesParams, name) {
			t.Errorf("documented parameter %s is taken by no KPI of the catalog", name)
		}
	}
}

// paramSchemaMismatch says how a documented schema does not read a parameter as
// the catalog does, or "".
func paramSchemaMismatch(p reporting.Param, s *openapi3.Schema) string {
	switch p.Kind {
	case reporting.ParamEnum:
		var values []string
		for _, v := range s.Enum {
			values = append(values, v.(string))
		}
		if !slices.Equal(values, p.Values) {
			return "its enum is not the catalog's values"
		}
	case reporting.ParamDate:
		if s.Format != "date" {
			return "not a date"
		}
	case reporting.ParamID:
		if s.Format != "uuid" {
			return "not a uuid"
		}
	case reporting.ParamInteger:
		if !s.Type.Is(openapi3.TypeInteger) || s.Min == nil || int(*s.Min) != p.Min {
			return "not an integer with the catalog's minimum"
		}
	case reporting.ParamText:
		if !s.Type.Is(openapi3.TypeString) || len(s.Enum) > 0 || s.Format != "" {
			return "not free text"
		}
	}
	return ""
}

func TestTheReportingClosedSetsHoldEveryValueTheAnswersUse(t *testing.T) {
	t.Parallel()
	doc := loadEmbedded(t)
	enum := func(name string) []string {
		var out []string
		for _, v := range doc.Components.Schemas[name].Value.Enum {
			out = append(out, v.(string))
		}
		return out
	}
	if got := enum("MetricUnit"); !slices.Equal(got, enumStrings(reporting.Units)) {
		t.Errorf("MetricUnit = %v", got)
	}
	if got := enum("MetricDimension"); !slices.Equal(got, enumStrings(reporting.Dimensions)) {
		t.Errorf("MetricDimension = %v", got)
	}
	kinds := []string{metricInputKind(reporting.InputFact), metricInputKind(reporting.InputKPI)}
	if got := enum("MetricInputKind"); !slices.Equal(got, kinds) {
		t.Errorf("MetricInputKind = %v, the answers use %v", got, kinds)
	}
	for _, p := range reporting.Parameters {
		if !slices.Contains(enum("MetricParameterKind"), string(p.Kind)) {
			t.Errorf("parameter %s is of kind %s, which MetricParameterKind lacks", p.Name, p.Kind)
		}
	}
	for _, d := range reporting.Default.Definitions() {
		if !slices.Contains(enum("MetricCategory"), d.Category) {
			t.Errorf("KPI %s is in category %s, which MetricCategory lacks", d.Key, d.Category)
		}
	}
	// The values and a definition are two operations, though one router serves
	// both below /api/v1/metrics/.
	one, values := doc.Paths.Value("/api/v1/metrics/{key}"), doc.Paths.Value("/api/v1/metrics/values")
	if one == nil || values == nil || one.Get.OperationID != "getMetric" || values.Get.OperationID != "getMetricValues" {
		t.Error("GET /api/v1/metrics/{key} and GET /api/v1/metrics/values are not two operations")
	}
}

// TestAValueIsANullableDouble keeps generated clients from reading money into a
// 32-bit float (oapi-codegen's type for a number without a format), which holds
// minor units exactly only up to 2^24.
func TestAValueIsANullableDouble(t *testing.T) {
	t.Parallel()
	doc := loadEmbedded(t)
	for _, name := range []string{"MetricValue", "MetricInput"} {
		v := doc.Components.Schemas[name].Value.Properties["value"].Value
		if !v.Type.Is(openapi3.TypeNumber) || v.Format != "double" || !v.Nullable {
			t.Errorf("%s.value is %v %q nullable %v, want a nullable double", name, v.Type, v.Format, v.Nullable)
		}
		if err := v.VisitJSON(nil); err != nil {
			t.Errorf("%s.value does not admit null: %v", name, err)
		}
	}
}
