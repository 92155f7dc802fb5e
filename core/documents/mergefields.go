package documents

import (
	"encoding/json"
	"fmt"
	"maps"
	"slices"
)

// MergeFields derives the merge-field paths of a schema: the path of every leaf
// value a document can hold. Nested properties are joined with dots ("venue.name"),
// array items are marked with "[]" ("schedule[].starts_at", "tags[]"), local
// "$ref"s are followed (a recursive reference ends in a leaf), and the branches of
// allOf, anyOf, oneOf, then, else and dependentSchemas add their paths to the
// union. An object schema without properties is itself a leaf. The result is
// sorted and free of duplicates.
func MergeFields(schema json.RawMessage) ([]string, error) {
	var root map[string]any
	if err := json.Unmarshal(schema, &root); err != nil {
		return nil, fmt.Errorf("schema is not a JSON object: %w", err)
	}
	w := mergeWalker{root: root, paths: map[string]struct{}{}}
	if err := w.walk(root, "", nil); err != nil {
		return nil, err
	}
	return slices.Sorted(maps.Keys(w.paths)), nil
}

type mergeWalker struct {
	root  map[string]any
	paths map[string]struct{}
}

// branchKeywords hold subschemas that describe the same value as their parent.
var branchKeywords = []string{"allOf", "anyOf", "oneOf"}

func (w *mergeWalker) walk(node any, path string, refs []string) error {
	n, ok := node.(map[string]any)
	if !ok { // a boolean schema accepts anything: a leaf
		w.leaf(path)
		return nil
	}
	expanded := false
	if ref, ok := n["$ref"].(string); ok {
		expanded = true
		if slices.Contains(refs, ref) {
			w.leaf(path)
		} else {
			target, err := ResolveRef(w.root, ref)
			if err != nil {
				return err
			}
			if err := w.walk(target, path, append(refs, ref)); err != nil {
				return err
			}
		}
	}
	var subs []any
	for _, kw := range branchKeywords {
		if list, ok := n[kw].([]any); ok {
			subs = append(subs, list...)
		}
	}
	for _, kw := range []string{"then", "else"} {
		if s, ok := n[kw]; ok {
			subs = append(subs, s)
		}
	}
	if deps, ok := n["dependentSchemas"].(map[string]any); ok {
		for _, k := range slices.Sorted(maps.Keys(deps)) {
			subs = append(subs, deps[k])
		}
	}
	for _, s := range subs {
		expanded = true
		if err := w.walk(s, path, refs); err != nil {
			return err
		}
	}
	if props, ok := n["properties"].(map[string]any); ok && len(props) > 0 {
		expanded = true
		for _, name := range slices.Sorted(maps.Keys(props)) {
			if err := w.walk(props[name], join(path, name), refs); err != nil {
				return err
			}
		}
	}
	var items []any
	if it, ok := n["items"]; ok {
		items = append(items, it)
	}
	if pre, ok := n["prefixItems"].([]any); ok {
		items = append(items, pre...)
	}
	for _, it := range items {
		expanded = true
		if err := w.walk(it, path+"[]", refs); err != nil {
			return err
		}
	}
	if !expanded {
		w.leaf(path)
	}
	return nil
}

func (w *mergeWalker) leaf(path string) {
	if path != "" {
		w.paths[path] = struct{}{}
	}
}

func join(path, name string) string {
	if path == "" {
		return name
	}
	return path + "." + name
}
