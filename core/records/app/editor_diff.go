package app

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"strconv"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/core/records/exchange"
)

// fieldChanges lists the fields of a record of kind k that differ between before
// and after (either may be empty: a create or a removal), in the export format's
// words and pointer order. References read as the label of the record they name
// when names holds it. The record's id and creation instant are not fields a
// writer changes and are left out.
func fieldChanges(k records.Kind, before, after, names records.Dataset) []records.FieldChange {
	from, to := flatFields(k, before), flatFields(k, after)
	keys := make([]string, 0, len(from)+len(to))
	for p := range from {
		keys = append(keys, p)
	}
	for p := range to {
		if _, ok := from[p]; !ok {
			keys = append(keys, p)
		}
	}
	slices.Sort(keys)
	labels := labeller(names)
	var out []records.FieldChange
	for _, p := range keys {
		if p == "/id" || p == "/created_at" || from[p] == to[p] {
			continue
		}
		out = append(out, records.FieldChange{Field: p, From: labels(from[p]), To: labels(to[p])})
	}
	return out
}

// flatFields returns the export form of the one record d holds as pointer →
// value text; nil when d holds none.
func flatFields(k records.Kind, d records.Dataset) map[string]string {
	if d.Rows() == 0 {
		return nil
	}
	raw, err := json.Marshal(exchange.Export(exchange.Organization{}, d))
	if err != nil {
		return nil
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	var doc map[string]any
	if dec.Decode(&doc) != nil {
		return nil
	}
	items, _ := doc[k.ExportName()].([]any)
	if len(items) == 0 {
		return nil
	}
	out := map[string]string{}
	flatten("", items[0], out)
	return out
}

// flatten writes v's scalars into out under their JSON pointers.
func flatten(at string, v any, out map[string]string) {
	switch x := v.(type) {
	case map[string]any:
		for key, item := range x {
			flatten(at+"/"+key, item, out)
		}
	case []any:
		for i, item := range x {
			flatten(at+"/"+strconv.Itoa(i), item, out)
		}
	case nil:
		out[at] = ""
	default:
		out[at] = fmt.Sprint(x)
	}
}

// labeller returns a function that names a value that is the id of a record
// names holds, and leaves any other value as it is.
func labeller(names records.Dataset) func(string) string {
	refs := map[kernel.ID]records.Kind{}
	for _, r := range names.Refs() {
		refs[r.ID] = r.Kind
	}
	return func(v string) string {
		if k, ok := refs[kernel.ID(v)]; ok {
			return names.Label(k, kernel.ID(v))
		}
		return v
	}
}
