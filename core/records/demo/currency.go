package demo

import (
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// localMoney is the currency shows in a country are contracted in, with the rate
// into a project's home currency the demo settles at and the steps its figures
// are rounded to: ticket prices and fees, and deal amounts.
type localMoney struct {
	code        string
	toEUR       string // home units per unit, for projects at home in EUR
	toUSD       string // for projects at home in USD
	price, deal int64  // rounding steps in minor units
}

// localCurrencies are the countries of the demo that do not use the euro. Rates
// are fixed reference rates of the demo's season, so the demo is the same on
// every run.
var localCurrencies = map[string]localMoney{
	"GB": {"GBP", "1.1732", "", 50, 10_000},
	"SE": {"SEK", "0.0868", "", 500, 100_000},
	"DK": {"DKK", "0.1341", "", 500, 100_000},
	"NO": {"NOK", "0.0855", "", 500, 100_000},
	"PL": {"PLN", "0.2331", "", 100, 10_000},
	"CZ": {"CZK", "0.0398", "", 1_000, 100_000},
	"CH": {"CHF", "1.0624", "", 50, 10_000},
	"CA": {"CAD", "", "0.7312", 50, 10_000},
}

// localize turns a show planned in home-currency figures into the currency of
// its venue's country: the deal, the ticket prices and the merch spend per head
// are converted at the demo rate and rounded to the local steps. It returns the
// currency and the rate into home (RateOne at home).
func localize(p *showPlan, country, home string) (string, kernel.Rate) {
	lm, ok := localCurrencies[country]
	if !ok || lm.code == home {
		return home, kernel.RateOne
	}
	r, ok := lm.rateInto(home)
	if !ok {
		return home, kernel.RateOne
	}
	conv := func(amount, step int64) int64 {
		v, err := kernel.Rate(int64(kernel.RateOne)*int64(kernel.RateOne)/int64(r)).Convert(amount, home, lm.code)
		if err != nil {
			panic("demo: " + err.Error())
		}
		return roundTo(v, step)
	}
	d := &p.deal
	d.Guarantee, d.ShowExpenses, d.Deposit = conv(d.Guarantee, lm.deal), conv(d.ShowExpenses, lm.deal), conv(d.Deposit, lm.deal)
	d.FacilityFeePerTicket = conv(d.FacilityFeePerTicket, lm.price)
	tiers := make([]tierPlan, len(p.tiers))
	for i, t := range p.tiers {
		t.price = conv(t.price, lm.price)
		tiers[i] = t
	}
	p.tiers = tiers
	p.merch = conv(p.merch, lm.price)
	return lm.code, r
}

// rateOf returns the rate the show's currency converts into its project's home
// currency at: the demo's fixed rate, RateOne at home.
func (b *builder) rateOf(s records.Show) kernel.Rate {
	home := b.projectCurrency(s.ProjectID)
	if s.Currency == home {
		return kernel.RateOne
	}
	for _, lm := range localCurrencies {
		if r, ok := lm.rateInto(home); ok && lm.code == s.Currency {
			return r
		}
	}
	panic("demo: no rate for " + s.Currency)
}

// rateInto returns the demo's rate of lm's currency into home, and false when the
// demo has none (shows in that country are then contracted in home).
func (lm localMoney) rateInto(home string) (kernel.Rate, bool) {
	rate := lm.toEUR
	if home == "USD" {
		rate = lm.toUSD
	}
	if rate == "" {
		return 0, false
	}
	r, err := kernel.ParseRate(rate)
	if err != nil {
		panic("demo: " + err.Error())
	}
	return r, true
}

// projectCurrency returns the home currency of the project with id.
func (b *builder) projectCurrency(id kernel.ID) string {
	for _, p := range b.d.Projects {
		if p.ID == id {
			return p.Currency
		}
	}
	panic("demo: unknown project " + string(id))
}
