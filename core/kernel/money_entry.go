package kernel

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"

	"golang.org/x/text/language"
)

// Money entry: an amount is read as people write it, in a page's amount input
// or a spreadsheet's cell, in the currency's major
// unit with as many decimals as the currency has minor units (ISO 4217 through
// CurrencyExponent, the exponent the documents print with: 2 for EUR,
// 0 for JPY, 3 for KWD), and stored in minor units.
//
// The digits may be any script's decimal digits ("١٢٣٤" is 1234). A point or a
// comma is the decimal separator or the thousands separator: when both appear,
// the last is the decimal one ("1.234,50", "1,234.50"); when one appears more
// than once it groups thousands ("1.234.567"); when one appears once, followed
// by other than three digits, it is the decimal one ("1234,5", "12.50"). Spaces
// (also no-break and narrow no-break), apostrophes ("1'234.50", as in
// Switzerland) and the Arabic thousands sign only ever group thousands, and
// the Arabic decimal sign only ever separates decimals.
//
// A single point or comma followed by exactly three digits ("1,234") is
// ambiguous: 1234, or 1.234. It is read
//   - as thousands in a currency without decimals (JPY "1,500" is 1500);
//   - as decimals when the whole part could not be a group (nothing before it
//     but "0", more than three digits, or spaces already grouping it);
//   - as decimals for a point in a currency of three decimals (KWD "1.234"),
//     the shape the forms themselves write (PlainAmount), so that a form saved
//     unchanged reads back what it showed, whatever the reader's locale;
//   - otherwise as the user's locale writes numbers (CLDR, through the
//     browser's Accept-Language: "1,234" is 1234 in English, 1,234 in German),
//     and refused without a locale with a sentence that says how to type it.
// More decimals than the currency has are refused, never rounded.

// ParseAmount reads text as an amount of currency in minor units, the way
// locale writes numbers where the text alone does not say (language.Und for no
// locale). Empty text is 0. A mistake is a KindInvalid error whose sentence
// says what to type ("Enter an amount in EUR, such as 1234.50.").
func ParseAmount(text, currency string, locale language.Tag) (int64, error) {
	exp, ok := CurrencyExponent(currency)
	if !ok {
		return 0, Invalid(fmt.Sprintf("Choose the currency (%q is not one Roadcase knows) before entering amounts.", currency))
	}
	text = strings.TrimSpace(text)
	if text == "" {
		return 0, nil
	}
	bad := func() error {
		return Invalid(fmt.Sprintf("Enter an amount in %s, such as %s.", currency, PlainAmount(123450*pow10i(exp)/100, currency)))
	}
	if text = withoutCurrency(text, currency); text == "" {
		return 0, bad() // the currency's mark alone
	}
	n, err := splitAmount(text)
	if err != nil {
		return 0, bad()
	}
	whole, frac, err := n.read(exp, locale)
	if err != nil {
		if amb, ok := err.(ambiguousSeparator); ok {
			return 0, Invalid(amb.sentence(text, currency, exp))
		}
		return 0, bad()
	}
	if len(frac) > exp {
		example := PlainAmount(123450*pow10i(exp)/100, currency)
		if exp == 0 {
			return 0, Invalid(fmt.Sprintf("%s has no smaller unit: enter a whole amount, such as %s.", currency, example))
		}
		return 0, Invalid(fmt.Sprintf("%s has %d decimal places: enter at most %d, such as %s.", currency, exp, exp, example))
	}
	minor, err := strconv.ParseInt(whole+frac+strings.Repeat("0", exp-len(frac)), 10, 64)
	if err != nil {
		return 0, bad()
	}
	if n.negative {
		minor = -minor
	}
	return minor, nil
}

// PlainAmount writes minor units of currency as an amount input shows them,
// with a point before the currency's decimals and no grouping: 123450 EUR
// cents → "1234.50", 1500 JPY → "1500"; 0 → "". ParseAmount reads it back in
// every locale.
func PlainAmount(minor int64, currency string) string {
	if minor == 0 {
		return ""
	}
	exp, _ := CurrencyExponent(currency)
	sign := ""
	if minor < 0 {
		sign, minor = "-", -minor
	}
	digits := strconv.FormatInt(minor, 10)
	if exp == 0 {
		return sign + digits
	}
	if len(digits) <= exp {
		digits = strings.Repeat("0", exp-len(digits)+1) + digits
	}
	return sign + digits[:len(digits)-exp] + "." + digits[len(digits)-exp:]
}

func pow10i(n int) int64 {
	p := int64(1)
	for range n {
		p *= 10
	}
	return p
}

// typedNumber is an amount as typed: its sign, and its runs of ASCII digits
// with the separator that follows each run but the last.
type typedNumber struct {
	negative bool
	runs     []string
	seps     []rune
}

// splitAmount cuts text into runs of digits and the separators between them;
// anything but digits, one separator between two runs and a leading minus is
// an error.
func splitAmount(text string) (typedNumber, error) {
	var n typedNumber
	if rest, ok := strings.CutPrefix(text, "-"); ok {
		n.negative, text = true, rest
	} else if rest, ok := strings.CutPrefix(text, "\u2212"); ok {
		n.negative, text = true, rest
	}
	var run strings.Builder
	for _, r := range text {
		if d, ok := digitValue(r); ok {
			run.WriteByte(byte('0' + d))
			continue
		}
		if !isSeparator(r) || run.Len() == 0 {
			return n, errNotAnAmount
		}
		n.runs, n.seps = append(n.runs, run.String()), append(n.seps, r)
		run.Reset()
	}
	if run.Len() == 0 {
		return n, errNotAnAmount
	}
	n.runs = append(n.runs, run.String())
	return n, nil
}

var errNotAnAmount = Invalid("not an amount")

// digitValue is the value of a decimal digit of any script ('7', '٧', '७').
// Unicode places each script's digits 0 to 9 in a row (some scripts' rows
// touch, as the mathematical digits' five do), so a digit's value is its
// distance from the start of its run of digits, modulo 10.
func digitValue(r rune) (int, bool) {
	if r >= '0' && r <= '9' {
		return int(r - '0'), true
	}
	if !unicode.Is(unicode.Nd, r) {
		return 0, false
	}
	zero := r
	for unicode.Is(unicode.Nd, zero-1) {
		zero--
	}
	return int(r-zero) % 10, true
}
