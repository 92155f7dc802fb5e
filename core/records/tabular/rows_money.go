package tabular

import (
	"fmt"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// budgetRow reads a budget line in the project's currency: matched by
// category, description and show.
func budgetRow(r *rowCtx) {
	b := r.b
	show, _ := r.show(keyShowDate, false)
	l := records.BudgetLine{ID: b.in.NewID(), OrgID: b.in.OrgID, ProjectID: b.ex.project, ShowID: show.ID, CreatedAt: b.in.Now}
	r.text(keyCategory, &l.Category)
	r.text(keyDescription, &l.Description)
	if r.failed {
		return
	}
	key := budgetKey(l.Category, l.Description, l.ShowID)
	at, found := b.ex.budget[key]
	if found {
		l = b.in.Existing.BudgetLines[at]
	} else {
		at = -1
	}
	r.money(keyAmount, b.projectCurrency(), &l.Amount)
	if r.failed {
		return
	}
	label := l.Category
	if l.Description != "" {
		label += " · " + l.Description
	}
	keep(r, record[records.BudgetLine]{kind: records.KindBudgetLine, key: key, at: at, rec: l, id: l.ID, label: label,
		alone: func(l records.BudgetLine) records.Dataset {
			return records.Dataset{BudgetLines: []records.BudgetLine{l}}
		}},
		b.in.Existing.BudgetLines, &b.plan.New.BudgetLines)
}

// expenseRow reads an expense: matched by date, description and amount. One
// in another currency than the project's needs its rate.
func expenseRow(r *rowCtx) {
	b := r.b
	home := b.projectCurrency()
	e := records.Expense{ID: b.in.NewID(), OrgID: b.in.OrgID, ProjectID: b.ex.project, Status: records.ExpensePending,
		Currency: home, Rate: kernel.RateOne, CreatedAt: b.in.Now}
	r.date(keyDate, &e.IncurredOn)
	r.text(keyDescription, &e.Description)
	cur := r.currency(keyCurrency, home)
	r.money(keyAmount, cur, &e.Amount)
	if r.failed {
		return
	}
	key := expenseKey(e.IncurredOn, e.Description, e.Amount)
	at, found := b.ex.expenses[key]
	if found {
		e = b.in.Existing.Expenses[at]
	} else {
		at = -1
	}
	e.Currency = cur
	r.expenseRate(&e, home)
	r.text(keyCategory, &e.Category)
	r.text(keyVendor, &e.Vendor)
	status, repaid := string(e.Status), map[bool]string{true: "yes", false: "no"}[e.Reimbursable]
	r.choice(keyStatus, &status)
	r.choice(keyRepaid, &repaid)
	e.Status, e.Reimbursable = records.ExpenseStatus(status), repaid == "yes"
	if email, ok := r.cell(keyPaidBy); ok {
		e.PersonID = ""
		if email != "" {
			r.paidBy(email, &e)
		}
	}
	if show, ok := r.show(keyShowDate, false); ok {
		if _, mapped := r.cell(keyShowDate); mapped {
			e.ShowID = show.ID
		}
	}
	if r.failed {
		return
	}
	keep(r, record[records.Expense]{kind: records.KindExpense, key: key, at: at, rec: e, id: e.ID,
		label: string(e.IncurredOn) + " · " + e.Description + " · " + kernel.PlainAmount(e.Amount, e.Currency) + " " + e.Currency,
		alone: func(e records.Expense) records.Dataset { return records.Dataset{Expenses: []records.Expense{e}} }},
		b.in.Existing.Expenses, &b.plan.New.Expenses)
}

// expenseRate sets the expense's rate into the project's currency: 1 in that
// currency, else the row's rate cell, which is then needed.
func (r *rowCtx) expenseRate(e *records.Expense, home string) {
	t, _ := r.cell(keyRate)
	switch {
	case t != "":
		rate, err := kernel.ParseRate(t)
		if err != nil {
			r.fail(keyRate, CodeUnreadable, "a rate such as 1.0865", "Enter the exchange rate into "+home+" as a decimal number, such as 1.0865.")
			return
		}
		e.Rate = rate
	case e.Currency == home:
		e.Rate = kernel.RateOne
	case e.Rate == kernel.RateOne || e.Rate <= 0:
		r.fail(keyRate, records.CodeRequired, "a rate such as 1.0865",
			fmt.Sprintf("An expense in %s needs its exchange rate into %s, the project's currency.", e.Currency, home))
	}
}

// paidBy sets the expense's person to the contact with e-mail.
func (r *rowCtx) paidBy(email string, e *records.Expense) {
	addr, err := readEmail(email)
	if err != nil {
		r.refuse(keyPaidBy, err)
		return
	}
	i, ok := r.b.ex.people[foldEmail(addr)]
	if !ok {
		r.fail(keyPaidBy, CodeUnknownReference, "the e-mail of one of the contacts",
			fmt.Sprintf("No contact has the e-mail %s: add the person to the contacts first, or correct the address.", addr))
		return
	}
	e.PersonID = r.b.in.Existing.People[i].ID
}
