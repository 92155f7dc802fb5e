package openapi

import (
	"errors"
	"fmt"
	"slices"

	"github.com/getkin/kin-openapi/openapi3"

	"github.com/roadcase/roadcase/core/documents"
	"github.com/roadcase/roadcase/core/documents/catalog"
)

// ExtEnum marks, in the annotations, a property or parameter whose values are one
// of the closed sets in Enums: `extensions:"x-roadcase-enum=DocumentCategory"` on a
// DTO field, `Extensions(x-roadcase-enum=DocumentTypeKey)` on a @Param. The
// post-processing replaces the marked schema with a reference to the set's one
// component, so each set is written once and generators make one type of it.
const ExtEnum = "x-roadcase-enum"

// Enum is a closed set of string values, published as a component schema.
type Enum struct {
	Name        string
	Description string
	Values      []string
}

// CatalogEnums returns the closed sets of the documents domain, read from the
// catalog the server serves: its type keys, categories and record kinds.
func CatalogEnums() ([]Enum, error) {
	c, err := catalog.Load()
	if err != nil {
		return nil, err
	}
	var keys []string
	for _, t := range c.Types() {
		keys = append(keys, t.Key)
	}
	slices.Sort(keys)
	kinds := make([]string, len(documents.RecordKinds))
	for i, k := range documents.RecordKinds {
		kinds[i] = string(k)
	}
	return []Enum{
		{Name: "DocumentTypeKey", Description: "The key of a document type.", Values: keys},
		{Name: "DocumentCategory", Description: "The group a document type belongs to.", Values: slices.Clone(documents.Categories)},
		{Name: "RecordKind", Description: "A kind of record a document can be rendered from.", Values: kinds},
	}, nil
}

// applyEnums adds each enum as a component schema and points every schema marked
// with ExtEnum at it: a marked string becomes the reference, a marked array gets
// the reference as its items. A mark naming no enum is an error.
func applyEnums(doc *openapi3.T, enums []Enum) error {
	byName := map[string]*openapi3.SchemaRef{}
	for _, e := range enums {
		s := openapi3.NewStringSchema().WithEnum(anySlice(e.Values)...)
		s.Description = e.Description
		doc.Components.Schemas[e.Name] = s.NewRef()
		byName[e.Name] = openapi3.NewSchemaRef("#/components/schemas/"+e.Name, s)
	}
	var errs []error
	resolve := func(ref *openapi3.SchemaRef) *openapi3.SchemaRef {
		if ref == nil || ref.Value == nil {
			return ref
		}
		name, ok := ref.Value.Extensions[ExtEnum].(string)
		if !ok {
			return ref
		}
		target, known := byName[name]
		if !known {
			errs = append(errs, fmt.Errorf("%s names %q, which is not an enum", ExtEnum, name))
			return ref
		}
		delete(ref.Value.Extensions, ExtEnum)
		if ref.Value.Type.Is(openapi3.TypeArray) {
			ref.Value.Items = target
			return ref
		}
		return target
	}
	for _, name := range componentNames(doc) {
		s := doc.Components.Schemas[name].Value
		if s == nil {
			continue
		}
		for prop, ref := range s.Properties {
			s.Properties[prop] = resolve(ref)
		}
	}
	for _, path := range doc.Paths.InMatchingOrder() {
		for _, op := range doc.Paths.Value(path).Operations() {
			for _, p := range op.Parameters {
				if p.Value == nil || p.Value.Schema == nil || p.Value.Schema.Value == nil {
					continue
				}
				// swag writes a @Param's extensions on the parameter, not its schema.
				if mark, ok := p.Value.Extensions[ExtEnum]; ok {
					delete(p.Value.Extensions, ExtEnum)
					if p.Value.Schema.Value.Extensions == nil {
						p.Value.Schema.Value.Extensions = map[string]any{}
					}
					p.Value.Schema.Value.Extensions[ExtEnum] = mark
				}
				p.Value.Schema = resolve(p.Value.Schema)
			}
		}
	}
	return errors.Join(errs...)
}

func componentNames(doc *openapi3.T) []string {
	var names []string
	for n := range doc.Components.Schemas {
		names = append(names, n)
	}
	slices.Sort(names)
	return names
}

func anySlice(ss []string) []any {
	out := make([]any, len(ss))
	for i, s := range ss {
		out[i] = s
	}
	return out
}
