package main

import (
	"encoding/json"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/roadcase/roadcase/adapters/smtp/smtptest"
	"github.com/roadcase/roadcase/cmd/roadcase/servetest"
)

// joinAsMember has owner invite email as a member, who signs up from the
// invitation's mail; it returns the member's browser, signed in.
func joinAsMember(t *testing.T, owner *person, srv *servetest.Server, mails *smtptest.Server, email string) *person {
	t.Helper()
	owner.open("/settings/members")
	owner.fill("email", email)
	owner.choose("role", "member")
	owner.click(`form[action="/settings/invitations"] button[type=submit]`, "Members of")
	m := newPerson(t, srv.URL)
	m.open(mailLink(t, mails, email, "/invitations/accept?token="))
	m.fill("name", "Mo Member")
	m.fill("password", "a member reads and never signs")
	m.click(`form[action="/invitations/signup"] button[type=submit]`, "API tokens")
	return m
}

// postFrom opens page, then posts body (form-encoded, the page's form token
// added) to action from it as its own form would, and returns the answer's
// status and the text of its main element.
func (p *person) postFrom(page, action, body string) (int, string) {
	p.t.Helper()
	p.open(page)
	answer, err := chromedp.Run(p.tab, chromedp.Evaluate[string](`fetch(`+quoteJS(action)+`, {method: "POST",
		headers: {"Content-Type": "application/x-www-form-urlencoded"},
		body: `+quoteJS(body)+` + "&csrf_token=" + encodeURIComponent(document.querySelector('input[name="csrf_token"]').value)}).
		then(r => r.text().then(t => r.status + "\n" + (new DOMParser().parseFromString(t, "text/html").querySelector("main") || {}).textContent))`,
		chromedp.EvalAwaitPromise))
	if err != nil {
		p.t.Fatal(err)
	}
	status, text, _ := strings.Cut(answer, "\n")
	n, _ := strconv.Atoi(status)
	return n, text
}

// refusedForTheRole fails unless a post's answer is 403 for the member's role
// (not for the form's token, which is refused with a 403 too).
func refusedForTheRole(t *testing.T, what string, status int, text string) {
	t.Helper()
	if status != http.StatusForbidden || !strings.Contains(text, "role") || strings.Contains(text, "expired") {
		t.Errorf("a member %s: %d %q, want 403 for the role", what, status, strings.Join(strings.Fields(text), " "))
	}
}

// hidden returns the values of the page's inputs named names (the first of
// each), form-encoded: what its forms post of the versions they were opened at.
func (p *person) hidden(names ...string) string {
	p.t.Helper()
	v := url.Values{}
	for _, name := range names {
		s, err := chromedp.Run(p.tab, chromedp.Evaluate[string](`document.querySelector('main input[name="`+name+`"]').value`))
		if err != nil {
			p.t.Fatalf("the input %s: %v", name, err)
		}
		v.Set(name, s)
	}
	return v.Encode()
}

// worksheetFigures returns the worksheet's figures as the page prints them,
// by label ("Balance due": "€25,258.59").
func (p *person) worksheetFigures() map[string]string {
	p.t.Helper()
	figures, err := chromedp.Run(p.tab, chromedp.Evaluate[map[string]string](`Object.fromEntries(
		[...document.querySelectorAll("table.figures tr")].map(r => [r.querySelector("th").firstChild.textContent.trim(), r.querySelector("td").textContent.trim()]))`))
	if err != nil {
		p.t.Fatal(err)
	}
	return figures
}

// wantWorksheet compares the worksheet's figures with the hand settlement.
func wantWorksheet(t *testing.T, figures map[string]string, when string) {
	t.Helper()
	h := settledByHand
	for label, want := range map[string]int64{"Gross box office": h.gross, "Show expenses": h.expenses,
		"Promoter profit": h.profit, "Split point": h.splitPoint, "Net to split": h.netToSplit, "Artist's share": h.share,
		"Artist payout": h.payout, "Withholding tax": -h.withholding, "Balance due": h.balance} {
		if got, ok := figures[label]; !ok || cents(got) != want {
			t.Errorf("the %s worksheet's %s is %q, want %d cents (all: %v)", when, label, got, want, figures)
		}
	}
}

// cents reads an amount as the pages print it ("−€6,314.65") in minor units.
func cents(printed string) int64 {
	var digits strings.Builder
	for _, r := range printed {
		if r >= '0' && r <= '9' {
			digits.WriteRune(r)
		}
	}
	n, err := strconv.ParseInt(digits.String(), 10, 64)
	if err != nil {
		return -1 << 62 // matches no figure
	}
	if strings.ContainsAny(printed, "-−") {
		return -n
	}
	return n
}

// receivable is what the KPIs collected and outstanding read for a project,
// in euro cents; no sent invoice yet reads 0 for both.
type receivable struct{ collected, outstanding int64 }

// receivables reads the KPIs collected and outstanding of project in euros.
func receivables(t *testing.T, base, token, project string) receivable {
	t.Helper()
	q := url.Values{"key": {"collected", "outstanding"}, "project_id": {project}, "explain": {"false"}}
	status, body := api(t, "GET", base+"/api/v1/metrics/values?"+q.Encode(), token, nil)
	if status != http.StatusOK {
		t.Fatalf("the KPIs collected and outstanding: %d %s", status, body)
	}
	var answer struct {
		Data []kpiValue `json:"data"`
	}
	if err := json.Unmarshal(body, &answer); err != nil {
		t.Fatal(err)
	}
	var r receivable
	for _, v := range answer.Data {
		if v.Value == nil || (v.Currency != "EUR" && v.Currency != "") {
			continue
		}
		switch v.Key {
		case "collected":
			r.collected = int64(*v.Value)
		case "outstanding":
			r.outstanding = int64(*v.Value)
		}
	}
	return r
}

// settlementRow reads show's row of the settlement report over the API, its
// money columns in minor units.
func settlementRow(t *testing.T, base, token, show string) map[string]int64 {
	t.Helper()
	status, body := api(t, "GET", base+"/api/v1/reports/settlement?show_id="+url.QueryEscape(show), token, nil)
	if status != http.StatusOK {
		t.Fatalf("the settlement report: %d %s", status, body)
	}
	var answer struct {
		Rows []map[string]any `json:"rows"`
	}
	if err := json.Unmarshal(body, &answer); err != nil || len(answer.Rows) != 1 {
		t.Fatalf("the settlement report of one show (%v): %s", err, body)
	}
	out := map[string]int64{}
	for key, v := range answer.Rows[0] {
		if n, ok := v.(float64); ok {
			out[key] = int64(n)
		}
	}
	return out
}
