package openapi

import (
	"maps"
	"slices"

	"github.com/getkin/kin-openapi/openapi3"
)

// exactlyOne is a request schema whose instances carry exactly one of its members.
type exactlyOne struct {
	// Schema names the component.
	Schema string
	// Variants names, for each member, the component that carries it alone, and
	// describes it.
	Variants map[string]variant
}

// variant is the component of one way of asking: its name and description.
type variant struct{ Name, Description string }

// exactlyOneMember lists the request schemas whose instances carry exactly one of
// their members. Each becomes a oneOf of named components, one per member, each
// requiring its member and closed to the rest (additionalProperties: false), so
// that any JSON Schema validator enforces "exactly one", and every generator
// (ogen included, which refuses unnamed branches that only require) makes one
// named type per way of asking. The schema's description says it in words.
var exactlyOneMember = []exactlyOne{
	{Schema: "RenderDocumentRequest", Variants: map[string]variant{
		"data":      {"RenderDocumentFromData", "Renders the document from the data given."},
		"record_id": {"RenderDocumentFromRecord", "Renders the document from one of the organization's records."},
	}},
}

// completeSchemas makes the component schemas say what generators need: every
// free-form object (a JSON value the API passes through, such as a document's data,
// sample or schema) allows any member, so generated types accept real data instead
// of an empty object type; report rows are maps of typed cells (see typeReportCells);
// and the exactlyOneMember schemas are a oneOf of one closed variant per member.
func completeSchemas(doc *openapi3.T) {
	for _, name := range componentNames(doc) {
		if s := doc.Components.Schemas[name].Value; s != nil {
			openFreeForm(s)
		}
	}
	typeReportCells(doc)
	for _, e := range exactlyOneMember {
		if ref := doc.Components.Schemas[e.Schema]; ref != nil && ref.Value != nil {
			requireExactlyOne(doc, ref.Value, e.Variants)
		}
	}
}

// requireExactlyOne adds one component per property of s, named by variants (a
// property variants does not name keeps its own name), holding that property
// alone, required, and closed to the rest; and makes s the oneOf of them, in
// member name order, keeping only its description.
func requireExactlyOne(doc *openapi3.T, s *openapi3.Schema, variants map[string]variant) {
	no := false
	oneOf := make(openapi3.SchemaRefs, 0, len(s.Properties))
	for _, m := range slices.Sorted(maps.Keys(s.Properties)) {
		name, desc := variants[m].Name, variants[m].Description
		if name == "" {
			name = m
		}
		v := &openapi3.Schema{Type: &openapi3.Types{openapi3.TypeObject}, Description: desc,
			Properties: openapi3.Schemas{m: s.Properties[m]}, Required: []string{m},
			AdditionalProperties: openapi3.AdditionalProperties{Has: &no}}
		doc.Components.Schemas[name] = v.NewRef()
		oneOf = append(oneOf, openapi3.NewSchemaRef("#/components/schemas/"+name, v))
	}
	*s = openapi3.Schema{Description: s.Description, OneOf: oneOf}
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
