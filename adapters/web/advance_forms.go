package web

import (
	"strings"

	"github.com/roadcase/roadcase/core/kernel"
)

// The advancing pages and the portal put several forms on one page (a form per
// section, per audience), so their inputs' ids carry a prefix and a port's
// errors are placed by their whole JSON pointer ("/fields/load_in").

// fieldPrefix starts the names of inputs that carry a section field's value:
// "field.load_in".
const fieldPrefix = "field."

// absorbAt takes a port's KindInvalid (or KindConflict) error into f, each
// field error beside the input idOf names for its pointer ("" for the form as
// a whole). It reports false for an error of any other kind.
func (f *form) absorbAt(err error, idOf func(pointer string) string) bool {
	e, ok := kernel.AsError(err)
	if !ok || (e.Kind != kernel.KindInvalid && e.Kind != kernel.KindConflict) {
		return false
	}
	if len(e.Fields) == 0 {
		f.fail("", e.Message)
		return true
	}
	for _, fe := range e.Fields {
		f.fail(idOf(fe.Pointer), fe.Detail)
	}
	return true
}

// fieldKeyOf returns the section field a pointer is about: "/fields/load_in",
// "/values/load_in" or "/load_in" → "load_in", its escapes undone (RFC 6901:
// "~1" is "/", "~0" is "~").
func fieldKeyOf(pointer string) string {
	p := strings.TrimPrefix(pointer, "/")
	for _, parent := range []string{"fields/", "values/"} {
		if rest, ok := strings.CutPrefix(p, parent); ok {
			p = rest
			break
		}
	}
	key, _, _ := strings.Cut(p, "/")
	return strings.NewReplacer("~1", "/", "~0", "~").Replace(key)
}

// safeID makes a field key usable in an element id: letters, digits, "_" and
// "-" stay, anything else becomes "-".
func safeID(key string) string {
	return strings.Map(func(r rune) rune {
		if r == '_' || r == '-' || (r >= 'a' && r <= 'z') || (r >= 'A' && r <= 'Z') || (r >= '0' && r <= '9') {
			return r
		}
		return '-'
	}, key)
}

// postedFields returns the section field values of a post: every input named
// field.KEY, trimmed.
func postedFields(values map[string][]string) map[string]string {
	out := map[string]string{}
	for name, vs := range values {
		if key, ok := strings.CutPrefix(name, fieldPrefix); ok && key != "" && len(vs) > 0 {
			out[key] = strings.TrimSpace(vs[0])
		}
	}
	return out
}
