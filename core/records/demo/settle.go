package demo

import (
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// figures are the numbers of a settlement.
type figures struct {
	gross, facilityFees, tax, expenses, promoterProfit, payout, withholding, commission int64
}

// settleFigures settles a show the way the settlement sheet explains it:
//
//	adjusted gross  = gross − facility fee per ticket × tickets sold
//	ticket tax      = the tax included in the adjusted gross: adjusted × rate ÷ (100% + rate)
//	NBOR            = adjusted gross − ticket tax
//	promoter profit = promoter % × actual show expenses
//	net to split    = NBOR − (expenses + promoter profit)
//	payout          = flat: the guarantee; versus: the greater of the guarantee and
//	                  artist % × net to split; door split: the guarantee plus
//	                  artist % × net to split (a negative net counts as zero)
//
// Withholding and commission are their rates of the payout.
func settleFigures(d records.Deal, gross int64, sold int, expenses int64) figures {
	f := figures{gross: gross, expenses: expenses}
	f.facilityFees = d.FacilityFeePerTicket * int64(sold)
	adjusted := gross - f.facilityFees
	f.tax = includedTax(adjusted, d.TicketTaxRate)
	nbor := adjusted - f.tax
	f.promoterProfit = d.PromoterProfitPercent.Of(expenses)
	share := d.ArtistPercent.Of(max(0, nbor-expenses-f.promoterProfit))
	switch d.Type {
	case records.DealVersus:
		f.payout = max(d.Guarantee, share)
	case records.DealDoorSplit:
		f.payout = d.Guarantee + share
	default:
		f.payout = d.Guarantee
	}
	f.withholding = d.WithholdingRate.Of(f.payout)
	f.commission = d.CommissionRate.Of(f.payout)
	return f
}

// includedTax returns the tax contained in a tax-inclusive amount at rate, rounded
// half up to the minor unit.
func includedTax(amount int64, rate kernel.BasisPoints) int64 {
	if amount <= 0 || rate <= 0 {
		return 0
	}
	den := int64(10000 + rate)
	return (2*amount*int64(rate) + den) / (2 * den)
}
