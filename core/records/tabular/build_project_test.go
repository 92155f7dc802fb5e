package tabular_test

import (
	"slices"
	"strings"
	"testing"

	"golang.org/x/text/language"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/core/records/tabular"
)

// A crew list assigns contacts found by e-mail, and adds the people whose
// e-mail is new from the row's name, once however many rows name them; a
// person's own rule refusing the row lands on the row's name column.
func TestBuildCrewAddsNewPeople(t *testing.T) {
	t.Parallel()
	p := build(t, tabular.KindCrew, sheet([]string{"Name", "E-mail", "Role", "Day rate", "From", "To"},
		[]string{"", "SAM@example.com", "Tour Manager", "450", "2026-04-28", "2026-05-20"},
		[]string{"Alex de Vries", "alex@example.com", "FOH Engineer", "€ 380,00", "28/04/2026", "20/05/2026"},
		[]string{"Alex de Vries", "alex@example.com", "Stage Manager", "300", "2026-05-21", "2026-05-30"},
		[]string{"", "kim@example.com", "Driver", "200", "2026-04-28", "2026-05-20"},
	), language.Und)
	if got := problemsOf(p); !slices.Equal(got, []string{"5 A required"}) {
		t.Fatalf("problems %v", got)
	}
	if pr := p.Problems[0]; pr.Field != "name" || pr.Detail != "Enter a first or a last name." {
		t.Errorf("the new person's name: %+v", pr)
	}
	if len(p.New.People) != 2 || p.New.People[0].FirstName != "Alex de" || p.New.People[0].LastName != "Vries" {
		t.Fatalf("new people %+v", p.New.People)
	}
	c := p.New.CrewAssignments
	if len(c) != 4 || c[0].PersonID != sam.ID || c[0].DayRate != 45000 || c[1].PersonID != p.New.People[0].ID ||
		c[2].PersonID != c[1].PersonID || c[1].DayRate != 38000 || c[1].StartsOn != "2026-04-28" || c[1].ProjectID != project.ID {
		t.Errorf("crew %+v", c)
	}
	if got := []tabular.Action{p.Rows[0].Action, p.Rows[1].Action, p.Rows[3].Action}; !slices.Equal(got, []tabular.Action{tabular.ActionNew, tabular.ActionNew, tabular.ActionError}) {
		t.Errorf("actions %v", got)
	}
	usd := build(t, tabular.KindCrew, sheet([]string{"Email", "Role", "Rate", "Currency", "Start", "End"},
		[]string{"sam@example.com", "TM", "450", "USD", "2026-04-28", "2026-05-20"}), language.Und)
	if got := problemsOf(usd); !slices.Equal(got, []string{"2 D currency_mismatch"}) {
		t.Errorf("another currency: %v", got)
	}
}

// A guest list names each show by its date, and by its venue when the
// project has two shows that day; a guest already listed is updated.
func TestBuildGuestsFindTheirShow(t *testing.T) {
	t.Parallel()
	p := build(t, tabular.KindGuests, sheet([]string{"Date", "Guest", "+1", "Status"},
		[]string{"1 May 2026", "Alex Morgan", "1", "approved"},
		[]string{"2026-05-02", "Kim Lee", "", ""},
		[]string{"2026-05-01", "Jo Park", "two", ""},
	), language.Und)
	if got := problemsOf(p); !slices.Equal(got, []string{"3 A unknown_reference", "4 C unreadable"}) {
		t.Fatalf("problems %v", got)
	}
	if g := p.New.GuestList; len(g) != 1 || g[0].ShowID != mayDay.ID || g[0].PlusOnes != 1 || g[0].Status != records.GuestApproved {
		t.Errorf("guests %+v", g)
	}
	if pr := p.Problems[1]; pr.Expected != "a whole number such as 1500" || pr.Value != "two" || pr.Header != "+1" {
		t.Errorf("unreadable plus-ones %+v", pr)
	}
}

// Budget lines are in the project's currency, optionally for a show;
// expenses in another currency need their rate, and name who paid by e-mail.
func TestBuildBudgetAndExpenses(t *testing.T) {
	t.Parallel()
	b := build(t, tabular.KindBudget, sheet([]string{"Category", "Description", "Amount", "Show date"},
		[]string{"travel", "Nightliner", "18.500,00", ""},
		[]string{"production", "Local crew", "1,234", "2026-05-01"},
		[]string{"travel", "Nightliner", "1", ""},
	), language.Und)
	if got := problemsOf(b); !slices.Equal(got, []string{"3 C ambiguous", "4 A duplicate_row"}) {
		t.Fatalf("budget problems %v", got)
	}
	if l := b.New.BudgetLines; len(l) != 1 || l[0].Amount != 1850000 || l[0].ShowID != "" {
		t.Errorf("budget %+v", l)
	}
	e := build(t, tabular.KindExpense, sheet([]string{"Date", "Category", "Description", "Amount", "Currency", "Rate", "Paid by", "Reimbursable"},
		[]string{"2026-05-02", "catering", "Rider top-up", "86.40", "", "", "sam@example.com", "yes"},
		[]string{"2026-05-03", "fuel", "Diesel", "$120.00", "USD", "0.92", "", "no"},
		[]string{"2026-05-04", "fuel", "Diesel", "120", "GBP", "", "", ""},
		[]string{"2026-05-05", "fuel", "Diesel", "12", "", "", "nobody@example.com", ""},
	), language.Und)
	if got := problemsOf(e); !slices.Equal(got, []string{"4 F required", "5 G unknown_reference"}) {
		t.Fatalf("expense problems %v", got)
	}
	x := e.New.Expenses
	if len(x) != 2 || x[0].Amount != 8640 || x[0].Currency != "EUR" || x[0].Rate != kernel.RateOne || x[0].PersonID != sam.ID ||
		!x[0].Reimbursable || x[0].Status != records.ExpensePending || x[1].Currency != "USD" || x[1].Rate != 92_000_000 {
		t.Errorf("expenses %+v", x)
	}
	if !strings.Contains(e.Problems[0].Detail, "GBP needs its exchange rate into EUR") {
		t.Errorf("rate refusal %q", e.Problems[0].Detail)
	}
}

// A contact list updates the contacts it finds by e-mail (any case) and adds
// the others; a name in one cell is split before its last word.
func TestBuildPeopleMatchByEmail(t *testing.T) {
	t.Parallel()
	p := build(t, tabular.KindPeople, sheet([]string{"Full name", "Email", "Mobile"},
		[]string{"Sam Rivera", "Sam@Example.com", "+44 7700 900123"},
		[]string{"Ana María López", "ana@example.com", ""},
		[]string{"Sam Rivera", "sam@example.com", ""},
	), language.Und)
	if got := problemsOf(p); !slices.Equal(got, []string{"4 B duplicate_row"}) {
		t.Fatalf("problems %v", got)
	}
	if len(p.Updates) != 1 || p.Updates[0].After.People[0].Phone != "+44 7700 900123" || p.Updates[0].After.People[0].Email != "sam@example.com" {
		t.Fatalf("updates %+v", p.Updates)
	}
	if c := p.Rows[0].Changes; len(c) != 1 || c[0].Field != "/phone" {
		t.Errorf("changes %+v", c)
	}
	if n := p.New.People; len(n) != 1 || n[0].FirstName != "Ana María" || n[0].LastName != "López" {
		t.Errorf("new %+v", n)
	}
}

// What records.Dataset.Warnings finds about a row's record is a warning at
// its column, and does not make the row an error.
func TestBuildWarnsWithoutRefusing(t *testing.T) {
	t.Parallel()
	p := build(t, tabular.KindShows, sheet([]string{"Date", "Venue", "Status"}, []string{"2026-05-09", "Paradiso", "Settled"}), language.Und)
	if got := problemsOf(p); !slices.Equal(got, []string{"2 C status_mismatch (warning)"}) {
		t.Fatalf("problems %v", got)
	}
	if p.Errors() != 0 || p.Rows[0].Action != tabular.ActionNew {
		t.Errorf("errors %d, action %s", p.Errors(), p.Rows[0].Action)
	}
}
