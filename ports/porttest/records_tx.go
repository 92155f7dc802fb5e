package porttest

import (
	"context"
	"errors"
	"testing"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

var recordTxCases = []contractCase{
	{name: "InsertDataset joins an outer transaction, whose reads see its records",
		run: func(t *testing.T, ctx context.Context, backend Backend) {
			s, tx := backend.Records, backend.Tx
			north, _ := recordOrgIDs()
			d := RecordDataset(north)
			recordMust(t, tx.WithinTx(ctx, func(ctx context.Context) error {
				if err := s.InsertDataset(ctx, north, d, false); err != nil {
					return err
				}
				recordWantDataset(t, "inside", recordLoad(t, ctx, s, north, records.DatasetFilter{}), d)
				return nil
			}))
			recordWantUnchanged(t, ctx, s, north, d)
		}},
	{name: "a failed InsertDataset inside a transaction leaves the transaction usable and writes nothing",
		run: func(t *testing.T, ctx context.Context, backend Backend) {
			s, tx := backend.Records, backend.Tx
			north, south := recordOrgIDs()
			mine, theirs := RecordDataset(north), RecordDataset(south)
			recordMust(t, tx.WithinTx(ctx, func(ctx context.Context) error {
				recordMust(t, s.InsertDataset(ctx, north, mine, false))
				again := records.Dataset{Venues: []records.Venue{recordBuilder{org: north}.venue(
					"venue-new", "New Hall", "DE", "Europe/Berlin", 100)}, People: mine.People}
				recordWantKind(t, "conflicting insert", s.InsertDataset(ctx, north, again, false), kernel.KindConflict)
				return s.InsertDataset(ctx, south, theirs, false)
			}))
			recordWantUnchanged(t, ctx, s, north, mine)
			recordWantUnchanged(t, ctx, s, south, theirs)
		}},
	{name: "an outer transaction that fails takes the inserted records with it",
		run: func(t *testing.T, ctx context.Context, backend Backend) {
			s, tx := backend.Records, backend.Tx
			north, _ := recordOrgIDs()
			failure := errors.New("the caller gave up")
			err := tx.WithinTx(ctx, func(ctx context.Context) error {
				recordMust(t, s.InsertDataset(ctx, north, RecordDataset(north), false))
				return failure
			})
			if !errors.Is(err, failure) {
				t.Errorf("WithinTx() = %v, want the function's error", err)
			}
			recordWantUnchanged(t, ctx, s, north, records.Dataset{})
		}},
}
