package web

import (
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/roadcase/roadcase/adapters/web/browsertest"
)

// Every invoicing page, plain and with errors, passes html-validate's
// recommended rules (skipped without html-validate).
func TestEveryInvoicePageIsValidHTML(t *testing.T) {
	validatePages(t, invoicePages(t))
}

// Every invoicing page is audited by axe-core in Chromium under its CSP
// (skipped without Chromium unless ROADCASE_REQUIRE_BROWSER=1).
func TestEveryInvoicePageIsAccessible(t *testing.T) {
	auditPages(t, invoicePages(t), newInvoiceFixture(t).handler)
}

// invoicePages renders every invoicing page at least once: the list empty and
// full, the draft form new and with errors, a draft, an issued invoice with its
// forms and with a refused payment and void, a credit note's form with errors,
// the credit note, and an invoice as a viewer sees it.
func invoicePages(t *testing.T) map[string]string {
	f := newInvoiceFixture(t)
	out := map[string]string{}
	add := func(name string, r response, status int) {
		t.Helper()
		if r.status != status {
			t.Fatalf("%s: status %d, want %d\n%s", name, r.status, status, r.body)
		}
		out[name] = r.body
	}
	m := f.signedIn(f.manager.Email)
	add("invoice-list-empty", m.get("/invoices"), http.StatusOK)
	add("invoice-new", m.get("/invoices/new"), http.StatusOK)
	bad := f.draftForm()
	bad["client_name"], bad["lines/1/unit_price"], bad["tax_rate"] = "", "12.345", "abc"
	add("invoice-errors", m.post("/invoices/new", invoiceFormValues(bad)), http.StatusUnprocessableEntity)
	created := m.post("/invoices/new", invoiceFormValues(f.draftForm()))
	id := string(idFrom(created.location()))
	add("invoice-draft", m.get("/invoices/"+id), http.StatusOK)
	add("invoice-edit", m.get("/invoices/"+id+"/edit"), http.StatusOK)
	m.post("/invoices/"+id+"/issue", url.Values{"version": {"1"}})
	add("invoice-issued", m.get("/invoices/"+id), http.StatusOK)
	add("invoice-payment-refused", m.post("/invoices/"+id+"/payments", url.Values{"version": {"2"}, "currency": {"EUR"},
		"amount": {"9,999.00"}, "received_on": {string(f.today())}, "method": {"cash"}}), http.StatusUnprocessableEntity)
	add("invoice-void-refused", m.post("/invoices/"+id+"/void", url.Values{"version": {"2"}, "reason": {""}}),
		http.StatusUnprocessableEntity)
	add("invoice-credit", m.get("/invoices/"+id+"/credit"), http.StatusOK)
	add("invoice-credit-errors", m.post("/invoices/"+id+"/credit", url.Values{"lines/0/description": {"Too much"},
		"lines/0/quantity": {"1"}, "lines/0/unit_price": {"99,999.00"}}), http.StatusUnprocessableEntity)
	note := m.post("/invoices/"+id+"/credit", url.Values{"lines/0/description": {"Backline not used"},
		"lines/0/quantity": {"1"}, "lines/0/unit_price": {"250.00"}})
	add("invoice-credit-note", m.get(note.location()), http.StatusOK)
	m.post("/invoices/"+id+"/payments", url.Values{"version": {"2"}, "currency": {"EUR"},
		"amount": {"1,000.00"}, "received_on": {string(f.today())}, "method": {"bank_transfer"}})
	add("invoice-list", m.get("/invoices"), http.StatusOK)
	add("invoice-viewer", f.signedIn(f.viewer.Email).get("/invoices/"+id), http.StatusOK)
	return out
}

// With ROADCASE_SHOTS naming a directory, TestInvoicePagesScreenshots fills it
// with PNGs of the invoicing pages at 1280 and 375 px wide, for people to look
// at; unset, the test skips.
func TestInvoicePagesScreenshots(t *testing.T) {
	dir := os.Getenv(showShotsEnv)
	if dir == "" {
		t.Skip(showShotsEnv + " is not set")
	}
	pages := invoicePages(t)
	assets := newInvoiceFixture(t).handler
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if name, ok := strings.CutPrefix(r.URL.Path, "/rendered/"); ok {
			securityHeaders(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				w.Header().Set("Content-Type", "text/html; charset=utf-8")
				_, _ = w.Write([]byte(pages[name]))
			})).ServeHTTP(w, r)
			return
		}
		assets.ServeHTTP(w, r)
	}))
	t.Cleanup(srv.Close)
	browser := browsertest.Start(t)
	for _, name := range []string{"invoice-list", "invoice-errors", "invoice-issued", "invoice-payment-refused", "invoice-credit-note"} {
		for _, width := range []int64{1280, 375} {
			tab := browsertest.Tab(t, browser)
			if err := chromedp.Do(tab, chromedp.EmulateViewport(width, 800), chromedp.Navigate(srv.URL+"/rendered/"+name)); err != nil {
				t.Fatal(err)
			}
			png, err := chromedp.Run(tab, chromedp.FullScreenshot(100))
			if err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join(dir, name+"-"+strconv.FormatInt(width, 10)+".png"), png, 0o600); err != nil {
				t.Fatal(err)
			}
		}
	}
}
