package config

import (
	"crypto/hmac"
	"crypto/sha256"
	"fmt"
	"net/url"
	"strconv"
	"strings"

	"github.com/roadcase/roadcase/adapters/web"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/payments"
)

// Payments is the payment processor's configuration. Online payments are on
// when SecretKey is set, and then WebhookSecret must be too.
type Payments struct {
	// SecretKey is the platform's Stripe secret key (ROADCASE_STRIPE_SECRET_KEY).
	SecretKey Secret
	// WebhookSecret verifies the signatures of the events Stripe posts to
	// /hooks/stripe (ROADCASE_STRIPE_WEBHOOK_SECRET).
	WebhookSecret Secret
	// APIBase is Stripe's API address (ROADCASE_STRIPE_API_BASE); empty for
	// Stripe's own. Tests point it at stripe-mock.
	APIBase string
	// FeeRate is the platform's application fee on each online payment
	// (ROADCASE_STRIPE_APPLICATION_FEE_BPS).
	FeeRate kernel.BasisPoints
	// PayLinkKey signs the pay links printed on invoices
	// (ROADCASE_PAY_LINK_KEY). Empty means a key derived from SecretKey (see
	// LinkKey).
	PayLinkKey Secret
	// HostedOrigins are the https origins of Stripe's hosted pages the
	// platform sends people to (ROADCASE_STRIPE_HOSTED_ORIGINS); empty means
	// web.DefaultProcessorOrigins.
	HostedOrigins []string
}

// Enabled reports whether online payments are configured.
func (p Payments) Enabled() bool { return p.SecretKey != "" }

// LinkKey returns the key pay links are signed with: PayLinkKey, or one
// derived from SecretKey, so that links stay valid across restarts and
// replicas and change when the secret key is rolled.
func (p Payments) LinkKey() []byte {
	if p.PayLinkKey != "" {
		return []byte(p.PayLinkKey)
	}
	m := hmac.New(sha256.New, []byte(p.SecretKey))
	m.Write([]byte("roadcase pay link key v1"))
	return m.Sum(nil)
}

// paymentsVars configure online payments.
var paymentsVars = []Var{
	{
		Name: "ROADCASE_STRIPE_SECRET_KEY", Type: "secret", Commands: serveOnly, Secret: true,
		Summary: "Stripe secret key (sk_…); turns online payments on: payment settings, invoice pages, pay links " +
			"and /hooks/stripe",
		Doc: "The platform's Stripe secret key (`sk_test_…`, `sk_live_…` or a restricted `rk_…`). When set, " +
			"online payments are on: the payments settings page, the invoice pages, pay links on invoices and " +
			"Stripe's webhook at `/hooks/stripe`. Unset, none of them exists. See [docs/payments.md](docs/payments.md).",
		set: func(c *Config, s string) error {
			s = strings.TrimSpace(s)
			if !strings.HasPrefix(s, "sk_") && !strings.HasPrefix(s, "rk_") {
				return fmt.Errorf("not a Stripe secret key: want sk_… or rk_…")
			}
			c.Payments.SecretKey = Secret(s)
			return nil
		},
	},
	{
		Name: "ROADCASE_STRIPE_WEBHOOK_SECRET", Type: "secret", Commands: serveOnly, Secret: true,
		Summary: "the /hooks/stripe endpoint's signing secret (whsec_…); required with the key",
		Doc: "The signing secret (`whsec_…`) of the Connect webhook endpoint at `/hooks/stripe`; required with " +
			"the key.",
		set: func(c *Config, s string) error {
			c.Payments.WebhookSecret = Secret(strings.TrimSpace(s))
			return nil
		},
	},
	{
		Name: "ROADCASE_STRIPE_API_BASE", Type: "http(s) URL", Commands: serveOnly,
		DefaultText: "Stripe's",
		Summary:     "Stripe's API address (tests use stripe-mock)",
		Doc:         "Stripe's API address; tests point it at stripe-mock.",
		set:         httpURL(func(c *Config) *string { return &c.Payments.APIBase }),
	},
	{
		Name: "ROADCASE_STRIPE_APPLICATION_FEE_BPS", Type: "basis points", Default: "0", Commands: serveOnly,
		Summary: "the platform's fee on each payment in basis points",
		Doc:     "The platform's application fee on each online payment, in basis points (`150` is 1.5 %).",
		set: func(c *Config, s string) error {
			n, err := strconv.ParseInt(strings.TrimSpace(s), 10, 64)
			if err != nil || !kernel.BasisPoints(n).Valid() || n >= 10000 {
				return fmt.Errorf("%q is not basis points from 0 to 9999 (150 is 1.5%%)", s)
			}
			c.Payments.FeeRate = kernel.BasisPoints(n)
			return nil
		},
	},
	{
		Name: "ROADCASE_STRIPE_HOSTED_ORIGINS", Type: "list of origins", Commands: serveOnly,
		DefaultText: "`" + strings.Join(web.DefaultProcessorOrigins, " ") + "`",
		Summary:     "origins of Stripe's hosted pages people are sent to, separated by spaces",
		Doc: "The origins of Stripe's hosted pages the platform sends people to, separated by spaces; add a " +
			"custom checkout domain here. Nothing else is redirected to.",
		set: func(c *Config, s string) error {
			origins := strings.Fields(s)
			for _, o := range origins {
				u, err := url.Parse(o)
				if err != nil || u.Scheme != "https" || u.Host == "" || "https://"+u.Host != o {
					return fmt.Errorf("%q is not an https origin such as https://checkout.stripe.com", o)
				}
			}
			c.Payments.HostedOrigins = origins
			return nil
		},
	},
	{
		Name: "ROADCASE_PAY_LINK_KEY", Type: "secret", Commands: serveOnly, Secret: true,
		DefaultText: "derived from the secret key",
		Summary:     "signs the pay links on invoices, 32 bytes or more",
		Doc: "Signs the pay links printed on invoices (32 bytes or more); the same on every replica. Links stop " +
			"working when it changes.",
		set: secret(func(c *Config) *Secret { return &c.Payments.PayLinkKey }, payments.PayLinkKeyBytes),
	},
}

// checkPayments checks what the payment variables need of each other.
func checkPayments(p Payments, getenv func(string) string) Errors {
	if !blank(getenv("ROADCASE_STRIPE_SECRET_KEY")) {
		if p.WebhookSecret == "" {
			return Errors{{"ROADCASE_STRIPE_WEBHOOK_SECRET", "required with ROADCASE_STRIPE_SECRET_KEY: " +
				"it verifies the events Stripe posts to /hooks/stripe"}}
		}
		return nil
	}
	var errs Errors
	for _, name := range []string{"ROADCASE_STRIPE_WEBHOOK_SECRET", "ROADCASE_STRIPE_API_BASE"} {
		if !blank(getenv(name)) {
			errs = append(errs, Error{name, "set without ROADCASE_STRIPE_SECRET_KEY, which it needs"})
		}
	}
	return errs
}
