package schemagen

import (
	"fmt"
	"slices"

	"pgregory.net/rapid"
)

// Options size the instances. The zero value means the defaults, which keep
// instances small: tests then run many of them quickly, and rapid still reaches
// every edge, since edges are drawn on purpose rather than found by size.
type Options struct {
	// ArrayLen is the most items of an array in a usual draw (default 3); an
	// array's minItems wins when it is larger.
	ArrayLen int
	// FullDepth is how many arrays may enclose an array that is, now and then,
	// drawn with exactly maxItems items (default 0: only arrays that no array
	// encloses). Deeper arrays stay small, so that one full array of full
	// arrays cannot make an instance of millions of values.
	FullDepth int
	// TextLen is the most characters of a free-text string in a usual draw
	// (default 16); the longest strings are drawn on purpose, at maxLength.
	TextLen int
	// UnboundedLen is the length drawn as "longest" for a string without
	// maxLength (default 4096).
	UnboundedLen int
}

func (o Options) withDefaults() Options {
	if o.ArrayLen <= 0 {
		o.ArrayLen = 3
	}
	if o.FullDepth < 0 {
		o.FullDepth = 0
	}
	if o.TextLen <= 0 {
		o.TextLen = 16
	}
	if o.UnboundedLen <= 0 {
		o.UnboundedLen = 4096
	}
	return o
}

// Generator returns a rapid generator of instances of s: maps with string keys,
// slices, strings, json.Number, bools and nil, as encoding/json decodes a JSON
// document with UseNumber, so an instance can be validated as it is or encoded
// with json.Marshal and sent.
func (s *Schema) Generator(opts Options) *rapid.Generator[any] {
	g := &gen{opts: opts.withDefaults()}
	return rapid.Custom(func(t *rapid.T) any { return g.value(t, s.root, 0) })
}

// gen draws one instance.
type gen struct {
	opts Options
}

// value draws a value of n; arrays is how many arrays enclose it.
func (g *gen) value(t *rapid.T, n *node, arrays int) any {
	if len(n.alternatives) > 0 {
		i := rapid.IntRange(0, len(n.alternatives)-1).Draw(t, "branch")
		return g.value(t, n.alternatives[i], arrays)
	}
	if n.enum != nil {
		return rapid.SampledFrom(n.enum).Draw(t, "enum")
	}
	typ := n.types[0]
	if len(n.types) > 1 {
		typ = rapid.SampledFrom(n.types).Draw(t, "type")
	}
	switch typ {
	case "object":
		return g.object(t, n, arrays)
	case "array":
		return g.array(t, n, arrays)
	case "string":
		return g.str(t, n)
	case "integer":
		return g.integer(t, n)
	case "number":
		return g.number(t, n)
	case "boolean":
		return rapid.Bool().Draw(t, "bool")
	case "null":
		return nil
	}
	panic(fmt.Sprintf("schemagen: %s: unknown type %q", n.at, typ))
}

// Object shapes: each optional member drawn on its own, or all absent, or all
// present.
const (
	shapeMixed = iota
	shapeNone
	shapeAll
)

// object draws the members of an object: every required one, the optional ones
// as the drawn shape says, then the members dependentRequired and minProperties
// call for. No member outside properties is ever drawn, which satisfies any
// additionalProperties. A coin is drawn for every optional member whatever the
// shape, so that when rapid shrinks the shape the draws after it stay aligned.
func (g *gen) object(t *rapid.T, n *node, arrays int) map[string]any {
	shape := choose(t, 8, 1, 1)
	present := map[string]bool{}
	for _, p := range n.properties {
		if n.required[p.name] {
			present[p.name] = true
			continue
		}
		coin := rapid.Bool().Draw(t, p.name)
		present[p.name] = shape == shapeAll || shape == shapeMixed && coin
	}
	for changed := true; changed; {
		changed = false
		for k, deps := range n.dependentRequired {
			if !present[k] {
				continue
			}
			for _, d := range deps {
				if !present[d] {
					present[d], changed = true, true
				}
			}
		}
	}
	for _, p := range n.properties {
		if count(present) >= n.minProps {
			break
		}
		present[p.name] = true
	}
	if n.maxProps >= 0 {
		for _, p := range slices.Backward(n.properties) {
			if count(present) <= n.maxProps {
				break
			}
			if present[p.name] && !n.required[p.name] && !dependedOn(n, present, p.name) {
				present[p.name] = false
			}
		}
	}
	out := make(map[string]any, len(present))
	for _, p := range n.properties {
		if present[p.name] {
			out[p.name] = g.value(t, p.schema, arrays)
		}
	}
	return out
}

// dependedOn reports whether a present member's dependentRequired names name.
func dependedOn(n *node, present map[string]bool, name string) bool {
	for k, deps := range n.dependentRequired {
		if present[k] && slices.Contains(deps, name) {
			return true
		}
	}
	return false
}

func count(set map[string]bool) int {
	c := 0
	for _, v := range set {
		if v {
			c++
		}
	}
	return c
}

// Array sizes: usual (minItems to ArrayLen), the fewest allowed (empty for an
// optional list), or full (maxItems, only for arrays at most FullDepth deep).
const (
	sizeUsual = iota
	sizeFewest
	sizeFull
)

// array draws an array of n's items. Every size is drawn by rapid.SliceOfN, one
// continue-coin and one item at a time, so that the draws line up whatever the
// size and rapid can shrink a full array item by item.
func (g *gen) array(t *rapid.T, n *node, arrays int) []any {
	hi := g.opts.ArrayLen
	if n.maxItems >= 0 {
		hi = min(hi, n.maxItems)
	}
	lo, hi := n.minItems, max(hi, n.minItems)
	switch choose(t, 8, 2, 1) {
	case sizeFewest:
		hi = lo
	case sizeFull:
		if n.maxItems >= 0 && arrays <= g.opts.FullDepth {
			lo, hi = n.maxItems, n.maxItems
		}
	}
	item := rapid.Custom(func(t *rapid.T) any { return g.value(t, n.items, arrays+1) })
	return rapid.SliceOfN(item, lo, hi).Draw(t, "items")
}

// choose draws an index into weights with roughly those odds. Index 0, the plain
// choice, is where rapid shrinks to; rapid's bias towards small draws makes it a
// little more likely than its weight says.
func choose(t *rapid.T, weights ...int) int {
	total := 0
	for _, w := range weights {
		total += w
	}
	x := rapid.IntRange(0, total-1).Draw(t, "choice")
	for i, w := range weights {
		if x < w {
			return i
		}
		x -= w
	}
	return len(weights) - 1
}
