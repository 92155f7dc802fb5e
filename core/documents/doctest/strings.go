package doctest

import (
	"encoding/json"
	"slices"
)

// Hostile is a value that breaks out of HTML text, of both kinds of quoted
// attribute and of a script context if it is not escaped.
const Hostile = `<script>alert(1)</script>"'&</title><!--`

// WithStrings returns a copy of sample in which every free-text string field (type
// string without format, pattern, enum or const) holds value, cut to the field's
// maxLength: the ones the sample has, and the optional ones of the objects it has.
// Fields named in except keep their value. It also returns the JSON pointers it
// set, sorted. Strings inside anyOf or oneOf branches are left alone.
func WithStrings(schema, sample json.RawMessage, value string, except ...string) (json.RawMessage, []string, error) {
	w, err := newWalker(schema)
	if err != nil {
		return nil, nil, err
	}
	data, err := Decode(sample)
	if err != nil {
		return nil, nil, err
	}
	var set []string
	data = w.fill(w.root, data, "", value, except, &set)
	out, err := json.Marshal(data)
	if err != nil {
		return nil, nil, err
	}
	slices.Sort(set)
	return out, set, nil
}

func (w *walker) fill(node, data any, ptr, value string, except []string, set *[]string) any {
	n := w.resolve(node)
	switch d := data.(type) {
	case map[string]any:
		props, names := sortedProps(n)
		for _, name := range names {
			if slices.Contains(except, name) {
				continue
			}
			p := w.resolve(props[name])
			if v, ok := d[name]; ok {
				d[name] = w.fill(props[name], v, child(ptr, name), value, except, set)
			} else if freeText(p) {
				d[name] = fit(value, p)
				*set = append(*set, child(ptr, name))
			}
		}
		return d
	case []any:
		for i := range d {
			d[i] = w.fill(n["items"], d[i], index(ptr, i), value, except, set)
		}
		return d
	case string:
		if freeText(n) {
			*set = append(*set, ptr)
			return fit(value, n)
		}
	}
	return data
}
