package web

import (
	"net/http"
	"strings"
	"testing"

	"github.com/roadcase/roadcase/core/records"
)

// expenses returns the fixture's stored expenses.
func (f *showFixture) expenses() []records.Expense {
	f.rec.mu.Lock()
	defer f.rec.mu.Unlock()
	return append([]records.Expense(nil), f.rec.data[f.org.ID].Expenses...)
}

// A member enters an expense typed as a German writes it, sees it pending on
// the money page and cannot review it; a manager approves it at its version;
// an ambiguous amount is refused beside its input; a viewer gets no form.
func TestMembersEnterExpensesThatManagersReview(t *testing.T) {
	t.Parallel()
	f := newShowFixture(t)
	money, newExpense := "/projects/"+string(f.project)+"/money", "/projects/"+string(f.project)+"/expenses/new"
	mo := f.signedIn("mo@example.com")
	wantStatus(t, mo.get(newExpense), http.StatusOK)
	post := formOf("vendor", "Deli <b>", "category", "Catering", "incurred_on", "2027-03-28", "show_id", string(f.show),
		"person_id", "", "currency", "EUR", "amount", "1.234,50", "rate", "", "reimbursable", "yes", "description", "Receipt 41")
	bad := formOf()
	for k, v := range post {
		bad[k] = v
	}
	bad.Set("amount", "1,234")
	r := mo.post(newExpense, bad)
	wantStatus(t, r, http.StatusUnprocessableEntity)
	if msg := fieldError(r.body, "amount"); !strings.Contains(msg, "could mean 1234 or 1.234") {
		t.Errorf("error beside the amount: %q", msg)
	}
	wantStatus(t, mo.post(newExpense, post), http.StatusSeeOther)
	got := f.expenses()
	if len(got) != 1 || got[0].Amount != 123450 || got[0].Status != records.ExpensePending || !got[0].Reimbursable {
		t.Fatalf("stored expenses: %+v", got)
	}
	id := string(got[0].ID)
	wantContains(t, mo.get(money), "Deli &lt;b&gt;", "€1,234.50", "Pending", "Enter an expense")
	wantStatus(t, mo.get("/expenses/"+id+"/review"), http.StatusForbidden)
	wantStatus(t, mo.post("/expenses/"+id+"/review", formOf("version", "1", "status", "approved")), http.StatusForbidden)
	mia := f.signedIn("mia@example.com")
	wantContains(t, mia.get("/expenses/"+id+"/review"), "Approve", "Reject", `name="version" value="1"`)
	wantStatus(t, mia.post("/expenses/"+id+"/review", formOf("version", "1", "status", "approved")), http.StatusSeeOther)
	wantStatus(t, mia.post("/expenses/"+id+"/review", formOf("version", "1", "status", "rejected")), http.StatusConflict)
	if e := f.expenses()[0]; e.Status != records.ExpenseApproved {
		t.Errorf("status after approval: %s", e.Status)
	}
	wantStatus(t, mo.post("/expenses/"+id+"/edit", post), http.StatusForbidden)
	wantContains(t, mia.get(money+"?status=approved"), "Approved", "€1,234.50")
	if body := mia.get(money + "?status=rejected").body; strings.Contains(body, "Deli") {
		t.Errorf("the rejected filter lists the approved expense")
	}
	vi := f.signedIn("vi@example.com")
	wantStatus(t, vi.get(newExpense), http.StatusForbidden)
	if body := vi.get(money).body; strings.Contains(body, "Enter an expense") || strings.Contains(body, "Review") {
		t.Errorf("a viewer is offered writes")
	}
}

// A manager's budget line is set against the approved expenses of its
// category; a member may not budget; a rejected expense is not a cost.
func TestTheMoneyPageSetsTheBudgetAgainstTheCosts(t *testing.T) {
	t.Parallel()
	f := newShowFixture(t)
	project := "/projects/" + string(f.project)
	mia := f.signedIn("mia@example.com")
	wantStatus(t, f.signedIn("mo@example.com").get(project+"/budget/new"), http.StatusForbidden)
	r := mia.post(project+"/budget/new", formOf("category", "Catering", "description", "Food", "amount", "x"))
	wantStatus(t, r, http.StatusUnprocessableEntity)
	if fieldError(r.body, "amount") == "" {
		t.Errorf("no error beside the amount:\n%s", r.body)
	}
	wantStatus(t, mia.post(project+"/budget/new", formOf("category", "Catering", "description", "Food", "amount", "2 000")), http.StatusSeeOther)
	for _, c := range []struct{ amount, status string }{{"150", "approved"}, {"900", "rejected"}} {
		wantStatus(t, mia.post(project+"/expenses/new", formOf("vendor", "Deli", "category", "catering", "incurred_on", "2027-03-28",
			"currency", "USD", "amount", c.amount, "rate", "0,9", "reimbursable", "no")), http.StatusSeeOther)
		e := f.expenses()[len(f.expenses())-1]
		wantStatus(t, mia.post("/expenses/"+string(e.ID)+"/review", formOf("version", "1", "status", c.status)), http.StatusSeeOther)
	}
	page := mia.get(project + "/money")
	// 150 USD at 0.9 is €135.00; the rejected 900 USD counts in the list but is no cost.
	wantContains(t, page, "€2,000.00", "€135.00", "$150.00", "€945.00", "Of which costs")
	if !strings.Contains(page.body, "−€1,865.00") {
		t.Errorf("no variance of −€1,865.00 on the budget row:\n%s", page.body)
	}
	// The project page shows the same budget against actual, by the same rule.
	wantContains(t, f.signedIn("vi@example.com").get(project), "Budget against actual", "€2,000.00", "€135.00", "−€1,865.00")
}

// A budget line may be for one of the project's shows: the form offers them,
// and the line is saved with the show chosen; without one it is the project's.
func TestABudgetLineMayBeForOneOfTheProjectsShows(t *testing.T) {
	t.Parallel()
	f := newShowFixture(t)
	project := "/projects/" + string(f.project)
	mia := f.signedIn("mia@example.com")
	form := mia.get(project + "/budget/new")
	wantContains(t, form, `name="show_id"`, `value="`+string(f.show)+`"`, "No show (the project)")
	for _, show := range []string{string(f.show), ""} {
		wantStatus(t, mia.post(project+"/budget/new", formOf("category", "Production", "description", "Staging",
			"show_id", show, "amount", "1 500,00")), http.StatusSeeOther)
		lines := f.budgetLines()
		if got := lines[len(lines)-1]; string(got.ShowID) != show || got.Amount != 150_000 {
			t.Errorf("the budget line saved is for show %q at %d, want show %q at 150000", got.ShowID, got.Amount, show)
		}
	}
}

func (f *showFixture) budgetLines() []records.BudgetLine {
	f.rec.mu.Lock()
	defer f.rec.mu.Unlock()
	return append([]records.BudgetLine(nil), f.rec.data[f.org.ID].BudgetLines...)
}
