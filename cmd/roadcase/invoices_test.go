package main

import (
	"encoding/json"
	"net/http"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/roadcase/roadcase/cmd/roadcase/servetest"
)

// firstProject is the first project the draft form offers.
var firstProject = regexp.MustCompile(`<option value=""[^>]*>Choose a project</option>\s*<option value="([0-9a-f-]{36})"`)

// issuedNumber is the number an issued invoice's page is titled with.
var issuedNumber = regexp.MustCompile(`<h1>Invoice (INV-\d{4}-\d{4,})</h1>`)

// TestInvoicesThroughTheServedPages writes two drafts on the pages serve
// serves over the demo, issues them (the second takes the number after the
// first's), sends the first to its client and finds the mail, the rendered
// invoice as its HTML part, in the outbox.
func TestInvoicesThroughTheServedPages(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("builds and runs the binary")
	}
	dsn := migratedDSN(t)
	srv := servetest.StartDemo(t, buildBinary(t), dsn)
	b := newBrowserlessClient(t, srv.URL)
	b.signIn(srv.Email, srv.Password)
	m := firstProject.FindStringSubmatch(b.get("/invoices/new", http.StatusOK))
	if m == nil {
		t.Fatal("the draft form offers no project")
	}
	draft := url.Values{"project_id": {m[1]}, "kind": {"standard"}, "client_name": {"Mojo Concerts"},
		"client_email": {"ap@mojo.example"}, "currency": {"EUR"}, "tax_rate": {"21"}, "due_on": {"2099-12-31"},
		"lines/0/description": {"Guarantee"}, "lines/0/quantity": {"2"}, "lines/0/unit_price": {"1,500.00"}}
	issue := func() string {
		t.Helper()
		resp := b.post("/invoices/new", "/invoices/new", draft)
		page := resp.Header.Get("Location")
		if resp.StatusCode != http.StatusSeeOther || !strings.HasPrefix(page, "/invoices/") {
			t.Fatalf("saving the draft: %d to %q", resp.StatusCode, page)
		}
		b.submit(page, page+"/issue", url.Values{"version": {"1"}}, http.StatusSeeOther)
		n := issuedNumber.FindStringSubmatch(b.get(page, http.StatusOK))
		if n == nil {
			t.Fatalf("the issued invoice's page names no number")
		}
		return page + " " + n[1]
	}
	first, second := strings.Fields(issue()), strings.Fields(issue())
	n1, _ := strconv.Atoi(first[1][len("INV-2026-"):])
	n2, _ := strconv.Atoi(second[1][len("INV-2026-"):])
	if second[1][:len("INV-2026-")] != first[1][:len("INV-2026-")] || n2 != n1+1 {
		t.Fatalf("the numbers are %s then %s; want the next of the same year", first[1], second[1])
	}
	b.submit(first[0], first[0]+"/send", url.Values{"version": {"2"}}, http.StatusSeeOther)
	var msg outboxLine
	out := mustRun(t, dsn, "mail", "outbox", "--limit", "1").stdout
	if err := json.Unmarshal([]byte(strings.TrimSpace(out)), &msg); err != nil {
		t.Fatalf("mail outbox printed %q: %v", out, err)
	}
	if msg.Kind != "invoice" || msg.Subject != "Invoice "+first[1] || !strings.Contains(msg.HTML, first[1]) ||
		!strings.Contains(msg.Text, first[1]) || len(msg.To) != 1 || !strings.Contains(msg.To[0], "ap@mojo.example") {
		t.Fatalf("the newest outbox message is %+v", msg)
	}
}
