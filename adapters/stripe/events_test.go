package stripe_test

import (
	"reflect"
	"testing"
	"time"

	"github.com/roadcase/roadcase/adapters/stripe"
	"github.com/roadcase/roadcase/adapters/stripe/stripetest"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/payments"
)

// webhookSecret is the endpoint's signing secret the tests configure.
const webhookSecret = "whsec_roadcaseTestSigningSecret"

const (
	org     kernel.ID = "0b7e3d2a-5c1f-4e8a-9d6b-1a2b3c4d5e6f"
	invoice kernel.ID = "1c8f4e3b-6d2a-4f9b-8e7c-2b3c4d5e6f70"
)

// newWebhook returns a Client that verifies with webhookSecret.
func newWebhook() *stripe.Client {
	return stripe.New(stripe.Config{SecretKey: testKey, WebhookSecret: webhookSecret})
}

// parse signs an event of typ about object now and parses it.
func parse(t *testing.T, typ string, object map[string]any) (payments.Event, error) {
	t.Helper()
	payload := stripetest.Event("evt_1", typ, "acct_1Org", eventAt, object)
	return newWebhook().ParseEvent(payload, stripetest.Sign(payload, webhookSecret, time.Now()))
}

// eventAt is when the tests' events happened.
var eventAt = time.Date(2026, 3, 2, 10, 30, 0, 0, time.UTC)

func TestParseEventReducesEveryEventThePlatformActsOn(t *testing.T) {
	t.Parallel()
	meta := stripetest.Metadata(org, invoice, "2026-0042")
	refundAt := eventAt.Add(-time.Minute)
	paid := &payments.PaymentFact{PaymentIntent: "pi_1", CheckoutSession: "cs_1", Paid: true, Amount: 12500,
		Currency: "EUR", Method: "card", OrgID: org, InvoiceID: invoice, At: eventAt}
	tests := []struct {
		name   string
		typ    string
		object map[string]any
		want   payments.Event
	}{
		{"a paid checkout", "checkout.session.completed",
			stripetest.CheckoutSession("cs_1", "pi_1", 12500, "eur", "paid", meta),
			payments.Event{Payment: paid}},
		{"a checkout whose payment is pending", "checkout.session.completed",
			stripetest.CheckoutSession("cs_1", "pi_1", 12500, "eur", "unpaid", meta),
			payments.Event{Payment: with(paid, func(f *payments.PaymentFact) { f.Paid = false })}},
		{"an asynchronous payment that succeeded", "checkout.session.async_payment_succeeded",
			stripetest.CheckoutSession("cs_1", "pi_1", 12500, "eur", "paid", meta),
			payments.Event{Payment: paid}},
		{"a checkout in ISK, counted in hundredths by Stripe", "checkout.session.completed",
			stripetest.CheckoutSession("cs_1", "pi_1", 1250000, "isk", "paid", meta),
			payments.Event{Payment: with(paid, func(f *payments.PaymentFact) { f.Amount, f.Currency = 12500, "ISK" })}},
		{"a checkout with its payment intent expanded", "checkout.session.completed",
			expanded(stripetest.CheckoutSession("cs_1", "", 12500, "eur", "paid", meta), "pi_1"),
			payments.Event{Payment: paid}},
		{"a checkout not made through the platform", "checkout.session.completed",
			stripetest.CheckoutSession("cs_1", "pi_1", 12500, "eur", "paid", map[string]string{"roadcase_org": "not-an-id"}),
			payments.Event{Payment: with(paid, func(f *payments.PaymentFact) { f.OrgID, f.InvoiceID = "", "" })}},
		{"a payment intent that succeeded", "payment_intent.succeeded",
			stripetest.PaymentIntent("pi_1", 12500, "eur", "succeeded", meta),
			payments.Event{Payment: with(paid, func(f *payments.PaymentFact) { f.CheckoutSession = "" })}},
		{"a refund created", "refund.created",
			stripetest.Refund("re_1", "pi_1", 2500, "eur", "pending", refundAt),
			payments.Event{Refunds: []payments.Reversal{{Ref: "re_1", PaymentIntent: "pi_1", Amount: 2500, Currency: "EUR", At: refundAt}}}},
		{"a refund that succeeded", "refund.updated",
			stripetest.Refund("re_1", "pi_1", 2500, "eur", "succeeded", refundAt),
			payments.Event{Refunds: []payments.Reversal{{Ref: "re_1", PaymentIntent: "pi_1", Amount: 2500, Currency: "EUR", Succeeded: true, At: refundAt}}}},
		{"funds withdrawn for a dispute", "charge.dispute.funds_withdrawn",
			stripetest.Dispute("du_1", "pi_1", 12500, "eur", refundAt),
			payments.Event{Dispute: &payments.Reversal{Ref: "du_1", PaymentIntent: "pi_1", Amount: 12500, Currency: "EUR", Succeeded: true, At: eventAt}}},
		{"funds reinstated after a dispute", "charge.dispute.funds_reinstated",
			stripetest.Dispute("du_1", "pi_1", 12500, "eur", refundAt),
			payments.Event{Dispute: &payments.Reversal{Ref: "du_1", PaymentIntent: "pi_1", Amount: 12500, Currency: "EUR", Succeeded: true, At: eventAt}}},
		{"an account updated", "account.updated",
			pastDue(stripetest.Account(payments.AccountState{ProcessorID: "acct_1Org", DetailsSubmitted: true,
				RequirementsDue: []string{"external_account", "business_profile.url"}, DisabledReason: "requirements.past_due"}),
				"external_account", "tos_acceptance.date"),
			payments.Event{AccountState: &payments.AccountState{ProcessorID: "acct_1Org", DetailsSubmitted: true,
				RequirementsDue: []string{"business_profile.url", "external_account", "tos_acceptance.date"},
				DisabledReason:  "requirements.past_due", At: eventAt}}},
		{"an event the platform does not act on", "customer.created",
			map[string]any{"id": "cus_1", "object": "customer"}, payments.Event{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			got, err := parse(t, tt.typ, tt.object)
			if err != nil {
				t.Fatal(err)
			}
			want := tt.want
			want.ID, want.Type, want.Account, want.Created = "evt_1", payments.EventType(tt.typ), "acct_1Org", eventAt
			if !reflect.DeepEqual(got, want) {
				t.Errorf("ParseEvent =\n%+v\nwant\n%+v", got, want)
			}
		})
	}
}

// with returns a copy of f changed by change.
func with(f *payments.PaymentFact, change func(*payments.PaymentFact)) *payments.PaymentFact {
	c := *f
	change(&c)
	return &c
}

// expanded gives session its payment intent as an object, as an event of an
// endpoint that expands it does.
func expanded(session map[string]any, pi string) map[string]any {
	session["payment_intent"] = stripetest.PaymentIntent(pi, 12500, "eur", "succeeded", nil)
	return session
}

// pastDue sets what is past due on an account.
func pastDue(account map[string]any, due ...string) map[string]any {
	account["requirements"].(map[string]any)["past_due"] = due
	return account
}
