// Package stripetest builds the signed webhook requests Stripe sends, for the
// tests of whatever reads them (adapters/stripe's ParseEvent, the webhook
// receiver, end-to-end tests): an event around an object (Event), its
// Stripe-Signature header (Sign), and objects shaped like Stripe's for the
// events the platform acts on (objects.go). Amounts are in Stripe's units
// (see adapters/stripe's amount.go), currencies as Stripe writes them, in
// lower case. It is a test-support package; the service does not import it.
package stripetest

import (
	"encoding/json"
	"time"

	stripego "github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/webhook"
)

// Event returns the JSON of a Stripe event of type typ about object, as
// Stripe posts it to a webhook endpoint: object "event", the API version of
// the stripe-go the module requires, test mode, and account set for an event
// that happened on a connected account ("" for the platform's own).
func Event(id, typ, account string, created time.Time, object map[string]any) []byte {
	ev := map[string]any{
		"id":               id,
		"object":           "event",
		"api_version":      stripego.APIVersion,
		"created":          created.Unix(),
		"data":             map[string]any{"object": object},
		"livemode":         false,
		"pending_webhooks": 1,
		"request":          map[string]any{"id": nil, "idempotency_key": nil},
		"type":             typ,
	}
	if account != "" {
		ev["account"] = account
	}
	b, err := json.Marshal(ev)
	if err != nil {
		panic("stripetest: an object that is not JSON: " + err.Error())
	}
	return b
}

// Sign returns the Stripe-Signature header of payload signed with the
// endpoint's secret at at (now when at is zero), made by stripe-go's own
// test helper: "t=<unix seconds>,v1=<hex HMAC-SHA256>".
func Sign(payload []byte, secret string, at time.Time) string {
	return webhook.GenerateTestSignedPayload(&webhook.UnsignedPayload{
		Payload: payload, Secret: secret, Timestamp: at,
	}).Header
}
