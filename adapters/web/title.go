package web

import (
	"bytes"
	"strings"
	"unicode/utf16"
)

// maxTitleUnits bounds a page's <title> as written in its source, character
// references included, in UTF-16 code units: html-validate's long-title rule
// (the layout appends " · Roadcase" to titles that hold a caller's names, such
// as a show's venue and city, which can be long).
const maxTitleUnits = 70

// clipTitle cuts the <title> of page, as written, to maxTitleUnits: whole
// characters and character references only, every isolate it opened closed
// again, then "…". A page whose title fits is returned as it is.
func clipTitle(page []byte) []byte {
	start := bytes.Index(page, []byte("<title>"))
	end := bytes.Index(page, []byte("</title>"))
	if start < 0 || end < start {
		return page
	}
	start += len("<title>")
	raw := string(page[start:end])
	if units(raw) <= maxTitleUnits {
		return page
	}
	var kept strings.Builder
	n, open := 0, 0
	for rest := raw; rest != ""; {
		token := titleToken(rest)
		depth := open
		switch token {
		case "\u2066", "\u2067", "\u2068":
			depth++
		case "\u2069":
			depth--
		}
		// What is kept, the PDIs it still needs and the ellipsis must fit.
		if n+units(token)+max(depth, 0)+1 > maxTitleUnits {
			break
		}
		kept.WriteString(token)
		n, open, rest = n+units(token), depth, rest[len(token):]
	}
	clipped := strings.TrimRight(kept.String(), " ") + strings.Repeat("\u2069", max(open, 0)) + "…"
	return append(append(append([]byte{}, page[:start]...), clipped...), page[end:]...)
}

// titleToken is the first character of s, or the whole character reference
// (&amp;, &#39;) it starts.
func titleToken(s string) string {
	if s[0] == '&' {
		if i := strings.IndexByte(s, ';'); i > 0 && i < 12 {
			return s[:i+1]
		}
	}
	for i := range s {
		if i > 0 {
			return s[:i]
		}
	}
	return s
}

// units is the length of s in UTF-16 code units, as JavaScript counts it.
func units(s string) int { return len(utf16.Encode([]rune(s))) }
