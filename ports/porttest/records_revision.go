package porttest

import (
	"context"
	"errors"
	"testing"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/ports"
)

// recordRevision returns org's records revision, failing the test on an error.
func recordRevision(t *testing.T, ctx context.Context, s ports.RecordStore, org kernel.ID) int64 {
	t.Helper()
	r, err := s.RecordsRevision(ctx, org)
	recordMust(t, err)
	return r
}

// recordWantRevision checks that org's revision moved from before as want says:
// "changed" to another, "same" unchanged.
func recordWantRevision(t *testing.T, ctx context.Context, s ports.RecordStore, what string, org kernel.ID, before int64, want string) int64 {
	t.Helper()
	after := recordRevision(t, ctx, s, org)
	if (want == "changed" && after == before) || (want == "same" && after != before) {
		t.Errorf("%s: revision %d → %d, want it %s", what, before, after, want)
	}
	return after
}

var recordRevisionCases = []contractCase{
	{name: "RecordsRevision is 0 before any write and changes with each InsertDataset of its organization only",
		run: func(t *testing.T, ctx context.Context, backend Backend) {
			s := backend.Records
			north, south := recordOrgIDs()
			n := recordRevision(t, ctx, s, north)
			if n != 0 {
				t.Fatalf("revision of an organization without records = %d, want 0", n)
			}
			if r := recordRevision(t, ctx, s, "not-a-uuid"); r != 0 {
				t.Errorf("revision of a malformed id = %d, want 0", r)
			}
			recordMust(t, s.InsertDataset(ctx, north, RecordDataset(north), false))
			n = recordWantRevision(t, ctx, s, "north's insert", north, n, "changed")
			recordWantRevision(t, ctx, s, "north's insert, seen from south", south, 0, "same")
			recordMust(t, s.InsertDataset(ctx, south, RecordDataset(south), false))
			recordWantRevision(t, ctx, s, "south's insert, seen from north", north, n, "same")
			extra := records.Dataset{Venues: []records.Venue{recordBuilder{org: north}.venue(
				"venue-extra", "Extra Hall", "DE", "Europe/Berlin", 100)}}
			recordMust(t, s.InsertDataset(ctx, north, extra, true))
			recordWantRevision(t, ctx, s, "north's second insert", north, n, "changed")
		}},
	{name: "an InsertDataset that fails, or whose transaction fails, leaves the revision as it was",
		run: func(t *testing.T, ctx context.Context, backend Backend) {
			s := backend.Records
			north, _ := recordOrgIDs()
			d := RecordDataset(north)
			recordMust(t, s.InsertDataset(ctx, north, d, false))
			n := recordRevision(t, ctx, s, north)
			recordWantKind(t, "the same records again", s.InsertDataset(ctx, north, d, false), kernel.KindConflict)
			recordWantRevision(t, ctx, s, "a conflicting insert", north, n, "same")
			failure := errors.New("the caller gave up")
			extra := records.Dataset{Venues: []records.Venue{recordBuilder{org: north}.venue(
				"venue-extra", "Extra Hall", "DE", "Europe/Berlin", 100)}}
			err := backend.Tx.WithinTx(ctx, func(ctx context.Context) error {
				recordMust(t, s.InsertDataset(ctx, north, extra, false))
				return failure
			})
			if !errors.Is(err, failure) {
				t.Fatalf("WithinTx() = %v, want the function's error", err)
			}
			recordWantRevision(t, ctx, s, "an insert rolled back", north, n, "same")
		}},
}

var paymentRevisionCases = []contractCase{
	{name: "AddInvoicePayment changes the records revision of its organization only, and a failed one does not",
		run: func(t *testing.T, ctx context.Context, b Backend) {
			north, south := recordOrgIDs()
			n, s := recordRevision(t, ctx, b.Records, north), recordRevision(t, ctx, b.Records, south)
			paymentAdd(t, ctx, b, north, "invoice-2", paymentOf(north, "rev", "pi_rev", 100, "2026-05-05",
				records.MethodCard), true)
			n = recordWantRevision(t, ctx, b.Records, "a payment", north, n, "changed")
			recordWantRevision(t, ctx, b.Records, "north's payment, seen from south", south, s, "same")
			_, err := b.Payments.AddInvoicePayment(ctx, north, RecordID(north, "no-such-invoice"),
				paymentOf(north, "lost", "pi_lost", 100, "2026-05-05", records.MethodCard))
			recordWantKind(t, "a payment on no invoice", err, kernel.KindNotFound)
			recordWantRevision(t, ctx, b.Records, "a payment on no invoice", north, n, "same")
		}},
}
