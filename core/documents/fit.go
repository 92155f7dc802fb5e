package documents

import (
	"encoding/json"
	"fmt"
	"unicode/utf8"
)

// Ellipsis ends a string that Fit shortened.
const Ellipsis = "…"

// Fit shortens data bound from records to the size limits of schema, so that a
// record whose text or lists outgrow a document still renders: a free-text
// string longer than its maxLength keeps its first maxLength−1 characters and
// ends with Ellipsis; an array longer than its maxItems keeps its first maxItems
// items, as binders already cut their lists. Strings with a format, pattern,
// enum or const are left alone (cutting one would make it invalid), and so is
// everything else: Fit only ever shortens. data must be decoded JSON (maps,
// slices, strings, json.Number…); Fit changes it in place and returns it.
//
// Fit is for bound data only. Data a caller posts is never cut: a violation of
// maxLength or maxItems is the caller's to fix (422).
func Fit(schema json.RawMessage, data any) (any, error) {
	f, err := NewFitter(schema)
	if err != nil {
		return nil, err
	}
	return f.Fit(data), nil
}

// Fitter fits data to one schema (see Fit). It decodes the schema once: a
// schema with the time_zone enum takes longer to decode than a document to bind,
// so a service keeps one Fitter per type.
type Fitter struct{ f fitter }

// NewFitter decodes schema for Fit. It fails when schema is not a JSON object.
func NewFitter(schema json.RawMessage) (*Fitter, error) {
	var root map[string]any
	if err := json.Unmarshal(schema, &root); err != nil {
		return nil, fmt.Errorf("schema is not a JSON object: %w", err)
	}
	return &Fitter{f: fitter{root: root}}, nil
}

// Fit shortens data to the schema's limits, as Fit does; safe for concurrent use.
func (f *Fitter) Fit(data any) any { return f.f.fit(f.f.root, data, 0) }

// maxFitDepth stops Fit in a schema whose references recur.
const maxFitDepth = 64

type fitter struct{ root map[string]any }

// fit shortens v to the schema node n.
func (f fitter) fit(n any, v any, depth int) any {
	m, ok := n.(map[string]any)
	if !ok || depth > maxFitDepth {
		return v
	}
	if ref, ok := m["$ref"].(string); ok {
		if target, err := ResolveRef(f.root, ref); err == nil {
			v = f.fit(target, v, depth+1)
		}
	}
	switch x := v.(type) {
	case string:
		return fitString(m, x)
	case []any:
		if limit, ok := m["maxItems"].(float64); ok && float64(len(x)) > limit {
			x = x[:int(limit)]
		}
		for i := range x {
			x[i] = f.fit(m["items"], x[i], depth+1)
		}
		return x
	case map[string]any:
		props, _ := m["properties"].(map[string]any)
		for name, child := range x {
			if p, ok := props[name]; ok {
				x[name] = f.fit(p, child, depth+1)
			}
		}
		return x
	}
	return v
}

// fitString cuts a free-text string to the maxLength of m.
func fitString(m map[string]any, s string) string {
	limit, ok := m["maxLength"].(float64)
	if !ok || limit < 1 || float64(utf8.RuneCountInString(s)) <= limit {
		return s
	}
	for _, kw := range []string{"format", "pattern", "enum", "const"} {
		if _, ok := m[kw]; ok {
			return s
		}
	}
	keep := int(limit) - 1
	for i := range s {
		if keep == 0 {
			return s[:i] + Ellipsis
		}
		keep--
	}
	return s
}
