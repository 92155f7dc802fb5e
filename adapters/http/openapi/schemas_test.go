package openapi

import (
	"testing"

	"github.com/getkin/kin-openapi/openapi3"
)

func TestOpenFreeFormOpensOnlyObjectsWithoutMembers(t *testing.T) {
	t.Parallel()
	closed := openapi3.NewObjectSchema().WithoutAdditionalProperties()
	s := openapi3.NewObjectSchema().
		WithProperty("data", openapi3.NewObjectSchema()).
		WithProperty("venue", openapi3.NewObjectSchema().WithProperty("name", openapi3.NewStringSchema())).
		WithProperty("strict", closed).
		WithProperty("name", openapi3.NewStringSchema())
	openFreeForm(s)
	open := func(name string) bool {
		h := s.Properties[name].Value.AdditionalProperties.Has
		return h != nil && *h
	}
	if !open("data") {
		t.Error("an object without members was not opened")
	}
	if open("venue") || open("strict") || s.AdditionalProperties.Has != nil {
		t.Error("an object with members, or one that says additionalProperties already, was opened")
	}
	if s.Properties["name"].Value.AdditionalProperties.Has != nil {
		t.Error("a string was given additionalProperties")
	}
}

func TestRequireExactlyOneMakesANamedClosedVariantPerMember(t *testing.T) {
	t.Parallel()
	s := openapi3.NewObjectSchema().
		WithProperty("record_id", openapi3.NewStringSchema()).
		WithProperty("data", openapi3.NewObjectSchema())
	s.Description = "Exactly one."
	doc := &openapi3.T{Components: &openapi3.Components{Schemas: openapi3.Schemas{"Ask": s.NewRef()}}}
	requireExactlyOne(doc, s, map[string]variant{"data": {"AskWithData", "With data."}})
	if len(s.OneOf) != 2 || s.OneOf[0].Ref != "#/components/schemas/AskWithData" || s.OneOf[1].Ref != "#/components/schemas/record_id" ||
		len(s.Properties) != 0 || s.Type != nil || s.Description != "Exactly one." {
		t.Fatalf("schema = %+v, want a oneOf of AskWithData and record_id, and its description alone", s)
	}
	if v := doc.Components.Schemas["AskWithData"]; v == nil || v.Value.Description != "With data." || v.Value.Required[0] != "data" {
		t.Fatalf("the data variant is not a component that requires data: %+v", v)
	}
	for body, ok := range map[string]bool{"data": true, "record_id": true, "": false, "both": false, "other": false} {
		v := map[string]any{}
		switch body {
		case "data":
			v["data"] = map[string]any{}
		case "record_id":
			v["record_id"] = "x"
		case "both":
			v["data"], v["record_id"] = map[string]any{}, "x"
		case "other":
			v["data"], v["other"] = map[string]any{}, 1
		}
		if err := s.VisitJSON(v); (err == nil) != ok {
			t.Errorf("%q: valid = %v, want %v (%v)", body, err == nil, ok, err)
		}
	}
}

func TestAReportCellIsExactlyOneOfStringNumberBooleanOrNull(t *testing.T) {
	t.Parallel()
	result := openapi3.NewObjectSchema().WithProperty("rows", openapi3.NewArraySchema().WithItems(openapi3.NewObjectSchema()))
	doc := &openapi3.T{Components: &openapi3.Components{Schemas: openapi3.Schemas{"ReportResult": result.NewRef()}}}
	typeReportCells(doc)
	row := result.Properties["rows"].Value.Items.Value
	if row.AdditionalProperties.Schema == nil || row.AdditionalProperties.Schema.Ref != "#/components/schemas/"+ReportCellSchemaName {
		t.Fatalf("a row's additionalProperties = %+v, want the ReportCell reference", row.AdditionalProperties)
	}
	for _, c := range []struct {
		cell any
		ok   bool
	}{{"x", true}, {12345678901.0, true}, {true, true}, {nil, true}, {[]any{}, false}, {map[string]any{}, false}} {
		if err := row.VisitJSON(map[string]any{"k": c.cell}); (err == nil) != c.ok {
			t.Errorf("%#v: valid = %v, want %v (%v)", c.cell, err == nil, c.ok, err)
		}
	}
}
