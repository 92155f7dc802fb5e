package documents

import (
	"encoding/json"
	"strconv"
	"strings"
)

// PlainNumbers rewrites every number of data (decoded with json.Number) in
// plain decimal notation, in place, and returns data (a new value when data is
// itself a number). JSON lets a writer spell one value many ways: 14, 14.0,
// 1.4e1 and 140e-1 are the same integer to the schema validator, so a template
// that prints a figure as it is, or compares it with "1" to choose between
// "night" and "nights", must see one spelling. Plain means: no exponent, no
// leading zeros, no trailing zeros after the point (nor the point itself when
// nothing follows), no sign on zero; 14.0e0 becomes 14, 9.460e1 94.6, -0.0 0.
// A number that is not a JSON number literal, or whose exponent is beyond
// ±MaxNumberExponent (see NumberProblems), is left as it is.
func PlainNumbers(data any) any {
	switch x := data.(type) {
	case map[string]any:
		for k, v := range x {
			x[k] = PlainNumbers(v)
		}
	case []any:
		for i, v := range x {
			x[i] = PlainNumbers(v)
		}
	case json.Number:
		if s, ok := plain(string(x)); ok {
			return json.Number(s)
		}
	}
	return data
}

// plain writes the JSON number literal s in plain decimal notation; ok is false
// when s is not a JSON number or its exponent is out of range.
func plain(s string) (string, bool) {
	neg := strings.HasPrefix(s, "-")
	body := strings.TrimPrefix(s, "-")
	mantissa, exponent, hasExp := strings.Cut(strings.ToLower(body), "e")
	whole, frac, hasPoint := strings.Cut(mantissa, ".")
	if !digitsOnly(whole) || (len(whole) > 1 && whole[0] == '0') || (hasPoint && !digitsOnly(frac)) {
		return "", false
	}
	exp := 0
	if hasExp {
		e, err := strconv.Atoi(exponent)
		if err != nil || e < -MaxNumberExponent || e > MaxNumberExponent || !digitsOnly(strings.TrimLeft(exponent, "+-")) {
			return "", false
		}
		exp = e
	}
	digits := whole + frac
	point := len(whole) + exp // the point's place, counted from the left of digits
	trimmed := strings.TrimLeft(digits, "0")
	point -= len(digits) - len(trimmed)
	digits = strings.TrimRight(trimmed, "0")
	var out string
	switch {
	case digits == "":
		return "0", true
	case point <= 0:
		out = "0." + strings.Repeat("0", -point) + digits
	case point >= len(digits):
		out = digits + strings.Repeat("0", point-len(digits))
	default:
		out = digits[:point] + "." + digits[point:]
	}
	if neg {
		out = "-" + out
	}
	return out, true
}

// digitsOnly reports whether s is one or more ASCII digits.
func digitsOnly(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}
