package tabular

import (
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

// NormalizeHeader folds a column's header into the form headers are compared
// and remembered in: accents dropped ("État" → "etat"), letters lower-cased,
// and everything but letters, digits and the marks that change a header's
// meaning ("%", "#", "+") left out, spaces and other punctuation included. So
// "Show date", "show_date" and "SHOW-DATE" are all "showdate", "Vs %" is
// "vs%", "E-mail" is "email" and "+1" stays "+1".
func NormalizeHeader(h string) string {
	var b strings.Builder
	for _, r := range norm.NFKD.String(h) {
		switch {
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			b.WriteRune(unicode.ToLower(r))
		case r == '%' || r == '#' || r == '+':
			b.WriteRune(r)
		}
	}
	return b.String()
}

// foldName folds a name people type into the form two names are the same in:
// accents dropped, lower-cased, runs of spaces and punctuation made one space
// ("Théâtre  du Châtelet" and "theatre du chatelet" are one venue).
func foldName(s string) string {
	var b strings.Builder
	space := false
	for _, r := range norm.NFKD.String(strings.TrimSpace(s)) {
		switch {
		case unicode.Is(unicode.Mn, r):
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			if space && b.Len() > 0 {
				b.WriteByte(' ')
			}
			space = false
			b.WriteRune(unicode.ToLower(r))
		default:
			space = true
		}
	}
	return b.String()
}
