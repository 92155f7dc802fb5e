package memory

import "github.com/roadcase/roadcase/core/records"

// checkLocked refuses a change or removal of a signed settlement that does not
// reopen it (records.CheckSettlementWrite), as the SQL store does.
func (o *orgRecords) checkLocked(c records.Change) error {
	if c.Ref.Kind != records.KindSettlement || c.Action == records.ActionCreate {
		return nil
	}
	for _, before := range o.data.Settlements {
		if before.ID != c.Ref.ID {
			continue
		}
		var after *records.Settlement
		if c.Action == records.ActionChange && len(c.Record.Settlements) == 1 {
			after = &c.Record.Settlements[0]
		}
		return records.CheckSettlementWrite(before, after)
	}
	return nil
}
