package web

import (
	"net/http"
	"strings"
	"testing"
)

// Every money page, plain and with errors, passes html-validate's recommended
// rules (skipped without html-validate).
func TestEveryMoneyPageIsValidHTML(t *testing.T) {
	validatePages(t, moneyPages(t))
}

// Every money page is audited by axe-core in Chromium under its CSP (skipped
// without Chromium unless ROADCASE_REQUIRE_BROWSER=1).
func TestEveryMoneyPageIsAccessible(t *testing.T) {
	auditPages(t, moneyPages(t), newShowFixture(t).handler)
}

// moneyPages renders every money page: the money page full, filtered and for
// a viewer, each form new and with errors, an expense's edit form and review,
// and the legal profile's form, plain and with errors.
func moneyPages(t *testing.T) map[string]string {
	f := newProfileFixture(t)
	out, add := pageCollector(t)
	m := f.signedIn("mia@example.com")
	project := "/projects/" + string(f.project)
	expense := formOf("vendor", "Albert Heijn", "category", "Catering", "incurred_on", "2027-03-28", "show_id", string(f.show),
		"currency", "GBP", "amount", "1 234,50", "rate", "1.17", "reimbursable", "yes", "description", "Receipt 41, crew lunch")
	for _, c := range []struct {
		name string
		bad  [2]string
		post map[string][]string
	}{
		{"budget", [2]string{"amount", "1,234"}, formOf("category", "Catering", "description", "Crew food", "amount", "2 000")},
		{"expenses", [2]string{"amount", "12,345"}, expense},
		{"income", [2]string{"rate", "lots"}, formOf("kind", "merch", "description", "Merch night 1", "show_id", string(f.show),
			"currency", "EUR", "amount", "3.450,00", "received_on", "2027-03-28")},
	} {
		path := project + "/" + c.name + "/new"
		add(c.name+"-new", m.get(path), http.StatusOK)
		add(c.name+"-created", m.post(path, c.post), http.StatusSeeOther)
		bad := formOf()
		for k, v := range c.post {
			bad[k] = v
		}
		bad.Set(c.bad[0], c.bad[1])
		add(c.name+"-errors", m.post(path, bad), http.StatusUnprocessableEntity)
	}
	id := string(f.expenses()[0].ID)
	add("expense-edit", m.get("/expenses/"+id+"/edit"), http.StatusOK)
	add("expense-review", m.get("/expenses/"+id+"/review"), http.StatusOK)
	add("money", m.get(project+"/money"), http.StatusOK)
	add("money-filtered", m.get(project+"/money?status=rejected&category=catering"), http.StatusOK)
	add("money-viewer", f.signedIn("vi@example.com").get(project+"/money"), http.StatusOK)
	al := f.signedIn("al@example.com")
	add("legal-profile", al.get("/settings/legal-profile"), http.StatusOK)
	add("legal-profile-errors", al.post("/settings/legal-profile", profilePost("0", "iban", "NL92 ABNA 0417 1643 00", "bic", "ABN")),
		http.StatusUnprocessableEntity)
	for name := range out {
		if strings.HasSuffix(name, "-created") {
			delete(out, name)
		}
	}
	return out
}

// TestMoneyPagesScreenshots fills ROADCASE_SHOTS with the money page and the
// expense form with errors at 1280 and 375 px wide, for people to look at.
func TestMoneyPagesScreenshots(t *testing.T) {
	dir := shotsDir(t)
	shootPages(t, dir, moneyPages(t), newShowFixture(t).handler, shots{prefix: "money-",
		names: []string{"money", "expenses-errors", "expense-review", "legal-profile-errors"}})
}
