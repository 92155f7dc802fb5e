package render

import (
	"encoding/json"
	"fmt"
	"math"
	"math/big"
	"strconv"
	"strings"

	"github.com/roadcase/roadcase/adapters/moneyfmt"
)

// maxFractionDigits bounds the decimals printed for a non-integer number.
const maxFractionDigits = 6

// ratOf converts a JSON number (json.Number, as the renderer decodes data, or any
// Go numeric type a caller may pass) to an exact rational. ok is false for nil.
func ratOf(v any) (r *big.Rat, ok bool, err error) {
	var s string
	switch n := v.(type) {
	case nil:
		return nil, false, nil
	case json.Number:
		s = n.String()
	case int:
		s = strconv.Itoa(n)
	case int32:
		s = strconv.FormatInt(int64(n), 10)
	case int64:
		s = strconv.FormatInt(n, 10)
	case uint64:
		s = strconv.FormatUint(n, 10)
	case float64:
		if math.IsNaN(n) || math.IsInf(n, 0) {
			return nil, false, fmt.Errorf("not a finite number: %v", n)
		}
		s = strconv.FormatFloat(n, 'g', -1, 64)
	case float32:
		s = strconv.FormatFloat(float64(n), 'g', -1, 32)
	default:
		return nil, false, fmt.Errorf("not a number: %T", v)
	}
	r, parsed := new(big.Rat).SetString(s)
	if !parsed {
		return nil, false, fmt.Errorf("not a number: %q", s)
	}
	return r, true, nil
}

// decimal writes r in plain decimal notation with grouped thousands, at most
// maxFractionDigits decimals and no trailing zeros: 12500 → "12,500",
// 7.50 → "7.5", -1234.5 → "−1,234.5".
func decimal(r *big.Rat) string {
	s := r.FloatString(maxFractionDigits)
	if strings.Contains(s, ".") {
		s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
	}
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	whole, frac, _ := strings.Cut(s, ".")
	out := moneyfmt.Group(whole)
	if frac != "" {
		out += "." + frac
	}
	if neg && out != "0" {
		out = minus + out
	}
	return out
}

// minus is the typographic minus sign that money also starts with (see
// moneyfmt.Minus).
const minus = moneyfmt.Minus

// integerOf converts a JSON number that must be integral to an int64.
func integerOf(v any) (int64, error) {
	r, ok, err := ratOf(v)
	if err != nil {
		return 0, err
	}
	if !ok {
		return 0, fmt.Errorf("missing value where an integer is needed")
	}
	if !r.IsInt() || !r.Num().IsInt64() {
		return 0, fmt.Errorf("%s is not an integer that fits 64 bits", r.RatString())
	}
	return r.Num().Int64(), nil
}
