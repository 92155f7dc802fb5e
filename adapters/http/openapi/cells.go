package openapi

import "github.com/getkin/kin-openapi/openapi3"

// ReportCellSchemaName names the schema of a report cell.
const ReportCellSchemaName = "ReportCell"

// reportRowLists are the ReportResult members whose items are rows: objects with a
// member per column, keyed by the column's key.
var reportRowLists = []string{"rows", "totals"}

// typeReportCells publishes the ReportCell schema (a string, a number, a boolean
// or null) and makes every row of a ReportResult a map of them. A row's keys are
// the report's columns, which differ by report, so a row is a map and not a
// struct; an object with no additionalProperties would make generators drop
// every cell. Null is written the way OpenAPI 3.0.3 reads it: nullable counts
// only beside a type, so it rides on the string branch, and exactly one branch
// admits it; the number is a double, so money in minor units stays whole.
func typeReportCells(doc *openapi3.T) {
	result := doc.Components.Schemas["ReportResult"]
	if result == nil || result.Value == nil {
		return
	}
	text := openapi3.NewStringSchema()
	text.Nullable = true
	number := openapi3.NewFloat64Schema().WithFormat("double")
	cell := &openapi3.Schema{
		Description: "A report cell: a string (text, id, date), a number (with its column's unit; " +
			"money in integer minor units), a boolean, or null.",
		OneOf: openapi3.SchemaRefs{text.NewRef(), number.NewRef(), openapi3.NewBoolSchema().NewRef()},
	}
	doc.Components.Schemas[ReportCellSchemaName] = cell.NewRef()
	for _, name := range reportRowLists {
		list := result.Value.Properties[name]
		if list == nil || list.Value == nil || list.Value.Items == nil {
			continue
		}
		row := openapi3.NewObjectSchema()
		row.AdditionalProperties = openapi3.AdditionalProperties{
			Schema: openapi3.NewSchemaRef("#/components/schemas/"+ReportCellSchemaName, cell)}
		list.Value.Items = row.NewRef()
	}
}
