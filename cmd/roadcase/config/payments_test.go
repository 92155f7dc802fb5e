package config_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/roadcase/roadcase/cmd/roadcase/config"
)

// TestPaymentsConfiguration checks when online payments are on, what their
// configuration refuses, and that the pay-link key is stable and secret.
func TestPaymentsConfiguration(t *testing.T) {
	for _, c := range []struct {
		name    string
		env     map[string]string
		enabled bool
		refused string
	}{
		{"nothing set: payments off", nil, false, ""},
		{"a key and a webhook secret", map[string]string{"ROADCASE_STRIPE_SECRET_KEY": "sk_test_1", "ROADCASE_STRIPE_WEBHOOK_SECRET": "whsec_1"}, true, ""},
		{"a key without webhook secret", map[string]string{"ROADCASE_STRIPE_SECRET_KEY": "sk_test_1"}, false, "ROADCASE_STRIPE_WEBHOOK_SECRET: required with ROADCASE_STRIPE_SECRET_KEY"},
		{"a publishable key", map[string]string{"ROADCASE_STRIPE_SECRET_KEY": "pk_test_1", "ROADCASE_STRIPE_WEBHOOK_SECRET": "whsec_1"}, false, "ROADCASE_STRIPE_SECRET_KEY: not a Stripe secret key"},
		{"a webhook secret alone", map[string]string{"ROADCASE_STRIPE_WEBHOOK_SECRET": "whsec_1"}, false, "without ROADCASE_STRIPE_SECRET_KEY"},
		{"a fee of 100 %", map[string]string{"ROADCASE_STRIPE_APPLICATION_FEE_BPS": "10000"}, false, "basis points from 0 to 9999"},
		{"a short pay-link key", map[string]string{"ROADCASE_STRIPE_SECRET_KEY": "sk_test_1", "ROADCASE_STRIPE_WEBHOOK_SECRET": "whsec_1", "ROADCASE_PAY_LINK_KEY": "short"}, false, "at least 32 bytes"},
		{"an API base without scheme", map[string]string{"ROADCASE_STRIPE_SECRET_KEY": "sk_test_1", "ROADCASE_STRIPE_WEBHOOK_SECRET": "whsec_1", "ROADCASE_STRIPE_API_BASE": "localhost:12111"}, false, "http:// or https://"},
		{"a hosted page with a path", map[string]string{"ROADCASE_STRIPE_HOSTED_ORIGINS": "https://checkout.stripe.com/pay"}, false, "not an https origin"},
	} {
		t.Run(c.name, func(t *testing.T) {
			cfg, err := config.Load(envOf(c.env))
			if c.refused != "" {
				if err == nil || !strings.Contains(err.Error(), c.refused) {
					t.Fatalf("err = %v, want one saying %q", err, c.refused)
				}
				return
			}
			if err != nil || cfg.Payments.Enabled() != c.enabled {
				t.Fatalf("enabled %v, err %v; want enabled %v", cfg.Payments.Enabled(), err, c.enabled)
			}
		})
	}
	a, b := config.Payments{SecretKey: "sk_test_1"}, config.Payments{SecretKey: "sk_test_2"}
	if !bytes.Equal(a.LinkKey(), a.LinkKey()) || bytes.Equal(a.LinkKey(), b.LinkKey()) || bytes.Contains(a.LinkKey(), []byte("sk_test_1")) {
		t.Error("the derived pay-link key is not a stable, key-specific digest")
	}
	if got := (config.Payments{SecretKey: "sk_test_1", PayLinkKey: config.Secret(strings.Repeat("k", 32))}).LinkKey(); string(got) != strings.Repeat("k", 32) {
		t.Error("the configured pay-link key is not used")
	}
}
