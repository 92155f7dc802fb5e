package web

import (
	"bytes"
	"errors"
	"log/slog"
	"net/http"
	"strconv"
	"strings"
	"testing"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/payments"
)

func TestThePayPageOffersToPayTheBalance(t *testing.T) {
	f := newPayFixture(t)
	path := f.payPath(f.partly)
	r := f.browser().get(path)
	wantStatus(t, r, http.StatusOK)
	wantNoInlineCode(t, r)
	wantContains(t, r, `<p class="lead">Acme Touring</p>`, "<h1>Invoice INV-2026-0002</h1>",
		`<dt>Due</dt><dd><time datetime="`+string(f.partly.DueOn)+`">`, "<strong>€934.00</strong>",
		`<form method="post" action="`+path+`">`, "Pay €934.00 online")
	for _, absent := range []string{"Sign in", "Berlin Live GmbH", csrfField, "Invoices"} {
		if strings.Contains(r.body, absent) {
			t.Errorf("the pay page shows %q", absent)
		}
	}
	if csp := r.header.Get("Content-Security-Policy"); !strings.Contains(csp, "form-action 'self' https://connect.stripe.com https://checkout.stripe.com;") {
		t.Errorf("the CSP does not let the pay form go to the checkout: %s", csp)
	}
	r.header.Set("Content-Security-Policy", contentSecurityPolicy)
	wantPortalHeaders(t, r) // and the rest as the portal's
}

func TestPayingSendsTheClientToTheCheckout(t *testing.T) {
	f := newPayFixtureWith(t, Config{PublicURL: "https://roadcase.example"})
	token := f.pay.token(f.open)
	r := f.browser().post(payBase(token), nil)
	wantStatus(t, r, http.StatusSeeOther)
	if r.location() != f.pay.checkoutURL {
		t.Errorf("Location %q, want the checkout's %q", r.location(), f.pay.checkoutURL)
	}
	want := payments.CheckoutURLs{SuccessURL: "https://roadcase.example/pay/" + token + "/done?session_id={CHECKOUT_SESSION_ID}",
		CancelURL: "https://roadcase.example/pay/" + token}
	if len(f.pay.checkouts) != 1 || f.pay.checkouts[0] != want {
		t.Errorf("Checkout got %+v, want [%+v]", f.pay.checkouts, want)
	}
	f.pay.checkoutURL = "https://evil.example/c/pay/cs_test_1"
	wantStatus(t, f.browser().post(payBase(token), nil), http.StatusInternalServerError)
}

func TestAnInvoiceWithNothingToPayOnlineSaysSo(t *testing.T) {
	f := newPayFixture(t)
	tests := []struct {
		name, path, want string
	}{
		{"paid in full", f.payPath(f.paid), "It is paid in full."},
		{"a draft", f.payPath(f.draft), "To pay it, please contact Acme Touring."},
		{"void", f.payPath(f.void), "It is paid in full."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := f.browser().get(tt.path)
			wantStatus(t, r, http.StatusOK)
			wantPortalHeaders(t, r)
			wantContains(t, r, "There is nothing to pay online for this invoice.", tt.want)
			if strings.Contains(r.body, "<form") {
				t.Errorf("the page offers to pay")
			}
			r = f.browser().post(tt.path, nil)
			wantStatus(t, r, http.StatusConflict)
			wantContains(t, r, "There is nothing to pay online for this invoice.")
		})
	}
	f.pay.account = incompleteAccount(f.org.ID, f.clock.Now())
	wantContains(t, f.browser().get(f.payPath(f.open)), "To pay it, please contact Acme Touring.")
	if len(f.pay.checkouts) != 0 {
		t.Errorf("%d checkouts opened", len(f.pay.checkouts))
	}
}

func TestAProcessorFailureOnPayingIsANoticeOnThePayPage(t *testing.T) {
	f := newPayFixture(t)
	f.pay.checkoutErr = kernel.Unavailable("stripe", errors.New("connection reset"))
	r := f.browser().post(f.payPath(f.open), nil)
	wantStatus(t, r, http.StatusServiceUnavailable)
	if r.header.Get("Referrer-Policy") != "no-referrer" || r.header.Get("Content-Security-Policy") != f.server.processor.csp {
		t.Errorf("headers %v", r.header)
	}
	wantContains(t, r, "The payment could not be started", "Nothing was charged.", "Pay €1,309.00 online")
}

// The thank-you page reads the invoice from the link, never from the query
// the processor appends.
func TestTheDonePageThanksTheClientWithoutTrustingTheQuery(t *testing.T) {
	f := newPayFixture(t)
	r := f.browser().get(f.payPath(f.open) + "/done?session_id=%3Cb%3Epaid%20in%20full%3C%2Fb%3E")
	wantStatus(t, r, http.StatusOK)
	wantPortalHeaders(t, r)
	wantNoInlineCode(t, r)
	wantContains(t, r, "<h1>Thank you</h1>", "on its way to Acme Touring", "Invoice INV-2026-0001 shows the payment once",
		`href="`+f.payPath(f.open)+`"`)
	if strings.Contains(r.body, "paid in full") || strings.Contains(r.body, "session_id") {
		t.Errorf("the page shows the query")
	}
}

// A link that does not work, however it fails, gets one plain page, byte for
// byte, on every pay address.
func TestABadPayLinkGetsOnePlainPage(t *testing.T) {
	f := newPayFixture(t)
	good := f.pay.token(f.open)
	forged := string(f.open.OrgID) + "." + string(f.open.ID) + ".AAAAAAAAAAAAAAAAAAAAAA"
	swapped := string(f.foreign.OrgID) + "." + string(f.open.ID) + good[strings.LastIndex(good, "."):]
	wrong := f.browser().get("/pay/nope")
	wantStatus(t, wrong, http.StatusNotFound)
	wantContains(t, wrong, "This link does not work.")
	for name, do := range map[string]func() response{
		"forged":          func() response { return f.browser().get("/pay/" + forged) },
		"another invoice": func() response { return f.browser().get("/pay/" + swapped) },
		"forged done":     func() response { return f.browser().get("/pay/" + forged + "/done") },
		"forged post":     func() response { return f.browser().post("/pay/"+forged, nil) },
		"elsewhere":       func() response { return f.browser().get("/pay/" + good + "/elsewhere") },
		"markup":          func() response { return f.browser().get("/pay/%3Cscript%3E") },
		"no token":        func() response { return f.browser().get("/pay/") },
	} {
		r := do()
		wantStatus(t, r, http.StatusNotFound)
		wantPortalHeaders(t, r)
		if r.body != wrong.body {
			t.Errorf("%s: the page differs from a wrong link's", name)
		}
	}
	if len(f.pay.checkouts) != 0 {
		t.Errorf("a bad link opened a checkout")
	}
}

// The pay page has no session, so its form carries no synchronizer token; a
// post from another site is still refused by the cross-origin check.
func TestAPayPostFromAnotherSiteIsRefused(t *testing.T) {
	f := newPayFixture(t)
	for _, site := range []string{"cross-site", "same-site"} {
		r := httpPost(f.payPath(f.open), nil)
		r.Header.Set("Sec-Fetch-Site", site)
		res := f.from("192.0.2.20:1000", r)
		wantStatus(t, res, http.StatusForbidden)
		wantPortalHeaders(t, res)
	}
	r := httpPost(f.payPath(f.open), nil)
	r.Header.Set("Origin", "https://evil.example")
	wantStatus(t, f.from("192.0.2.20:1000", r), http.StatusForbidden)
	if len(f.pay.checkouts) != 0 {
		t.Errorf("a cross-site post opened a checkout")
	}
}

// The pay pages allow 60 requests a minute through one link and 300 from one
// address, as the portal does, in limits of their own.
func TestThePayPagesAreRateLimitedPerLinkAndPerAddress(t *testing.T) {
	f := newPayFixture(t)
	path := f.payPath(f.open)
	for i := range portalPerToken {
		if r := f.from("198.51.100."+strconv.Itoa(i)+":1", getRequest(path)); r.status != http.StatusOK {
			t.Fatalf("request %d: status %d", i+1, r.status)
		}
	}
	r := f.from("203.0.113.1:1", getRequest(path+"/done"))
	wantStatus(t, r, http.StatusTooManyRequests)
	wantPortalHeaders(t, r)
	if r.header.Get("Retry-After") == "" {
		t.Errorf("no Retry-After")
	}
	wantStatus(t, f.from("203.0.113.1:1", getRequest(f.payPath(f.partly))), http.StatusOK)
	for i := range portalPerAddress {
		if r := f.from("[2001:db8:1:2::7]:1", getRequest("/pay/guess"+strconv.Itoa(i))); r.status != http.StatusNotFound {
			t.Fatalf("guess %d: status %d", i+1, r.status)
		}
	}
	wantStatus(t, f.from("[2001:db8:1:2::8]:1", getRequest(f.payPath(f.partly))), http.StatusTooManyRequests)
}

func TestRedactPathHidesAPayLink(t *testing.T) {
	for in, want := range map[string]string{
		"/pay/o.i.mac":                    "/pay/…",
		"/pay/o.i.mac/done?session_id=cs": "/pay/…/done?session_id=cs",
		"/%70ay/o.i.mac":                  "/pay/…",
		"/pay/":                           "/pay/",
		"/payments":                       "/payments",
	} {
		if got := RedactPath(in); got != want {
			t.Errorf("RedactPath(%q) = %q, want %q", in, got, want)
		}
	}
}

// An internal error on a pay page is logged with the link redacted.
func TestThePayPagesNeverLogTheirLink(t *testing.T) {
	var log bytes.Buffer
	f := newPayFixtureWith(t, Config{PublicURL: "http://roadcase.test", Logger: slog.New(slog.NewTextHandler(&log, nil))})
	token := f.pay.token(f.open)
	f.pay.broken = errors.New("disk on fire")
	wantStatus(t, f.browser().get(payBase(token)+"/done"), http.StatusInternalServerError)
	f.pay.broken = nil
	f.pay.checkoutErr = kernel.Unavailable("stripe", errors.New("timeout"))
	f.browser().post(payBase(token), nil)
	if !strings.Contains(log.String(), "/pay/…/done") || !strings.Contains(log.String(), "disk on fire") {
		t.Errorf("the error is not logged with the redacted path:\n%s", log.String())
	}
	if strings.Contains(log.String(), token) {
		t.Errorf("the link is logged:\n%s", log.String())
	}
}

func TestProcessorOriginsAreConfigurableAndChecked(t *testing.T) {
	f := newPayFixtureWith(t, Config{PublicURL: "http://roadcase.test", ProcessorOrigins: []string{"https://pay.example.com"}})
	f.pay.checkoutURL = "https://pay.example.com/c/cs_test_1"
	r := f.browser().post(f.payPath(f.open), nil)
	wantStatus(t, r, http.StatusSeeOther)
	if csp := r.header.Get("Content-Security-Policy"); csp != "" && strings.Contains(csp, "checkout.stripe.com") {
		t.Errorf("the default origins are still allowed: %s", csp)
	}
	for _, bad := range [][]string{{"http://pay.example.com"}, {"https://pay.example.com/path"}, {"https://u@pay.example.com"}} {
		if _, err := newProcessorPages(bad); err == nil {
			t.Errorf("newProcessorPages(%q) accepted", bad)
		}
	}
}
