package documents

import (
	"fmt"
	"math/big"
)

// ofType returns the bound of m read as a schema of the one type name.
func (s *sizer) ofType(m map[string]any, name any, path string) (int64, error) {
	switch name {
	case "object":
		return s.object(m, path)
	case "array":
		return s.array(m, path)
	case "string":
		n, ok := count(m["maxLength"])
		if !ok {
			return 0, fmt.Errorf("%s: a string without maxLength", path)
		}
		return formattedStringBound(n, m["format"]), nil
	case "integer":
		return integerBound(m, path)
	case "number":
		return MaxNumberChars, nil
	case "boolean":
		return int64(len("false")), nil
	case "null":
		return int64(len("null")), nil
	}
	return 0, fmt.Errorf("%s: unknown type %v", path, name)
}

// object bounds a closed object: every property present at its largest.
func (s *sizer) object(m map[string]any, path string) (int64, error) {
	if m["additionalProperties"] != false {
		return 0, fmt.Errorf("%s: an object without \"additionalProperties\": false", path)
	}
	if _, ok := m["patternProperties"]; ok {
		return 0, fmt.Errorf("%s: patternProperties admit any number of members", path)
	}
	props, _ := m["properties"].(map[string]any)
	size := int64(len("{}"))
	for i, name := range sortedKeys(props) {
		b, err := s.node(props[name], path+"/properties/"+name)
		if err != nil {
			return 0, err
		}
		if i > 0 {
			size++ // the comma
		}
		size += literalBound(name) + 1 + b // "name":value
	}
	return size, nil
}

// array bounds an array of at most maxItems items.
func (s *sizer) array(m map[string]any, path string) (int64, error) {
	n, ok := count(m["maxItems"])
	if !ok {
		return 0, fmt.Errorf("%s: an array without maxItems", path)
	}
	if n == 0 {
		return int64(len("[]")), nil
	}
	items, ok := m["items"]
	if !ok {
		return 0, fmt.Errorf("%s: an array without an items schema", path)
	}
	b, err := s.node(items, path+"/items")
	if err != nil {
		return 0, err
	}
	return 2 + n*b + (n - 1), nil
}

// integerBound is the length of the longer of an integer's two bounds.
func integerBound(m map[string]any, path string) (int64, error) {
	var most int64
	for _, kw := range [][2]string{{"minimum", "exclusiveMinimum"}, {"maximum", "exclusiveMaximum"}} {
		v, ok := m[kw[0]]
		if !ok {
			v, ok = m[kw[1]]
		}
		r, isNum := ratOf(v)
		if !ok || !isNum {
			return 0, fmt.Errorf("%s: an integer without %s", path, kw[0])
		}
		// The integer nearest zero beyond the bound is never longer than the
		// bound's integer part plus one digit for a fractional bound.
		whole := new(big.Int).Quo(r.Num(), r.Denom())
		digits := int64(len(whole.String()))
		if !r.IsInt() {
			digits++
		}
		most = max(most, digits)
	}
	return most, nil
}
