package app

import (
	"context"
	"reflect"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// SaveWorksheet saves d as the show's draft settlement and its box office counts
// into the show, in one transaction (ports.SettlementWorksheets): the show only
// when its counts changed, the settlement created at the first save. Refused
// with KindConflict "settlement_signed" once the settlement is signed, and
// "stale_version" when the show or the settlement changed since the page
// opened them.
func (e *Editor) SaveWorksheet(ctx context.Context, actor identity.Actor, d records.WorksheetDraft) (records.OpenedWorksheet, error) {
	o, err := e.OpenWorksheet(ctx, actor, d.ShowID)
	if err == nil {
		err = e.mayWrite(ctx, actor, records.KindSettlement)
	}
	if err != nil {
		return o, err
	}
	if o.Signed() {
		return o, records.CheckSettlementWrite(*o.Settlement, o.Settlement)
	}
	if o.Show.Status == records.ShowCancelled || o.Show.Status == records.ShowSettled {
		return o, kernel.Conflict("The show is " + string(o.Show.Status) + ": it has no worksheet to settle.").
			WithCode("show_not_settleable")
	}
	next := o.Apply(d)
	var changes []records.Change
	if !reflect.DeepEqual(next.Show.Tiers, o.Show.Tiers) || !reflect.DeepEqual(next.Show.ScannedAttendance, o.Show.ScannedAttendance) {
		changes = append(changes, records.Change{Ref: records.Ref{Kind: records.KindShow, ID: o.Show.ID},
			Version: d.ShowVersion, Action: records.ActionChange, Record: records.Dataset{Shows: []records.Show{next.Show}}})
	}
	st := *next.Settlement
	st.SettledAt = e.d.Clock.Now().UTC() // a draft's: when it was last saved
	c := records.Change{Ref: records.Ref{Kind: records.KindSettlement, ID: st.ID}, Version: d.SettlementVersion,
		Action: records.ActionChange, Record: records.Dataset{Settlements: []records.Settlement{st}}}
	if o.Settlement == nil {
		c.Ref.ID, c.Action = settlementID(o.Show.ID), records.ActionCreate
	}
	if err := e.writeTogether(ctx, actor, append(changes, c), nil); err != nil {
		return next, err
	}
	return e.OpenWorksheet(ctx, actor, d.ShowID)
}
