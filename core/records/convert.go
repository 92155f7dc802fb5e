package records

import "github.com/roadcase/roadcase/core/kernel"

// InHome converts amount of currency cur at rate into the project's home currency
// home. A record in the home currency has RateOne and converts to itself exactly.
// Roll-ups (budgets, profit and loss, reports) add amounts only after InHome.
func InHome(amount int64, cur string, rate kernel.Rate, home string) (int64, error) {
	if cur == home {
		return amount, nil
	}
	return rate.Convert(amount, cur, home)
}

// HomeAmount returns the expense's amount in home, the project's currency.
func (e Expense) HomeAmount(home string) (int64, error) {
	return InHome(e.Amount, e.Currency, e.Rate, home)
}

// HomeAmount returns the income line's amount in home, the project's currency.
func (l IncomeLine) HomeAmount(home string) (int64, error) {
	return InHome(l.Amount, l.Currency, l.Rate, home)
}

// InHome converts one of the settlement's amounts into home, the project's
// currency, at the rate it was signed at.
func (s Settlement) InHome(amount int64, home string) (int64, error) {
	return InHome(amount, s.Currency, s.Rate, home)
}
