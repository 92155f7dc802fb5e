package porttest

import (
	"context"
	"testing"

	"github.com/roadcase/roadcase/core/records"
)

var recordWriteBasicCases = []contractCase{
	{name: "WriteRecord creates a record at version 1, logs it and changes the revision",
		run: func(t *testing.T, ctx context.Context, b Backend) {
			north, _ := recordOrgIDs()
			d := recordInsert(t, ctx, b.Records, north)
			w := &recordWriter{s: b.Records, org: north}
			before := recordRevision(t, ctx, b.Records, north)
			venue := records.Dataset{Venues: []records.Venue{recordBuilder{org: north}.venue(
				"venue-new", "New Hall", "DE", "Europe/Berlin", 900, recordBuilder{org: north}.contact("person-5", "booker"))}}
			a, err := w.write(ctx, w.refOf(venue, records.KindVenue, "venue-new"), records.ActionCreate, 0, venue)
			recordMust(t, err)
			recordWantVersion(t, ctx, b.Records, north, "venue-new", 1)
			recordWantRevision(t, ctx, b.Records, "a create", north, before, "changed")
			recordWantUnchanged(t, ctx, b.Records, north, d.Plus(venue))
			got := recordActivity(t, ctx, b.Records, north, records.ActivityFilter{RecordID: RecordID(north, "venue-new")})
			recordWantEqual(t, "the record's activity", got, []records.Activity{a})
		}},
	{name: "a record written in bulk is at version 1, a missing one at 0",
		run: func(t *testing.T, ctx context.Context, b Backend) {
			north, south := recordOrgIDs()
			recordInsert(t, ctx, b.Records, north)
			recordWantVersion(t, ctx, b.Records, north, "show-1", 1)
			recordWantVersion(t, ctx, b.Records, north, "invoice-1", 1)
			recordWantVersion(t, ctx, b.Records, north, "no-such-record", 0)
			v, err := b.Records.RecordVersion(ctx, south, RecordID(north, "show-1"))
			recordMust(t, err)
			if v != 0 {
				t.Errorf("another organization's record: version %d, want 0", v)
			}
			if v, err := b.Records.RecordVersion(ctx, north, "not-a-uuid"); err != nil || v != 0 {
				t.Errorf("a malformed id: version %d, %v, want 0, nil", v, err)
			}
		}},
	{name: "a change with the record's version stores it as given and adds one to the version",
		run: func(t *testing.T, ctx context.Context, b Backend) {
			north, _ := recordOrgIDs()
			d := recordInsert(t, ctx, b.Records, north)
			w := &recordWriter{s: b.Records, org: north}
			ref := w.refOf(d, records.KindExpense, "expense-1")
			one := recordOne(t, d, north, records.KindExpense, "expense-1")
			one.Expenses[0].Amount, one.Expenses[0].Status, one.Expenses[0].ShowID = 777, records.ExpensePaid, ""
			_, err := w.write(ctx, ref, records.ActionChange, 1, one)
			recordMust(t, err)
			recordWantVersion(t, ctx, b.Records, north, "expense-1", 2)
			d = d.Without(records.KindExpense, ref.ID).Plus(one)
			recordWantUnchanged(t, ctx, b.Records, north, d)
			one.Expenses[0].Description = "Changed twice"
			_, err = w.write(ctx, ref, records.ActionChange, 2, one)
			recordMust(t, err)
			recordWantVersion(t, ctx, b.Records, north, "expense-1", 3)
			recordWantUnchanged(t, ctx, b.Records, north, d.Without(records.KindExpense, ref.ID).Plus(one))
		}},
	{name: "removing a show removes its tiers and contacts and forgets its version",
		run: func(t *testing.T, ctx context.Context, b Backend) {
			north, _ := recordOrgIDs()
			d := recordInsert(t, ctx, b.Records, north)
			w := &recordWriter{s: b.Records, org: north}
			ref := w.refOf(d, records.KindShow, "show-2")
			before := recordRevision(t, ctx, b.Records, north)
			a, err := w.write(ctx, ref, records.ActionRemove, 1, records.Dataset{})
			recordMust(t, err)
			recordWantVersion(t, ctx, b.Records, north, "show-2", 0)
			recordWantRevision(t, ctx, b.Records, "a removal", north, before, "changed")
			recordWantUnchanged(t, ctx, b.Records, north, d.Without(records.KindShow, ref.ID))
			recordWantEqual(t, "the removed record's activity",
				recordActivity(t, ctx, b.Records, north, records.ActivityFilter{RecordID: ref.ID}), []records.Activity{a})
			// Its tiers are gone: a new show may take their ids.
			again := recordOne(t, d, north, records.KindShow, "show-2")
			_, err = w.write(ctx, ref, records.ActionCreate, 0, again)
			recordMust(t, err)
			recordWantVersion(t, ctx, b.Records, north, "show-2", 1)
			recordWantUnchanged(t, ctx, b.Records, north, d)
		}},
}
