package render

import "strings"

// identityKeys name a document by itself (an invoice by its number); the first
// one present is the whole subject.
var identityKeys = []string{"title", "subject", "number"}

// nameKeys name what a document is about, most specific first.
var nameKeys = []string{"event", "project", "tour", "artist", "name"}

// maxSubject bounds the subject in the page title.
const maxSubject = 120

// subject returns what the page title says the document is about: the first
// identityKeys member of data, or else the first nameKeys member followed by where
// and when ("Northern Lights — European Tour 2026 · Columbiahalle, Sat 14 Mar
// 2026") from the venue and the date, when the data has them; "" when it has none.
// A member counts when it is a non-empty string or an object with a name or title.
func subject(data any) string {
	m, ok := data.(map[string]any)
	if !ok {
		return ""
	}
	for _, k := range identityKeys {
		if s := nameOf(m[k]); s != "" {
			return cut(s)
		}
	}
	name := ""
	for _, k := range nameKeys {
		if name = nameOf(m[k]); name != "" {
			break
		}
	}
	show, _ := m["show"].(map[string]any)
	var where []string
	if v := first(nameOf(m["venue"]), nameOf(show["venue"])); v != "" {
		where = append(where, v)
	}
	if d, err := formatDate(first(str(m["date"]), str(m["show_date"]), str(show["date"]))); err == nil && d != "" {
		where = append(where, d)
	}
	switch {
	case name == "":
		return cut(strings.Join(where, ", "))
	case len(where) == 0:
		return cut(name)
	}
	return cut(name + " · " + strings.Join(where, ", "))
}

func nameOf(v any) string {
	switch x := v.(type) {
	case string:
		return strings.TrimSpace(x)
	case map[string]any:
		for _, k := range []string{"name", "title"} {
			if s, ok := x[k].(string); ok && strings.TrimSpace(s) != "" {
				return strings.TrimSpace(s)
			}
		}
	}
	return ""
}

func str(v any) string {
	s, _ := v.(string)
	return s
}

func first(ss ...string) string {
	for _, s := range ss {
		if s != "" {
			return s
		}
	}
	return ""
}

func cut(s string) string {
	if r := []rune(s); len(r) > maxSubject {
		return string(r[:maxSubject-1]) + "…"
	}
	return s
}
