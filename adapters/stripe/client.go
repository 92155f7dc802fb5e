package stripe

import (
	"net/http"
	"time"

	stripego "github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/webhook"

	"github.com/roadcase/roadcase/ports"
)

// The ports Client implements.
var (
	_ ports.PaymentProcessor = (*Client)(nil)
	_ ports.PaymentWebhook   = (*Client)(nil)
)

// Config configures New.
type Config struct {
	// SecretKey is the platform's secret key ("sk_…", or a restricted "rk_…").
	SecretKey string
	// WebhookSecret is the signing secret of the platform's webhook endpoint
	// ("whsec_…"), which verifies the events ParseEvent reads.
	WebhookSecret string
	// APIBase is the API's address; "" for Stripe's own. Tests point it at
	// stripe-mock (see stripemock).
	APIBase string
	// Tolerance is how far an event's signed timestamp may be from now, in
	// the past or the future; 0 means webhook.DefaultTolerance (300 s).
	Tolerance time.Duration
	// HTTPClient makes the API's requests; nil means one with a 30 s timeout.
	HTTPClient *http.Client
}

// Client is Stripe's implementation of ports.PaymentProcessor and
// ports.PaymentWebhook. It is safe for concurrent use.
type Client struct {
	api           *stripego.Client
	webhookSecret string
	tolerance     time.Duration
	now           func() time.Time
}

// New returns a Client for cfg. It makes no request: a wrong key shows on the
// first call, as KindUnavailable.
func New(cfg Config) *Client {
	hc := cfg.HTTPClient
	if hc == nil {
		hc = &http.Client{Timeout: 30 * time.Second}
	}
	bc := &stripego.BackendConfig{
		HTTPClient: hc,
		// Network failures are retried twice with the same idempotency key
		// (stripe-go's default); the core never logs, so neither does stripe-go.
		MaxNetworkRetries: stripego.Int64(2),
		LeveledLogger:     &stripego.LeveledLogger{Level: stripego.LevelNull},
	}
	if cfg.APIBase != "" {
		bc.URL = stripego.String(cfg.APIBase)
	}
	tolerance := cfg.Tolerance
	if tolerance <= 0 {
		tolerance = webhook.DefaultTolerance
	}
	return &Client{
		api:           stripego.NewClient(cfg.SecretKey, stripego.WithBackends(stripego.NewBackendsWithConfig(bc))),
		webhookSecret: cfg.WebhookSecret,
		tolerance:     tolerance,
		now:           time.Now,
	}
}

// String describes the client without its keys, so that printing it (%v, a
// log attribute) never leaks them.
func (c *Client) String() string { return "stripe.Client{keys redacted}" }

// GoString is String for %#v.
func (c *Client) GoString() string { return c.String() }
