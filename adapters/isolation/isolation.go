// Package isolation keeps caller strings from reordering the text around
// them: the Unicode Bidirectional Algorithm's isolates, applied the same way by
// the documents (adapters/render) and the platform's pages (adapters/web).
package isolation

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"golang.org/x/text/unicode/bidi"
)

// The isolate marks of the Unicode Bidirectional Algorithm (UAX #9): text between
// FSI and its matching PDI is laid out as one neutral unit, in its own direction,
// and nothing inside it can move the text around it. They are the plain-text form
// of HTML's <bdi>, and work in every context a caller string is printed in,
// <title> included.
const (
	FSI = "\u2068" // FIRST STRONG ISOLATE
	PDI = "\u2069" // POP DIRECTIONAL ISOLATE
)

// Value is the template function the documents' renderer and the platform's
// pages add to every action that prints caller data: a string that could
// reorder the text around it is returned bidi-isolated (see String); every
// other value, numbers and strings without right-to-left or directional
// characters, is returned unchanged, so pages of left-to-right text are byte
// for byte what they were.
func Value(v any) any {
	if s, ok := v.(string); ok {
		return String(s)
	}
	return v
}

// String wraps s in FSI … PDI when it holds a character that can reorder
// neighbouring text: a right-to-left letter, an Arabic digit, or an explicit
// directional embedding, override, isolate or pop. Inside, isolates are balanced
// first (see Balance), so that the closing PDI matches the opening FSI and
// a caller's stray PDI cannot end the isolation early; embeddings and overrides
// the caller leaves open end at that PDI, as UAX #9 rule X6a says.
func String(s string) string {
	if !directional(s) {
		return s
	}
	return FSI + Balance(s) + PDI
}

// directional reports whether s holds a character of a bidi class that can
// reorder text in a left-to-right paragraph. ASCII never does, which is the fast path.
func directional(s string) bool {
	for i := 0; i < len(s); {
		if s[i] < utf8.RuneSelf {
			i++
			continue
		}
		p, size := bidi.LookupString(s[i:])
		if Reorders(p.Class()) {
			return true
		}
		i += max(size, 1)
	}
	return false
}

// Reorders reports whether a bidi class can change the order of text around it.
func Reorders(c bidi.Class) bool {
	switch c {
	case bidi.R, bidi.AL, bidi.AN,
		bidi.LRE, bidi.RLE, bidi.LRO, bidi.RLO, bidi.PDF,
		bidi.LRI, bidi.RLI, bidi.FSI, bidi.PDI:
		return true
	}
	return false
}

// Balance drops every PDI of s that closes no isolate opened earlier in s,
// and closes every isolate s leaves open, so that s can sit inside an isolate of
// its own without ending it.
func Balance(s string) string {
	var b strings.Builder
	b.Grow(len(s) + 2*len(PDI))
	open := 0
	for _, r := range s {
		switch r {
		case '\u2066', '\u2067', '\u2068': // LRI, RLI, FSI
			open++
		case '\u2069': // PDI
			if open == 0 {
				continue
			}
			open--
		}
		b.WriteRune(r)
	}
	for ; open > 0; open-- {
		b.WriteString(PDI)
	}
	return b.String()
}

// Leak describes the first character of text that can reorder its neighbours
// and stands outside every isolate, or an isolate left unbalanced; "" when there
// is none. The documents' and the pages' tests hold every text they print to it.
func Leak(text string) string {
	depth := 0
	for i, r := range text {
		p, _ := bidi.LookupRune(r)
		switch c := p.Class(); {
		case c == bidi.LRI || c == bidi.RLI || c == bidi.FSI:
			depth++
		case c == bidi.PDI:
			if depth == 0 {
				return fmt.Sprintf("unmatched PDI at byte %d of %s", i, around(text, i))
			}
			depth--
		case depth == 0 && Reorders(c):
			return fmt.Sprintf("%U (bidi class %d) outside an isolate at byte %d of %s", r, c, i, around(text, i))
		}
	}
	if depth > 0 {
		return fmt.Sprintf("%d isolates left open in %s", depth, around(text, len(text)))
	}
	return ""
}

// around quotes up to 40 bytes of text on each side of byte i.
func around(text string, i int) string {
	start, end := max(0, i-40), min(len(text), i+40)
	for start > 0 && !utf8.RuneStart(text[start]) {
		start--
	}
	for end < len(text) && !utf8.RuneStart(text[end]) {
		end++
	}
	return fmt.Sprintf("%+q", text[start:end])
}
