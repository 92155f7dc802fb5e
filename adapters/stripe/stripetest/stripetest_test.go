package stripetest_test

import (
	"testing"
	"time"

	stripego "github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/webhook"

	"github.com/roadcase/roadcase/adapters/stripe/stripetest"
)

func TestASignedEventVerifiesWithStripeGosStrictDefaults(t *testing.T) {
	t.Parallel()
	payload := stripetest.Event("evt_1", "payment_intent.succeeded", "acct_1", time.Now(),
		stripetest.PaymentIntent("pi_1", 12500, "EUR", "succeeded", nil))
	// ConstructEvent also refuses an API version other than stripe-go's.
	ev, err := webhook.ConstructEvent(payload, stripetest.Sign(payload, "whsec_x", time.Time{}), "whsec_x")
	if err != nil {
		t.Fatal(err)
	}
	var pi stripego.PaymentIntent
	if err := pi.UnmarshalJSON(ev.Data.Raw); err != nil {
		t.Fatal(err)
	}
	if ev.Account != "acct_1" || ev.Type != "payment_intent.succeeded" || pi.ID != "pi_1" ||
		pi.AmountReceived != 12500 || pi.Currency != "eur" || ev.Livemode {
		t.Errorf("event %+v with payment intent %+v", ev, pi)
	}
}

func TestAnEventOnThePlatformsAccountHasNoAccount(t *testing.T) {
	t.Parallel()
	payload := stripetest.Event("evt_1", "customer.created", "", time.Now(), map[string]any{"id": "cus_1", "object": "customer"})
	ev, err := webhook.ConstructEvent(payload, stripetest.Sign(payload, "whsec_x", time.Now()), "whsec_x")
	if err != nil || ev.Account != "" {
		t.Fatalf("ConstructEvent = %+v, %v", ev, err)
	}
}
