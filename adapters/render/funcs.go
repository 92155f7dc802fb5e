package render

import (
	"fmt"
	"html/template"
	"strings"
)

// funcs are the functions templates may call (see the document type conventions).
// Each prints nothing for a missing value, so optional fields need no guard, and
// returns an error for a value of the wrong shape, which fails the render: data
// that passed the type's schema never has one, so that is a template bug.
var funcs = template.FuncMap{
	"money":    money,
	"date":     formatDate,
	"time":     formatTime,
	"datetime": formatDateTime,
	"percent":  func(v any) (string, error) { return suffixed(v, "%") },
	"number":   func(v any) (string, error) { return suffixed(v, "") },
	"hours":    func(v any) (string, error) { return suffixed(v, " h") },
	"join":     join,
	"add":      func(a, b any) (int64, error) { return arith(a, b, func(x, y int64) int64 { return x + y }) },
	"sub":      func(a, b any) (int64, error) { return arith(a, b, func(x, y int64) int64 { return x - y }) },
	"mul":      func(a, b any) (int64, error) { return arith(a, b, func(x, y int64) int64 { return x * y }) },
}

// money prints a $defs/money value: "€1,234.56".
func money(v any) (string, error) {
	amount, currency, ok, err := moneyOf(v)
	if !ok || err != nil {
		return "", err
	}
	return formatMoney(amount, currency), nil
}

// suffixed prints a number with grouped thousands followed by suffix.
func suffixed(v any, suffix string) (string, error) {
	r, ok, err := ratOf(v)
	if !ok || err != nil {
		return "", err
	}
	return decimal(r) + suffix, nil
}

// join joins a list of strings (or numbers) with sep.
func join(list any, sep string) (string, error) {
	if list == nil {
		return "", nil
	}
	items, ok := list.([]any)
	if !ok {
		if ss, ok := list.([]string); ok {
			return strings.Join(ss, sep), nil
		}
		return "", fmt.Errorf("join: want a list, got %T", list)
	}
	parts := make([]string, len(items))
	for i, it := range items {
		parts[i] = fmt.Sprint(it)
	}
	return strings.Join(parts, sep), nil
}

// arith applies op to two integers, for small derived figures such as row counts.
func arith(a, b any, op func(x, y int64) int64) (int64, error) {
	x, err := integerOf(a)
	if err != nil {
		return 0, err
	}
	y, err := integerOf(b)
	if err != nil {
		return 0, err
	}
	return op(x, y), nil
}
