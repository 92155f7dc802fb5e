package app

import (
	"context"
	"strings"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// SignSettlement signs the show's saved worksheet (ports.SettlementWorksheets):
// its figures as the settlement rule gives them now, the deposits received up to
// today in the show's zone, by the two named signatories; the settlement is
// then locked and the show settled, both in one transaction.
func (e *Editor) SignSettlement(ctx context.Context, actor identity.Actor, s records.SettlementSigning) (records.OpenedWorksheet, error) {
	o, err := e.OpenWorksheet(ctx, actor, s.ShowID)
	if err == nil {
		err = e.mayWrite(ctx, actor, records.KindSettlement)
	}
	switch {
	case err != nil:
		return o, err
	case o.Settlement == nil:
		return o, kernel.Conflict("Save the worksheet before signing it.").WithCode("no_worksheet")
	case o.Signed():
		return o, kernel.Conflict("This settlement is already signed.").WithCode(records.CodeSettlementSigned)
	case o.Show.Status == records.ShowCancelled:
		return o, kernel.Conflict("The show is cancelled: its cancellation terms settle it, not a worksheet.").
			WithCode("show_not_settleable")
	}
	promoter, artist := strings.TrimSpace(s.PromoterSignatory), strings.TrimSpace(s.ArtistSignatory)
	if err := records.CheckSignatories(promoter, artist, o.Promoter, o.Artist); err != nil {
		return o, err
	}
	now := e.d.Clock.Now().UTC()
	asOf := records.Settlement{SettledAt: now}.SettledOn(o.Show.TimeZone) // the cut-off the documents check
	w := records.NewWorksheet(o.Show, o.Settlement.Expenses, o.Invoices, asOf)
	signed := o.Settlement.Sign(o.Show, w, now, artist, promoter)
	show := o.Show
	show.Status = records.ShowSettled
	changes := []records.Change{
		{Ref: records.Ref{Kind: records.KindShow, ID: show.ID}, Version: s.ShowVersion, Action: records.ActionChange,
			Record: records.Dataset{Shows: []records.Show{show}}},
		{Ref: records.Ref{Kind: records.KindSettlement, ID: signed.ID}, Version: s.SettlementVersion,
			Action: records.ActionChange, Record: records.Dataset{Settlements: []records.Settlement{signed}}},
	}
	if err := e.writeTogether(ctx, actor, changes, nil); err != nil {
		return o, err
	}
	return e.OpenWorksheet(ctx, actor, s.ShowID)
}

// mayWrite refuses an actor whose role may not change records of kind k, before
// anything is computed for them.
func (e *Editor) mayWrite(ctx context.Context, actor identity.Actor, k records.Kind) error {
	role, err := e.role(ctx, actor)
	if err != nil {
		return err
	}
	c := records.Change{Ref: records.Ref{Kind: k}, Action: records.ActionChange}
	if need := EditRole(k, c.Action); !role.AtLeast(need) {
		return forbidden(c, need, role)
	}
	return nil
}
