package demo_test

import (
	"testing"

	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/core/records/demo"
)

// Every project's income and costs are of the same order, as a real production's
// are: none earns more than three times what it spends, and none with income
// spends more than three times what it earns.
func TestProjectsEarnAndSpendInProportion(t *testing.T) {
	t.Parallel()
	for _, o := range demo.Organizations() {
		d := o.Data
		for _, p := range d.Projects {
			var lines []records.IncomeLine
			for _, l := range d.Income {
				if l.ProjectID == p.ID {
					lines = append(lines, l)
				}
			}
			var exps []records.Expense
			for _, e := range d.Expenses {
				if e.ProjectID == p.ID {
					exps = append(exps, e)
				}
			}
			income, err := records.IncomeTotal(lines, p.Currency)
			if err != nil {
				t.Fatal(err)
			}
			_, costs, err := records.CostsByCategory(exps, p.Currency)
			if err != nil {
				t.Fatal(err)
			}
			if income > 3*costs || (income > 0 && costs > 3*income) {
				t.Errorf("%s %s: income %d, costs %d (%s minor units)", o.Slug, p.Code, income, costs, p.Currency)
			}
		}
	}
}

// Ticket prices are what a fan pays: between 10 and 300 euros' worth.
func TestTicketPricesArePlausible(t *testing.T) {
	t.Parallel()
	perEUR := map[string]int64{"EUR": 1, "GBP": 1, "USD": 1, "CAD": 2, "CHF": 1, "SEK": 12, "NOK": 12, "DKK": 8, "PLN": 5, "CZK": 25}
	for _, o := range demo.Organizations() {
		for _, s := range o.Data.Shows {
			for _, tier := range s.Tiers {
				k := perEUR[s.Currency]
				if k == 0 || tier.Price < 1000*k || tier.Price > 30000*k {
					t.Errorf("%s %s %s: %s at %d minor units of %s", o.Slug, s.Date, s.Stage, tier.Name, tier.Price, s.Currency)
				}
			}
		}
	}
}
