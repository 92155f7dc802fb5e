package records

import "github.com/roadcase/roadcase/core/kernel"

// OpenedWorksheet is a show's settlement worksheet as a page shows it: the show
// and its settlement (a draft, a signed one, or none yet) with the versions a
// form starts from, the records it is computed among and its figures.
type OpenedWorksheet struct {
	Show              Show
	ShowVersion       int
	Project           Project
	Settlement        *Settlement // nil until the worksheet is first saved
	SettlementVersion int
	Invoices          []Invoice // the show's, for the deposits received
	Worksheet         Worksheet
	// Promoter and Artist are who may sign for each side (Signatories).
	Promoter, Artist []Signatory
}

// Signed reports whether the show's settlement is signed, and so locked.
func (o OpenedWorksheet) Signed() bool { return o.Settlement != nil && o.Settlement.Signed() }

// Rate is the settlement's rate of the show's currency into the project's:
// the draft's, else 1 when the currencies are the same, else zero (not given).
func (o OpenedWorksheet) Rate() kernel.Rate {
	switch {
	case o.Settlement != nil && o.Settlement.Rate > 0:
		return o.Settlement.Rate
	case o.Show.Currency == o.Project.Currency:
		return kernel.RateOne
	}
	return 0
}

// TierCounts are the box office counts of one ticket tier as the worksheet
// records them.
type TierCounts struct {
	TierID             kernel.ID
	Sold, Comps, Kills int
}

// WorksheetDraft is what a worksheet posts: the box office, the itemised
// expenses, the rate into the project's currency and how the balance is paid,
// with the versions of the show and of its settlement (0 when none yet) the
// page was opened at.
type WorksheetDraft struct {
	ShowID            kernel.ID
	ShowVersion       int
	SettlementVersion int
	Tiers             []TierCounts
	ScannedAttendance *int
	Expenses          []SettledExpense
	Rate              kernel.Rate
	PaymentMethod     string
	Notes             string
}

// Apply returns the worksheet o with draft d applied, recomputed by
// NewWorksheet and not saved: the worksheet page's "Recalculate". Tiers d does
// not name keep their counts.
func (o OpenedWorksheet) Apply(d WorksheetDraft) OpenedWorksheet {
	show := o.Show
	show.Tiers = append([]TicketTier(nil), o.Show.Tiers...)
	for _, c := range d.Tiers {
		for i := range show.Tiers {
			if show.Tiers[i].ID == c.TierID {
				show.Tiers[i].Sold, show.Tiers[i].Comps, show.Tiers[i].Kills = c.Sold, c.Comps, c.Kills
			}
		}
	}
	show.ScannedAttendance = d.ScannedAttendance
	st := Settlement{ShowID: show.ID, Currency: show.Currency, Draft: true}
	if o.Settlement != nil {
		st = *o.Settlement
	}
	st.Expenses, st.ShowExpenses = d.Expenses, ActualExpenses(d.Expenses)
	st.Rate, st.PaymentMethod, st.Notes = d.Rate, d.PaymentMethod, d.Notes
	o.Show, o.Settlement = show, &st
	o.Worksheet = NewWorksheet(show, d.Expenses, o.Invoices, "")
	return o
}

// SettlementSigning is a signature of a show's saved worksheet: who signs for
// each side (CheckSignatories), at the versions the page was opened at.
type SettlementSigning struct {
	ShowID            kernel.ID
	ShowVersion       int
	SettlementVersion int
	PromoterSignatory string
	ArtistSignatory   string
}

// SettlementReopening reopens a signed settlement for a reason, required, that
// the activity log keeps.
type SettlementReopening struct {
	ShowID            kernel.ID
	ShowVersion       int
	SettlementVersion int
	Reason            string
}
