package http

import (
	"reflect"
	"slices"
	"strings"
)

// jsonField is a struct field as encoding/json sees it.
type jsonField struct {
	name  string
	typ   reflect.Type
	depth int
}

// jsonFields lists the fields encoding/json decodes into for struct type t: exported
// fields under their json name, with the fields of embedded structs promoted. A field
// whose tag has the ",string" option is given an opaque type (it holds a string).
func jsonFields(t reflect.Type) []jsonField {
	var out []jsonField
	collectFields(t, 0, &out)
	// Shallower fields win over promoted ones of the same name, as in encoding/json.
	slices.SortStableFunc(out, func(a, b jsonField) int { return a.depth - b.depth })
	return out
}

func collectFields(t reflect.Type, depth int, out *[]jsonField) {
	for i := range t.NumField() {
		sf := t.Field(i)
		tag := sf.Tag.Get("json")
		if tag == "-" {
			continue
		}
		name, opts, _ := strings.Cut(tag, ",")
		ft := sf.Type
		if sf.Anonymous && name == "" {
			et := ft
			if et.Kind() == reflect.Pointer {
				et = et.Elem()
			}
			if et.Kind() == reflect.Struct {
				collectFields(et, depth+1, out)
				continue
			}
		}
		if !sf.IsExported() {
			continue
		}
		if name == "" {
			name = sf.Name
		}
		if slices.Contains(strings.Split(opts, ","), "string") {
			ft = reflect.TypeFor[any]()
		}
		*out = append(*out, jsonField{name: name, typ: ft, depth: depth})
	}
}

// lookupField finds the field a JSON member decodes into: an exact name match first,
// then a case-insensitive one, as encoding/json does.
func lookupField(fields []jsonField, key string) (reflect.Type, bool) {
	for _, f := range fields {
		if f.name == key {
			return f.typ, true
		}
	}
	for _, f := range fields {
		if strings.EqualFold(f.name, key) {
			return f.typ, true
		}
	}
	return nil, false
}

// sortedKeys returns an object's member names in order, for stable error lists.
func sortedKeys(m map[string]any) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}
