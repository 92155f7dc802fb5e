package records

import (
	"fmt"

	"github.com/roadcase/roadcase/core/kernel"
)

// The finding codes of the figures: money that is possible but implausible.
const (
	FindActualsOffBudget   = "actuals_off_budget"  // settled show expenses far from the offer's
	FindLooksUnconverted   = "looks_unconverted"   // another show's figure, in another currency
	FindPastShowUnsettled  = "past_show_unsettled" // a past confirmed show with income and no settlement
	FindVATRatesDisagree   = "vat_rates_disagree"  // one country, one kind of sale, two VAT rates
	actualsOffBudgetFactor = 2                     // actuals below budget ÷ 2 or above budget × 2
	unconvertedMinimum     = 100_000               // minor units: 1,000 in any two-decimal currency
)

// showFigures flags settled show expenses far from the offer's budget: below half
// of it or above twice it (actualsOffBudgetFactor). Promoters' actuals land within
// a few per cent of the offer; a factor of two is a figure in the wrong currency
// or a line left out, not a cheap night.
func (w *warnings) showFigures() {
	for i, st := range w.d.Settlements {
		s, ok := w.show(st.ShowID)
		budget := s.Deal.ShowExpenses
		if !ok || budget <= 0 || st.Draft {
			continue
		}
		if st.ShowExpenses*actualsOffBudgetFactor < budget || st.ShowExpenses > budget*actualsOffBudgetFactor {
			w.add(KindSettlement, i, "show_expenses", FindActualsOffBudget, fmt.Sprintf(
				"the settled show expenses, %d minor units of %s, are more than a factor of %d from the offer's %d",
				st.ShowExpenses, s.Currency, actualsOffBudgetFactor, budget))
		}
	}
}

// unconverted flags a settlement's show expenses that equal, to the minor unit, a
// show expense figure (the offer's or a settlement's) of another show of the same
// project in another currency: an amount copied from one date of a tour to another
// without conversion. Figures under unconvertedMinimum are left out, where round
// numbers meet by chance, and so are other projects, planned in their own units,
// and actuals that are their own show's offer to the unit.
func (w *warnings) unconverted() {
	type figure struct {
		project, show kernel.ID
		currency      string
	}
	seen := map[int64][]figure{}
	note := func(amount int64, f figure) {
		if amount >= unconvertedMinimum {
			seen[amount] = append(seen[amount], f)
		}
	}
	for _, s := range w.d.Shows {
		note(s.Deal.ShowExpenses, figure{s.ProjectID, s.ID, s.Currency})
	}
	for _, st := range w.d.Settlements {
		if s, ok := w.show(st.ShowID); ok && st.Signed() {
			note(st.ShowExpenses, figure{s.ProjectID, s.ID, st.Currency})
		}
	}
	for i, st := range w.d.Settlements {
		s, ok := w.show(st.ShowID)
		if !ok || st.Draft || st.ShowExpenses == s.Deal.ShowExpenses {
			continue // the show's own offer, in its own currency: not a copy
		}
		for _, f := range seen[st.ShowExpenses] {
			if f.project == s.ProjectID && f.show != st.ShowID && f.currency != st.Currency {
				w.add(KindSettlement, i, "show_expenses", FindLooksUnconverted, fmt.Sprintf(
					"the settled show expenses, %d minor units of %s, are another show's figure in %s: converted?",
					st.ShowExpenses, st.Currency, f.currency))
				break
			}
		}
	}
}

// unsettled flags a confirmed show before today that has income booked against
// it but no settlement: either the settlement is missing or the show is not
// confirmed any more (settled, cancelled).
func (w *warnings) unsettled(today kernel.Date) {
	if today == "" {
		return
	}
	income, settled := map[kernel.ID]bool{}, map[kernel.ID]bool{}
	for _, l := range w.d.Income {
		income[l.ShowID] = income[l.ShowID] || !l.ShowID.IsZero()
	}
	for _, st := range w.d.Settlements {
		settled[st.ShowID] = settled[st.ShowID] || st.Signed()
	}
	for i, s := range w.d.Shows {
		if s.Status == ShowConfirmed && s.Date.Before(today) && income[s.ID] && !settled[s.ID] {
			w.add(KindShow, i, "status", FindPastShowUnsettled,
				"the show is past and still confirmed, with income booked and no settlement")
		}
	}
}

// vatRates flags shows whose ticket VAT, or merch VAT, differs from another
// ticketed show's in the same country: a country taxes one kind of sale at one
// rate (Sweden 6 % on concert tickets, whoever promotes them), so two rates are a
// mistake in one of them. The first show of each country and kind, in dataset
// order, sets the rate the others are compared with.
func (w *warnings) vatRates() {
	country := map[kernel.ID]string{}
	for _, v := range w.d.Venues {
		country[v.ID] = v.Country
	}
	type key struct{ country, kind string }
	first := map[key]Show{}
	check := func(i int, s Show, kind, field string, rate kernel.PPM, rateOf func(Show) kernel.PPM) {
		k := key{country[s.VenueID], kind}
		if k.country == "" {
			return
		}
		f, ok := first[k]
		switch {
		case !ok:
			first[k] = s
		case rateOf(f) != rate:
			w.add(KindShow, i, field, FindVATRatesDisagree, fmt.Sprintf(
				"%s VAT of %s in %s, where the show of %s has %s", kind, rate, k.country, f.Date, rateOf(f)))
		}
	}
	for i, s := range w.d.Shows {
		if s.Status == ShowCancelled {
			continue
		}
		if s.Sold() > 0 {
			check(i, s, "ticket", "deal/ticket_tax_rate", s.Deal.TicketTaxRate, func(s Show) kernel.PPM { return s.Deal.TicketTaxRate })
		}
		if s.MerchGross > 0 {
			check(i, s, "merch", "merch_tax_rate", s.MerchTaxRate, func(s Show) kernel.PPM { return s.MerchTaxRate })
		}
	}
}
