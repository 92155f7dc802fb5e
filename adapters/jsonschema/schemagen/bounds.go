package schemagen

import (
	"encoding/json"
	"math/big"
)

// Numbers describes the numbers a schema's instances may hold, for tests that
// judge the figures printed from an instance.
type Numbers struct {
	// MaxAbs is the largest magnitude any number of an instance may have: the
	// largest of every minimum, maximum and numeric enum member, nil when some
	// number has a side without a bound.
	MaxAbs *big.Rat
	// Negative reports whether some number of an instance may be below zero.
	Negative bool
}

// Numbers returns what s allows its instances' numbers to be.
func (s *Schema) Numbers() Numbers {
	out := Numbers{MaxAbs: new(big.Rat)}
	seen := map[*node]bool{}
	var walk func(n *node)
	walk = func(n *node) {
		if n == nil || seen[n] {
			return
		}
		seen[n] = true
		for _, a := range n.alternatives {
			walk(a)
		}
		walk(n.items)
		for _, p := range n.properties {
			walk(p.schema)
		}
		for _, e := range n.enum {
			if num, ok := e.(json.Number); ok {
				if r, ok := new(big.Rat).SetString(string(num)); ok {
					out.widen(r)
				}
			}
		}
		if n.enum != nil || !numeric(n.types) {
			return
		}
		if n.minimum == nil || n.minimum.Sign() < 0 {
			out.Negative = true
		}
		if n.minimum == nil || n.maximum == nil {
			out.MaxAbs = nil
			return
		}
		out.widen(n.minimum)
		out.widen(n.maximum)
	}
	walk(s.root)
	return out
}

// widen raises MaxAbs to |r| (a nil MaxAbs stays nil: unbounded) and notes a
// negative r.
func (n *Numbers) widen(r *big.Rat) {
	if r.Sign() < 0 {
		n.Negative = true
	}
	if n.MaxAbs != nil && new(big.Rat).Abs(r).Cmp(n.MaxAbs) > 0 {
		n.MaxAbs = new(big.Rat).Abs(r)
	}
}

func numeric(types []string) bool {
	for _, t := range types {
		if t == "integer" || t == "number" {
			return true
		}
	}
	return false
}
