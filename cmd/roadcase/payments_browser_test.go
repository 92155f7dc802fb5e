package main

import (
	"context"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"

	"github.com/roadcase/roadcase/adapters/stripe/stripetest"
	"github.com/roadcase/roadcase/core/payments"
)

// TestPaymentsInABrowser drives the payment pages of the real binary (serve
// --demo against stripe-mock) in Chromium, auditing every page for
// accessibility and valid HTML: the demo owner connects the organization (the
// browser is sent to Stripe's hosted onboarding), Stripe reports the account
// can take charges, the owner allows the Pay online link, opens an open invoice
// and its pay link; the client opens the link and presses Pay, and the browser
// is sent to Stripe Checkout. Stripe's pages themselves are not reached (no
// network here): the test stops at the redirect.
func TestPaymentsInABrowser(t *testing.T) {
	t.Parallel()
	browserTest(t)
	if testing.Short() {
		t.Skip("builds and runs the binary")
	}
	p := startPaymentsPlatform(t)
	ctx := context.Background()
	owner := newPerson(t, p.srv.URL)
	ownerLeaves := watchRequests(t, owner)
	owner.open("/signin")
	owner.fill("email", p.srv.Email)
	owner.fill("password", p.srv.Password)
	owner.click(`form[action="/signin"] button[type=submit]`, "API tokens")

	owner.open("/settings/payments")
	if h := owner.heading(); h != "Online payments" {
		t.Fatalf("the settings page is headed %q", h)
	}
	owner.markPage()
	if err := chromedp.Do(owner.tab, chromedp.Click(chromedp.CSS(`form[action="/settings/payments/onboard"] button`))); err != nil {
		t.Fatal(err)
	}
	ownerLeaves.waitFor(t, "https://sangeekp-15t6ai--manage-mydev.dev.stripe.me/setup/")

	// Back from Stripe: the return page reads the account (stripe-mock's says
	// it cannot take charges yet); Stripe's later account.updated says it can.
	owner.open("/settings/payments/return")
	account := p.account(ctx, t)
	p.send(t, "evt_acct_browser", "account.updated", account.ProcessorID, time.Now().Add(time.Second), stripetest.Account(payments.AccountState{
		ProcessorID: account.ProcessorID, DetailsSubmitted: true, ChargesEnabled: true, PayoutsEnabled: true}), 200)
	waitFor(t, "the account to take charges", func() bool { return p.account(ctx, t).ChargesEnabled })
	owner.open("/settings/payments")
	if text := owner.text("main"); !strings.Contains(text, "State\nActive") || !strings.Contains(text, "Charges enabled\nYes") {
		t.Fatalf("after onboarding the page says:\n%s", text)
	}
	if err := chromedp.Do(owner.tab, chromedp.Click(chromedp.CSS("#online_payments"))); err != nil {
		t.Fatal(err)
	}
	owner.click(`form[action="/settings/payments/online"] button`, "Online payments")
	if !p.account(ctx, t).OnlinePayments {
		t.Fatal("the Pay online link was not allowed")
	}

	inv := p.openInvoice(ctx, t)
	owner.open("/invoices")
	owner.open("/invoices/" + string(inv.ID))
	link, err := chromedp.Run(owner.tab, chromedp.Evaluate[string](`document.getElementById("pay-link").value`))
	if err != nil || !strings.HasPrefix(link, p.srv.URL+"/pay/") {
		t.Fatalf("the invoice page's pay link is %q (%v)", link, err)
	}

	client := newPerson(t, p.srv.URL)
	clientLeaves := watchRequests(t, client)
	client.open(link)
	if text := client.text("main"); !strings.Contains(text, inv.Number) {
		t.Fatalf("the pay page does not name invoice %s:\n%s", inv.Number, text)
	}
	client.markPage()
	if err := chromedp.Do(client.tab, chromedp.Click(chromedp.CSS(`main form[method="post"] button`))); err != nil {
		t.Fatal(err)
	}
	clientLeaves.waitFor(t, "https://checkout.stripe.com/")
}

// requests records the addresses a browser tab requests.
type requests struct {
	mu   sync.Mutex
	urls []string
}

// watchRequests records every request p's tabs make from now on.
func watchRequests(t *testing.T, p *person) *requests {
	t.Helper()
	r := &requests{}
	// chromedp enables the network domain on every tab it attaches.
	p.everyTab(func(tab context.Context) {
		err := chromedp.Listen(tab, func(ev any) {
			if e, ok := ev.(*network.EventRequestWillBeSent); ok {
				r.mu.Lock()
				r.urls = append(r.urls, e.Request.URL)
				r.mu.Unlock()
			}
		})
		if err != nil {
			t.Fatal(err)
		}
	})
	return r
}

// waitFor waits until the tab requested an address starting with prefix.
func (r *requests) waitFor(t *testing.T, prefix string) {
	t.Helper()
	waitFor(t, "a request to "+prefix, func() bool {
		r.mu.Lock()
		defer r.mu.Unlock()
		for _, u := range r.urls {
			if strings.HasPrefix(u, prefix) {
				return true
			}
		}
		return false
	})
}

// text returns the text of the first element css selects.
func (p *person) text(css string) string {
	p.t.Helper()
	s, err := chromedp.Run(p.tab, chromedp.Text(chromedp.CSS(css)))
	if err != nil {
		p.t.Fatal(err)
	}
	return s
}
