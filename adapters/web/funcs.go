package web

import (
	"fmt"
	"html/template"
	"strings"
	"sync"
	"time"

	"github.com/roadcase/roadcase/adapters/isolation"
	"github.com/roadcase/roadcase/core/identity"
)

// fieldView is what the "input" and "select" partials need to draw a field with
// its label, hint and error, tied together by ids for assistive technology.
type fieldView struct {
	ID, Name, Label, Type, Value, Hint, Error, Autocomplete string
	// InputMode is the keyboard a phone offers ("decimal", "numeric").
	InputMode string
	Options   []option
}

// option is one choice of a select.
type option struct {
	Value, Label string
}

// Selected reports whether o is the field's current value.
func (f fieldView) Selected(o option) bool { return o.Value == f.Value }

// DescribedBy lists the ids of the field's hint and error.
func (f fieldView) DescribedBy() string {
	var ids []string
	if f.Hint != "" {
		ids = append(ids, f.ID+"-hint")
	}
	if f.Error != "" {
		ids = append(ids, f.ID+"-error")
	}
	return strings.Join(ids, " ")
}

// newField builds a field of form f. opts are "key=value" settings: type,
// autocomplete, hint, and id (when the input's id is not its name).
func newField(f *form, name, label string, opts ...string) fieldView {
	v := fieldView{ID: name, Name: name, Label: label, Type: "text"}
	for _, o := range opts {
		k, val, _ := strings.Cut(o, "=")
		switch k {
		case "type":
			v.Type = val
		case "autocomplete":
			v.Autocomplete = val
		case "hint":
			v.Hint = val
		case "id":
			v.ID = val
		}
	}
	if f != nil {
		if v.Type != "password" {
			v.Value = f.Get(name)
		}
		v.Error = f.Error(v.ID)
	}
	return v
}

// newChoice builds a select of form f with its options.
func newChoice(f *form, name, label string, options []option, opts ...string) fieldView {
	v := newField(f, name, label, opts...)
	v.Options = options
	return v
}

// templateFuncs are the functions every template may call.
func templateFuncs(a *assets) template.FuncMap {
	return template.FuncMap{
		"asset":     a.url,
		isolateFunc: isolation.Value, // added to the actions by isolatePage
		"field":     newField,
		"choice":    newChoice,
		"datetime":  func(t time.Time) string { return t.UTC().Format(time.RFC3339) },
		"when":      formatTime,
		"life":      func(purpose string) string { return ticketLife(identity.TicketPurpose(purpose)) },
	}
}

// formatTime writes an instant in a time zone for people, "" for the zero time.
func formatTime(loc *time.Location, t time.Time) string {
	if t.IsZero() {
		return ""
	}
	if loc == nil {
		loc = time.UTC
	}
	return t.In(loc).Format("2 Jan 2006, 15:04 MST")
}

var zones sync.Map // IANA name → *time.Location

// zone loads a time zone once; an unknown name is UTC.
func zone(name string) *time.Location {
	if l, ok := zones.Load(name); ok {
		return l.(*time.Location)
	}
	l, err := time.LoadLocation(name)
	if err != nil || name == "" {
		l = time.UTC
	}
	zones.Store(name, l)
	return l
}

// ticketLife says for people how long a mailed link of purpose works, from the
// core's lifetimes: "one hour", "48 hours", "7 days".
func ticketLife(purpose identity.TicketPurpose) string {
	d := purpose.Lifetime()
	switch {
	case d == time.Hour:
		return "one hour"
	case d%(24*time.Hour) == 0 && d >= 7*24*time.Hour:
		return fmt.Sprintf("%d days", d/(24*time.Hour))
	default:
		return fmt.Sprintf("%d hours", int(d.Hours()))
	}
}
