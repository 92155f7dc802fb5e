package kernel

import (
	"fmt"
	"strings"

	"golang.org/x/text/language"
)

// The separators of a typed amount (see money_entry.go for the rules).
const (
	arabicDecimal   = '\u066b' // ٫ only ever separates decimals
	arabicThousands = '\u066c' // ٬ only ever groups thousands
)

// isSeparator reports whether r may stand between two runs of digits.
func isSeparator(r rune) bool {
	return r == '.' || r == ',' || r == arabicDecimal || groupOnly(r)
}

// groupOnly reports whether r only ever groups thousands: a space (plain,
// no-break, narrow no-break, thin), an apostrophe (straight or typographic,
// as the Swiss write "1'234.50") or the Arabic thousands sign.
func groupOnly(r rune) bool {
	switch r {
	case ' ', '\u00a0', '\u202f', '\u2009', '\'', '\u2019', arabicThousands:
		return true
	}
	return false
}

// sameGroupMark reports whether a and b group thousands alike: every space
// counts as one mark, and so does every apostrophe.
func sameGroupMark(a, b rune) bool {
	class := func(r rune) rune {
		switch r {
		case ' ', '\u00a0', '\u202f', '\u2009':
			return ' '
		case '\'', '\u2019':
			return '\''
		}
		return r
	}
	return class(a) == class(b)
}

// ambiguousSeparator is a lone point or comma followed by three digits that
// neither the text, the currency nor the locale settles.
type ambiguousSeparator struct{ whole, frac string }

func (ambiguousSeparator) Error() string { return "ambiguous separator" }

// sentence says both readings and how to type each without doubt.
func (a ambiguousSeparator) sentence(text, currency string, exp int) string {
	thousands := a.whole + a.frac
	if exp < 3 {
		return fmt.Sprintf("%q could mean %s or %s.%s; %s has %d decimal places: type %s or %s.%s.",
			text, thousands, a.whole, a.frac, currency, exp, thousands, thousands, strings.Repeat("0", exp))
	}
	return fmt.Sprintf("%q could mean %s or %s.%s %s: type %s for the first, or %s.%s%s with a point for the second.",
		text, thousands, a.whole, a.frac, currency, thousands, a.whole, a.frac, strings.Repeat("0", exp-3))
}

// read finds the decimal separator of n, checks the thousands groups and
// returns the whole part's digits and the decimals' digits.
func (n typedNumber) read(exp int, locale language.Tag) (whole, frac string, err error) {
	last := len(n.seps) - 1
	if last < 0 {
		return n.runs[0], "", nil
	}
	decimal := -1 // index in seps of the decimal separator, -1 for none
	switch s := n.seps[last]; {
	case s == arabicDecimal:
		decimal = last
	case s == '.' || s == ',':
		decimal, err = n.pointOrComma(exp, locale)
	}
	if err != nil {
		return "", "", err
	}
	groups, mark := n.runs, rune(0)
	if decimal >= 0 {
		groups, frac = n.runs[:decimal+1], n.runs[decimal+1]
	}
	for i, g := range groups {
		if i > 0 {
			s := n.seps[i-1]
			if s == arabicDecimal || (mark != 0 && !sameGroupMark(s, mark)) {
				return "", "", errNotAnAmount
			}
			mark = s
		}
		if !validGroup(i, len(groups), g) {
			return "", "", errNotAnAmount
		}
	}
	return strings.Join(groups, ""), frac, nil
}

// validGroup checks the i-th of n runs of digits grouped by thousands: the
// first of one to three digits (any number when there is no group), the last
// of three, and those between of two or three (India groups "12,34,567").
func validGroup(i, n int, g string) bool {
	switch {
	case n == 1:
		return true
	case i == 0:
		return len(g) <= 3
	case i == n-1:
		return len(g) == 3
	default:
		return len(g) == 2 || len(g) == 3
	}
}
