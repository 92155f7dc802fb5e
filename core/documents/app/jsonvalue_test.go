package app

import (
	"encoding/json"
	"math"
	"reflect"
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/documents/binding"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/core/records/demo"
)

// roundTrip is what jsonValue stands for: the JSON text of v, decoded.
func roundTrip(t *testing.T, v any) any {
	t.Helper()
	raw, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	d, err := decode(raw)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

func TestJSONValueIsTheJSONRoundTrip(t *testing.T) {
	t.Parallel()
	type named struct {
		A int    `json:"a"`
		B string `json:"b,omitempty"`
	}
	values := []any{
		nil, true, "plain", "bad \xff\xfe bytes \xe2\x82", "<html> & \u2028", 0, -42, int64(math.MaxInt64),
		int64(math.MinInt64), 0.1, math.Copysign(0, -1), 1e-7, 1.5e-6, 1e20, 1e21, 123456789.125, 2.5e-300, math.MaxFloat64,
		json.Number("12.50"), []string{"a", "\xff"}, []any{1, "x", nil, []any{}},
		[]map[string]any{{"k": 1.25}}, map[string]any{"nested": map[string]any{"\xffkey": []any{int64(7)}}},
		named{A: 1}, kernel.BasisPoints(1250), kernel.Date("2026-05-05"), map[string]int{"x": 1},
		time.Date(2026, 5, 5, 10, 0, 0, 0, time.UTC), []any(nil), map[string]any(nil), []string(nil),
		[]map[string]any{nil}, map[string]any{"empty": []any{}, "none": []string(nil)},
	}
	for _, v := range values {
		got, err := jsonValue(v)
		if err != nil {
			t.Fatalf("jsonValue(%#v): %v", v, err)
		}
		if want := roundTrip(t, v); !reflect.DeepEqual(got, want) {
			t.Errorf("jsonValue(%#v) = %#v, the JSON round trip gives %#v", v, got, want)
		}
	}
	for _, bad := range []any{math.NaN(), math.Inf(1), map[string]any{"x": math.Inf(-1)}} {
		if _, err := jsonValue(bad); err == nil {
			t.Errorf("jsonValue(%v) succeeded; json.Marshal refuses it", bad)
		}
	}
}

// TestEveryBinderGivesTheSameDataWithoutTheJSONText binds every type from a few
// records of every kind it accepts in the demo organizations and compares
// jsonValue with the JSON round trip.
func TestEveryBinderGivesTheSameDataWithoutTheJSONText(t *testing.T) {
	t.Parallel()
	now := time.Date(2026, 6, 1, 12, 0, 0, 0, time.UTC)
	bound := map[string]bool{}
	for _, org := range demo.Organizations() {
		ds := org.Data.Clone()
		ds.Sort()
		ix := binding.NewIndex(ds)
		ids := ds.IDs()
		for _, e := range binding.Catalog {
			for i, id := range ids[e.Kind] {
				if i == 3 {
					break
				}
				ref := refIn(ds, e.Kind, id)
				m, err := e.Bind(binding.Source{Ref: ref, OrgName: org.Name, Now: now, Index: ix})
				if err != nil {
					continue
				}
				got, err := jsonValue(m)
				if err != nil {
					t.Fatalf("%s from %s %s: %v", e.DocType, e.Kind, id, err)
				}
				if want := roundTrip(t, m); !reflect.DeepEqual(got, want) {
					t.Fatalf("%s from %s %s: jsonValue differs from the JSON round trip", e.DocType, e.Kind, id)
				}
				bound[e.DocType+"/"+string(e.Kind)] = true
			}
		}
	}
	if len(bound) != len(binding.Catalog) {
		t.Errorf("%d of the %d binders bound a demo record; every one should", len(bound), len(binding.Catalog))
	}
}

// refIn returns the ref of the record of kind k with id in ds, its project
// found as FindRef finds it: the record's own, or its show's.
func refIn(ds records.Dataset, k records.Kind, id kernel.ID) records.Ref {
	ref := records.Ref{Kind: k, ID: id}
	if k == records.KindProject {
		ref.ProjectID = id
		return ref
	}
	d := reflect.ValueOf(ds)
	for i := range d.NumField() {
		list := d.Field(i)
		if list.Kind() != reflect.Slice {
			continue
		}
		for j := range list.Len() {
			r := list.Index(j)
			if r.Kind() != reflect.Struct || r.FieldByName("ID").Interface() != id {
				continue
			}
			if p := r.FieldByName("ProjectID"); p.IsValid() {
				ref.ProjectID = p.Interface().(kernel.ID)
			} else if s := r.FieldByName("ShowID"); s.IsValid() {
				ref.ProjectID = withProject(records.Ref{Kind: records.KindShow, ID: s.Interface().(kernel.ID)}, ds).ProjectID
			}
			return ref
		}
	}
	return ref
}
