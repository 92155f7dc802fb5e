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

func TestRequireExactlyOneClosesTheSchemaAndRequiresEachMemberInTurn(t *testing.T) {
	t.Parallel()
	s := openapi3.NewObjectSchema().
		WithProperty("record_id", openapi3.NewStringSchema()).
		WithProperty("data", openapi3.NewObjectSchema())
	requireExactlyOne(s)
	if len(s.OneOf) != 2 || s.OneOf[0].Value.Required[0] != "data" || s.OneOf[1].Value.Required[0] != "record_id" {
		t.Fatalf("oneOf = %+v, want required data, then required record_id", s.OneOf)
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
