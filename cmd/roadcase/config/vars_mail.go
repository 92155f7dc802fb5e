package config

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/roadcase/roadcase/adapters/smtp"
	"github.com/roadcase/roadcase/core/mail"
)

// Mail is how the platform's mail is sent: through SMTP when Host is set,
// else kept in the development outbox.
type Mail struct {
	// Host, Port, TLS, Username and Password reach the SMTP server
	// (ROADCASE_SMTP_HOST, _PORT, _TLS, _USERNAME, _PASSWORD); Port 0 is the
	// TLS mode's usual port.
	Host     string
	Port     int
	TLS      smtp.TLSMode
	Username string
	Password Secret
	// From is the sender of the platform's mail (ROADCASE_SMTP_FROM).
	From mail.Address
	// KeepOutboxSecrets makes the development outbox keep each mail whole,
	// its links' secrets included (ROADCASE_OUTBOX_LINKS=keep); by default
	// it keeps them redacted.
	KeepOutboxSecrets bool
	// MailgunSigningKey verifies Mailgun's event webhooks at /hooks/mailgun
	// (ROADCASE_MAILGUN_SIGNING_KEY); empty leaves that path unserved.
	MailgunSigningKey Secret
}

// mailVars say how mail is sent and how its delivery events come back.
var mailVars = []Var{
	{
		Name: "ROADCASE_SMTP_HOST", Type: "host name", Commands: sending,
		DefaultText: "none: the development outbox",
		Summary:     "the SMTP server mail is sent through",
		Doc: "The SMTP server mail (verification, invitations, advance packets) is sent through. Unset: the " +
			"development outbox keeps every message and `roadcase mail outbox` lists them (see `ROADCASE_OUTBOX_LINKS`).",
		set: text(func(c *Config) *string { return &c.Mail.Host }),
	},
	{
		Name: "ROADCASE_OUTBOX_LINKS", Type: "redact or keep", Default: "redact", Commands: sending,
		Summary: "whether the development outbox keeps the secrets of its mails' links",
		Doc: "What the development outbox (no `ROADCASE_SMTP_HOST`) keeps of the bearer secrets in its mails: " +
			"`redact` keeps each mail with every ticket, portal token and pay link replaced by `…`, so the database " +
			"holds nothing that opens an account or a portal; `keep` keeps them whole, so that a developer can follow " +
			"the links from `roadcase mail outbox`, and the database is then as sensitive as the mails (links work " +
			"for up to 7 days, portal links for 90). Logs never show them either way.",
		set: func(c *Config, s string) error {
			switch strings.TrimSpace(s) {
			case "redact":
				c.Mail.KeepOutboxSecrets = false
			case "keep":
				c.Mail.KeepOutboxSecrets = true
			default:
				return fmt.Errorf("%q is not redact or keep", s)
			}
			return nil
		},
	},
	{
		Name: "ROADCASE_SMTP_PORT", Type: "port", Commands: sending,
		DefaultText: "`587` (`465` with `tls`, `25` with `none`)",
		Summary:     "its port",
		Doc:         "The SMTP server's port.",
		set:         integer(func(c *Config) *int { return &c.Mail.Port }, 1, 65535, "a port"),
	},
	{
		Name: "ROADCASE_SMTP_TLS", Type: "starttls, tls or none", Default: "starttls", Commands: sending,
		Summary: "starttls (required), tls (implicit) or none",
		Doc: "`starttls` (required, never opportunistic), `tls` (implicit TLS) or `none` (a relay on the same host " +
			"or network).",
		set: func(c *Config, s string) error {
			m, err := smtp.ParseTLSMode(s)
			if err != nil {
				return fmt.Errorf("%q is not one of starttls, tls, none", s)
			}
			c.Mail.TLS = m
			return nil
		},
	},
	{
		Name: "ROADCASE_SMTP_USERNAME", Type: "text", Commands: sending,
		Summary: "with ROADCASE_SMTP_PASSWORD, the SMTP credentials",
		Doc:     "The SMTP user name; authentication is used when it is set.",
		set:     text(func(c *Config) *string { return &c.Mail.Username }),
	},
	{
		Name: "ROADCASE_SMTP_PASSWORD", Type: "secret", Commands: sending, Secret: true,
		Summary: "the SMTP password",
		Doc:     "The SMTP password, with `ROADCASE_SMTP_USERNAME`.",
		set:     secret(func(c *Config) *Secret { return &c.Mail.Password }, 1),
	},
	{
		Name: "ROADCASE_SMTP_FROM", Type: "mail address", Default: "Roadcase <noreply@roadcase.localhost>",
		Commands: sending,
		Summary:  "the sender",
		Doc:      "The sender of the platform's mail.",
		set: func(c *Config, s string) error {
			a, err := mail.ParseAddress(strings.TrimSpace(s))
			if err != nil {
				return fmt.Errorf("%q is not a mail address like Roadcase <noreply@example.com>", s)
			}
			c.Mail.From = a
			return nil
		},
	},
	{
		Name: "ROADCASE_MAILGUN_SIGNING_KEY", Type: "secret", Commands: serveOnly, Secret: true,
		Summary: "Mailgun's webhook signing key; serves /hooks/mailgun when set",
		Doc: "Mailgun's HTTP webhook signing key (not the API key). When set, `serve` answers Mailgun's signed " +
			"event webhooks at `/hooks/mailgun` (outside `/api/`), which move a merge send's recipients to " +
			"delivered or bounced; unset, that path is a 404. See " +
			"[docs/advancing.md](docs/advancing.md#delivery-events-from-the-mail-provider).",
		set: secret(func(c *Config) *Secret { return &c.Mail.MailgunSigningKey }, 1),
	},
}

// sendVars say how fast the merge send delivers.
var sendVars = []Var{
	{
		Name: "ROADCASE_SEND_RATE", Type: "mails per second", Default: "10", Commands: sending,
		Summary: "mails per second one organization's merge send may go out at, per process",
		Doc: "Mails per second one organization's merge sends may go out at, per process (several replicas send " +
			"that many times as fast); the burst is twice the rate, at least 20.",
		set: func(c *Config, s string) error {
			rate, err := strconv.ParseFloat(strings.TrimSpace(s), 64)
			if err != nil || rate <= 0 || math.IsNaN(rate) || math.IsInf(rate, 0) {
				return fmt.Errorf("%q is not a positive number of mails per second", s)
			}
			c.Send.Rate = rate
			return nil
		},
	},
	{
		Name: "ROADCASE_SEND_WORKERS", Type: "number", Default: "4", Commands: sending,
		Summary: "deliveries at once per process",
		Doc:     "Merge-send deliveries run at once per process, 1 to 256.",
		set:     integer(func(c *Config) *int { return &c.Send.Workers }, 1, 256, "a number of workers"),
	},
}
