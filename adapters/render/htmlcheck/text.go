package htmlcheck

import (
	"fmt"
	"regexp"
	"strings"
	"unicode"
	"unicode/utf16"
)

// The text checks hold a page to the rules of html-validate's recommended
// configuration that a caller's text can break, so that tests without
// html-validate find the same pages, and rapid can shrink them:
//
//   - empty-heading: a heading needs a character that is not white space, as
//     JavaScript's \s reads white space (Unicode spaces and the byte order mark);
//   - long-title: the title as written in the source, character references
//     included, is at most maxTitleUnits UTF-16 code units (JavaScript's length);
//   - no-trailing-whitespace: no space or tab ends a line of text.

// maxTitleUnits is html-validate's long-title limit.
const maxTitleUnits = 70

// trailingBlank is a line of text ending in spaces or tabs, as html-validate's
// lexer finds it.
var trailingBlank = regexp.MustCompile(`[\t ]+\r?\n`)

// headingText collects the text of the heading being read, if any.
type headingText struct {
	name string // "h2"; "" outside a heading
	text strings.Builder
}

// jsSpace reports whether r is white space to JavaScript's \s.
func jsSpace(r rune) bool {
	return r == '\ufeff' || r != '\u0085' && unicode.IsSpace(r)
}

// blank reports whether s has nothing but JavaScript white space.
func blank(s string) bool { return strings.TrimFunc(s, jsSpace) == "" }

// titleProblem returns what is wrong with the title as written, or "".
func titleProblem(raw string) string {
	if n := len(utf16.Encode([]rune(raw))); n > maxTitleUnits {
		return fmt.Sprintf("the <title> is %d UTF-16 code units as written, over html-validate's %d (long-title)", n, maxTitleUnits)
	}
	return ""
}

// textProblem returns what is wrong with a text token as written, or "".
func textProblem(raw string) string {
	if loc := trailingBlank.FindStringIndex(raw); loc != nil {
		start := max(0, loc[0]-20)
		return fmt.Sprintf("trailing white space in the text %q (no-trailing-whitespace)", raw[start:loc[1]])
	}
	return ""
}
