package web

import (
	"net/http"
	"strings"

	"github.com/roadcase/roadcase/core/kernel"
)

// form is a form's values and what is wrong with them, as its template shows
// them: each error beside its field and all of them in a summary at the top.
type form struct {
	Values map[string]string
	Errors map[string]string // field name → message
	// Summary lists every error in the fields' order, each linking to its field.
	Summary []formError
}

type formError struct {
	Field   string // the id of the field to focus; "" for the form as a whole
	Message string
}

// newForm starts a form with the named values of a request's post, trimmed
// (passwords are never put back).
func newForm(r *http.Request, names ...string) *form {
	f := &form{Values: map[string]string{}, Errors: map[string]string{}}
	for _, n := range names {
		f.Values[n] = strings.TrimSpace(r.PostForm.Get(n))
	}
	return f
}

// emptyForm is a form shown for the first time, with its defaults.
func emptyForm(values map[string]string) *form {
	if values == nil {
		values = map[string]string{}
	}
	return &form{Values: values, Errors: map[string]string{}}
}

// Get returns a field's value.
func (f *form) Get(name string) string { return f.Values[name] }

// Error returns a field's error, "" when it has none.
func (f *form) Error(name string) string { return f.Errors[name] }

// Invalid reports whether the form has any error.
func (f *form) Invalid() bool { return len(f.Summary) > 0 }

// fail records an error of field (the id of its input; "" for the whole form).
// A field keeps its first error beside it; the summary lists them all.
func (f *form) fail(field, message string) {
	if _, seen := f.Errors[field]; !seen && field != "" {
		f.Errors[field] = message
	}
	f.Summary = append(f.Summary, formError{Field: field, Message: message})
}

// absorb takes a port's KindInvalid (or Conflict) error into the form. fields
// maps the first segment of an error's JSON pointer ("/email" → "email") to the
// id of the input it is about; an error pointing elsewhere is said for the whole
// form. It reports false for an error of any other kind, which the caller hands
// to fail.
func (f *form) absorb(err error, fields map[string]string) bool {
	e, ok := kernel.AsError(err)
	if !ok || (e.Kind != kernel.KindInvalid && e.Kind != kernel.KindConflict) {
		return false
	}
	if len(e.Fields) == 0 {
		f.fail("", e.Message)
		return true
	}
	for _, fe := range e.Fields {
		seg, _, _ := strings.Cut(strings.TrimPrefix(fe.Pointer, "/"), "/")
		f.fail(fields[seg], fe.Detail)
	}
	return true
}

// fieldsOf names the form's inputs after the pointers the ports use.
func fieldsOf(names ...string) map[string]string {
	m := make(map[string]string, len(names))
	for _, n := range names {
		m[n] = n
	}
	return m
}
