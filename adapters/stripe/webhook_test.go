package stripe_test

import (
	"bytes"
	"encoding/json"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/roadcase/roadcase/adapters/stripe"
	"github.com/roadcase/roadcase/adapters/stripe/stripetest"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/payments"
)

// refundEvent is a signed-to-be event payload.
func refundEvent() []byte {
	return stripetest.Event("evt_1", "refund.created", "acct_1Org", eventAt,
		stripetest.Refund("re_1", "pi_1", 2500, "eur", "succeeded", eventAt))
}

func TestParseEventRefusesWhatDoesNotVerify(t *testing.T) {
	t.Parallel()
	payload := refundEvent()
	now := time.Now()
	tolerance := 300 * time.Second
	tests := []struct {
		name      string
		payload   []byte
		signature string
	}{
		{"no header", payload, ""},
		{"a header that is not a signature", payload, "garbage"},
		{"a header without a v1 signature", payload, "t=" + unix(now)},
		{"another endpoint's secret", payload, stripetest.Sign(payload, "whsec_another", now)},
		{"a timestamp older than the tolerance", payload, stripetest.Sign(payload, webhookSecret, now.Add(-tolerance-time.Minute))},
		{"a timestamp ahead by more than the tolerance", payload, stripetest.Sign(payload, webhookSecret, now.Add(tolerance+time.Minute))},
		{"a modified body", bytes.Replace(payload, []byte(`"amount":2500`), []byte(`"amount":250000`), 1),
			stripetest.Sign(payload, webhookSecret, now)},
		{"a timestamp changed after signing", payload, strings.Replace(stripetest.Sign(payload, webhookSecret, now),
			"t="+unix(now), "t="+unix(now.Add(time.Second)), 1)},
	}
	c := newWebhook()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := c.ParseEvent(tt.payload, tt.signature)
			e, ok := kernel.AsError(err)
			if !ok || e.Kind != kernel.KindUnauthenticated || e.Code != "bad_signature" {
				t.Fatalf("ParseEvent error = %v, want KindUnauthenticated bad_signature", err)
			}
			if strings.Contains(err.Error(), webhookSecret) {
				t.Errorf("the error names the secret: %v", err)
			}
		})
	}
}

// unix is at's t= value in a Stripe-Signature header.
func unix(at time.Time) string { return strconv.FormatInt(at.Unix(), 10) }

func TestParseEventAcceptsTimestampsWithinTheTolerance(t *testing.T) {
	t.Parallel()
	c := stripe.New(stripe.Config{SecretKey: testKey, WebhookSecret: webhookSecret, Tolerance: 10 * time.Minute})
	payload := refundEvent()
	for _, d := range []time.Duration{-9 * time.Minute, 0, 9 * time.Minute} {
		if _, err := c.ParseEvent(payload, stripetest.Sign(payload, webhookSecret, time.Now().Add(d))); err != nil {
			t.Errorf("signed %v from now: %v", d, err)
		}
	}
}

func TestParseEventRefusesASignedPayloadThatIsNotAnEvent(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name    string
		payload []byte
	}{
		{"garbage", []byte("\x00\x01 not json")},
		{"JSON that is no event", []byte(`{"hello":"world"}`)},
		{"an event of a known type about another object", stripetest.Event("evt_1", "refund.created", "", eventAt,
			stripetest.Dispute("du_1", "pi_1", 100, "eur", eventAt))},
		{"an event of a known type without data", []byte(`{"id":"evt_1","object":"event","type":"refund.created","created":1}`)},
	}
	c := newWebhook()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := c.ParseEvent(tt.payload, stripetest.Sign(tt.payload, webhookSecret, time.Now()))
			if !kernel.IsKind(err, kernel.KindInvalid) {
				t.Fatalf("ParseEvent error = %v, want KindInvalid", err)
			}
		})
	}
}

func TestParseEventReadsAnEventOfAnotherAPIVersion(t *testing.T) {
	t.Parallel()
	var ev map[string]any
	if err := json.Unmarshal(refundEvent(), &ev); err != nil {
		t.Fatal(err)
	}
	ev["api_version"] = "2023-10-16"
	payload, err := json.Marshal(ev)
	if err != nil {
		t.Fatal(err)
	}
	got, err := newWebhook().ParseEvent(payload, stripetest.Sign(payload, webhookSecret, time.Now()))
	if err != nil {
		t.Fatal(err)
	}
	if got.Type != payments.EventRefundCreated || len(got.Refunds) != 1 || got.Refunds[0].Amount != 2500 {
		t.Errorf("ParseEvent = %+v", got)
	}
}

func TestParseEventWithoutASecretRefusesEverything(t *testing.T) {
	t.Parallel()
	c := stripe.New(stripe.Config{SecretKey: testKey})
	payload := refundEvent()
	if _, err := c.ParseEvent(payload, stripetest.Sign(payload, "", time.Now())); !kernel.IsKind(err, kernel.KindUnauthenticated) {
		t.Fatalf("ParseEvent error = %v, want KindUnauthenticated", err)
	}
}
