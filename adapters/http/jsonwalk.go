package http

import (
	"encoding"
	"encoding/json"
	"fmt"
	"reflect"
	"strconv"
	"strings"

	"github.com/roadcase/roadcase/core/kernel"
)

// findings collects what a decoded JSON value does wrong against a Go type: members
// the type has no field for, and values of the wrong JSON kind, each with a pointer.
type findings struct {
	unknown    []kernel.FieldError
	mismatched []kernel.FieldError
}

var (
	jsonUnmarshaler = reflect.TypeFor[json.Unmarshaler]()
	textUnmarshaler = reflect.TypeFor[encoding.TextUnmarshaler]()
	rawMessage      = reflect.TypeFor[json.RawMessage]()
)

// typeOfTarget returns the type a decode target points to.
func typeOfTarget(dst any) reflect.Type {
	t := reflect.TypeOf(dst)
	if t != nil && t.Kind() == reflect.Pointer {
		return t.Elem()
	}
	return t
}

// walk compares v, as decoded into an any with UseNumber, with type t. Types that
// decode themselves, interfaces and json.RawMessage are not looked into.
func (f *findings) walk(v any, t reflect.Type, ptr string) {
	for t != nil && t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if t == nil || v == nil || opaque(t) {
		return
	}
	switch t.Kind() {
	case reflect.Struct:
		obj, ok := v.(map[string]any)
		if !ok {
			f.mismatch(ptr, "an object", v)
			return
		}
		fields := jsonFields(t)
		for _, key := range sortedKeys(obj) {
			ft, ok := lookupField(fields, key)
			if !ok {
				p := ptr + "/" + escapePointer(key)
				f.unknown = append(f.unknown, kernel.FieldError{Pointer: p, Code: "unknown_field",
					Detail: fmt.Sprintf("unknown field %q at %q", key, p)})
				continue
			}
			f.walk(obj[key], ft, ptr+"/"+escapePointer(key))
		}
	case reflect.Map:
		obj, ok := v.(map[string]any)
		if !ok {
			f.mismatch(ptr, "an object", v)
			return
		}
		for _, key := range sortedKeys(obj) {
			f.walk(obj[key], t.Elem(), ptr+"/"+escapePointer(key))
		}
	case reflect.Slice, reflect.Array:
		if t.Elem().Kind() == reflect.Uint8 {
			if _, ok := v.(string); !ok {
				f.mismatch(ptr, "a base64 string", v)
			}
			return
		}
		arr, ok := v.([]any)
		if !ok {
			f.mismatch(ptr, "an array", v)
			return
		}
		for i, x := range arr {
			f.walk(x, t.Elem(), ptr+"/"+strconv.Itoa(i))
		}
	case reflect.String:
		if _, ok := v.(string); !ok {
			f.mismatch(ptr, "a string", v)
		}
	case reflect.Bool:
		if _, ok := v.(bool); !ok {
			f.mismatch(ptr, "a boolean", v)
		}
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64,
		reflect.Float32, reflect.Float64:
		if _, ok := v.(json.Number); !ok {
			f.mismatch(ptr, "a number", v)
		}
	}
}

// mismatch records that the value at ptr should have been want.
func (f *findings) mismatch(ptr, want string, got any) {
	where := ptr
	if where == "" {
		where = "the request body"
	} else {
		where = fmt.Sprintf("the value at %q", ptr)
	}
	f.mismatched = append(f.mismatched, kernel.FieldError{Pointer: ptr, Code: "invalid_type",
		Detail: fmt.Sprintf("%s must be %s, not %s", where, want, jsonKind(got))})
}

// opaque reports whether t decodes itself or holds arbitrary JSON.
func opaque(t reflect.Type) bool {
	if t == rawMessage || t.Kind() == reflect.Interface {
		return true
	}
	pt := reflect.PointerTo(t)
	return t.Implements(jsonUnmarshaler) || pt.Implements(jsonUnmarshaler) ||
		t.Implements(textUnmarshaler) || pt.Implements(textUnmarshaler)
}

// jsonKind names the JSON kind of a decoded value.
func jsonKind(v any) string {
	switch v.(type) {
	case map[string]any:
		return "an object"
	case []any:
		return "an array"
	case string:
		return "a string"
	case bool:
		return "a boolean"
	case json.Number:
		return "a number"
	default:
		return "null"
	}
}

// escapePointer escapes a member name as a JSON pointer reference token (RFC 6901).
func escapePointer(s string) string {
	return strings.ReplaceAll(strings.ReplaceAll(s, "~", "~0"), "/", "~1")
}
