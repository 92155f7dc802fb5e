package demo_test

import (
	"testing"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/core/records/demo"
)

// What a settlement withholds is booked: an expense of the show in the show's
// currency at the settlement's rate, so that the tax credit is in the books.
func TestWithholdingIsBooked(t *testing.T) {
	t.Parallel()
	for _, o := range demo.Organizations() {
		booked := map[kernel.ID]records.Expense{}
		for _, e := range o.Data.Expenses {
			if e.Category == "withholding_tax" {
				booked[e.ShowID] = e
			}
		}
		for _, st := range o.Data.Settlements {
			if st.Withholding == 0 || st.ShowID == "" {
				continue
			}
			e, ok := booked[st.ShowID]
			if !ok || e.Amount != st.Withholding || e.Currency != st.Currency || e.Rate != st.Rate {
				t.Errorf("%s settlement %s withholds %d %s; booked %+v", o.Slug, st.ID, st.Withholding, st.Currency, e)
			}
		}
	}
}

// A deposit booked as income for a show not yet settled is what its deposit
// invoices actually received, never the deal's deposit terms.
func TestDepositIncomeIsWhatWasReceived(t *testing.T) {
	t.Parallel()
	checked := 0
	for _, o := range demo.Organizations() {
		shows := map[kernel.ID]records.Show{}
		for _, s := range o.Data.Shows {
			shows[s.ID] = s
		}
		for _, l := range o.Data.Income {
			if s, ok := shows[l.ShowID]; ok && l.ReceivedOn != "" && l.Description == "Deposit received, "+cityOf(o.Data, s) {
				checked++
				if paid := records.ShowDeposits(s, o.Data.Invoices, "").Paid; l.Amount != paid {
					t.Errorf("%s show %s: deposit income %d, received %d", o.Slug, s.Date, l.Amount, paid)
				}
			}
		}
	}
	if checked > 0 {
		return
	}
	// Every tour date of the demo has been played and settled (issue 26: Chicago and
	// Los Angeles were past, confirmed and unsettled), so no show books its deposit
	// as income before a settlement: the rule above has nothing to check only if
	// no show with a deposit received is still unsettled.
	for _, o := range demo.Organizations() {
		settled := map[kernel.ID]bool{}
		for _, st := range o.Data.Settlements {
			settled[st.ShowID] = true
		}
		for _, s := range o.Data.Shows {
			if !settled[s.ID] && s.Status != records.ShowCancelled && records.ShowDeposits(s, o.Data.Invoices, "").Paid > 0 &&
				s.Deal.Deposit > 0 && len(s.Tiers) > 0 && s.Date.Before(demo.Today) {
				t.Errorf("%s show %s received a deposit, is unsettled and books no deposit income", o.Slug, s.Date)
			}
		}
	}
}

func cityOf(d records.Dataset, s records.Show) string {
	for _, v := range d.Venues {
		if v.ID == s.VenueID {
			return v.City
		}
	}
	return ""
}
