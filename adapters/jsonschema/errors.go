package jsonschema

import (
	"cmp"
	"slices"
	"strconv"
	"strings"

	js "github.com/santhosh-tekuri/jsonschema/v6"
	"github.com/santhosh-tekuri/jsonschema/v6/kind"
	"golang.org/x/text/language"
	"golang.org/x/text/message"

	"github.com/roadcase/roadcase/core/kernel"
)

var english = message.NewPrinter(language.English)

// fieldErrors flattens the library's error tree into its leaves, sorted and
// without duplicates. A failed anyOf or oneOf is one leaf: listing why each
// alternative failed would blame the caller for alternatives it did not mean.
func fieldErrors(root *js.ValidationError) []kernel.FieldError {
	var out []kernel.FieldError
	var walk func(e *js.ValidationError)
	walk = func(e *js.ValidationError) {
		switch e.ErrorKind.(type) {
		case *kind.AnyOf, *kind.OneOf:
			out = append(out, leaf(e)...)
			return
		}
		if len(e.Causes) == 0 {
			out = append(out, leaf(e)...)
			return
		}
		for _, c := range e.Causes {
			walk(c)
		}
	}
	walk(root)
	slices.SortFunc(out, compareFieldErrors)
	return slices.Compact(out)
}

// leaf converts one failed keyword to field errors.
func leaf(e *js.ValidationError) []kernel.FieldError {
	ptr := pointer(e.InstanceLocation)
	switch k := e.ErrorKind.(type) {
	case *kind.Required:
		return perProperty(ptr, "required", k.Missing, func(p string) string {
			return english.Sprintf("missing property %q", p)
		})
	case *kind.AdditionalProperties:
		return perProperty(ptr, "additionalProperties", k.Properties, func(p string) string {
			return english.Sprintf("additional property %q is not allowed", p)
		})
	case *kind.Enum:
		if len(k.Want) > maxListedValues {
			return []kernel.FieldError{{Pointer: ptr, Code: "enum", Detail: longEnumDetail(e.SchemaURL, k)}}
		}
	case *kind.Pattern, *kind.Format:
		if d, ok := longValueDetail(k); ok {
			return []kernel.FieldError{{Pointer: ptr, Code: code(k), Detail: d}}
		}
	}
	return []kernel.FieldError{{Pointer: ptr, Code: code(e.ErrorKind), Detail: e.ErrorKind.LocalizedString(english)}}
}

func perProperty(ptr, code string, names []string, detail func(string) string) []kernel.FieldError {
	out := make([]kernel.FieldError, len(names))
	for i, n := range names {
		out[i] = kernel.FieldError{Pointer: ptr + "/" + escape(n), Code: code, Detail: detail(n)}
	}
	return out
}

// code names the failing keyword; the few kinds without one get a stable name.
func code(k js.ErrorKind) string {
	if p := k.KeywordPath(); len(p) > 0 {
		return p[0]
	}
	switch k.(type) {
	case *kind.Not:
		return "not"
	case *kind.FalseSchema:
		return "false"
	case *kind.InvalidJsonValue:
		return "json"
	}
	return "invalid"
}

func pointer(tokens []string) string {
	var b strings.Builder
	for _, t := range tokens {
		b.WriteByte('/')
		b.WriteString(escape(t))
	}
	return b.String()
}

func escape(tok string) string {
	return strings.ReplaceAll(strings.ReplaceAll(tok, "~", "~0"), "/", "~1")
}

// compareFieldErrors orders by pointer, token by token with array indices compared
// as numbers (so /items/2 comes before /items/10), then by code and detail.
func compareFieldErrors(a, b kernel.FieldError) int {
	return cmp.Or(comparePointers(a.Pointer, b.Pointer), cmp.Compare(a.Code, b.Code), cmp.Compare(a.Detail, b.Detail))
}

func comparePointers(a, b string) int {
	at, bt := strings.Split(a, "/"), strings.Split(b, "/")
	for i := 0; i < len(at) && i < len(bt); i++ {
		if c := compareTokens(at[i], bt[i]); c != 0 {
			return c
		}
	}
	return cmp.Compare(len(at), len(bt))
}

func compareTokens(a, b string) int {
	an, aerr := strconv.Atoi(a)
	bn, berr := strconv.Atoi(b)
	if aerr == nil && berr == nil {
		return cmp.Compare(an, bn)
	}
	return cmp.Compare(a, b)
}
