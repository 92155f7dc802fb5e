package app

import (
	"context"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/ports"
)

var _ ports.SettlementWorksheets = (*Editor)(nil)

// OpenWorksheet returns show's settlement worksheet (ports.SettlementWorksheets):
// the show, its settlement if any, the versions of both, the records the
// figures are computed among and who may sign. Any member may open it.
func (e *Editor) OpenWorksheet(ctx context.Context, actor identity.Actor, show kernel.ID) (records.OpenedWorksheet, error) {
	opened, err := e.Open(ctx, actor, show)
	if err != nil {
		return records.OpenedWorksheet{}, err
	}
	if opened.Ref.Kind != records.KindShow || len(opened.Record.Shows) != 1 {
		return records.OpenedWorksheet{}, kernel.NotFound("show")
	}
	// The show's scope holds all a worksheet reads, its project's far less:
	// its settlement and invoices, the crew on its date and the people named.
	d, err := e.d.Records.LoadDataset(ctx, actor.OrgID, records.DatasetFilter{ShowID: show, ProjectID: opened.Ref.ProjectID,
		Kinds: worksheetKinds})
	if err != nil {
		return records.OpenedWorksheet{}, err
	}
	o := records.OpenedWorksheet{Show: opened.Record.Shows[0], ShowVersion: opened.Version}
	for _, p := range d.Projects {
		if p.ID == o.Show.ProjectID {
			o.Project = p
		}
	}
	for _, inv := range d.Invoices {
		if inv.ShowID == o.Show.ID {
			o.Invoices = append(o.Invoices, inv)
		}
	}
	for i := range d.Settlements {
		if d.Settlements[i].ShowID == o.Show.ID {
			st := d.Settlements[i]
			o.Settlement = &st
		}
	}
	if o.Settlement != nil {
		if o.SettlementVersion, err = e.d.Records.RecordVersion(ctx, actor.OrgID, o.Settlement.ID); err != nil {
			return records.OpenedWorksheet{}, err
		}
	}
	o.Promoter, o.Artist = records.Signatories(d, o.Show)
	o.Worksheet = worksheetOf(o)
	return o, nil
}

// worksheetKinds are the kinds of record a worksheet reads besides its show.
var worksheetKinds = []records.Kind{records.KindShow, records.KindVenue, records.KindSettlement, records.KindInvoice,
	records.KindCrewAssignment, records.KindPerson}

// worksheetOf computes o's figures: as signed for a signed settlement, else
// live from the show and the draft's expenses (records.NewWorksheet).
func worksheetOf(o records.OpenedWorksheet) records.Worksheet {
	if o.Signed() {
		st := o.Settlement
		return records.Worksheet{Figures: st.Figures(o.Show.Deal), Expenses: st.Expenses,
			Deposits: records.Deposits{Due: o.Show.Deal.Deposit, Paid: st.DepositsPaid}}
	}
	var lines []records.SettledExpense
	if o.Settlement != nil {
		lines = o.Settlement.Expenses
	}
	return records.NewWorksheet(o.Show, lines, o.Invoices, "")
}

// settlementID is the id of show's settlement: one per show, named by it, so
// that two first saves of one worksheet collide instead of making two.
func settlementID(show kernel.ID) kernel.ID { return kernel.NameID(show, "settlement") }
