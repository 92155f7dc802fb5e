package stripe_test

import (
	"context"
	"net/http"
	"reflect"
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/payments"
)

func TestCreateAccountSendsAStandardAccountOfTheOrganization(t *testing.T) {
	t.Parallel()
	api, c := newFakeAPI(t, http.StatusOK, `{"id":"acct_1Org","object":"account","type":"standard"}`)
	id, err := c.CreateAccount(context.Background(), payments.NewAccount{
		OrgID: org, Name: "Tour Co", Email: "owner@example.com", Country: "FR", IdempotencyKey: "account-" + string(org),
	})
	if err != nil || id != "acct_1Org" {
		t.Fatalf("CreateAccount = %q, %v", id, err)
	}
	req := api.only(t)
	if req.Method != http.MethodPost || req.Path != "/v1/accounts" {
		t.Errorf("request = %s %s", req.Method, req.Path)
	}
	if got := req.Header.Get("Idempotency-Key"); got != "account-"+string(org) {
		t.Errorf("Idempotency-Key = %q", got)
	}
	if got := req.Header.Get("Stripe-Account"); got != "" {
		t.Errorf("Stripe-Account = %q, want none: the platform creates the account", got)
	}
	wantForm(t, req, map[string]string{
		"type": "standard", "metadata[roadcase_org]": string(org),
		"business_profile[name]": "Tour Co", "email": "owner@example.com", "country": "FR",
	})
}

func TestCreateAccountLeavesOutWhatIsNotKnown(t *testing.T) {
	t.Parallel()
	api, c := newFakeAPI(t, http.StatusOK, `{"id":"acct_1Org","object":"account"}`)
	if _, err := c.CreateAccount(context.Background(), payments.NewAccount{OrgID: org}); err != nil {
		t.Fatal(err)
	}
	wantAbsent(t, api.only(t), "business_profile[name]", "email", "country")
}

func TestAccountLinkAsksForOnboarding(t *testing.T) {
	t.Parallel()
	api, c := newFakeAPI(t, http.StatusOK, `{"object":"account_link","url":"https://connect.stripe.com/setup/s/acct_1Org/x"}`)
	links := payments.OnboardingLinks{ReturnURL: "https://roadcase.example/settings/payments/return",
		RefreshURL: "https://roadcase.example/settings/payments/refresh"}
	url, err := c.AccountLink(context.Background(), "acct_1Org", links)
	if err != nil || url != "https://connect.stripe.com/setup/s/acct_1Org/x" {
		t.Fatalf("AccountLink = %q, %v", url, err)
	}
	wantForm(t, api.only(t), map[string]string{"account": "acct_1Org", "type": "account_onboarding",
		"return_url": links.ReturnURL, "refresh_url": links.RefreshURL})
}

func TestAccountReadsTheStateNow(t *testing.T) {
	t.Parallel()
	api, c := newFakeAPI(t, http.StatusOK, `{"id":"acct_1Org","object":"account","details_submitted":true,
		"charges_enabled":false,"payouts_enabled":true,"requirements":{"currently_due":["external_account","business_profile.url"],
		"past_due":["external_account","tos_acceptance.date"],"disabled_reason":"requirements.past_due"}}`)
	before := time.Now()
	got, err := c.Account(context.Background(), "acct_1Org")
	if err != nil {
		t.Fatal(err)
	}
	if req := api.only(t); req.Method != http.MethodGet || req.Path != "/v1/accounts/acct_1Org" {
		t.Errorf("request = %s %s", req.Method, req.Path)
	}
	if got.At.Before(before) || got.At.After(time.Now()) {
		t.Errorf("At = %v, want the time of the call", got.At)
	}
	got.At = time.Time{}
	want := payments.AccountState{ProcessorID: "acct_1Org", DetailsSubmitted: true, PayoutsEnabled: true,
		RequirementsDue: []string{"business_profile.url", "external_account", "tos_acceptance.date"},
		DisabledReason:  "requirements.past_due"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Account =\n%+v\nwant\n%+v", got, want)
	}
}
