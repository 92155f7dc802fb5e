package catalog

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/roadcase/roadcase/core/documents"
)

// TestZoneFieldsAreMergeFieldLeaves checks that every time zone property of every
// type, nested ones included, is a merge field of its own: the shared enum it
// refers to is a leaf, not an object to descend into.
func TestZoneFieldsAreMergeFieldLeaves(t *testing.T) {
	t.Parallel()
	c, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	found := 0
	for _, typ := range c.Types() {
		var root map[string]any
		if err := json.Unmarshal(typ.Schema, &root); err != nil {
			t.Fatal(err)
		}
		for _, path := range zonePaths(root, root, "", 0) {
			found++
			if !slices.Contains(typ.MergeFields, path) {
				t.Errorf("%s: the zone field %s is not a merge field", typ.Key, path)
			}
		}
	}
	if found < 20 {
		t.Errorf("only %d zone fields found; the catalog has more", found)
	}
}

// zonePaths lists the merge-field paths of the zone properties below node.
func zonePaths(root map[string]any, node any, path string, depth int) []string {
	n, ok := node.(map[string]any)
	if !ok || depth > 16 {
		return nil
	}
	if ref, ok := n["$ref"].(string); ok && ref != documents.TimeZoneRef {
		target, _ := documents.ResolveRef(root, ref)
		return zonePaths(root, target, path, depth+1)
	}
	var out []string
	props, _ := n["properties"].(map[string]any)
	for name, p := range props {
		full := strings.TrimPrefix(path+"."+name, ".")
		if name == "time_zone" || strings.HasSuffix(name, "_time_zone") {
			out = append(out, full)
			continue
		}
		out = append(out, zonePaths(root, p, full, depth+1)...)
	}
	if items, ok := n["items"]; ok {
		out = append(out, zonePaths(root, items, path+"[]", depth+1)...)
	}
	return out
}
