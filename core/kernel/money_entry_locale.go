package kernel

import (
	"sync"

	"golang.org/x/text/language"
	"golang.org/x/text/message"
	"golang.org/x/text/number"
)

// pointOrComma decides whether the last separator of n, a point or a comma,
// separates decimals: it returns its index in n.seps, or -1 when it groups
// thousands, or an ambiguousSeparator (see money_entry.go for the rules).
func (n typedNumber) pointOrComma(exp int, locale language.Tag) (int, error) {
	last := len(n.seps) - 1
	s := n.seps[last]
	others := 0 // separators before the last that are points or commas
	for _, x := range n.seps[:last] {
		if x == '.' || x == ',' {
			if x == s {
				return -1, nil // "1.234.567": the same mark twice groups
			}
			others++
		}
	}
	frac, whole := n.runs[last+1], n.runs[last]
	switch {
	case others > 0 || len(frac) != 3: // "1.234,50", "1234,5"
		return last, nil
	case last > 0 || len(whole) > 3 || whole[0] == '0': // "1 234,567", "1234,567", "0,250"
		return last, nil
	case exp == 0:
		return -1, nil
	case s == '.' && exp == 3:
		return last, nil
	}
	if dec, group, ok := localeSeparators(locale); ok {
		switch s {
		case dec:
			return last, nil
		case group:
			return -1, nil
		}
	}
	return -1, ambiguousSeparator{whole: whole, frac: frac}
}

// localeSeparators returns the decimal and thousands separators that CLDR
// gives locale (golang.org/x/text's number formatting), and false for no
// locale (language.Und).
func localeSeparators(locale language.Tag) (decimal, group rune, ok bool) {
	if locale == language.Und {
		return 0, 0, false
	}
	seps := separatorsOf(locale)
	return seps[0], seps[1], true
}

var separatorCache sync.Map // language.Tag → [2]rune

// separatorsOf prints 1234567.5 in locale and reads its separators back: the
// last is the decimal one, the first groups thousands (none where the locale
// does not group).
func separatorsOf(locale language.Tag) [2]rune {
	if v, ok := separatorCache.Load(locale); ok {
		return v.([2]rune)
	}
	var marks []rune
	for _, r := range message.NewPrinter(locale).Sprint(number.Decimal(1234567.5, number.MinFractionDigits(1))) {
		if _, digit := digitValue(r); !digit {
			marks = append(marks, r)
		}
	}
	var seps [2]rune
	if len(marks) > 0 {
		seps[0] = marks[len(marks)-1]
	}
	if len(marks) > 1 {
		seps[1] = marks[0]
	}
	separatorCache.Store(locale, seps)
	return seps
}
