package render

import (
	"strings"
	"unicode/utf16"
)

// identityKeys name a document by itself (an invoice by its number); the first
// one present is the whole subject.
var identityKeys = []string{"title", "subject", "number"}

// nameKeys name what a document is about, most specific first.
var nameKeys = []string{"event", "project", "tour", "artist", "name"}

// maxTitle bounds the page title, in UTF-16 code units as written: it names browser tabs and saved
// files, and html-validate's long-title rule asks for at most 70.
const maxTitle = 70

// pageTitle returns "<type title> — <subject>", or the type title alone when the
// data names no subject, cut to maxTitle characters. Each caller string in the
// subject is bidi-isolated (see isolateString), and stays so when cut.
func pageTitle(typeTitle string, data any) string {
	t := typeTitle
	if s := subject(data); s != "" {
		t += " — " + s
	}
	// The bound counts the title as written in the page's source, entities
	// included ("P&L" is "P&amp;L") and with the isolation the layout's action
	// adds, as html-validate's long-title rule does.
	r := []rune(t)
	for n := len(r); writtenLen(isolateString(t)) > maxTitle; n-- {
		// Cutting may drop the PDI that closes an isolated subject; balance again.
		t = balanceIsolates(string(r[:n-1])) + "…"
	}
	return t
}

// writtenLen is the length of s as html/template writes it in <title>, in UTF-16
// code units as html-validate (JavaScript) counts: an astral character counts 2,
// and each character html/template escapes counts as its entity (see escapedLen).
func writtenLen(s string) int {
	n := 0
	for _, r := range s {
		if e, ok := escapedLen[r]; ok {
			n += e
			continue
		}
		n += utf16.RuneLen(r)
	}
	return n
}

// escapedLen is the written length of the characters html/template escapes in
// text: its htmlReplacementTable (NUL becomes U+FFFD).
var escapedLen = map[rune]int{0: 1, '"': 5, '&': 5, '\'': 5, '+': 5, '<': 4, '>': 4}

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
			return isolateString(s)
		}
	}
	show, _ := m["show"].(map[string]any)
	var where []string
	if v := first(nameOf(m["venue"]), nameOf(show["venue"])); v != "" {
		where = append(where, isolateString(v))
	}
	if d, err := formatDate(first(str(m["date"]), str(m["show_date"]), str(show["date"]))); err == nil && d != "" {
		where = append(where, d)
	}
	if len(where) > 0 {
		return strings.Join(where, ", ")
	}
	for _, k := range nameKeys {
		if name := nameOf(m[k]); name != "" {
			return isolateString(name)
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
