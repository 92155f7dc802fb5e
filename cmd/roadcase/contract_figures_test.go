package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"math/big"
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/net/html"

	"github.com/roadcase/roadcase/adapters/jsonschema/schemagen"
)

// An overflowed figure is found by a cheap, sound heuristic over the page's text.
// The renderer prints numbers only as given (number, percent, hours, money) or as
// the sum or difference of two integers (add, sub; mul is checked as well), and
// a checked operation that overflows fails the render, which is a 5xx the
// property test reports. What the page text can still show is a figure that was
// wrapped or garbled on its way to the page, and such a figure is enormous or
// has the wrong sign:
//
//   - Magnitude: no printed figure may exceed twice the largest magnitude the
//     type's schema allows any number (its largest minimum, maximum or numeric
//     enum member; a sum of two inputs is the largest figure a template makes),
//     and never less than 99,999, so that years and row numbers always pass. A
//     wrapped 64-bit sum is near ±9.2e18, far above every schema's maxima. When
//     some number of the schema is unbounded, this check is off for the type.
//   - Sign: when the schema allows no negative number anywhere, a printed
//     negative figure (U+2212 or "-" right before the digits or before a
//     currency sign or code, not inside a word) must be the difference of two
//     numbers of the instance (a template's sub, such as the guest list's
//     remaining allocation); any other negative figure can only be a sum that
//     wrapped.
//
// A figure whose digits occur in one of the instance's strings is skipped: free
// text may print any digits (a phone number, "-5", a zone name such as
// Etc/GMT-14). So is a figure glued to a word ("A4", "LH1936").

// figureText matches a printed figure: digits with optional thousands groups and
// decimals.
var figureText = regexp.MustCompile(`\d+(?:,\d{3})*(?:\.\d+)?`)

// currencySigns are the signs the renderer prints before an amount.
const currencySigns = "€£$¥₹₩"

// figure is one number printed on a page.
type figure struct {
	text     string // as printed, sign included
	value    *big.Rat
	negative bool
}

// overflowedFigures returns a description of every figure on page that the
// heuristic above says cannot have come from data without an overflow.
func overflowedFigures(page []byte, data any, nums schemagen.Numbers) []string {
	strs, numbers := instanceValues(data)
	var bound *big.Rat
	if nums.MaxAbs != nil {
		bound = new(big.Rat).Mul(nums.MaxAbs, big.NewRat(2, 1))
		if floor := big.NewRat(99999, 1); bound.Cmp(floor) < 0 {
			bound = floor
		}
	}
	var problems []string
	for _, f := range pageFigures(bodyText(page)) {
		if strings.Contains(strs, digitsOf(f.text)) {
			continue
		}
		if bound != nil && new(big.Rat).Abs(f.value).Cmp(bound) > 0 {
			problems = append(problems, fmt.Sprintf("the figure %q exceeds %s, twice the largest magnitude the schema allows",
				f.text, bound.FloatString(0)))
		}
		if f.negative && !nums.Negative && f.value.Sign() != 0 && !difference(f.value, numbers) {
			problems = append(problems, fmt.Sprintf("the figure %q is negative where the schema allows no negative number, "+
				"and it is not the difference of two numbers of the instance", f.text))
		}
	}
	return problems
}

// pageFigures finds the figures in text, with the sign printed before them.
func pageFigures(text string) []figure {
	var out []figure
	for _, m := range figureText.FindAllStringIndex(text, -1) {
		start, end := m[0], m[1]
		if r, _ := utf8.DecodeLastRuneInString(text[:start]); wordRune(r) || r == '.' || r == ',' {
			continue
		}
		k := start
		if r, size := utf8.DecodeLastRuneInString(text[:k]); strings.ContainsRune(currencySigns, r) {
			k -= size
		} else if code, ok := strings.CutSuffix(text[:k], "\u00a0"); ok && len(code) >= 3 && isCode(code[len(code)-3:]) {
			k = len(code) - 3
		}
		neg := false
		if r, size := utf8.DecodeLastRuneInString(text[:k]); r == '−' || r == '-' {
			before, _ := utf8.DecodeLastRuneInString(text[:k-size])
			neg = !wordRune(before)
		}
		value, ok := new(big.Rat).SetString(strings.ReplaceAll(text[start:end], ",", ""))
		if !ok {
			continue
		}
		printed := text[start:end]
		if neg {
			value.Neg(value)
			printed = "−" + printed
		}
		out = append(out, figure{text: printed, value: value, negative: neg})
	}
	return out
}

func wordRune(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) || r == '_' }

func isCode(s string) bool {
	for _, r := range s {
		if r < 'A' || r > 'Z' {
			return false
		}
	}
	return true
}

// bodyText returns the text of the page's body, one text node a line, without
// the stylesheet.
func bodyText(page []byte) string {
	z := html.NewTokenizer(bytes.NewReader(page))
	var b strings.Builder
	inBody, inStyle := false, false
	for {
		tt := z.Next()
		switch tt {
		case html.ErrorToken:
			if z.Err() != io.EOF {
				b.WriteString("\n")
			}
			return b.String()
		case html.StartTagToken:
			name, _ := z.TagName()
			switch string(name) {
			case "body":
				inBody = true
			case "style":
				inStyle = true
			}
		case html.EndTagToken:
			if name, _ := z.TagName(); string(name) == "style" {
				inStyle = false
			}
		case html.TextToken:
			if inBody && !inStyle {
				b.Write(z.Text())
				b.WriteByte('\n')
			}
		}
	}
}

// instanceValues returns the ASCII digits of every string of the instance, each
// string's run of digits on its own line, and every number of the instance.
func instanceValues(data any) (string, []*big.Rat) {
	var digits strings.Builder
	var numbers []*big.Rat
	var walk func(v any)
	walk = func(v any) {
		switch x := v.(type) {
		case map[string]any:
			for k, e := range x {
				digits.WriteString(digitsOf(k) + "\n")
				walk(e)
			}
		case []any:
			for _, e := range x {
				walk(e)
			}
		case string:
			digits.WriteString(digitsOf(x) + "\n")
		case json.Number:
			if r, ok := new(big.Rat).SetString(string(x)); ok {
				numbers = append(numbers, r)
			}
		}
	}
	walk(data)
	return digits.String(), numbers
}

// digitsOf keeps the ASCII digits of s.
func digitsOf(s string) string {
	return strings.Map(func(r rune) rune {
		if r >= '0' && r <= '9' {
			return r
		}
		return -1
	}, s)
}

// difference reports whether v is x - y for two of numbers.
func difference(v *big.Rat, numbers []*big.Rat) bool {
	set := make(map[string]bool, len(numbers))
	for _, n := range numbers {
		set[n.RatString()] = true
	}
	for _, x := range numbers {
		if set[new(big.Rat).Sub(x, v).RatString()] {
			return true
		}
	}
	return false
}
