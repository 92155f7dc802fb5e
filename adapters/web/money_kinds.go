package web

import (
	"net/http"
	"strings"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// The money records' forms: budget lines and income lines here, expenses in
// money_expense.go. They are logistics kinds (logistics.go): the same record
// form, save, version and removal code, written through the records editor.

// moneyKinds are the money records with a form, in the order of the routes.
var moneyKinds []logisticsKind

func init() {
	moneyKinds = []logisticsKind{budgetKind(), expenseKind(), incomeKind()}
}

// budgetKind is the form of a budget line: a category's planned cost in the
// project's currency, for the whole project or one of its shows.
func budgetKind() logisticsKind {
	return logisticsKind{kind: records.KindBudgetLine, segment: "budget", newPath: "/projects/{pid}/budget/new",
		lead: "A planned cost of one category, in the project's currency, for the whole project or one of its shows. The money page sets it against the expenses of the same category.",
		inputs: func(c *logisticsContext, _ map[string]string) []recordInput {
			return []recordInput{
				{Name: "category", Label: "Category", Opts: []string{"hint=Such as crew, travel, accommodation, production, marketing."}},
				{Name: "description", Label: "Description"},
				{Name: "show_id", Label: "Show", Options: c.showOptions()},
				{Name: "amount", Label: "Amount", Opts: []string{"money=" + c.project.Currency}},
			}
		},
		groups: func(*logisticsContext, *recordForm) []formGroup {
			return []formGroup{{Legend: "Budget", Inputs: []string{"category", "description", "show_id", "amount"}}}
		},
		defaults: func(*logisticsContext) map[string]string { return map[string]string{} },
		values: func(c *logisticsContext, d records.Dataset) map[string]string {
			b := d.BudgetLines[0]
			return map[string]string{"category": b.Category, "description": b.Description, "show_id": string(b.ShowID),
				"amount": amountText(b.Amount, c.project.Currency)}
		},
		build: func(c *logisticsContext, f *recordForm, _ *http.Request, id kernel.ID) records.Dataset {
			return records.Dataset{BudgetLines: []records.BudgetLine{{ID: id, OrgID: c.org, ProjectID: c.project.ID,
				ShowID: kernel.ID(f.Get("show_id")), Category: f.Get("category"), Description: f.Get("description"), Amount: f.amount("amount", c.project.Currency)}}}
		},
	}
}

// incomeKinds are the kinds of income, as the form offers them.
var incomeKinds = []option{{string(records.IncomeTicketing), "Ticketing"}, {string(records.IncomeGuarantee), "Guarantee"},
	{string(records.IncomeMerch), "Merchandise"}, {string(records.IncomeSponsorship), "Sponsorship"},
	{string(records.IncomeFee), "Fee"}, {string(records.IncomeOther), "Other"}}

// incomeKind is the form of an income line: money the project earns, in its
// own currency with the rate into the project's.
func incomeKind() logisticsKind {
	return logisticsKind{kind: records.KindIncomeLine, segment: "income", newPath: "/projects/{pid}/income/new",
		lead: "Money the project earns, in the currency it was paid in, with the rate into the project's currency.",
		inputs: func(c *logisticsContext, values map[string]string) []recordInput {
			return []recordInput{
				{Name: "kind", Label: "Kind", Options: incomeKinds},
				{Name: "description", Label: "Description"},
				{Name: "show_id", Label: "Show", Options: c.showOptions()},
				{Name: "currency", Label: "Currency", Options: currencyOptions()},
				{Name: "amount", Label: "Amount", Opts: []string{"money=" + formCurrency(c, values), "hint=In the currency above."}},
				{Name: "rate", Label: "Rate into " + c.project.Currency, Opts: rateOpts(c)},
				{Name: "received_on", Label: "Received on", Opts: []string{"type=date", "hint=Leave empty while it is expected."}},
			}
		},
		groups: func(*logisticsContext, *recordForm) []formGroup {
			return []formGroup{{Legend: "Income", Inputs: []string{"kind", "description", "show_id"}},
				{Legend: "Amount", Inputs: []string{"currency", "amount", "rate", "received_on"}}}
		},
		defaults: func(c *logisticsContext) map[string]string {
			m := map[string]string{"kind": string(records.IncomeTicketing), "currency": c.project.Currency}
			if c.show != nil {
				m["show_id"] = string(c.show.ID)
			}
			return m
		},
		values: func(c *logisticsContext, d records.Dataset) map[string]string {
			l := d.Income[0]
			return map[string]string{"kind": string(l.Kind), "description": l.Description, "show_id": string(l.ShowID),
				"currency": l.Currency, "amount": amountText(l.Amount, l.Currency), "rate": rateText(l.Rate, l.Currency, c),
				"received_on": l.ReceivedOn.String()}
		},
		build: func(c *logisticsContext, f *recordForm, _ *http.Request, id kernel.ID) records.Dataset {
			cur := f.Get("currency")
			return records.Dataset{Income: []records.IncomeLine{{ID: id, OrgID: c.org, ProjectID: c.project.ID,
				ShowID: kernel.ID(f.Get("show_id")), Kind: records.IncomeKind(f.Get("kind")), Description: f.Get("description"),
				Amount: f.amount("amount", cur), Currency: cur, Rate: f.rate("rate", cur, c.project.Currency),
				ReceivedOn: f.date("received_on")}}}
		},
	}
}

// formCurrency is the currency an amount of the form is in: the one chosen,
// else the project's.
func formCurrency(c *logisticsContext, values map[string]string) string {
	if cur := values["currency"]; cur != "" {
		return cur
	}
	return c.project.Currency
}

func rateOpts(c *logisticsContext) []string {
	return []string{"autocomplete=off", "hint=What one unit of the currency above is worth in " + c.project.Currency +
		", such as 1.1732; leave empty in " + c.project.Currency + "."}
}

// rateText is a rate as its input shows it: empty for an amount in the
// project's own currency.
func rateText(r kernel.Rate, currency string, c *logisticsContext) string {
	if currency == c.project.Currency && (r == kernel.RateOne || r == 0) {
		return ""
	}
	return r.String()
}

// rate reads the input name as the rate of currency into home: a decimal with
// a point or a comma ("1.1732", "1,1732"); empty is 1 when the two are one.
func (f *recordForm) rate(name, currency, home string) kernel.Rate {
	text := strings.TrimSpace(f.Get(name))
	if text == "" && currency == home {
		return kernel.RateOne
	}
	if strings.Count(text, ",") == 1 && !strings.Contains(text, ".") {
		text = strings.Replace(text, ",", ".", 1)
	}
	r, err := kernel.ParseRate(text)
	if err != nil || r <= 0 {
		f.fail(inputID(name), "Enter what one "+currency+" is worth in "+home+", such as 1.1732.")
		return 0
	}
	return r
}
