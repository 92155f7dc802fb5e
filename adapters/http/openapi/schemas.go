package openapi

import (
	"slices"

	"github.com/getkin/kin-openapi/openapi3"
)

// exactlyOneMember lists the request schemas whose instances carry exactly one of
// their members. It is written as a oneOf with one `required: [member]` branch per
// member, beside the members' properties and additionalProperties: false, so that
// any JSON Schema validator enforces it, while generators, which make nothing of
// branches that only require, keep one plain type with optional members (checked
// by the client scenarios in clients/). The schema's description says it in words.
var exactlyOneMember = []string{"RenderDocumentRequest"}

// completeSchemas makes the component schemas say what generators need: every
// free-form object (a JSON value the API passes through, such as a document's data,
// sample or schema) allows any member, so generated types accept real data instead
// of an empty object type; and the exactlyOneMember schemas are closed and require
// exactly one of their members.
func completeSchemas(doc *openapi3.T) {
	for _, name := range componentNames(doc) {
		if s := doc.Components.Schemas[name].Value; s != nil {
			openFreeForm(s)
		}
	}
	for _, name := range exactlyOneMember {
		if ref := doc.Components.Schemas[name]; ref != nil && ref.Value != nil {
			requireExactlyOne(ref.Value)
		}
	}
}

// requireExactlyOne closes s and gives it one oneOf branch per property, in name
// order, each requiring that property.
func requireExactlyOne(s *openapi3.Schema) {
	no := false
	s.AdditionalProperties = openapi3.AdditionalProperties{Has: &no}
	members := make([]string, 0, len(s.Properties))
	for name := range s.Properties {
		members = append(members, name)
	}
	slices.Sort(members)
	s.OneOf = make(openapi3.SchemaRefs, 0, len(members))
	for _, m := range members {
		s.OneOf = append(s.OneOf, openapi3.NewSchema().WithRequired([]string{m}).NewRef())
	}
}

// openFreeForm sets additionalProperties: true on s and on every property of it
// that is an object with no properties of its own.
func openFreeForm(s *openapi3.Schema) {
	yes := true
	if s.Type.Is(openapi3.TypeObject) && len(s.Properties) == 0 && s.AdditionalProperties.Has == nil && s.AdditionalProperties.Schema == nil {
		s.AdditionalProperties = openapi3.AdditionalProperties{Has: &yes}
	}
	for _, p := range s.Properties {
		if p.Ref == "" && p.Value != nil {
			openFreeForm(p.Value)
		}
	}
}
