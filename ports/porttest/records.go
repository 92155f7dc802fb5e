package porttest

import (
	"context"
	"fmt"
	"reflect"
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/ports"
)

// recordCases returns the RecordStore contract. Each case starts on a backend
// whose identity store holds RecordOrganizations (Run creates them), and writes
// into those two.
//
// Loaded datasets must come in the order of records.Dataset.Sort; they are
// compared with every instant in UTC at microsecond precision and empty slices
// equal to nil.
func recordCases() []contractCase {
	var cases []contractCase
	cases = append(cases, recordRoundTripCases...)
	cases = append(cases, recordFilterCases...)
	cases = append(cases, recordShowScopeCases...)
	cases = append(cases, recordScopeValueCases...)
	cases = append(cases, recordKindsCases...)
	cases = append(cases, recordIsolationCases...)
	cases = append(cases, recordInsertCases...)
	cases = append(cases, recordLookupCases...)
	cases = append(cases, recordTxCases...)
	cases = append(cases, recordMoneyCases...)
	cases = append(cases, recordProfileCases...)
	cases = append(cases, recordProfileWriteCases...)
	cases = append(cases, recordRevisionCases...)
	cases = append(cases, recordWriteCases()...)
	cases = append(cases, recordListCases()...)
	cases = append(cases, recordInvoiceCases...)
	return cases
}

// recordOrgIDs returns the ids of the suite's two organizations.
func recordOrgIDs() (north, south kernel.ID) {
	orgs := RecordOrganizations()
	return orgs[0].ID, orgs[1].ID
}

// recordInsert inserts org's fixture dataset, failing the test on an error.
func recordInsert(t *testing.T, ctx context.Context, s ports.RecordStore, org kernel.ID) records.Dataset {
	t.Helper()
	d := RecordDataset(org)
	recordMust(t, s.InsertDataset(ctx, org, d, false))
	return d
}

// recordIDs returns the ids of org's fixture records named keys.
func recordIDs(org kernel.ID, keys ...string) []kernel.ID {
	out := make([]kernel.ID, len(keys))
	for i, k := range keys {
		out[i] = RecordID(org, k)
	}
	return out
}

func recordMust(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
}

func recordWantKind(t *testing.T, what string, err error, k kernel.Kind) {
	t.Helper()
	if !kernel.IsKind(err, k) {
		t.Errorf("%s: error = %v (kind %v), want kind %v", what, err, kernel.KindOf(err), k)
	}
}

func recordWantEqual(t *testing.T, what string, got, want any) {
	t.Helper()
	if !reflect.DeepEqual(got, want) {
		t.Errorf("%s:\n got %+v\nwant %+v", what, got, want)
	}
}

// recordLoad loads org's records matching f, failing the test on an error.
func recordLoad(t *testing.T, ctx context.Context, s ports.RecordStore, org kernel.ID, f records.DatasetFilter) records.Dataset {
	t.Helper()
	d, err := s.LoadDataset(ctx, org, f)
	recordMust(t, err)
	return d
}

// recordWantDataset compares the dataset a store returned with the one expected
// and reports the first difference of each kind, so a failure names the record
// that differs, and any difference of the legal profile. Both are compared with
// instants in UTC at microsecond precision and empty slices nil; want is sorted,
// got is not, so got must come in stable order.
func recordWantDataset(t *testing.T, what string, got, want records.Dataset) {
	t.Helper()
	g, w := recordComparable(got), recordComparable(want)
	w.Sort()
	gv, wv := reflect.ValueOf(g), reflect.ValueOf(w)
	for i := range gv.NumField() {
		name := gv.Type().Field(i).Name
		gs, ws := gv.Field(i), wv.Field(i)
		if gs.Kind() != reflect.Slice {
			if !reflect.DeepEqual(gs.Interface(), ws.Interface()) {
				t.Errorf("%s: %s differs:\n got %+v\nwant %+v", what, name, gs.Interface(), ws.Interface())
			}
			continue
		}
		if gs.Len() != ws.Len() {
			t.Errorf("%s: %d %s, want %d\n got %s\nwant %s", what, gs.Len(), name, ws.Len(),
				recordIDList(gs), recordIDList(ws))
			continue
		}
		for j := range gs.Len() {
			if !reflect.DeepEqual(gs.Index(j).Interface(), ws.Index(j).Interface()) {
				t.Errorf("%s: %s[%d] differs:\n got %+v\nwant %+v", what, name, j,
					gs.Index(j).Interface(), ws.Index(j).Interface())
				break
			}
		}
	}
}

func recordIDList(s reflect.Value) string {
	ids := make([]string, s.Len())
	for i := range s.Len() {
		ids[i] = fmt.Sprint(s.Index(i).FieldByName("ID").Interface())
	}
	return fmt.Sprint(ids)
}

// recordComparable returns a deep copy of d with every instant in UTC at
// microsecond precision and every empty slice nil.
func recordComparable(d records.Dataset) records.Dataset {
	c := d.Clone()
	recordWalk(reflect.ValueOf(&c).Elem())
	return c
}

var timeType = reflect.TypeFor[time.Time]()

// recordWalk normalises every time.Time and slice reachable from v in place.
func recordWalk(v reflect.Value) {
	switch {
	case v.Type() == timeType:
		t := v.Interface().(time.Time)
		v.Set(reflect.ValueOf(t.UTC().Truncate(time.Microsecond)))
	case v.Kind() == reflect.Pointer && !v.IsNil():
		recordWalk(v.Elem())
	case v.Kind() == reflect.Struct:
		for i := range v.NumField() {
			recordWalk(v.Field(i))
		}
	case v.Kind() == reflect.Slice:
		if v.Len() == 0 {
			v.Set(reflect.Zero(v.Type()))
			return
		}
		for i := range v.Len() {
			recordWalk(v.Index(i))
		}
	}
}
