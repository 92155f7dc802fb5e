package moneyfmt

import "strings"

// Minus is the typographic minus sign (U+2212), as wide as "+": negative amounts
// and variances line up with positive ones in a column, as in typeset accounts.
// The documents' other figures use it too, so that a negative number and a
// negative amount start alike.
const Minus = "\u2212"

// Group inserts a comma every three digits from the right of a string of digits:
// "1234567" → "1,234,567". The documents group their other figures with it, so
// that numbers and amounts are grouped alike.
func Group(digits string) string {
	if len(digits) <= 3 {
		return digits
	}
	var b strings.Builder
	head := len(digits) % 3
	if head > 0 {
		b.WriteString(digits[:head])
	}
	for i := head; i < len(digits); i += 3 {
		if b.Len() > 0 {
			b.WriteByte(',')
		}
		b.WriteString(digits[i : i+3])
	}
	return b.String()
}
