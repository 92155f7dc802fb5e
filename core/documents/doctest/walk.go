package doctest

import (
	"bytes"
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/roadcase/roadcase/core/documents"
)

// Decode decodes JSON keeping numbers as json.Number, as the framework does.
func Decode(raw []byte) (any, error) {
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		return nil, err
	}
	return v, nil
}

// walker walks a sample together with its schema.
type walker struct {
	root map[string]any
}

func newWalker(schema json.RawMessage) (*walker, error) {
	var root map[string]any
	if err := json.Unmarshal(schema, &root); err != nil {
		return nil, fmt.Errorf("schema: %w", err)
	}
	return &walker{root: root}, nil
}

// resolve returns node's keywords with its $ref chain followed; the node's own
// keywords win over the referenced schema's, as siblings of $ref narrow it.
func (w *walker) resolve(node any) map[string]any {
	n, ok := node.(map[string]any)
	if !ok {
		return map[string]any{}
	}
	ref, ok := n["$ref"].(string)
	if !ok {
		return n
	}
	target, err := documents.ResolveRef(w.root, ref)
	if err != nil || target == nil {
		return n
	}
	out := maps.Clone(w.resolve(target))
	for k, v := range n {
		if k != "$ref" {
			out[k] = v
		}
	}
	return out
}

// freeText reports whether a string schema accepts arbitrary text: type string
// without a format, a pattern, an enum or a const.
func freeText(n map[string]any) bool {
	if n["type"] != "string" {
		return false
	}
	for _, kw := range []string{"format", "pattern", "enum", "const"} {
		if _, ok := n[kw]; ok {
			return false
		}
	}
	return true
}

// fit shortens value to the schema's maxLength, counted in code points.
func fit(value string, n map[string]any) string {
	max, ok := n["maxLength"].(float64)
	if !ok || utf8.RuneCountInString(value) <= int(max) {
		return value
	}
	return string([]rune(value)[:int(max)])
}

// Pointer joins JSON pointer tokens, escaping "~" and "/".
func Pointer(tokens ...string) string {
	var b strings.Builder
	for _, t := range tokens {
		b.WriteByte('/')
		b.WriteString(strings.ReplaceAll(strings.ReplaceAll(t, "~", "~0"), "/", "~1"))
	}
	return b.String()
}

func child(ptr, tok string) string { return ptr + Pointer(tok) }

func index(ptr string, i int) string { return ptr + "/" + strconv.Itoa(i) }

func sortedProps(n map[string]any) (map[string]any, []string) {
	props, _ := n["properties"].(map[string]any)
	return props, slices.Sorted(maps.Keys(props))
}
