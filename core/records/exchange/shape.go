package exchange

import (
	"encoding/json"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"sync"
)

// shape checks a parsed JSON value against the Go type it will be decoded into: every
// object member is a field (names match exactly, unlike encoding/json), and every
// value has the JSON type the field needs. null is accepted only where the format
// allows it: nullable fields (Go pointers) and arrays (read as empty).
func shape(t reflect.Type, v any, segs []any, r *report) {
	if t.Kind() == reflect.Pointer {
		if v == nil {
			return
		}
		t = t.Elem()
	}
	switch t.Kind() {
	case reflect.Struct:
		shapeObject(t, v, segs, r)
	case reflect.Slice:
		if v == nil {
			return
		}
		items, ok := v.([]any)
		if !ok {
			r.add("invalid_type", "must be an array, not "+jsonType(v), segs...)
			return
		}
		for i, it := range items {
			shape(t.Elem(), it, append(segs[:len(segs):len(segs)], i), r)
		}
	case reflect.String:
		if _, ok := v.(string); !ok {
			r.add("invalid_type", "must be a string, not "+jsonType(v), segs...)
		}
	case reflect.Int, reflect.Int64:
		n, ok := v.(json.Number)
		if !ok {
			r.add("invalid_type", "must be an integer, not "+jsonType(v), segs...)
		} else if _, err := strconv.ParseInt(string(n), 10, 64); err != nil {
			r.add("invalid_type", "must be an integer, not "+string(n), segs...)
		}
	case reflect.Bool:
		if _, ok := v.(bool); !ok {
			r.add("invalid_type", "must be true or false, not "+jsonType(v), segs...)
		}
	}
}

func shapeObject(t reflect.Type, v any, segs []any, r *report) {
	obj, ok := v.(map[string]any)
	if !ok {
		r.add("invalid_type", "must be an object, not "+jsonType(v), segs...)
		return
	}
	fields := fieldsOf(t)
	names := make([]string, 0, len(obj))
	for name := range obj {
		names = append(names, name)
	}
	slices.Sort(names)
	for _, name := range names {
		ft, known := fields[name]
		at := append(segs[:len(segs):len(segs)], name)
		if !known {
			r.add("unknown_field", "is not a field of this format", at...)
			continue
		}
		shape(ft, obj[name], at, r)
	}
}

// jsonType names the JSON type of a parsed value for messages.
func jsonType(v any) string {
	switch v.(type) {
	case nil:
		return "null"
	case string:
		return "a string"
	case json.Number:
		return "a number"
	case bool:
		return "a boolean"
	case []any:
		return "an array"
	default:
		return "an object"
	}
}

var fieldCache sync.Map // reflect.Type → map[string]reflect.Type

// fieldsOf maps the JSON names of struct type t to the fields' types.
func fieldsOf(t reflect.Type) map[string]reflect.Type {
	if m, ok := fieldCache.Load(t); ok {
		return m.(map[string]reflect.Type)
	}
	m := make(map[string]reflect.Type, t.NumField())
	for f := range t.Fields() {
		name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		if name != "" && name != "-" {
			m[name] = f.Type
		}
	}
	fieldCache.Store(t, m)
	return m
}
