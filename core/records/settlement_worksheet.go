package records

import (
	"time"

	"github.com/roadcase/roadcase/core/kernel"
)

// Worksheet is a show's settlement as it stands before signing: the figures of
// its deal (Deal.Settle) applied to the show's box office and the actual show
// expenses, and the deposits received, in the show's currency. The worksheet
// page, the provisional settlement sheet and the signing all compute it here,
// so that none of them can disagree.
type Worksheet struct {
	Figures  SettlementFigures
	Deposits Deposits
	// Expenses are the itemised show expenses; when empty the show expenses are
	// the offer's budget (Deal.ShowExpenses), as nothing else is known yet.
	Expenses []SettledExpense
}

// BalanceDue is what the promoter pays on the night (see BalanceDue).
func (w Worksheet) BalanceDue() int64 {
	return BalanceDue(w.Figures.Payout, w.Figures.Withholding, w.Deposits.Paid)
}

// NetToArtist is what the artist keeps of the show (see NetToArtist).
func (w Worksheet) NetToArtist() int64 {
	return NetToArtist(w.Figures.Payout, w.Figures.Withholding, w.Figures.Commission)
}

// Budget sums the offer's budget of the itemised expenses.
func (w Worksheet) Budget() int64 {
	var sum int64
	for _, e := range w.Expenses {
		sum += e.Budget
	}
	return sum
}

// ActualExpenses sums the actuals of itemised show expenses.
func ActualExpenses(lines []SettledExpense) int64 {
	var sum int64
	for _, e := range lines {
		sum += e.Actual
	}
	return sum
}

// NewWorksheet computes the worksheet of show with its itemised expenses (those
// of its draft settlement; none for the offer's budget) and the deposits
// received on its deposit invoices on or before asOf (every payment when asOf
// is empty).
func NewWorksheet(show Show, expenses []SettledExpense, invoices []Invoice, asOf kernel.Date) Worksheet {
	spent := show.Deal.ShowExpenses
	if len(expenses) > 0 {
		spent = ActualExpenses(expenses)
	}
	return Worksheet{
		Figures:  show.Deal.Settle(show.Gross(), show.Sold(), spent),
		Deposits: ShowDeposits(show, invoices, asOf),
		Expenses: expenses,
	}
}

// Sign turns the draft settlement st of show into the signed one: the worksheet
// w's figures as they stand, signed at the given instant by artistSide (for the
// artist) and promoterSide (for the promoter), the rate and payment method kept
// from the draft. Signatories are checked by CheckSignatories.
func (st Settlement) Sign(show Show, w Worksheet, signedAt time.Time, artistSide, promoterSide string) Settlement {
	out := NewSettlement(show, w.Figures, w.Deposits.Paid, st.Rate, signedAt)
	out.ID, out.OrgID, out.CreatedAt = st.ID, st.OrgID, st.CreatedAt
	out.Expenses = w.Expenses
	out.PaymentMethod, out.Notes = st.PaymentMethod, st.Notes
	out.SettledBy, out.PromoterSignatory = artistSide, promoterSide
	return out
}
