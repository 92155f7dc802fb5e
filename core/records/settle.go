package records

import "github.com/roadcase/roadcase/core/kernel"

// SettlementFigures is the settlement arithmetic of one show, in minor units of the
// show's currency. docs/money.md defines every line the way a settlement
// accountant reads it.
type SettlementFigures struct {
	Gross          int64 // Σ price × sold, tax included
	FacilityFees   int64 // facility fee per ticket × tickets sold, off the top
	AdjustedGross  int64 // gross − facility fees
	TicketTax      int64 // the sales tax contained in the adjusted gross
	NBOR           int64 // net box office receipts: adjusted gross − ticket tax
	Expenses       int64 // the promoter's show expenses
	PromoterProfit int64 // promoter % × show expenses
	SplitPoint     int64 // what the promoter recoups before the split (see Deal.Settle)
	NetToSplit     int64 // NBOR − split point; negative when the show did not reach it
	ArtistShare    int64 // artist % × max(0, net to split)
	Payout         int64 // what the deal pays the artist, before withholding
	Overage        int64 // payout − guarantee, never negative
	Withholding    int64 // withholding % × payout, paid to the tax office for the artist
	Commission     int64 // agent commission % × payout, owed by the artist to the agent
	PromoterNet    int64 // NBOR − expenses − payout: the promoter's profit, or loss if negative
}

// Settle applies deal d to a show's box office: gross of tickets sold (tax
// included), sold tickets and the promoter's actual show expenses.
//
//	adjusted gross  = gross − facility fee × sold
//	ticket tax      = adjusted × rate ÷ (100% + rate), the tax inside the price
//	NBOR            = adjusted gross − ticket tax
//	promoter profit = promoter % × expenses
//	split point     = versus: expenses + promoter profit
//	                  door split: expenses + guarantee + promoter profit
//	net to split    = NBOR − split point
//	payout          = flat: guarantee
//	                  versus: max(guarantee, artist % × net to split)
//	                  door split: guarantee + artist % × net to split
//
// A negative net to split shares nothing. In a door split ("guarantee plus
// percentage") the guarantee is a cost the promoter recoups before the split:
// leaving it out would pay the artist artist % × guarantee twice.
func (d Deal) Settle(gross int64, sold int, expenses int64) SettlementFigures {
	f := SettlementFigures{Gross: gross, Expenses: expenses}
	f.FacilityFees = d.FacilityFeePerTicket * int64(sold)
	f.AdjustedGross = gross - f.FacilityFees
	f.TicketTax = IncludedTax(f.AdjustedGross, d.TicketTaxRate)
	f.NBOR = f.AdjustedGross - f.TicketTax
	if d.Type != DealFlat {
		f.PromoterProfit = d.PromoterProfitPercent.Of(expenses)
		f.SplitPoint = d.SplitPoint(expenses, f.PromoterProfit)
		f.NetToSplit = f.NBOR - f.SplitPoint
		f.ArtistShare = d.ArtistPercent.Of(max(0, f.NetToSplit))
	}
	switch d.Type {
	case DealVersus:
		f.Payout = max(d.Guarantee, f.ArtistShare)
	case DealDoorSplit:
		f.Payout = d.Guarantee + f.ArtistShare
	default:
		f.Payout = d.Guarantee
	}
	f.Overage = max(0, f.Payout-d.Guarantee)
	f.Withholding = d.WithholdingRate.Of(f.Payout)
	f.Commission = d.CommissionRate.Of(f.Payout)
	f.PromoterNet = f.NBOR - expenses - f.Payout
	return f
}

// IncludedTax returns the tax contained in a tax-inclusive amount at rate:
// amount × rate ÷ (100% + rate), rounded half up to the minor unit
// (kernel.PPM.IncludedIn). Ticket and merch prices are quoted tax included, so
// the tax is taken out, not added.
func IncludedTax(amount int64, rate kernel.PPM) int64 { return rate.IncludedIn(amount) }

// BreakEven returns the tickets and the gross at which the promoter's net box
// office receipts cover the show expenses and the guarantee, which every deal type
// pays at the least, assuming the tiers sell in the proportions of a sellout.
// sellout is Settle at a sellout of sellable tickets; both results round up. ok is
// false when a sellout leaves no receipts after fees and tax.
func (d Deal) BreakEven(sellout SettlementFigures, sellable int) (tickets, gross int64, ok bool) {
	if sellout.NBOR <= 0 {
		return 0, 0, false
	}
	costs := sellout.Expenses + d.Guarantee
	ceilDiv := func(a, b int64) int64 { return (a + b - 1) / b }
	return ceilDiv(costs*int64(sellable), sellout.NBOR), ceilDiv(costs*sellout.Gross, sellout.NBOR), true
}

// SplitPoint returns what the promoter recoups before a percentage deal shares:
// expenses plus promoter profit, plus the guarantee in a door split. A flat deal
// has no split point.
func (d Deal) SplitPoint(expenses, promoterProfit int64) int64 {
	switch d.Type {
	case DealVersus:
		return expenses + promoterProfit
	case DealDoorSplit:
		return expenses + promoterProfit + d.Guarantee
	}
	return 0
}
