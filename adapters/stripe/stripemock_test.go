package stripe_test

import (
	"context"
	"strings"
	"testing"

	"github.com/roadcase/roadcase/adapters/stripe"
	"github.com/roadcase/roadcase/adapters/stripe/stripemock"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/payments"
)

// TestAgainstStripeMock runs every PaymentProcessor method against one
// stripe-mock, which checks each request against Stripe's OpenAPI description
// and answers with fixture objects: what is asserted is that Stripe's API
// accepts the requests, the ids read back, and the errors' kinds.
func TestAgainstStripeMock(t *testing.T) {
	base := stripemock.Start(t)
	c := stripe.New(stripe.Config{SecretKey: "sk_test_roadcase", WebhookSecret: webhookSecret, APIBase: base})
	ctx := context.Background()

	t.Run("CreateAccount creates a connected account", func(t *testing.T) {
		t.Parallel()
		id, err := c.CreateAccount(ctx, payments.NewAccount{OrgID: org, Name: "Tour Co",
			Email: "owner@example.com", Country: "FR", IdempotencyKey: "account-" + string(org)})
		if err != nil || !strings.HasPrefix(id, "acct_") {
			t.Fatalf("CreateAccount = %q, %v", id, err)
		}
	})
	t.Run("AccountLink returns the onboarding's address", func(t *testing.T) {
		t.Parallel()
		url, err := c.AccountLink(ctx, "acct_1Org", payments.OnboardingLinks{
			ReturnURL: "https://roadcase.example/return", RefreshURL: "https://roadcase.example/refresh"})
		if err != nil || !strings.HasPrefix(url, "https://") {
			t.Fatalf("AccountLink = %q, %v", url, err)
		}
	})
	t.Run("Account reads the account's state", func(t *testing.T) {
		t.Parallel()
		s, err := c.Account(ctx, "acct_1Org")
		if err != nil || !strings.HasPrefix(s.ProcessorID, "acct_") || s.At.IsZero() {
			t.Fatalf("Account = %+v, %v", s, err)
		}
	})
	t.Run("CreateCheckout opens a session on the connected account", func(t *testing.T) {
		t.Parallel()
		s, err := c.CreateCheckout(ctx, checkoutRequest())
		if err != nil || !strings.HasPrefix(s.ID, "cs_") {
			t.Fatalf("CreateCheckout = %+v, %v", s, err)
		}
	})
	t.Run("an account that cannot be named is Invalid", func(t *testing.T) {
		t.Parallel()
		// stripe-mock answers 404 invalid_request_error for GET /v1/accounts/.
		if _, err := c.Account(ctx, ""); !kernel.IsKind(err, kernel.KindInvalid) {
			t.Fatalf("Account(\"\") error = %v, want KindInvalid", err)
		}
	})
	t.Run("a key that is not a test key is Unavailable, without the key", func(t *testing.T) {
		t.Parallel()
		const liveKey = "sk_live_51RoadcaseLiveKeyThatMustNeverLeak"
		live := stripe.New(stripe.Config{SecretKey: liveKey, APIBase: base})
		_, err := live.CreateAccount(ctx, payments.NewAccount{OrgID: org})
		e, ok := kernel.AsError(err)
		if !ok || e.Kind != kernel.KindUnavailable || !strings.Contains(e.Message, "API key") {
			t.Fatalf("CreateAccount error = %v, want KindUnavailable about the key", err)
		}
		wantNoKey(t, err, liveKey)
	})
}
