package doctest

import (
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// RequiredPointers returns the JSON pointer of every required property that sample
// holds, at any depth (inside every element of every array), sorted.
func RequiredPointers(schema, sample json.RawMessage) ([]string, error) {
	w, err := newWalker(schema)
	if err != nil {
		return nil, err
	}
	data, err := Decode(sample)
	if err != nil {
		return nil, err
	}
	var out []string
	w.required(w.root, data, "", &out)
	slices.Sort(out)
	return out, nil
}

func (w *walker) required(node, data any, ptr string, out *[]string) {
	n := w.resolve(node)
	switch d := data.(type) {
	case map[string]any:
		req, _ := n["required"].([]any)
		for _, r := range req {
			if name, ok := r.(string); ok {
				if _, present := d[name]; present {
					*out = append(*out, child(ptr, name))
				}
			}
		}
		props, names := sortedProps(n)
		for _, name := range names {
			if v, ok := d[name]; ok {
				w.required(props[name], v, child(ptr, name), out)
			}
		}
	case []any:
		for i := range d {
			w.required(n["items"], d[i], index(ptr, i), out)
		}
	}
}

// Without returns a copy of sample with the value at the JSON pointer removed.
func Without(sample json.RawMessage, pointer string) (json.RawMessage, error) {
	data, err := Decode(sample)
	if err != nil {
		return nil, err
	}
	if !strings.HasPrefix(pointer, "/") {
		return nil, fmt.Errorf("pointer %q does not start with /", pointer)
	}
	toks := strings.Split(pointer[1:], "/")
	for i, t := range toks {
		toks[i] = strings.ReplaceAll(strings.ReplaceAll(t, "~1", "/"), "~0", "~")
	}
	parent := data
	for _, t := range toks[:len(toks)-1] {
		switch p := parent.(type) {
		case map[string]any:
			parent = p[t]
		case []any:
			i, err := strconv.Atoi(t)
			if err != nil || i >= len(p) {
				return nil, fmt.Errorf("pointer %q: no element %q", pointer, t)
			}
			parent = p[i]
		default:
			return nil, fmt.Errorf("pointer %q: %q is inside a leaf", pointer, t)
		}
	}
	obj, ok := parent.(map[string]any)
	if !ok {
		return nil, fmt.Errorf("pointer %q does not name an object member", pointer)
	}
	last := toks[len(toks)-1]
	if _, ok := obj[last]; !ok {
		return nil, fmt.Errorf("pointer %q: no member %q", pointer, last)
	}
	delete(obj, last)
	return json.Marshal(data)
}
