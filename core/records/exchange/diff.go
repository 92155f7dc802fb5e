package exchange

import (
	"fmt"
	"reflect"
	"slices"
	"strconv"
	"strings"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// The log keeps each field's values as the export format writes them, typed
// (records.FieldChange.Type) and with the currency and zone they are in, and
// leaves writing them as people do (€12,500.00, 19:30 CET, 15.825%) to the
// pages: those are a locale's choices, made at the edge, while which field is
// money in which currency, or an instant on which clock, is knowledge of the
// records, which is why it is worked out here, as the change is made.

// FieldChanges lists the fields of a record of kind k that differ between before
// and after (either may be empty: a create or a removal), in the export format's
// words and pointer order. References read as the label of the record they name
// when names holds it; names also holds the records' project and shows, whose
// currency and zone a record without its own is in. The record's id and
// creation instant are not fields a writer changes and are left out. The
// activity log (the records' editor) and a spreadsheet import's preview
// (records/tabular) both say what a change does with it.
func FieldChanges(k records.Kind, before, after, names records.Dataset) []records.FieldChange {
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
		f, t := from[p], to[p]
		if p == "/id" || p == "/created_at" || f.text == t.text {
			continue
		}
		typ := t.typ
		if typ == "" {
			typ = f.typ
		}
		c := records.FieldChange{Field: p, From: f.text, To: t.text, Type: typ}
		switch typ {
		case records.ValueRef:
			c.From, c.To = labels(f.text), labels(t.text)
		case records.ValueMoney:
			c.FromCurrency, c.ToCurrency = currencyOf(from, names), currencyOf(to, names)
		case records.ValueInstant:
			c.FromZone, c.ToZone = zoneOf(p, from, names), zoneOf(p, to, names)
		}
		out = append(out, c)
	}
	return out
}

// flatField is one scalar of a record's export form: its text and type.
type flatField struct{ text, typ string }

// flatFields returns the export form of the one record d holds as pointer →
// field; nil when d holds none.
func flatFields(k records.Kind, d records.Dataset) map[string]flatField {
	if d.Rows() == 0 {
		return nil
	}
	doc := reflect.ValueOf(Export(Organization{}, d))
	for i := range doc.NumField() {
		if name, _ := jsonName(doc.Type().Field(i)); name == k.ExportName() {
			list := doc.Field(i)
			if list.Kind() != reflect.Slice || list.Len() == 0 {
				return nil
			}
			out := map[string]flatField{}
			flatten("", "", list.Index(0), out)
			return out
		}
	}
	return nil
}

// flatten writes v's scalars into out under their JSON pointers, as
// encoding/json would write them (an omitted empty value is left out); name
// is the JSON name of the field v is, or of the list it is an item of.
func flatten(at, name string, v reflect.Value, out map[string]flatField) {
	switch v.Kind() {
	case reflect.Pointer:
		if v.IsNil() {
			out[at] = flatField{"", typeOf(name, v.Type().Elem().Kind())}
			return
		}
		flatten(at, name, v.Elem(), out)
	case reflect.Struct:
		for i := range v.NumField() {
			key, omitEmpty := jsonName(v.Type().Field(i))
			if key == "" || (omitEmpty && v.Field(i).IsZero()) {
				continue
			}
			flatten(at+"/"+key, key, v.Field(i), out)
		}
	case reflect.Slice:
		for i := range v.Len() {
			flatten(at+"/"+strconv.Itoa(i), name, v.Index(i), out)
		}
	default:
		out[at] = flatField{fmt.Sprint(v.Interface()), typeOf(name, v.Kind())}
	}
}

// jsonName is the name a struct field has in JSON ("" for none) and whether it
// is left out when empty.
func jsonName(f reflect.StructField) (string, bool) {
	tag := f.Tag.Get("json")
	name, opts, _ := strings.Cut(tag, ",")
	if !f.IsExported() || name == "-" || name == "" {
		return "", false
	}
	return name, strings.Contains(opts, "omitempty")
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
