package web

import (
	"net/http"
	"strconv"

	"github.com/roadcase/roadcase/adapters/moneyfmt"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// expenseStatusWords name an expense's status on the pages.
var expenseStatusWords = map[records.ExpenseStatus]string{records.ExpensePending: "Pending",
	records.ExpenseApproved: "Approved", records.ExpenseRejected: "Rejected", records.ExpensePaid: "Paid"}

// expenseKind is the form of an expense, which members enter: the vendor, the
// category, the amount in its own currency with the rate into the project's,
// the day, the show or the person, the receipt and whether the person who
// paid is owed it. Its status is not an input: a new expense is pending and a
// change keeps the status; managers decide it on the money page
// (decideExpense).
func expenseKind() logisticsKind {
	return logisticsKind{kind: records.KindExpense, segment: "expenses", newPath: "/projects/{pid}/expenses/new",
		lead: "Money spent for the project, in the currency it was paid in. A manager approves or rejects it; a rejected expense is not a cost.",
		inputs: func(c *logisticsContext, values map[string]string) []recordInput {
			return []recordInput{
				{Name: "vendor", Label: "Vendor", Opts: []string{"hint=Who was paid."}},
				{Name: "category", Label: "Category", Opts: []string{"hint=The budget category it counts against, such as catering."}},
				{Name: "incurred_on", Label: "Date", Opts: []string{"type=date"}},
				{Name: "show_id", Label: "Show", Options: c.showOptions()},
				{Name: "person_id", Label: "Paid by", Options: append([]option{{"", "The office"}}, c.people...)},
				{Name: "currency", Label: "Currency", Options: currencyOptions()},
				{Name: "amount", Label: "Amount", Opts: []string{"money=" + formCurrency(c, values), "hint=In the currency above, as on the receipt."}},
				{Name: "rate", Label: "Rate into " + c.project.Currency, Opts: rateOpts(c)},
				{Name: "reimbursable", Label: "Owed to who paid", Options: []option{{"no", "No"}, {"yes", "Yes, reimburse them"}}},
				{Name: "description", Label: "Receipt note", Opts: []string{"textarea", "hint=What the receipt says, its number."}},
			}
		},
		groups: func(*logisticsContext, *recordForm) []formGroup {
			return []formGroup{{Legend: "Expense", Inputs: []string{"vendor", "category", "incurred_on", "show_id", "person_id"}},
				{Legend: "Amount", Inputs: []string{"currency", "amount", "rate", "reimbursable"}},
				{Legend: "Receipt", Inputs: []string{"description"}}}
		},
		defaults: func(c *logisticsContext) map[string]string {
			m := map[string]string{"currency": c.project.Currency, "reimbursable": "no"}
			if c.show != nil {
				m["show_id"], m["incurred_on"] = string(c.show.ID), c.show.Date.String()
			}
			return m
		},
		values: func(c *logisticsContext, d records.Dataset) map[string]string {
			e := d.Expenses[0]
			return map[string]string{"vendor": e.Vendor, "category": e.Category, "incurred_on": e.IncurredOn.String(),
				"show_id": string(e.ShowID), "person_id": string(e.PersonID), "currency": e.Currency,
				"amount": amountText(e.Amount, e.Currency), "rate": rateText(e.Rate, e.Currency, c),
				"reimbursable": yesNo(e.Reimbursable), "description": e.Description}
		},
		build: func(c *logisticsContext, f *recordForm, _ *http.Request, id kernel.ID) records.Dataset {
			cur := f.Get("currency")
			status := records.ExpensePending
			for _, e := range c.data.Expenses {
				if e.ID == id {
					status = e.Status
				}
			}
			return records.Dataset{Expenses: []records.Expense{{ID: id, OrgID: c.org, ProjectID: c.project.ID,
				ShowID: kernel.ID(f.Get("show_id")), PersonID: kernel.ID(f.Get("person_id")), Category: f.Get("category"),
				Vendor: f.Get("vendor"), Description: f.Get("description"), Amount: f.amount("amount", cur), Currency: cur,
				Rate: f.rate("rate", cur, c.project.Currency), IncurredOn: f.date("incurred_on"), Status: status,
				Reimbursable: f.Get("reimbursable") == "yes"}}}
		},
	}
}

func yesNo(b bool) string {
	if b {
		return "yes"
	}
	return "no"
}

// expenseReview is the page where a manager approves, rejects or marks paid
// one expense (template money_decide), at the version it shows.
type expenseReview struct {
	Row     expenseRow
	Version int
	Project records.Project
	Choices []option
	Back    string
}

// reviewExpense shows the path's expense with the decisions the viewer may
// take; only deciders (records.ActionDecide) get the page.
func (s *Server) reviewExpense(w http.ResponseWriter, r *http.Request, v *viewer) {
	opened, c, err := s.openLogistics(r, v, expenseKind())
	if err == nil {
		_, err = s.mayDo(r, v, records.KindExpense, records.ActionDecide)
	}
	if err != nil {
		s.fail(w, r, err)
		return
	}
	e, home := opened.Record.Expenses[0], c.project.Currency
	inHome, err := e.HomeAmount(home)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	p := expenseReview{Version: opened.Version, Project: c.project, Back: localBack(r, "/projects/"+string(c.project.ID)+"/money"),
		Row: expenseRow{ID: e.ID, Date: e.IncurredOn.String(), Vendor: e.Vendor, Category: e.Category,
			Show: labelOr(c.data, records.KindShow, e.ShowID), Person: labelOr(c.data, records.KindPerson, e.PersonID),
			Amount: moneyfmt.Format(e.Amount, e.Currency), Home: moneyfmt.Format(inHome, home), Note: e.Description,
			Status: expenseStatusWords[e.Status], StatusKey: string(e.Status), Reimbursable: e.Reimbursable}}
	for _, st := range []records.ExpenseStatus{records.ExpenseApproved, records.ExpenseRejected, records.ExpensePaid, records.ExpensePending} {
		if st != e.Status {
			p.Choices = append(p.Choices, option{string(st), decisionWords[st]})
		}
	}
	s.page(w, r, http.StatusOK, "money_decide", p)
}

// decisionWords are the buttons of an expense's review.
var decisionWords = map[records.ExpenseStatus]string{records.ExpenseApproved: "Approve", records.ExpenseRejected: "Reject",
	records.ExpensePaid: "Mark paid", records.ExpensePending: "Back to pending"}

// decideExpense approves, rejects or marks paid the path's expense at the
// posted version: the expense as it is with the posted status, saved through
// the records editor, which refuses anyone below a manager and a stale
// version.
func (s *Server) decideExpense(w http.ResponseWriter, r *http.Request, v *viewer) {
	if err := r.ParseForm(); err != nil {
		s.fail(w, r, kernel.Invalid("The form could not be read."))
		return
	}
	opened, err := s.openOf(r, v, records.KindExpense, kernel.ID(r.PathValue("id")))
	if err != nil {
		s.fail(w, r, err)
		return
	}
	version, _ := strconv.Atoi(r.PostForm.Get("version"))
	e := opened.Record.Expenses[0]
	e.Status = records.ExpenseStatus(r.PostForm.Get("status"))
	_, err = s.deps.Records.Save(r.Context(), v.Actor(), records.Change{Ref: opened.Ref, Version: version,
		Action: records.ActionChange, Record: records.Dataset{Expenses: []records.Expense{e}}})
	if err != nil {
		s.fail(w, r, err)
		return
	}
	http.Redirect(w, r, localBack(r, "/projects/"+string(opened.Ref.ProjectID)+"/money"), http.StatusSeeOther)
}
