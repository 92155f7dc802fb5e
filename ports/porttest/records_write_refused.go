package porttest

import (
	"context"
	"errors"
	"testing"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// recordWantNothingWritten checks that org's records, revision and activity log
// are as they were.
func recordWantNothingWritten(t *testing.T, ctx context.Context, b Backend, org kernel.ID, d records.Dataset, revision int64, log []records.Activity) {
	t.Helper()
	recordWantRevision(t, ctx, b.Records, "a refused write", org, revision, "same")
	recordWantUnchanged(t, ctx, b.Records, org, d)
	recordWantEqual(t, "the activity log", recordActivity(t, ctx, b.Records, org, records.ActivityFilter{}), log)
}

var recordWriteRefusedCases = []contractCase{
	{name: "a change from a stale version is refused as stale_version and writes nothing",
		run: func(t *testing.T, ctx context.Context, b Backend) {
			north, _ := recordOrgIDs()
			d := recordInsert(t, ctx, b.Records, north)
			w := &recordWriter{s: b.Records, org: north}
			ref := w.refOf(d, records.KindShow, "show-1")
			first := recordOne(t, d, north, records.KindShow, "show-1")
			first.Shows[0].Notes = "First writer."
			a, err := w.write(ctx, ref, records.ActionChange, 1, first)
			recordMust(t, err)
			d = d.Without(records.KindShow, ref.ID).Plus(first)
			revision := recordRevision(t, ctx, b.Records, north)
			second := recordOne(t, d, north, records.KindShow, "show-1")
			second.Shows[0].Notes = "Second writer, from version 1."
			_, err = w.write(ctx, ref, records.ActionChange, 1, second)
			recordWantCode(t, "a change from version 1 of a record at 2", err, kernel.KindConflict, "stale_version")
			_, err = w.write(ctx, ref, records.ActionRemove, 1, records.Dataset{})
			recordWantCode(t, "a removal from version 1 of a record at 2", err, kernel.KindConflict, "stale_version")
			recordWantVersion(t, ctx, b.Records, north, "show-1", 2)
			recordWantNothingWritten(t, ctx, b, north, d, revision, []records.Activity{a})
		}},
	{name: "creating a record whose id is taken is a conflict and writes nothing",
		run: func(t *testing.T, ctx context.Context, b Backend) {
			north, _ := recordOrgIDs()
			d := recordInsert(t, ctx, b.Records, north)
			w := &recordWriter{s: b.Records, org: north}
			revision := recordRevision(t, ctx, b.Records, north)
			one := recordOne(t, d, north, records.KindVenue, "venue-2")
			_, err := w.write(ctx, w.refOf(d, records.KindVenue, "venue-2"), records.ActionCreate, 0, one)
			recordWantCode(t, "an existing venue's id", err, kernel.KindConflict, "stale_version")
			inv := recordOne(t, d, north, records.KindInvoice, "invoice-2")
			inv.Invoices[0].ID = RecordID(north, "invoice-new")
			_, err = w.write(ctx, w.refOf(inv, records.KindInvoice, "invoice-new"), records.ActionCreate, 0, inv)
			recordWantKind(t, "an invoice number in use", err, kernel.KindConflict)
			recordWantNothingWritten(t, ctx, b, north, d, revision, nil)
		}},
	{name: "removing a record others refer to is refused as referenced and writes nothing",
		run: func(t *testing.T, ctx context.Context, b Backend) {
			north, _ := recordOrgIDs()
			d := recordInsert(t, ctx, b.Records, north)
			w := &recordWriter{s: b.Records, org: north}
			revision := recordRevision(t, ctx, b.Records, north)
			for _, r := range []struct {
				kind records.Kind
				key  string
			}{{records.KindVenue, "venue-1"}, {records.KindPerson, "person-2"}, {records.KindProject, "project-fest"},
				{records.KindShow, "show-1"}} {
				_, err := w.write(ctx, w.refOf(d, r.kind, r.key), records.ActionRemove, 1, records.Dataset{})
				recordWantCode(t, "removing "+r.key, err, kernel.KindConflict, "referenced")
			}
			recordWantNothingWritten(t, ctx, b, north, d, revision, nil)
		}},
	{name: "malformed changes, missing records and dangling references are refused",
		run: func(t *testing.T, ctx context.Context, b Backend) {
			north, south := recordOrgIDs()
			d := recordInsert(t, ctx, b.Records, north)
			w := &recordWriter{s: b.Records, org: north}
			revision := recordRevision(t, ctx, b.Records, north)
			show := w.refOf(d, records.KindShow, "show-1")
			two := recordOne(t, d, north, records.KindShow, "show-1").Plus(recordOne(t, d, north, records.KindVenue, "venue-3"))
			_, err := w.write(ctx, show, records.ActionChange, 1, two)
			recordWantKind(t, "a change holding two records", err, kernel.KindInvalid)
			_, err = w.write(ctx, show, records.ActionChange, 1, recordOne(t, d, north, records.KindShow, "show-2"))
			recordWantKind(t, "a change holding another record", err, kernel.KindInvalid)
			theirs := recordOne(t, d, north, records.KindShow, "show-1")
			theirs.Shows[0].OrgID = south
			_, err = w.write(ctx, show, records.ActionChange, 1, theirs)
			recordWantKind(t, "a record naming another organization", err, kernel.KindInvalid)
			dangling := recordOne(t, d, north, records.KindShow, "show-1")
			dangling.Shows[0].VenueID = RecordID(north, "no-such-venue")
			_, err = w.write(ctx, show, records.ActionChange, 1, dangling)
			recordWantKind(t, "a reference to no venue", err, kernel.KindInvalid)
			missing := records.Ref{Kind: records.KindVenue, ID: RecordID(north, "no-such-venue")}
			_, err = w.write(ctx, missing, records.ActionRemove, 1, records.Dataset{})
			recordWantKind(t, "removing a missing record", err, kernel.KindNotFound)
			recordWantNothingWritten(t, ctx, b, north, d, revision, nil)
		}},
	{name: "another organization's records behave as missing ones",
		run: func(t *testing.T, ctx context.Context, b Backend) {
			north, south := recordOrgIDs()
			d := recordInsert(t, ctx, b.Records, north)
			mine := &recordWriter{s: b.Records, org: north}
			_, err := mine.write(ctx, mine.refOf(d, records.KindExpense, "expense-2"), records.ActionRemove, 1, records.Dataset{})
			recordMust(t, err)
			d = d.Without(records.KindExpense, RecordID(north, "expense-2"))
			theirs := &recordWriter{s: b.Records, org: south}
			ref := mine.refOf(d, records.KindShow, "show-1")
			one := recordOne(t, d, north, records.KindShow, "show-1")
			one.SetOrg(south)
			_, err = theirs.write(ctx, ref, records.ActionChange, 1, one)
			recordWantKind(t, "changing another organization's show", err, kernel.KindNotFound)
			_, err = theirs.write(ctx, ref, records.ActionRemove, 1, records.Dataset{})
			recordWantKind(t, "removing another organization's show", err, kernel.KindNotFound)
			if v, err := b.Records.RecordVersion(ctx, south, ref.ID); err != nil || v != 0 {
				t.Errorf("another organization's show: version %d, %v, want 0", v, err)
			}
			recordWantEqual(t, "the other organization's log",
				recordActivity(t, ctx, b.Records, south, records.ActivityFilter{}), []records.Activity(nil))
			recordWantUnchanged(t, ctx, b.Records, north, d)
			recordWantUnchanged(t, ctx, b.Records, south, records.Dataset{})
		}},
	{name: "a write inside a transaction that fails leaves nothing, and a refused one leaves it usable",
		run: func(t *testing.T, ctx context.Context, b Backend) {
			north, _ := recordOrgIDs()
			d := recordInsert(t, ctx, b.Records, north)
			w := &recordWriter{s: b.Records, org: north}
			revision := recordRevision(t, ctx, b.Records, north)
			ref := w.refOf(d, records.KindShow, "show-1")
			one := recordOne(t, d, north, records.KindShow, "show-1")
			one.Shows[0].Notes = "Rolled back."
			failure := errors.New("the caller gave up")
			err := b.Tx.WithinTx(ctx, func(ctx context.Context) error {
				_, err := w.write(ctx, ref, records.ActionChange, 1, one)
				recordMust(t, err)
				return failure
			})
			if !errors.Is(err, failure) {
				t.Fatalf("WithinTx() = %v, want the function's error", err)
			}
			recordWantVersion(t, ctx, b.Records, north, "show-1", 1)
			recordWantNothingWritten(t, ctx, b, north, d, revision, nil)
			var kept records.Activity
			recordMust(t, b.Tx.WithinTx(ctx, func(ctx context.Context) error {
				_, err := w.write(ctx, ref, records.ActionChange, 7, one)
				recordWantCode(t, "a stale change inside a transaction", err, kernel.KindConflict, "stale_version")
				kept, err = w.write(ctx, ref, records.ActionChange, 1, one)
				return err
			}))
			recordWantVersion(t, ctx, b.Records, north, "show-1", 2)
			recordWantUnchanged(t, ctx, b.Records, north, d.Without(records.KindShow, ref.ID).Plus(one))
			recordWantEqual(t, "the activity log", recordActivity(t, ctx, b.Records, north, records.ActivityFilter{}),
				[]records.Activity{kept})
		}},
}
