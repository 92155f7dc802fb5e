package web

import (
	"errors"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/payments"
)

// paymentsGETs are the settings pages a browser opens.
var paymentsGETs = []string{"/settings/payments", "/settings/payments/return", "/settings/payments/refresh"}

// paymentsPOSTs are the settings forms.
var paymentsPOSTs = []string{"/settings/payments/onboard", "/settings/payments/online", "/settings/payments/sync"}

func TestThePaymentsSettingsAreForOwnersAndAdmins(t *testing.T) {
	f := newPayFixture(t)
	for _, email := range []string{"ada@example.com", "al@example.com"} {
		b := f.signedIn(email)
		for _, path := range paymentsGETs {
			r := b.get(path)
			wantStatus(t, r, http.StatusOK)
			wantContains(t, r, "<h1>Online payments</h1>")
			if !strings.Contains(r.header.Get("Content-Security-Policy"), "form-action 'self' https://connect.stripe.com") {
				t.Errorf("%s: the CSP does not let the onboarding form leave: %s", path, r.header.Get("Content-Security-Policy"))
			}
		}
		wantContains(t, b.get("/invoices"), `href="/settings/payments"`)
	}
	f.pay.syncs = 0 // the return address reads the processor
	members := f.signedIn("mo@example.com").get("/settings/members")
	for _, email := range []string{"mia@example.com", "mo@example.com", "vi@example.com"} {
		b := f.signedIn(email)
		for _, path := range paymentsGETs {
			r := b.get(path)
			wantStatus(t, r, http.StatusForbidden)
			wantPageHeaders(t, r)
			wantContains(t, r, "You cannot do this", "Only the organization")
		}
		for _, path := range paymentsPOSTs {
			wantStatus(t, b.post(path, url.Values{"online_payments": {"on"}}), http.StatusForbidden)
		}
		if strings.Contains(b.get("/invoices").body, `href="/settings/payments"`) {
			t.Errorf("%s's navigation links to the payments settings", email)
		}
	}
	wantContains(t, members, "You cannot do this")
	if len(f.pay.links) != 0 || f.pay.syncs != 0 || !f.pay.account.OnlinePayments {
		t.Errorf("a refused person changed something: %d links, %d syncs", len(f.pay.links), f.pay.syncs)
	}
}

func TestThePaymentsSettingsSayTheAccountsState(t *testing.T) {
	f := newPayFixture(t)
	b := f.signedIn("al@example.com")

	f.pay.account = payments.Account{OrgID: f.org.ID}
	r := b.get("/settings/payments")
	wantContains(t, r, "Not connected", `action="/settings/payments/onboard"`, "Connect with Stripe")
	for _, absent := range []string{"Refresh status", "online_payments", "Continue onboarding"} {
		if strings.Contains(r.body, absent) {
			t.Errorf("an account not connected offers %q", absent)
		}
	}

	f.pay.account = incompleteAccount(f.org.ID, f.clock.Now())
	r = b.get("/settings/payments")
	wantContains(t, r, "Onboarding incomplete", "Continue onboarding", "<dt>Details submitted</dt><dd>Yes</dd>",
		"<dt>Charges enabled</dt><dd>No</dd>", "<dt>Payouts enabled</dt><dd>No</dd>",
		"A bank account for payouts", "<code>external_account</code>",
		"Date of birth of the account holder", "<code>individual.dob.day</code>, <code>individual.dob.month</code>",
		"Identity document of the account holder", "<code>something.stripe_adds_later</code>",
		"Stripe needs the details listed below, which are past due.", "Refresh status")
	if strings.Count(r.body, "Date of birth") != 1 {
		t.Errorf("the date of birth is listed more than once")
	}

	f.pay.account = activeAccount(f.org.ID, f.clock.Now())
	r = b.get("/settings/payments")
	wantContains(t, r, `status-active">Active`, "<dt>Charges enabled</dt><dd>Yes</dd>", "<dt>Payouts enabled</dt><dd>Yes</dd>",
		`id="online_payments" name="online_payments" value="on" aria-describedby="online_payments-hint" checked`,
		"Print a Pay online link on invoices", `action="/settings/payments/sync"`)
	if strings.Contains(r.body, "/settings/payments/onboard") {
		t.Errorf("an onboarded account is offered onboarding")
	}
}

func TestOnboardingSendsThePersonToTheProcessor(t *testing.T) {
	f := newPayFixtureWith(t, Config{PublicURL: "https://roadcase.example/"})
	f.pay.account = payments.Account{OrgID: f.org.ID}
	b := f.signedIn("ada@example.com")
	b.get("/settings/payments")
	r := b.post("/settings/payments/onboard", nil)
	wantStatus(t, r, http.StatusSeeOther)
	if r.location() != f.pay.onboardURL {
		t.Errorf("Location %q, want the processor's %q", r.location(), f.pay.onboardURL)
	}
	want := payments.OnboardingLinks{ReturnURL: "https://roadcase.example/settings/payments/return",
		RefreshURL: "https://roadcase.example/settings/payments/refresh"}
	if len(f.pay.links) != 1 || f.pay.links[0] != want {
		t.Errorf("StartOnboarding got %+v, want [%+v]", f.pay.links, want)
	}
}

// An address off the processor's origins is neither followed nor shown.
func TestOnboardingFollowsNoAddressOffTheProcessor(t *testing.T) {
	f := newPayFixture(t)
	b := f.signedIn("ada@example.com")
	b.get("/settings/payments")
	for _, bad := range []string{"https://evil.example/setup", "http://connect.stripe.com/setup", "javascript:alert(1)",
		"https://user@connect.stripe.com/setup", "https://connect.stripe.com.evil.example/"} {
		f.pay.onboardURL = bad
		r := b.post("/settings/payments/onboard", nil)
		wantStatus(t, r, http.StatusInternalServerError)
		if r.location() != "" {
			t.Errorf("%s: redirected to %q", bad, r.location())
		}
		wantContains(t, r, "There is a problem", "Something went wrong, so nothing was changed.")
	}
}

func TestReturningFromOnboardingReadsTheStateFromTheProcessor(t *testing.T) {
	f := newPayFixture(t)
	f.pay.account = incompleteAccount(f.org.ID, f.clock.Now())
	f.pay.processor = payments.AccountState{ProcessorID: f.pay.account.ProcessorID, DetailsSubmitted: true,
		ChargesEnabled: true, PayoutsEnabled: true, At: f.clock.Now()}
	b := f.signedIn("ada@example.com")
	r := b.get("/settings/payments/return")
	wantStatus(t, r, http.StatusOK)
	wantContains(t, r, "Your Stripe account is connected.", `status-active">Active`)
	if f.pay.syncs != 1 {
		t.Errorf("%d syncs, want 1", f.pay.syncs)
	}
}

// The processor's failure on return is said on the settings page, never as
// an error page.
func TestAProcessorFailureOnReturnIsANoticeOnThePage(t *testing.T) {
	f := newPayFixture(t)
	b := f.signedIn("ada@example.com")
	f.pay.syncErr = kernel.Unavailable("stripe", errors.New("connection reset"))
	r := b.get("/settings/payments/return")
	wantStatus(t, r, http.StatusOK)
	wantContains(t, r, "<h1>Online payments</h1>", "There is a problem", "Stripe could not be reached just now.")
	if strings.Contains(r.body, "connection reset") {
		t.Errorf("the cause is shown")
	}
	f.pay.syncErr = kernel.Invalid("Stripe refused the request: the account was rejected.")
	r = b.get("/settings/payments/return")
	wantStatus(t, r, http.StatusOK)
	wantContains(t, r, "Stripe refused the request: the account was rejected.")
	f.pay.syncErr = errors.New("disk on fire")
	r = b.get("/settings/payments/return")
	wantStatus(t, r, http.StatusOK)
	wantContains(t, r, "Something went wrong")
}

// The refresh address only shows the page: a new link is asked for by the
// continue button's POST.
func TestAnExpiredOnboardingLinkOffersToContinue(t *testing.T) {
	f := newPayFixture(t)
	f.pay.account = incompleteAccount(f.org.ID, f.clock.Now())
	r := f.signedIn("ada@example.com").get("/settings/payments/refresh")
	wantStatus(t, r, http.StatusOK)
	wantContains(t, r, "expired or was already used", `action="/settings/payments/onboard"`, "Continue onboarding")
	if len(f.pay.links) != 0 || f.pay.syncs != 0 {
		t.Errorf("the refresh page had a side effect")
	}
}

func TestTheOnlinePaymentsCheckboxSetsTheLink(t *testing.T) {
	f := newPayFixture(t)
	b := f.signedIn("ada@example.com")
	b.get("/settings/payments")
	r := b.post("/settings/payments/online", url.Values{})
	wantStatus(t, r, http.StatusSeeOther)
	if f.pay.account.OnlinePayments {
		t.Fatal("an unticked box left online payments on")
	}
	wantContains(t, b.get(r.location()), "Invoices no longer print a Pay online link.")
	r = b.post("/settings/payments/online", url.Values{"online_payments": {"on"}})
	wantStatus(t, r, http.StatusSeeOther)
	if !f.pay.account.OnlinePayments {
		t.Fatal("a ticked box left online payments off")
	}
	wantContains(t, b.get(r.location()), "Invoices now print a Pay online link.")
}

func TestRefreshStatusReadsTheProcessor(t *testing.T) {
	f := newPayFixture(t)
	f.pay.processor = payments.AccountState{ProcessorID: f.pay.account.ProcessorID, At: f.clock.Now(),
		RequirementsDue: []string{"external_account"}}
	b := f.signedIn("ada@example.com")
	b.get("/settings/payments")
	r := b.post("/settings/payments/sync", nil)
	wantStatus(t, r, http.StatusSeeOther)
	wantContains(t, b.get(r.location()), "read from Stripe just now", "Onboarding incomplete", "A bank account for payouts")
	f.pay.syncErr = kernel.Unavailable("stripe", errors.New("timeout"))
	r = b.post("/settings/payments/sync", nil)
	wantStatus(t, r, http.StatusServiceUnavailable)
	wantContains(t, r, "<h1>Online payments</h1>", "Stripe could not be reached just now.")
}

// The settings forms are protected as every other form: the session's token
// and the cross-origin check.
func TestAPaymentsFormWithoutItsTokenOrFromAnotherSiteIsRefused(t *testing.T) {
	f := newPayFixture(t)
	f.pay.account = payments.Account{OrgID: f.org.ID}
	b := f.signedIn("ada@example.com")
	for _, path := range paymentsPOSTs {
		wantStatus(t, b.post(path, url.Values{csrfField: {"forged"}, "online_payments": {"on"}}), http.StatusForbidden)
		r := httpPost(path, url.Values{csrfField: {b.csrf}})
		r.Header.Set("Sec-Fetch-Site", "cross-site")
		wantStatus(t, b.do(r), http.StatusForbidden)
	}
	if len(f.pay.links) != 0 || f.pay.syncs != 0 || f.pay.account.OnlinePayments {
		t.Errorf("a refused form changed something")
	}
}
