package records

import (
	"time"

	"github.com/roadcase/roadcase/core/kernel"
)

// NewSettlement is the settlement of show signed at settledAt from figures f, with
// the deposits actually received deducted and the rate of the show's currency into
// the project's home currency that both sides used.
func NewSettlement(show Show, f SettlementFigures, depositsPaid int64, rate kernel.Rate, settledAt time.Time) Settlement {
	return Settlement{
		OrgID: show.OrgID, ShowID: show.ID, SettledAt: settledAt,
		Currency: show.Currency, Rate: rate,
		GrossBoxOffice: f.Gross, TicketTax: f.TicketTax, FacilityFees: f.FacilityFees,
		ShowExpenses: f.Expenses, PromoterProfit: f.PromoterProfit, ArtistPayout: f.Payout,
		Withholding: f.Withholding, Commission: f.Commission, DepositsPaid: depositsPaid,
	}
}

// BalanceDue is what the promoter pays on the night: the payout less the tax
// withheld for the artist and the deposits already received. Agent commission is
// not deducted: the artist owes it to the agent, not the promoter. Negative when
// the deposits exceed what the show paid (the artist owes the difference back).
func BalanceDue(payout, withholding, depositsPaid int64) int64 {
	return payout - withholding - depositsPaid
}

// NetToArtist is what the artist keeps of a show: the payout less the tax withheld
// and the agent's commission. Deposits are part of it, received earlier. Every
// document that prints "net to artist" prints this.
func NetToArtist(payout, withholding, commission int64) int64 {
	return payout - withholding - commission
}

// BalanceDue is the settlement's balance paid on the night (see BalanceDue).
func (s Settlement) BalanceDue() int64 {
	return BalanceDue(s.ArtistPayout, s.Withholding, s.DepositsPaid)
}

// NetToArtist is what the artist keeps of the settled show (see NetToArtist).
func (s Settlement) NetToArtist() int64 {
	return NetToArtist(s.ArtistPayout, s.Withholding, s.Commission)
}

// NBOR is the settlement's net box office receipts.
func (s Settlement) NBOR() int64 { return s.GrossBoxOffice - s.FacilityFees - s.TicketTax }

// PromoterNet is the promoter's profit on the settled show, a loss if negative:
// NBOR − show expenses − payout.
func (s Settlement) PromoterNet() int64 { return s.NBOR() - s.ShowExpenses - s.ArtistPayout }

// CancellationBalance is what a cancelled show still owes: the fee its
// cancellation terms set, less the deposits already received. Negative means the
// artist returns that much of the deposits. A show that is not cancelled owes no
// cancellation balance.
func (s Show) CancellationBalance(depositsPaid int64) int64 {
	if s.Cancellation == nil {
		return 0
	}
	return s.Cancellation.Fee - depositsPaid
}

// MerchNet is the merch gross less the sales tax it contains.
func (s Show) MerchNet() int64 { return s.MerchGross - IncludedTax(s.MerchGross, s.MerchTaxRate) }

// SettledOn returns the local date, in the zone tz of its show, on which the
// settlement was signed: the cut-off for the deposits it may deduct. A settlement
// signed after midnight is on the next day's date.
func (s Settlement) SettledOn(tz string) kernel.Date {
	return kernel.DateOf(s.SettledAt, zoneOr(tz))
}

// Figures lays the signed settlement out line by line as Deal.Settle does, every
// amount as signed; only the split point, net to split and overage, which the
// settlement does not store, are derived from the signed amounts and deal d.
func (s Settlement) Figures(d Deal) SettlementFigures {
	f := SettlementFigures{Gross: s.GrossBoxOffice, FacilityFees: s.FacilityFees,
		AdjustedGross: s.GrossBoxOffice - s.FacilityFees, TicketTax: s.TicketTax, NBOR: s.NBOR(),
		Expenses: s.ShowExpenses, PromoterProfit: s.PromoterProfit, Payout: s.ArtistPayout,
		Withholding: s.Withholding, Commission: s.Commission, PromoterNet: s.PromoterNet()}
	if d.Type != DealFlat {
		f.SplitPoint = d.SplitPoint(s.ShowExpenses, s.PromoterProfit)
		f.NetToSplit = f.NBOR - f.SplitPoint
		f.ArtistShare = d.ArtistPercent.Of(max(0, f.NetToSplit))
	}
	f.Overage = max(0, f.Payout-d.Guarantee)
	return f
}
