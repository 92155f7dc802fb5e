package web

import (
	"net/http"
	"slices"

	"github.com/roadcase/roadcase/adapters/moneyfmt"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// moneyPage is a project's money (template money_page): its budget against
// what was spent by category, its expenses narrowed by status, show and
// category, and its income, every total in the project's currency.
type moneyPage struct {
	Project  records.Project
	Budget   []budgetRow
	Budgeted string
	Spent    string
	Expenses []expenseRow
	// Listed is the sum of the expenses listed; Costs the part of it that is a
	// cost of the project (records.CostsByCategory: not rejected, not tax
	// withheld for the artist).
	Listed, Costs string
	Income        []incomeRow
	Earned        string
	Filter        expenseFilter
	Shows         []option
	Statuses      []option
	Categories    []option
	May           struct{ Budget, Expense, Decide, Income bool }
	Back          string
}

type budgetRow struct {
	Category, Budget, Actual, Variance string
	Over                               bool
	Items                              int
}

type expenseRow struct {
	ID                                    kernel.ID
	Date, Vendor, Category, Show, Person  string
	Amount, Home, Status, StatusKey, Note string
	Reimbursable, Pending                 bool
}

type incomeRow struct {
	ID                                    kernel.ID
	Kind, Description, Show, Amount, Home string
	Received                              string
}

// expenseFilter narrows the expense list: by status, show and category key
// (records.CategoryKey); empty fields keep everything.
type expenseFilter struct{ Status, Show, Category string }

func (f expenseFilter) keeps(e records.Expense) bool {
	return (f.Status == "" || string(e.Status) == f.Status) && (f.Show == "" || string(e.ShowID) == f.Show) &&
		(f.Category == "" || e.CategoryKey() == f.Category)
}

// projectMoney shows the path's project's money page to any member; the forms
// it links to are offered by records.Rights.
func (s *Server) projectMoney(w http.ResponseWriter, r *http.Request, v *viewer) {
	p, err := s.loadMoney(r, v, kernel.ID(r.PathValue("pid")))
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.page(w, r, http.StatusOK, "money_page", p)
}

// loadMoney reads project's records and computes the page by the records'
// own rules: BudgetAgainstActual, CostsByCategory, IncomeTotal, HomeAmount.
func (s *Server) loadMoney(r *http.Request, v *viewer, project kernel.ID) (*moneyPage, error) {
	rights, err := s.rights(r, v)
	if err != nil {
		return nil, err
	}
	c, err := s.loadLogistics(r, v, logisticsKind{kind: records.KindExpense}, project, "")
	if err != nil {
		return nil, err
	}
	q := r.URL.Query()
	p := &moneyPage{Project: c.project, Filter: expenseFilter{Status: q.Get("status"), Show: q.Get("show"), Category: q.Get("category")},
		Shows: c.showOptions(), Back: "/projects/" + string(project) + "/money"}
	p.Shows[0].Label = "Any show or none"
	p.May.Budget = rights.Can(records.KindBudgetLine, records.ActionCreate)
	p.May.Expense = rights.Can(records.KindExpense, records.ActionCreate)
	p.May.Decide = rights.Can(records.KindExpense, records.ActionDecide)
	p.May.Income = rights.Can(records.KindIncomeLine, records.ActionCreate)
	home := c.project.Currency
	if err := p.addBudget(c.data, c.project); err != nil {
		return nil, err
	}
	if err := p.addExpenses(c, home); err != nil {
		return nil, err
	}
	return p, p.addIncome(c, home)
}

// addBudget sets the budget by category against the costs, by the one rule
// the reports use (records.BudgetAgainstActual).
func (p *moneyPage) addBudget(d records.Dataset, project records.Project) error {
	rows, err := records.BudgetAgainstActual(d, project)
	if err != nil {
		return err
	}
	var budget, actual int64
	for _, t := range rows {
		budget, actual = budget+t.Budget, actual+t.Actual
		p.Budget = append(p.Budget, budgetRow{Category: t.Category, Budget: moneyfmt.Format(t.Budget, project.Currency),
			Actual: moneyfmt.Format(t.Actual, project.Currency), Variance: moneyfmt.Format(t.Variance(), project.Currency),
			Over: t.Variance() > 0, Items: t.Items})
	}
	p.Budgeted, p.Spent = moneyfmt.Format(budget, project.Currency), moneyfmt.Format(actual, project.Currency)
	return nil
}

// addExpenses lists the expenses the filter keeps, newest first, with their
// total and the part of it that is a cost.
func (p *moneyPage) addExpenses(c *logisticsContext, home string) error {
	var kept []records.Expense
	categories := map[string]string{}
	for _, e := range c.data.Expenses {
		if _, seen := categories[e.CategoryKey()]; !seen {
			categories[e.CategoryKey()] = e.Category
		}
		if p.Filter.keeps(e) {
			kept = append(kept, e)
		}
	}
	slices.SortStableFunc(kept, func(a, b records.Expense) int { return compareFold(string(b.IncurredOn), string(a.IncurredOn)) })
	var listed int64
	for _, e := range kept {
		inHome, err := e.HomeAmount(home)
		if err != nil {
			return err
		}
		listed += inHome
		p.Expenses = append(p.Expenses, expenseRow{ID: e.ID, Date: e.IncurredOn.String(), Vendor: e.Vendor, Category: e.Category,
			Show: labelOr(c.data, records.KindShow, e.ShowID), Person: labelOr(c.data, records.KindPerson, e.PersonID),
			Amount: moneyfmt.Format(e.Amount, e.Currency), Home: moneyfmt.Format(inHome, home), Note: e.Description,
			Status: expenseStatusWords[e.Status], StatusKey: string(e.Status), Reimbursable: e.Reimbursable,
			Pending: e.Status == records.ExpensePending})
	}
	_, costs, err := records.CostsByCategory(kept, home)
	p.Listed, p.Costs = moneyfmt.Format(listed, home), moneyfmt.Format(costs, home)
	for _, s := range []records.ExpenseStatus{records.ExpensePending, records.ExpenseApproved, records.ExpenseRejected, records.ExpensePaid} {
		p.Statuses = append(p.Statuses, option{string(s), expenseStatusWords[s]})
	}
	for key, name := range categories {
		p.Categories = append(p.Categories, option{key, name})
	}
	slices.SortFunc(p.Categories, func(a, b option) int { return compareFold(a.Label, b.Label) })
	return err
}

// addIncome lists the income lines with their total in home.
func (p *moneyPage) addIncome(c *logisticsContext, home string) error {
	for _, l := range c.data.Income {
		inHome, err := l.HomeAmount(home)
		if err != nil {
			return err
		}
		p.Income = append(p.Income, incomeRow{ID: l.ID, Kind: optionLabel(incomeKinds, string(l.Kind)), Description: l.Description,
			Show: labelOr(c.data, records.KindShow, l.ShowID), Amount: moneyfmt.Format(l.Amount, l.Currency),
			Home: moneyfmt.Format(inHome, home), Received: l.ReceivedOn.String()})
	}
	total, err := records.IncomeTotal(c.data.Income, home)
	p.Earned = moneyfmt.Format(total, home)
	return err
}

// labelOr is the label of record id of kind k among d, "" for no id.
func labelOr(d records.Dataset, k records.Kind, id kernel.ID) string {
	if id == "" {
		return ""
	}
	return d.Label(k, id)
}
