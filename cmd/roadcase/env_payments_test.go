package main

import (
	"bytes"
	"strings"
	"testing"
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
		{"a key without webhook secret", map[string]string{"ROADCASE_STRIPE_SECRET_KEY": "sk_test_1"}, false, "ROADCASE_STRIPE_WEBHOOK_SECRET is required"},
		{"a publishable key", map[string]string{"ROADCASE_STRIPE_SECRET_KEY": "pk_test_1", "ROADCASE_STRIPE_WEBHOOK_SECRET": "whsec_1"}, false, "must be a Stripe secret key"},
		{"a webhook secret alone", map[string]string{"ROADCASE_STRIPE_WEBHOOK_SECRET": "whsec_1"}, false, "need ROADCASE_STRIPE_SECRET_KEY"},
		{"a fee of 100 %", map[string]string{"ROADCASE_STRIPE_APPLICATION_FEE_BPS": "10000"}, false, "basis points from 0 to 9999"},
		{"a short pay-link key", map[string]string{"ROADCASE_STRIPE_SECRET_KEY": "sk_test_1", "ROADCASE_STRIPE_WEBHOOK_SECRET": "whsec_1", "ROADCASE_PAY_LINK_KEY": "short"}, false, "at least 32 bytes"},
		{"an API base without scheme", map[string]string{"ROADCASE_STRIPE_SECRET_KEY": "sk_test_1", "ROADCASE_STRIPE_WEBHOOK_SECRET": "whsec_1", "ROADCASE_STRIPE_API_BASE": "localhost:12111"}, false, "http:// or https://"},
	} {
		t.Run(c.name, func(t *testing.T) {
			for _, name := range []string{"ROADCASE_STRIPE_SECRET_KEY", "ROADCASE_STRIPE_WEBHOOK_SECRET", "ROADCASE_STRIPE_API_BASE",
				"ROADCASE_STRIPE_APPLICATION_FEE_BPS", "ROADCASE_PAY_LINK_KEY", "ROADCASE_STRIPE_HOSTED_ORIGINS"} {
				t.Setenv(name, c.env[name])
			}
			p, err := loadPaymentsConfig()
			if c.refused != "" {
				if err == nil || !strings.Contains(err.Error(), c.refused) {
					t.Fatalf("err = %v, want one saying %q", err, c.refused)
				}
				return
			}
			if err != nil || p.Enabled() != c.enabled {
				t.Fatalf("enabled %v, err %v; want enabled %v", p.Enabled(), err, c.enabled)
			}
		})
	}
	a, b := paymentsConfig{SecretKey: "sk_test_1"}, paymentsConfig{SecretKey: "sk_test_2"}
	if !bytes.Equal(a.linkKey(), a.linkKey()) || bytes.Equal(a.linkKey(), b.linkKey()) || bytes.Contains(a.linkKey(), []byte("sk_test_1")) {
		t.Error("the derived pay-link key is not a stable, key-specific digest")
	}
	if got := (paymentsConfig{SecretKey: "sk_test_1", PayLinkKey: strings.Repeat("k", 32)}).linkKey(); string(got) != strings.Repeat("k", 32) {
		t.Error("the configured pay-link key is not used")
	}
}
