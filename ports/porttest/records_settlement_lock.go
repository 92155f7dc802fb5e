package porttest

import (
	"context"
	"testing"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// recordSettlementLockCases hold every store to the lock of a signed
// settlement (records.CheckSettlementWrite): a change that does not reopen it
// and its removal are refused and write nothing; reopened, it changes, is
// signed again and is locked again. Each accepted write moves the records
// revision, which the record cache keys on.
var recordSettlementLockCases = []contractCase{
	{name: "a signed settlement refuses changes and removal until it is reopened",
		run: func(t *testing.T, ctx context.Context, b Backend) {
			north, _ := recordOrgIDs()
			d := recordInsert(t, ctx, b.Records, north)
			w := &recordWriter{s: b.Records, org: north}
			ref := w.refOf(d, records.KindSettlement, "settlement-1")
			log := recordActivity(t, ctx, b.Records, north, records.ActivityFilter{})
			revision := recordRevision(t, ctx, b.Records, north)
			edited := recordOne(t, d, north, records.KindSettlement, "settlement-1")
			edited.Settlements[0].Commission += 100
			_, err := w.write(ctx, ref, records.ActionChange, 1, edited)
			recordWantCode(t, "a change of a signed settlement", err, kernel.KindConflict, records.CodeSettlementSigned)
			_, err = w.write(ctx, ref, records.ActionRemove, 1, records.Dataset{})
			recordWantCode(t, "the removal of a signed settlement", err, kernel.KindConflict, records.CodeSettlementSigned)
			recordWantNothingWritten(t, ctx, b, north, d, revision, log)
			recordWantVersion(t, ctx, b.Records, north, "settlement-1", 1)

			version := 1
			step := func(what string, change func(s *records.Settlement)) {
				t.Helper()
				one := recordOne(t, d, north, records.KindSettlement, "settlement-1")
				change(&one.Settlements[0])
				before := recordRevision(t, ctx, b.Records, north)
				_, err := w.write(ctx, ref, records.ActionChange, version, one)
				recordMust(t, err)
				version++
				d = d.Without(records.KindSettlement, ref.ID).Plus(one)
				recordWantUnchanged(t, ctx, b.Records, north, d)
				recordWantRevision(t, ctx, b.Records, what, north, before, "changed")
				recordWantVersion(t, ctx, b.Records, north, "settlement-1", version)
			}
			step("reopening", func(s *records.Settlement) { s.Draft, s.SettledBy = true, "" })
			step("changing the draft", func(s *records.Settlement) { s.Commission += 100; s.Notes = "Reworked." })
			step("signing again", func(s *records.Settlement) {
				s.Draft, s.SettledBy, s.PromoterSignatory = false, "Tour Manager", "Promoter Rep"
			})
			edited = recordOne(t, d, north, records.KindSettlement, "settlement-1")
			edited.Settlements[0].Notes = "After signing."
			_, err = w.write(ctx, ref, records.ActionChange, version, edited)
			recordWantCode(t, "a change of the settlement signed again", err, kernel.KindConflict, records.CodeSettlementSigned)
			recordWantUnchanged(t, ctx, b.Records, north, d)
		}},
}
