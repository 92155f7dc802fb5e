package sql

import (
	"context"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/uptrace/bun"
)

// checkLocked refuses a change or removal of a signed settlement that does not
// reopen it (records.CheckSettlementWrite), read in the write's transaction
// after its revision bump has serialized the organization's writes.
func checkLocked(ctx context.Context, db bun.IDB, org kernel.ID, c records.Change) error {
	if c.Ref.Kind != records.KindSettlement || c.Action == records.ActionCreate {
		return nil
	}
	var drafts []bool
	err := db.NewSelect().Table("settlements").Column("draft").Where("org_id = ?", org).
		Where("id = ?", c.Ref.ID).Scan(ctx, &drafts)
	if err != nil || len(drafts) == 0 {
		return TranslateError(err)
	}
	var after *records.Settlement
	if c.Action == records.ActionChange && len(c.Record.Settlements) == 1 {
		after = &c.Record.Settlements[0]
	}
	return records.CheckSettlementWrite(records.Settlement{Draft: drafts[0]}, after)
}
