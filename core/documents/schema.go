package documents

import (
	"fmt"
	"strconv"
	"strings"
)

// ResolveRef returns the schema node that a local reference such as "#/$defs/money"
// points at inside root, the schema document decoded into maps. Only references
// within the same document are supported: every type's schema is self-contained.
func ResolveRef(root map[string]any, ref string) (any, error) {
	if ref == "#" {
		return root, nil
	}
	if !strings.HasPrefix(ref, "#/") {
		return nil, fmt.Errorf("reference %q is not local to the schema (want \"#/...\")", ref)
	}
	var node any = root
	for _, tok := range strings.Split(ref[2:], "/") {
		tok = strings.ReplaceAll(strings.ReplaceAll(tok, "~1", "/"), "~0", "~")
		switch n := node.(type) {
		case map[string]any:
			next, ok := n[tok]
			if !ok {
				return nil, fmt.Errorf("reference %q: no %q", ref, tok)
			}
			node = next
		case []any:
			i, err := strconv.Atoi(tok)
			if err != nil || i < 0 || i >= len(n) {
				return nil, fmt.Errorf("reference %q: no index %q", ref, tok)
			}
			node = n[i]
		default:
			return nil, fmt.Errorf("reference %q: %q is inside a leaf", ref, tok)
		}
	}
	return node, nil
}
