package main

import (
	"crypto/hmac"
	"crypto/sha256"
	"net/url"
	"os"
	"strconv"
	"strings"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/payments"
)

// paymentsConfig is the payment processor's configuration. Online payments are
// on when SecretKey is set, and then WebhookSecret must be too.
type paymentsConfig struct {
	// SecretKey is the platform's Stripe secret key (ROADCASE_STRIPE_SECRET_KEY,
	// "sk_test_…" or "sk_live_…", or a restricted "rk_…" key).
	SecretKey string
	// WebhookSecret verifies the signatures of the events Stripe posts to
	// /hooks/stripe (ROADCASE_STRIPE_WEBHOOK_SECRET, "whsec_…").
	WebhookSecret string
	// APIBase is Stripe's API address (ROADCASE_STRIPE_API_BASE); empty for
	// Stripe's own. Tests point it at stripe-mock.
	APIBase string
	// FeeRate is the platform's application fee on each online payment, in
	// basis points (ROADCASE_STRIPE_APPLICATION_FEE_BPS; 150 is 1.5 %).
	FeeRate kernel.BasisPoints
	// PayLinkKey signs the pay links printed on invoices
	// (ROADCASE_PAY_LINK_KEY, at least 32 bytes). Empty means a key derived
	// from SecretKey, so links stay valid across restarts and replicas and
	// change when the secret key is rolled.
	PayLinkKey string
	// HostedOrigins are the https origins of Stripe's hosted pages the
	// platform sends people to (ROADCASE_STRIPE_HOSTED_ORIGINS, separated by
	// spaces); empty means Stripe's onboarding and checkout. A custom checkout
	// domain is added here.
	HostedOrigins []string
}

// Enabled reports whether online payments are configured.
func (p paymentsConfig) Enabled() bool { return p.SecretKey != "" }

// linkKey returns the key pay links are signed with.
func (p paymentsConfig) linkKey() []byte {
	if p.PayLinkKey != "" {
		return []byte(p.PayLinkKey)
	}
	m := hmac.New(sha256.New, []byte(p.SecretKey))
	m.Write([]byte("roadcase pay link key v1"))
	return m.Sum(nil)
}

// loadPaymentsConfig reads the payment processor's configuration from the
// environment.
func loadPaymentsConfig() (paymentsConfig, error) {
	p := paymentsConfig{
		SecretKey:     strings.TrimSpace(os.Getenv("ROADCASE_STRIPE_SECRET_KEY")),
		WebhookSecret: strings.TrimSpace(os.Getenv("ROADCASE_STRIPE_WEBHOOK_SECRET")),
		APIBase:       strings.TrimRight(strings.TrimSpace(os.Getenv("ROADCASE_STRIPE_API_BASE")), "/"),
		PayLinkKey:    os.Getenv("ROADCASE_PAY_LINK_KEY"),
		HostedOrigins: strings.Fields(os.Getenv("ROADCASE_STRIPE_HOSTED_ORIGINS")),
	}
	if s := os.Getenv("ROADCASE_STRIPE_APPLICATION_FEE_BPS"); s != "" {
		n, err := strconv.ParseInt(s, 10, 64)
		if err != nil || !kernel.BasisPoints(n).Valid() || n >= 10000 {
			return p, usageError("ROADCASE_STRIPE_APPLICATION_FEE_BPS must be basis points from 0 to 9999 (150 is 1.5%%), got %q", s)
		}
		p.FeeRate = kernel.BasisPoints(n)
	}
	if p.SecretKey == "" {
		if p.WebhookSecret != "" || p.APIBase != "" {
			return p, usageError("ROADCASE_STRIPE_WEBHOOK_SECRET and ROADCASE_STRIPE_API_BASE need ROADCASE_STRIPE_SECRET_KEY")
		}
		return p, nil
	}
	if !strings.HasPrefix(p.SecretKey, "sk_") && !strings.HasPrefix(p.SecretKey, "rk_") {
		return p, usageError("ROADCASE_STRIPE_SECRET_KEY must be a Stripe secret key (sk_… or rk_…)")
	}
	if p.WebhookSecret == "" {
		return p, usageError("ROADCASE_STRIPE_WEBHOOK_SECRET is required with ROADCASE_STRIPE_SECRET_KEY: " +
			"it verifies the events Stripe posts to /hooks/stripe")
	}
	if p.APIBase != "" {
		if u, err := url.Parse(p.APIBase); err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
			return p, usageError("ROADCASE_STRIPE_API_BASE must be an http:// or https:// address")
		}
	}
	if p.PayLinkKey != "" && len(p.PayLinkKey) < payments.PayLinkKeyBytes {
		return p, usageError("ROADCASE_PAY_LINK_KEY must be at least %d bytes long", payments.PayLinkKeyBytes)
	}
	return p, nil
}
