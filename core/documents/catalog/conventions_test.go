package catalog

import (
	"encoding/json"
	"fmt"
	"io/fs"
	"maps"
	"path"
	"regexp"
	"slices"
	"testing"

	"github.com/roadcase/roadcase/core/documents"
)

// knownKeywords are the draft 2020-12 keywords a type schema may use; anything else
// is almost always a misspelling that the validator would silently ignore.
var knownKeywords = []string{
	"$schema", "$id", "$defs", "$ref", "$comment", "title", "description", "examples", "default",
	"deprecated", "readOnly", "writeOnly", "type", "enum", "const", "properties", "required",
	"additionalProperties", "patternProperties", "propertyNames", "minProperties", "maxProperties",
	"dependentRequired", "dependentSchemas", "items", "prefixItems", "contains", "minContains",
	"maxContains", "minItems", "maxItems", "uniqueItems", "minLength", "maxLength", "pattern",
	"format", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf",
	"allOf", "anyOf", "oneOf", "not", "if", "then", "else",
}

var snakeCase = regexp.MustCompile(`^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$`)

// conventionChecker walks one schema and collects breaches of the conventions.
type conventionChecker struct {
	root     map[string]any
	problems []string
}

func (c *conventionChecker) add(path, format string, args ...any) {
	c.problems = append(c.problems, path+": "+fmt.Sprintf(format, args...))
}

func (c *conventionChecker) node(path string, n map[string]any, property bool) {
	for k := range n {
		if !slices.Contains(knownKeywords, k) {
			c.add(path, "unknown keyword %q", k)
		}
	}
	if property {
		for _, k := range []string{"title", "description"} {
			if s, _ := n[k].(string); s == "" {
				c.add(path, "property has no %s", k)
			}
		}
	}
	ref, hasRef := n["$ref"].(string)
	if hasRef && ref == "#/$defs/money" {
		if _, ok := n["minimum"]; ok {
			c.add(path, "minimum next to a money $ref")
		}
	}
	switch n["type"] {
	case "object":
		if n["additionalProperties"] != false {
			c.add(path, `object without "additionalProperties": false`)
		}
	case "string":
		if _, ok := n["maxLength"]; !ok && n["enum"] == nil && n["const"] == nil {
			c.add(path, "string without maxLength")
		}
		if f := n["format"]; f == "time" {
			c.add(path, `format "time" is not used; use date-time`)
		}
	case "array":
		if _, ok := n["maxItems"]; !ok {
			c.add(path, "array without maxItems")
		}
	case "integer", "number":
		c.figure(path, n)
	}
	if props, ok := n["properties"].(map[string]any); ok {
		for _, name := range slices.Sorted(maps.Keys(props)) {
			if !snakeCase.MatchString(name) {
				c.add(path, "property %q is not snake_case", name)
			}
			if p, ok := props[name].(map[string]any); ok {
				c.node(path+"/properties/"+name, p, true)
			}
		}
	}
	if items, ok := n["items"].(map[string]any); ok {
		c.node(path+"/items", items, false)
	}
	for _, kw := range []string{"anyOf", "oneOf", "allOf"} {
		if list, ok := n[kw].([]any); ok {
			for i, s := range list {
				if m, ok := s.(map[string]any); ok {
					c.node(fmt.Sprintf("%s/%s/%d", path, kw, i), m, false)
				}
			}
		}
	}
	if defs, ok := n["$defs"].(map[string]any); ok {
		for _, name := range slices.Sorted(maps.Keys(defs)) {
			if d, ok := defs[name].(map[string]any); ok {
				c.node(path+"/$defs/"+name, d, false)
			}
		}
	}
}

// usesFormat reports whether any node of the schema has the format f.
func usesFormat(n any, f string) bool {
	switch v := n.(type) {
	case map[string]any:
		if v["format"] == f {
			return true
		}
		for _, c := range v {
			if usesFormat(c, f) {
				return true
			}
		}
	case []any:
		for _, c := range v {
			if usesFormat(c, f) {
				return true
			}
		}
	}
	return false
}

// TestSchemasFollowTheConventions checks every type's schema against the shared
// conventions: closed objects, titled and described properties, bounded strings
// (formatted ones too), arrays and figures (see figure), snake_case names, known
// keywords only, money through $defs/money with a non-negative amount, a
// required top-level time_zone wherever date-times appear, and a finite bound on
// the size of every valid document (documents.MaxEncodedSize).
func TestSchemasFollowTheConventions(t *testing.T) {
	t.Parallel()
	for _, typ := range parsedTypes(t) {
		t.Run(typ.Key, func(t *testing.T) {
			t.Parallel()
			var root map[string]any
			if err := json.Unmarshal(typ.Schema, &root); err != nil {
				t.Fatal(err)
			}
			ch := &conventionChecker{root: root}
			ch.node("#", root, false)
			if usesFormat(root, "date-time") {
				props, _ := root["properties"].(map[string]any)
				req, _ := root["required"].([]any)
				if _, ok := props["time_zone"]; !ok || !slices.Contains(req, any("time_zone")) {
					ch.add("#", "date-time fields without a required top-level time_zone")
				}
			}
			if defs, ok := root["$defs"].(map[string]any); ok {
				for name, lowest := range map[string]float64{"money": 0, "signed_money": -maxAmount} {
					m, ok := defs[name].(map[string]any)
					if !ok {
						continue
					}
					props, _ := m["properties"].(map[string]any)
					amount, _ := props["amount"].(map[string]any)
					if amount["type"] != "integer" || amount["minimum"] != lowest || amount["maximum"] != float64(maxAmount) {
						ch.add("#/$defs/"+name, "amount is not an integer from %v to %v minor units", lowest, float64(maxAmount))
					}
				}
			}
			if _, err := documents.MaxEncodedSize(typ.Schema); err != nil {
				ch.add("#", "the size of a valid document is unbounded: %v", err)
			}
			for _, p := range ch.problems {
				t.Error(p)
			}
		})
	}
}

// parsedTypes parses every embedded type file on its own, so that the conventions
// of each are checked even while the set as a whole does not load.
func parsedTypes(t *testing.T) []documents.Type {
	t.Helper()
	names, err := fs.Glob(files, "types/*.json")
	if err != nil {
		t.Fatal(err)
	}
	var out []documents.Type
	for _, name := range names {
		data, _ := fs.ReadFile(files, name)
		typ, err := documents.ParseType(path.Base(name), data)
		if err != nil {
			t.Errorf("%v", err)
			continue
		}
		out = append(out, typ)
	}
	return out
}
