package app

import (
	"context"
	"strings"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// ReopenSettlement turns the show's signed settlement back into a draft and the
// show back to confirmed, in one transaction (ports.SettlementWorksheets). It is
// an explicit act: the reason is required and the activity log keeps it beside
// who reopened it and when. The signatures are cleared: the reopened worksheet
// is signed again by name.
func (e *Editor) ReopenSettlement(ctx context.Context, actor identity.Actor, r records.SettlementReopening) (records.OpenedWorksheet, error) {
	o, err := e.OpenWorksheet(ctx, actor, r.ShowID)
	if err == nil {
		err = e.mayWrite(ctx, actor, records.KindSettlement)
	}
	switch {
	case err != nil:
		return o, err
	case !o.Signed():
		return o, kernel.Conflict("This settlement is not signed: there is nothing to reopen.").WithCode("not_signed")
	}
	reason := strings.TrimSpace(r.Reason)
	if reason == "" {
		return o, kernel.InvalidField("/reason", records.CodeRequired, "say why the signed settlement is reopened")
	}
	draft := *o.Settlement
	draft.Draft, draft.SettledBy, draft.PromoterSignatory = true, "", ""
	show := o.Show
	show.Status = records.ShowConfirmed
	changes := []records.Change{
		{Ref: records.Ref{Kind: records.KindShow, ID: show.ID}, Version: r.ShowVersion, Action: records.ActionChange,
			Record: records.Dataset{Shows: []records.Show{show}}},
		{Ref: records.Ref{Kind: records.KindSettlement, ID: draft.ID}, Version: r.SettlementVersion,
			Action: records.ActionChange, Record: records.Dataset{Settlements: []records.Settlement{draft}}},
	}
	note := func(i int) []records.FieldChange {
		if i == 1 {
			return []records.FieldChange{{Field: "/reopen_reason", To: reason}}
		}
		return nil
	}
	if err := e.writeTogether(ctx, actor, changes, note); err != nil {
		return o, err
	}
	return e.OpenWorksheet(ctx, actor, r.ShowID)
}
