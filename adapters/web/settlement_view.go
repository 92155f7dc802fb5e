package web

import (
	"strconv"

	"github.com/roadcase/roadcase/adapters/moneyfmt"
	"github.com/roadcase/roadcase/core/records"
)

// worksheetPage is the settlement worksheet of a show: its box office, its
// itemised expenses against the offer's budget, the deal's terms and the
// figures of the records' settlement rule, as stored or as just recalculated.
type worksheetPage struct {
	// Documents are the documents made from the saved settlement; nil before
	// it is first saved.
	Documents                                   *docsBlock
	ShowID, Title, Date, Currency, HomeCurrency string
	Status                                      string // "Not started", "Draft", "Signed"
	Signed, Cancelled, CanEdit, CanSign         bool
	CanReopen                                   bool
	Recalculated                                bool // the figures are of the posted form, not saved
	ShowVersion, SettlementVersion              int
	Tiers                                       []worksheetTier
	TierTotal                                   worksheetTier
	Expenses                                    []worksheetExpense
	ExpenseTotal                                worksheetExpense
	Lines                                       int
	Deal, Cancellation                          []hubTerm
	DealType                                    string
	Figures                                     []worksheetFigure
	SignedBy                                    []hubTerm
	PromoterSign, ArtistSign                    worksheetSignatory
	Form                                        *worksheetForm
	Methods                                     []option
	Problem                                     string // a refusal that is no field's (locked, stale)
}

// worksheetTier is one ticket tier's row.
type worksheetTier struct {
	Index                    int
	Name, Price, Gross       string
	Allotment, Sold, Comps   int
	Kills                    int
	SoldIn, CompsIn, KillsIn worksheetInput
}

// worksheetExpense is one expense line's row.
type worksheetExpense struct {
	Index                       int
	Description, Budget, Actual string
	Variance                    string
	DescIn, BudgetIn, ActualIn  worksheetInput
}

// worksheetFigure is one line of the computed settlement.
type worksheetFigure struct {
	Label, Value, Note string
	Total              bool
}

// newWorksheetPage lays out worksheet o with form f (the stored or the posted
// values).
func newWorksheetPage(o records.OpenedWorksheet, f *worksheetForm, canEdit bool) worksheetPage {
	x, cur := o.Show, o.Show.Currency
	money := func(n int64) string { return moneyfmt.Format(n, cur) }
	p := worksheetPage{ShowID: string(x.ID), Title: "Settlement worksheet", Date: x.Date.String(), Currency: cur,
		HomeCurrency: o.Project.Currency, Signed: o.Signed(), Cancelled: x.Status == records.ShowCancelled,
		ShowVersion: o.ShowVersion, SettlementVersion: o.SettlementVersion, Deal: dealTerms(x),
		DealType: optionLabel(dealTypes, string(x.Deal.Type)), Cancellation: cancellationTerms(x), Form: f,
		Methods: balanceMethods,
		PromoterSign: worksheetSignatory{Form: f, Name: "promoter_signatory", Label: "For the promoter", Options: o.Promoter,
			Empty: "add the promoter's rep to the show's contacts first."},
		ArtistSign: worksheetSignatory{Form: f, Name: "artist_signatory", Label: "For the artist", Options: o.Artist,
			Empty: "add the tour manager to the project's crew first."}}
	p.Status = "Not started"
	if o.Settlement != nil {
		p.Status = "Draft"
	}
	if p.Signed {
		p.Status = "Signed"
		st := o.Settlement
		p.SignedBy = []hubTerm{{"Signed", formatTime(zone(x.TimeZone), st.SettledAt)},
			{"For the promoter", st.PromoterSignatory}, {"For the artist", st.SettledBy}}
	}
	p.CanEdit = canEdit && !p.Signed && !p.Cancelled && x.Status != records.ShowSettled
	p.CanSign = p.CanEdit && o.Settlement != nil
	p.CanReopen = canEdit && p.Signed
	for i, t := range x.Tiers {
		in := "tier/" + strconv.Itoa(i) + "/"
		p.Tiers = append(p.Tiers, worksheetTier{Index: i, Name: t.Name, Price: money(t.Price), Gross: money(t.Gross()),
			Allotment: t.Allotment, Sold: t.Sold, Comps: t.Comps, Kills: t.Kills,
			SoldIn:  f.input(in+"sold", "numeric", "s", t.Name+" sold"),
			CompsIn: f.input(in+"comps", "numeric", "s", t.Name+" comps"),
			KillsIn: f.input(in+"kills", "numeric", "s", t.Name+" kills")})
	}
	p.TierTotal = worksheetTier{Name: "Total", Allotment: x.Allotment(), Sold: x.Sold(), Comps: x.Comps(), Kills: x.Kills(),
		Gross: money(x.Gross())}
	p.Lines = f.lines
	for i := range f.lines {
		in := "expense/" + strconv.Itoa(i) + "/"
		e := worksheetExpense{Index: i, Description: f.values[in+"description"], Budget: f.values[in+"budget"],
			Actual:   f.values[in+"actual"],
			DescIn:   f.input(in+"description", "text", "l", "Expense "+strconv.Itoa(i+1)),
			BudgetIn: f.input(in+"budget", "decimal", "m", "Budget of expense "+strconv.Itoa(i+1)),
			ActualIn: f.input(in+"actual", "decimal", "m", "Actual of expense "+strconv.Itoa(i+1))}
		if i < len(o.Worksheet.Expenses) {
			line := o.Worksheet.Expenses[i]
			e.Variance = money(line.Actual - line.Budget)
		}
		p.Expenses = append(p.Expenses, e)
	}
	w := o.Worksheet
	p.ExpenseTotal = worksheetExpense{Description: "Total", Budget: money(x.Deal.ShowExpenses), Actual: money(w.Figures.Expenses),
		Variance: money(w.Figures.Expenses - x.Deal.ShowExpenses)}
	p.Figures = worksheetFigures(o)
	return p
}

// worksheetFigures lists the settlement's figures as the settlement sheet
// prints them, each from the records' rule (records.Worksheet).
func worksheetFigures(o records.OpenedWorksheet) []worksheetFigure {
	f, cur, d := o.Worksheet.Figures, o.Show.Currency, o.Show.Deal
	money := func(n int64) string { return moneyfmt.Format(n, cur) }
	out := []worksheetFigure{
		{Label: "Gross box office", Value: money(f.Gross)},
		{Label: "Facility fees", Value: money(-f.FacilityFees)},
		{Label: "Ticket tax included", Value: money(-f.TicketTax)},
		{Label: "Net box office receipts", Value: money(f.NBOR), Total: true},
		{Label: "Show expenses", Value: money(f.Expenses), Note: "offer's budget " + money(d.ShowExpenses)},
	}
	if d.Type != records.DealFlat {
		out = append(out,
			worksheetFigure{Label: "Promoter profit", Value: money(f.PromoterProfit)},
			worksheetFigure{Label: "Split point", Value: money(f.SplitPoint)},
			worksheetFigure{Label: "Net to split", Value: money(f.NetToSplit), Total: true},
			worksheetFigure{Label: "Artist's share", Value: money(f.ArtistShare)})
	}
	out = append(out,
		worksheetFigure{Label: "Guarantee", Value: money(d.Guarantee)},
		worksheetFigure{Label: "Artist payout", Value: money(f.Payout), Total: true},
		worksheetFigure{Label: "Overage", Value: money(f.Overage)},
		worksheetFigure{Label: "Withholding tax", Value: money(-f.Withholding)},
		worksheetFigure{Label: "Deposits received", Value: money(-o.Worksheet.Deposits.Paid),
			Note: "deposit due " + money(o.Worksheet.Deposits.Due)},
		worksheetFigure{Label: "Balance due", Value: money(o.Worksheet.BalanceDue()), Total: true},
		worksheetFigure{Label: "Agent's commission", Value: money(f.Commission), Note: "owed by the artist to the agent"},
		worksheetFigure{Label: "Net to artist", Value: money(o.Worksheet.NetToArtist())},
		worksheetFigure{Label: "Promoter net", Value: money(f.PromoterNet)})
	if rate, home := o.Rate(), o.Project.Currency; home != cur && rate > 0 {
		st := records.Settlement{Currency: cur, Rate: rate}
		if v, err := st.InHome(f.Payout, home); err == nil {
			out = append(out, worksheetFigure{Label: "Artist payout in " + home, Value: moneyfmt.Format(v, home),
				Note: "at 1 " + cur + " = " + rate.String() + " " + home})
		}
	}
	return out
}

// balanceMethods are how a settlement's balance is paid.
var balanceMethods = []option{{"", "Not recorded"}, {"bank_transfer", "Bank transfer"}, {"cash", "Cash"},
	{"cheque", "Cheque"}, {"card", "Card"}}

// worksheetInput is one input of the worksheet's tables, labelled for screen
// readers by its row and column, with its value and problem laid out before
// the template runs: a worksheet has hundreds.
type worksheetInput struct {
	ID, Name, Value, Error string
	Mode, Size, Label      string
}

// input lays out input name of f.
func (f *worksheetForm) input(name, mode, size, label string) worksheetInput {
	return worksheetInput{ID: worksheetInputID(name), Name: name, Value: f.values[name], Error: f.errors[name],
		Mode: mode, Size: size, Label: label}
}

// worksheetSignatory is the choice of who signs for one side.
type worksheetSignatory struct {
	Form        *worksheetForm
	Name, Label string
	Options     []records.Signatory
	Empty       string // what to do when the records name nobody
}
