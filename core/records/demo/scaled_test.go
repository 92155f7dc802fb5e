package demo_test

import (
	"reflect"
	"testing"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/core/records/demo"
)

// rows counts records and their children (tiers, rooms, invoice lines, payments):
// the rows a store writes.
func rows(d records.Dataset) (records, children int) {
	for _, n := range d.Count() {
		records += n
	}
	return records, len(allIDs(d)) - records
}

func TestScaledIsDeterministic(t *testing.T) {
	t.Parallel()
	o := demo.Organizations()[0]
	if !reflect.DeepEqual(demo.Scaled(o, 3), demo.Scaled(o, 3)) {
		t.Fatal("two calls gave different datasets")
	}
}

func TestScaledAddsOneTwentyShowTourPerUnit(t *testing.T) {
	t.Parallel()
	o := demo.Organizations()[0]
	tests := []struct {
		name            string
		n               int
		projects, shows int
	}{
		{"zero units add nothing", 0, 0, 0},
		{"a negative count adds nothing", -3, 0, 0},
		{"one unit adds one tour of 20 shows", 1, 1, 20},
		{"five units add five tours", 5, 5, 100},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			d := demo.Scaled(o, tt.n)
			if len(d.Projects) != tt.projects || len(d.Shows) != tt.shows {
				t.Fatalf("%d projects and %d shows, want %d and %d", len(d.Projects), len(d.Shows), tt.projects, tt.shows)
			}
		})
	}
}

func TestScaledIsValidAloneAndWithTheBaseDataWithoutCollisions(t *testing.T) {
	t.Parallel()
	for _, o := range demo.Organizations() {
		scaled := demo.Scaled(o, 4)
		if err := scaled.Validate(nil); err != nil {
			t.Fatalf("%s alone: %v", o.Slug, err)
		}
		merged := merge(o.Data, scaled)
		if err := merged.Validate(nil); err != nil {
			e, _ := kernel.AsError(err)
			t.Fatalf("%s with its base data: %v %+v", o.Slug, err, e.Fields[:min(5, len(e.Fields))])
		}
		eachRecord(scaled, func(kind string, r reflect.Value) {
			if got := kernel.ID(r.FieldByName("OrgID").String()); got != o.ID {
				t.Fatalf("%s: a scaled %s belongs to %s", o.Slug, kind, got)
			}
		})
	}
}

func TestScaledUnitsKeepTheirIdsAsTheCountGrows(t *testing.T) {
	t.Parallel()
	o := demo.Organizations()[1]
	small, large := demo.Scaled(o, 2), demo.Scaled(o, 3)
	ids := map[kernel.ID]bool{}
	for _, id := range allIDs(large) {
		ids[id] = true
	}
	for _, id := range allIDs(small) {
		if !ids[id] {
			t.Fatalf("id %s of Scaled(2) is not in Scaled(3)", id)
		}
	}
	other := demo.Scaled(demo.Organizations()[0], 2)
	for _, id := range allIDs(other) {
		if ids[id] {
			t.Fatalf("id %s is generated for both organizations", id)
		}
	}
}

func TestScaledTwentyGivesTenThousandRows(t *testing.T) {
	t.Parallel()
	recs, children := rows(demo.Scaled(demo.Organizations()[0], 20))
	if recs+children < 10000 {
		t.Fatalf("%d records and %d children, want 10,000 rows or more", recs, children)
	}
	t.Logf("Scaled(20): %d records, %d children, %d rows", recs, children, recs+children)
	for _, o := range demo.Organizations() {
		r, c := rows(o.Data)
		t.Logf("%s: %d records, %d children, %d rows", o.Slug, r, c, r+c)
	}
}

// merge returns a dataset with the records of both.
func merge(a, b records.Dataset) records.Dataset {
	out := reflect.New(reflect.TypeOf(a)).Elem()
	va, vb := reflect.ValueOf(a), reflect.ValueOf(b)
	for i := range out.NumField() {
		if va.Field(i).Kind() != reflect.Slice {
			out.Field(i).Set(va.Field(i)) // the profile: a's
			continue
		}
		out.Field(i).Set(reflect.AppendSlice(reflect.AppendSlice(reflect.MakeSlice(va.Field(i).Type(), 0, 0), va.Field(i)), vb.Field(i)))
	}
	return out.Interface().(records.Dataset)
}
