package stripe_test

import (
	"context"
	"encoding/base64"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/roadcase/roadcase/adapters/stripe"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/payments"
)

func TestErrorsMapOntoTheCoresKinds(t *testing.T) {
	t.Parallel()
	// Stripe's message for a refused key names part of it; stripe-mock's
	// quotes the whole Authorization header.
	keyMessage := fmt.Sprintf("Invalid API Key provided: %s. Authorization was 'Basic %s'.",
		testKey, base64.StdEncoding.EncodeToString([]byte(testKey+":")))
	tests := []struct {
		name    string
		status  int
		typ     string
		message string
		want    kernel.Kind
		says    string
	}{
		{"a refused key", 401, "invalid_request_error", keyMessage, kernel.KindUnavailable, "refused the platform's API key"},
		{"a key without the permission", 403, "invalid_request_error", keyMessage, kernel.KindUnavailable, "refused the platform's API key"},
		{"a rate limit", 429, "invalid_request_error", "Too many requests", kernel.KindUnavailable, "rate"},
		{"Stripe failing", 500, "api_error", "Something went wrong", kernel.KindUnavailable, "Stripe failed"},
		{"Stripe unavailable", 503, "api_error", "Unavailable", kernel.KindUnavailable, "Stripe failed"},
		{"a concurrent request with the same idempotency key", 409, "idempotency_error", "in use", kernel.KindUnavailable, "Stripe failed"},
		{"a bad parameter", 400, "invalid_request_error", "Invalid currency: zzz", kernel.KindInvalid, "Invalid currency: zzz"},
		{"a refused payment", 402, "card_error", "Your card was declined.", kernel.KindInvalid, "Your card was declined."},
		{"an unknown object", 404, "invalid_request_error", "No such account: 'acct_x'", kernel.KindInvalid, "No such account"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			body := fmt.Sprintf(`{"error":{"type":%q,"message":%q}}`, tt.typ, tt.message)
			_, c := newFakeAPI(t, tt.status, body)
			_, err := c.Account(context.Background(), "acct_1Org")
			e, ok := kernel.AsError(err)
			if !ok || e.Kind != tt.want {
				t.Fatalf("Account error = %v, want %v", err, tt.want)
			}
			if !strings.Contains(e.Message, tt.says) {
				t.Errorf("message %q does not say %q", e.Message, tt.says)
			}
			wantNoKey(t, err, testKey)
		})
	}
}

func TestAnUnreachableAPIIsUnavailable(t *testing.T) {
	t.Parallel()
	c := stripe.New(stripe.Config{SecretKey: testKey, APIBase: "http://127.0.0.1:1"})
	_, err := c.CreateCheckout(context.Background(), checkoutRequest())
	if !kernel.IsKind(err, kernel.KindUnavailable) {
		t.Fatalf("CreateCheckout error = %v, want KindUnavailable", err)
	}
	wantNoKey(t, err, testKey)
}

func TestACanceledCallIsUnavailableAndSaysWhy(t *testing.T) {
	t.Parallel()
	_, c := newFakeAPI(t, 200, `{}`)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err := c.AccountLink(ctx, "acct_1Org", payments.OnboardingLinks{})
	if !kernel.IsKind(err, kernel.KindUnavailable) || !errors.Is(err, context.Canceled) {
		t.Fatalf("AccountLink error = %v, want KindUnavailable wrapping context.Canceled", err)
	}
}

func TestTheClientPrintsWithoutItsKeys(t *testing.T) {
	t.Parallel()
	c := stripe.New(stripe.Config{SecretKey: testKey, WebhookSecret: webhookSecret})
	for _, format := range []string{"%v", "%+v", "%#v", "%s"} {
		if s := fmt.Sprintf(format, c); strings.Contains(s, testKey) || strings.Contains(s, webhookSecret) {
			t.Errorf("Sprintf(%q) = %s", format, s)
		}
	}
}

// wantNoKey fails t when err, or anything it wraps, names the secret key,
// its last characters (Stripe's message shows them) or its Basic encoding.
func wantNoKey(t *testing.T, err error, key string) {
	t.Helper()
	basic := base64.StdEncoding.EncodeToString([]byte(key + ":"))
	for e := err; e != nil; e = errors.Unwrap(e) {
		s := e.Error()
		if strings.Contains(s, key) || strings.Contains(s, key[len(key)-4:]) || strings.Contains(s, basic) {
			t.Errorf("the error names the key: %s", s)
		}
	}
}
