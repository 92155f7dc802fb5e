package schemagen

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"math/big"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/roadcase/roadcase/core/documents"
)

// Schema is a compiled schema, ready to generate instances.
type Schema struct {
	root *node
}

// node is one schema location with its $ref chain followed and its keywords read.
type node struct {
	at    string   // where the node is in the schema, as a JSON pointer, for messages
	types []string // the "type" keyword: one or more JSON types
	enum  []any    // enum, or const as a one-member enum; nil when neither is set

	alternatives []*node // the branches of anyOf or oneOf, each merged with the rest of the node

	// Strings.
	minLength, maxLength int // maxLength < 0: unbounded
	pattern              *regexp.Regexp
	format               string

	// Numbers; a nil bound is absent.
	minimum, maximum                   *big.Rat
	exclusiveMinimum, exclusiveMaximum bool

	// Arrays.
	items              *node
	minItems, maxItems int // maxItems < 0: unbounded

	// Objects.
	properties         []property
	required           map[string]bool
	dependentRequired  map[string][]string
	minProps, maxProps int // maxProps < 0: unbounded
}

// property is one member of "properties".
type property struct {
	name   string
	schema *node
}

// annotations are keywords that do not constrain an instance.
var annotations = []string{"$schema", "$id", "$comment", "$defs", "$anchor", "title", "description",
	"examples", "default", "deprecated", "readOnly", "writeOnly"}

// assertions are the constraining keywords the generator honours.
var assertions = []string{"$ref", "type", "enum", "const", "anyOf", "oneOf",
	"minLength", "maxLength", "pattern", "format",
	"minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum",
	"items", "minItems", "maxItems",
	"properties", "required", "additionalProperties", "dependentRequired", "minProperties", "maxProperties"}

// formats are the values of "format" the generator can satisfy.
var formats = []string{"date", "date-time", "email", "uri"}

// maxRefDepth bounds how many $refs one path may follow: the catalog's schemas
// never recurse, and a recursive schema would need a size budget to generate.
const maxRefDepth = 32

// Compile reads schema, a self-contained draft 2020-12 JSON Schema (only local
// references, "#/..."), and returns it ready to generate instances. It fails on a
// keyword or a format the generator does not understand, a reference it cannot
// resolve, a recursive reference, an empty range, or a node without a type.
func Compile(schema json.RawMessage) (*Schema, error) {
	dec := json.NewDecoder(bytes.NewReader(schema))
	dec.UseNumber()
	var root map[string]any
	if err := dec.Decode(&root); err != nil {
		return nil, fmt.Errorf("schema is not a JSON object: %w", err)
	}
	c := &compiler{root: root}
	n, err := c.node(root, "#", 0)
	if err != nil {
		return nil, err
	}
	return &Schema{root: n}, nil
}

type compiler struct {
	root map[string]any
}

// resolve follows node's $ref chain; the node's own keywords win over the
// referenced schema's, as siblings of $ref narrow it.
func (c *compiler) resolve(raw map[string]any, at string, depth int) (map[string]any, error) {
	ref, ok := raw["$ref"].(string)
	if !ok {
		if _, has := raw["$ref"]; has {
			return nil, fmt.Errorf("%s: $ref is not a string", at)
		}
		return raw, nil
	}
	if depth >= maxRefDepth {
		return nil, fmt.Errorf("%s: $ref %s recurses, which the generator does not support", at, ref)
	}
	target, err := c.lookup(ref)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", at, err)
	}
	base, err := c.resolve(target, ref, depth+1)
	if err != nil {
		return nil, err
	}
	out := maps.Clone(base)
	for k, v := range raw {
		if k != "$ref" {
			out[k] = v
		}
	}
	return out, nil
}

// lookup returns the schema a local $ref points at (documents.ResolveRef).
func (c *compiler) lookup(ref string) (map[string]any, error) {
	target, err := documents.ResolveRef(c.root, ref)
	if err != nil {
		return nil, err
	}
	m, ok := target.(map[string]any)
	if !ok {
		return nil, fmt.Errorf("$ref %q does not point at a schema", ref)
	}
	return m, nil
}

// node compiles the schema raw found at at.
func (c *compiler) node(raw map[string]any, at string, depth int) (*node, error) {
	raw, err := c.resolve(raw, at, depth)
	if err != nil {
		return nil, err
	}
	var unknown []string
	for k := range raw {
		if !slices.Contains(annotations, k) && !slices.Contains(assertions, k) {
			unknown = append(unknown, k)
		}
	}
	if len(unknown) > 0 {
		slices.Sort(unknown)
		return nil, fmt.Errorf("%s: keywords the generator does not support: %s", at, strings.Join(unknown, ", "))
	}
	if branches, key := alternativesOf(raw); branches != nil {
		return c.alternatives(raw, key, branches, at, depth)
	}
	n := &node{at: at, maxLength: -1, maxItems: -1, maxProps: -1}
	var errs []error
	r := reader{raw: raw, at: at, errs: &errs}
	n.types = r.types()
	if v, ok := raw["const"]; ok {
		n.enum = []any{v}
	} else if e, ok := raw["enum"].([]any); ok {
		if len(e) == 0 {
			errs = append(errs, fmt.Errorf("%s: an empty enum", at))
		}
		n.enum = e
	}
	if len(n.types) == 0 && n.enum == nil {
		errs = append(errs, fmt.Errorf("%s: no type, enum or const: the generator cannot tell what to generate", at))
	}
	n.minLength, n.maxLength = r.count("minLength", 0), r.count("maxLength", -1)
	n.minItems, n.maxItems = r.count("minItems", 0), r.count("maxItems", -1)
	n.minProps, n.maxProps = r.count("minProperties", 0), r.count("maxProperties", -1)
	n.minimum, n.exclusiveMinimum = r.bound("minimum", "exclusiveMinimum", false)
	n.maximum, n.exclusiveMaximum = r.bound("maximum", "exclusiveMaximum", true)
	if p, ok := raw["pattern"].(string); ok {
		re, err := regexp.Compile(p)
		if err != nil {
			errs = append(errs, fmt.Errorf("%s: pattern %q: %w", at, p, err))
		}
		n.pattern = re
	}
	if f, ok := raw["format"].(string); ok {
		if !slices.Contains(formats, f) {
			errs = append(errs, fmt.Errorf("%s: format %q is not one the generator supports (%s)", at, f, strings.Join(formats, ", ")))
		}
		n.format = f
	}
	if n.maxLength >= 0 && n.minLength > n.maxLength || n.maxItems >= 0 && n.minItems > n.maxItems {
		errs = append(errs, fmt.Errorf("%s: an empty length range", at))
	}
	if items, ok := raw["items"].(map[string]any); ok {
		if n.items, err = c.node(items, at+"/items", depth); err != nil {
			errs = append(errs, err)
		}
	} else if slices.Contains(n.types, "array") {
		errs = append(errs, fmt.Errorf("%s: an array without an items schema", at))
	}
	if err := c.objectKeywords(n, raw, depth); err != nil {
		errs = append(errs, err)
	}
	if err := errors.Join(errs...); err != nil {
		return nil, err
	}
	return n, nil
}

// objectKeywords reads properties, required and dependentRequired into n.
func (c *compiler) objectKeywords(n *node, raw map[string]any, depth int) error {
	var errs []error
	props, _ := raw["properties"].(map[string]any)
	for _, name := range slices.Sorted(maps.Keys(props)) {
		sub, ok := props[name].(map[string]any)
		if !ok {
			errs = append(errs, fmt.Errorf("%s/properties/%s: not a schema object", n.at, name))
			continue
		}
		child, err := c.node(sub, n.at+"/properties/"+escape(name), depth)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		n.properties = append(n.properties, property{name: name, schema: child})
	}
	n.required = map[string]bool{}
	req, _ := raw["required"].([]any)
	for _, r := range req {
		name, _ := r.(string)
		if _, ok := props[name]; !ok {
			errs = append(errs, fmt.Errorf("%s: required %q has no schema in properties", n.at, name))
		}
		n.required[name] = true
	}
	if deps, ok := raw["dependentRequired"].(map[string]any); ok {
		n.dependentRequired = map[string][]string{}
		for k, v := range deps {
			list, _ := v.([]any)
			for _, d := range list {
				name, _ := d.(string)
				if _, ok := props[name]; !ok {
					errs = append(errs, fmt.Errorf("%s: dependentRequired %q has no schema in properties", n.at, name))
				}
				n.dependentRequired[k] = append(n.dependentRequired[k], name)
			}
		}
	}
	return errors.Join(errs...)
}

// alternativesOf returns the branches of anyOf or oneOf, and which keyword held them.
func alternativesOf(raw map[string]any) ([]any, string) {
	for _, key := range []string{"oneOf", "anyOf"} {
		if b, ok := raw[key].([]any); ok {
			return b, key
		}
	}
	return nil, ""
}

// alternatives compiles each branch of anyOf or oneOf merged with the rest of raw:
// the branch's keywords win, except that required lists and properties unite.
func (c *compiler) alternatives(raw map[string]any, key string, branches []any, at string, depth int) (*node, error) {
	if _, both := raw["anyOf"]; both && key == "oneOf" {
		return nil, fmt.Errorf("%s: anyOf beside oneOf is not supported", at)
	}
	rest := maps.Clone(raw)
	delete(rest, key)
	n := &node{at: at}
	var errs []error
	for i, b := range branches {
		branch, ok := b.(map[string]any)
		if !ok {
			errs = append(errs, fmt.Errorf("%s/%s/%d: not a schema object", at, key, i))
			continue
		}
		bat := at + "/" + key + "/" + strconv.Itoa(i)
		branch, err := c.resolve(branch, bat, depth)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		merged := maps.Clone(rest)
		for k, v := range branch {
			switch k {
			case "required":
				a, _ := merged[k].([]any)
				b, _ := v.([]any)
				merged[k] = append(slices.Clone(a), b...)
			case "properties":
				a, _ := merged[k].(map[string]any)
				m := maps.Clone(a)
				if m == nil {
					m = map[string]any{}
				}
				bp, _ := v.(map[string]any)
				maps.Copy(m, bp)
				merged[k] = m
			default:
				merged[k] = v
			}
		}
		alt, err := c.node(merged, bat, depth)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		n.alternatives = append(n.alternatives, alt)
	}
	if len(branches) == 0 {
		errs = append(errs, fmt.Errorf("%s: an empty %s", at, key))
	}
	return n, errors.Join(errs...)
}

// reader reads typed keywords of one schema node, collecting errors.
type reader struct {
	raw  map[string]any
	at   string
	errs *[]error
}

func (r reader) fail(format string, args ...any) {
	*r.errs = append(*r.errs, fmt.Errorf(r.at+": "+format, args...))
}

// types reads "type", a string or a list of strings.
func (r reader) types() []string {
	switch t := r.raw["type"].(type) {
	case nil:
		return nil
	case string:
		return []string{t}
	case []any:
		var out []string
		for _, x := range t {
			s, _ := x.(string)
			out = append(out, s)
		}
		return out
	}
	r.fail("type is neither a string nor a list")
	return nil
}

// count reads a non-negative integer keyword, def when it is absent.
func (r reader) count(key string, def int) int {
	v, ok := r.raw[key]
	if !ok {
		return def
	}
	n, ok := v.(json.Number)
	i, err := strconv.Atoi(string(n))
	if !ok || err != nil || i < 0 {
		r.fail("%s is not a non-negative integer", key)
		return def
	}
	return i
}

// bound reads a range end: the inclusive keyword or the exclusive one, the
// tighter when both are set.
func (r reader) bound(inclusive, exclusive string, upper bool) (*big.Rat, bool) {
	in, ex := r.number(inclusive), r.number(exclusive)
	switch {
	case ex == nil:
		return in, false
	case in == nil:
		return ex, true
	}
	// Both set: the exclusive one wins unless the inclusive one is tighter.
	if c := in.Cmp(ex); upper && c < 0 || !upper && c > 0 {
		return in, false
	}
	return ex, true
}

func (r reader) number(key string) *big.Rat {
	v, ok := r.raw[key]
	if !ok {
		return nil
	}
	n, ok := v.(json.Number)
	if !ok {
		r.fail("%s is not a number", key)
		return nil
	}
	x, ok := new(big.Rat).SetString(string(n))
	if !ok {
		r.fail("%s %q is not a number", key, n)
		return nil
	}
	return x
}

// escape escapes a JSON pointer token.
func escape(tok string) string {
	return strings.ReplaceAll(strings.ReplaceAll(tok, "~", "~0"), "/", "~1")
}
