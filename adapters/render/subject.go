package render

import "strings"

// identityKeys name a document by itself (an invoice by its number); the first
// one present is the whole subject.
var identityKeys = []string{"title", "subject", "number"}

// nameKeys name what a document is about, most specific first.
var nameKeys = []string{"event", "project", "tour", "artist", "name"}

// maxTitle bounds the page title, in characters: it names browser tabs and saved
// files, and html-validate's long-title rule asks for at most 70.
const maxTitle = 70

// pageTitle returns "<type title> — <subject>", or the type title alone when the
// data names no subject, cut to maxTitle characters.
func pageTitle(typeTitle string, data any) string {
	t := typeTitle
	if s := subject(data); s != "" {
		t += " — " + s
	}
	if r := []rune(t); len(r) > maxTitle {
		return string(r[:maxTitle-1]) + "…"
	}
	return t
}

// subject returns what the page title says the document is about: the first
// identityKeys member of data ("INV-2026-0042"); else where and when, from the
// venue and the date ("Columbiahalle, Sat 14 Mar 2026"), which tell one show's
// documents apart; else the first nameKeys member ("Northern Lights — European
// Tour 2026"); "" when the data has none of them. A member counts when it is a
// non-empty string or an object with a name or title.
func subject(data any) string {
	m, ok := data.(map[string]any)
	if !ok {
		return ""
	}
	for _, k := range identityKeys {
		if s := nameOf(m[k]); s != "" {
			return s
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
	if len(where) > 0 {
		return strings.Join(where, ", ")
	}
	for _, k := range nameKeys {
		if name := nameOf(m[k]); name != "" {
			return name
		}
	}
	return ""
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
