package exchange

import (
	"encoding/json"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"sync"
)

// shaper checks a parsed document against the Go types it will be decoded into, as
// its format version has them: in a FormatVersion1 document the fields tagged
// `since:"v2"` are not fields.
type shaper struct {
	r  *report
	v1 bool
}

// shape checks a parsed JSON value against the Go type it will be decoded into: every
// object member is a field (names match exactly, unlike encoding/json), and every
// value has the JSON type the field needs. null is accepted only where the format
// allows it: nullable fields (Go pointers) and arrays (read as empty).
func (s shaper) shape(t reflect.Type, v any, segs []any) {
	r := s.r
	if t.Kind() == reflect.Pointer {
		if v == nil {
			return
		}
		t = t.Elem()
	}
	switch t.Kind() {
	case reflect.Struct:
		s.object(t, v, segs)
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
			s.shape(t.Elem(), it, append(segs[:len(segs):len(segs)], i))
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

func (s shaper) object(t reflect.Type, v any, segs []any) {
	obj, ok := v.(map[string]any)
	if !ok {
		s.r.add("invalid_type", "must be an object, not "+jsonType(v), segs...)
		return
	}
	fields := fieldsOf(t)
	names := make([]string, 0, len(obj))
	for name := range obj {
		names = append(names, name)
	}
	slices.Sort(names)
	for _, name := range names {
		f, known := fields[name]
		at := append(segs[:len(segs):len(segs)], name)
		switch {
		case !known:
			s.r.add("unknown_field", "is not a field of this format", at...)
		case s.v1 && f.since != "":
			s.r.add("unknown_field", "is not a field of "+FormatVersion1+" (it was added in roadcase.export/"+f.since+")", at...)
		default:
			s.shape(f.t, obj[name], at)
		}
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

// field is what shape needs of a struct field: its type and the format version
// that added it ("" for the first).
type field struct {
	t     reflect.Type
	since string
}

var fieldCache sync.Map // reflect.Type → map[string]field

// fieldsOf maps the JSON names of struct type t to the fields.
func fieldsOf(t reflect.Type) map[string]field {
	if m, ok := fieldCache.Load(t); ok {
		return m.(map[string]field)
	}
	m := make(map[string]field, t.NumField())
	for f := range t.Fields() {
		name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		if name != "" && name != "-" {
			m[name] = field{t: f.Type, since: f.Tag.Get("since")}
		}
	}
	fieldCache.Store(t, m)
	return m
}
