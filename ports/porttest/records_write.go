package porttest

import (
	"context"
	"slices"
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/ports"
)

// The RecordWriter contract: writes one record at a time, each checked against
// the version its writer started from, the activity log, the revision, and how
// writes meet transactions and each other (records_write_*.go).

// recordWriteAt is the instant of the suite's first activity entry; each later
// write is a minute after the one before.
var recordWriteAt = time.Date(2026, 6, 1, 9, 0, 0, 0, time.UTC)

// recordWriter writes changes into one organization's records, numbering their
// activity entries' instants.
type recordWriter struct {
	s      ports.RecordStore
	org    kernel.ID
	writes int
}

// refOf returns the Ref of the record of kind k with key in d.
func (w *recordWriter) refOf(d records.Dataset, k records.Kind, key string) records.Ref {
	id := RecordID(w.org, key)
	for _, r := range d.Refs() {
		if r.Kind == k && r.ID == id {
			return r
		}
	}
	return records.Ref{Kind: k, ID: id}
}

// write applies an action to the record of ref starting from version, with
// one (the record alone) for a create or a change, and logs it as the suite's
// actor at the writer's next instant.
func (w *recordWriter) write(ctx context.Context, ref records.Ref, action records.Action, version int, one records.Dataset) (records.Activity, error) {
	a := w.activity(ref, action, version)
	err := w.s.WriteRecord(ctx, w.org, records.Change{Ref: ref, Version: version, Action: action, Record: one}, a)
	return a, err
}

// activity returns the entry of a write, as the store should keep it.
func (w *recordWriter) activity(ref records.Ref, action records.Action, version int) records.Activity {
	w.writes++
	after := version + 1
	if action == records.ActionRemove {
		after = version
	}
	if ref.Kind == records.KindProject {
		ref.ProjectID = ref.ID
	}
	return records.Activity{ID: kernel.NewID(), OrgID: w.org, Ref: ref, Label: "Record " + string(ref.ID)[:8],
		Action: action, Version: after, ActorID: RecordID(w.org, "actor"), ActorName: "Mara Voss",
		At: recordWriteAt.Add(time.Duration(w.writes) * time.Minute),
		Fields: []records.FieldChange{{Field: "/notes", From: "before", To: "after"},
			{Field: "/deal/guarantee", From: "1000000", To: "1250000", Type: records.ValueMoney, FromCurrency: "EUR", ToCurrency: "GBP"},
			{Field: "/doors_at", From: "2026-05-02T17:30:00Z", To: "", Type: records.ValueInstant, FromZone: "Europe/Berlin"}}}
}

// recordOne returns the record of kind k with key in org's d, alone, failing the
// test when d has none.
func recordOne(t *testing.T, d records.Dataset, org kernel.ID, k records.Kind, key string) records.Dataset {
	t.Helper()
	one, ok := d.Record(k, RecordID(org, key))
	if !ok {
		t.Fatalf("the dataset has no %s %s", k, key)
	}
	return one.Clone()
}

// recordWantVersion checks the version of org's record key.
func recordWantVersion(t *testing.T, ctx context.Context, s ports.RecordStore, org kernel.ID, key string, want int) {
	t.Helper()
	v, err := s.RecordVersion(ctx, org, RecordID(org, key))
	recordMust(t, err)
	if v != want {
		t.Errorf("version of %s = %d, want %d", key, v, want)
	}
}

// recordActivity returns org's activity log entries matching f.
func recordActivity(t *testing.T, ctx context.Context, s ports.RecordStore, org kernel.ID, f records.ActivityFilter) []records.Activity {
	t.Helper()
	got, err := s.FindActivity(ctx, org, f)
	recordMust(t, err)
	return got
}

// recordWantCode checks an error's kind and code.
func recordWantCode(t *testing.T, what string, err error, k kernel.Kind, code string) {
	t.Helper()
	e, ok := kernel.AsError(err)
	if !ok || e.Kind != k || e.Code != code {
		t.Errorf("%s: error = %v, want kind %v code %q", what, err, k, code)
	}
}

// recordNewestFirst returns entries newest first, as FindActivity orders them.
func recordNewestFirst(entries ...records.Activity) []records.Activity {
	out := slices.Clone(entries)
	slices.SortFunc(out, func(x, y records.Activity) int {
		if c := y.At.Compare(x.At); c != 0 {
			return c
		}
		switch {
		case x.ID > y.ID:
			return -1
		case x.ID < y.ID:
			return 1
		}
		return 0
	})
	return out
}

// recordWriteCases returns the RecordWriter contract.
func recordWriteCases() []contractCase {
	var cases []contractCase
	cases = append(cases, recordWriteBasicCases...)
	cases = append(cases, recordWriteReplaceCases...)
	cases = append(cases, recordWriteRefusedCases...)
	cases = append(cases, recordWriteConcurrentCases...)
	cases = append(cases, recordWriteActivityCases...)
	cases = append(cases, recordActivityAppendCases...)
	cases = append(cases, recordSettlementLockCases...)
	return cases
}
