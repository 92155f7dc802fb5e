// Package smtp is the Mailer that delivers by SMTP, through wneessen/go-mail: a
// message is built as a MIME mail (plain text, with an HTML alternative when it
// has one) and handed to the configured server over a plain, STARTTLS or
// implicit-TLS connection, with authentication when credentials are configured.
package smtp

import (
	"context"
	"crypto/tls"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	gomail "github.com/wneessen/go-mail"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/mail"
	"github.com/roadcase/roadcase/ports"
)

// TLSMode is how the connection to the server is protected.
type TLSMode string

// The TLS modes. STARTTLS is required, never opportunistic: a server that does
// not offer it is refused rather than sent credentials and mail in clear.
const (
	TLSNone     TLSMode = "none"     // plain SMTP, for a relay on the same host or network
	TLSStartTLS TLSMode = "starttls" // submission: plain connection upgraded by STARTTLS (port 587)
	TLSImplicit TLSMode = "tls"      // SMTPS: TLS from the first byte (port 465)
)

// ParseTLSMode reads a TLSMode by name; "" is STARTTLS. KindInvalid otherwise.
func ParseTLSMode(s string) (TLSMode, error) {
	switch m := TLSMode(strings.ToLower(strings.TrimSpace(s))); m {
	case "":
		return TLSStartTLS, nil
	case TLSNone, TLSStartTLS, TLSImplicit:
		return m, nil
	}
	return "", kernel.Invalid(fmt.Sprintf("the TLS mode %q is not none, starttls or tls", s))
}

// DefaultPort returns the usual port of a mode: 25, 587 or 465.
func (m TLSMode) DefaultPort() int {
	switch m {
	case TLSNone:
		return 25
	case TLSImplicit:
		return 465
	}
	return 587
}

// Config is where and how to deliver.
type Config struct {
	Host string
	// Port is the server's port; zero is TLS.DefaultPort().
	Port int
	TLS  TLSMode
	// Username and Password authenticate when Username is set, with the strongest
	// mechanism the server offers.
	Username, Password string
	// From sends the messages that name no sender.
	From mail.Address
	// TLSConfig replaces the default TLS configuration (the system's roots, the
	// host as server name); tests use it to trust their own server.
	TLSConfig *tls.Config
	// Timeout bounds connecting and each command; zero is 30 seconds.
	Timeout time.Duration
}

// MailgunVariablesHeader carries a message's user variables to Mailgun, which
// returns them in the user-variables of every event about the message; Roadcase
// puts the message's Ref there as MailgunRefVariable, for the webhook receiver.
const (
	MailgunVariablesHeader = "X-Mailgun-Variables"
	MailgunRefVariable     = "roadcase_ref"
)

// Mailer delivers messages by SMTP, one connection per Send.
type Mailer struct {
	cfg   Config
	clock kernel.Clock
}

var _ ports.Mailer = (*Mailer)(nil)

// New returns a Mailer for cfg, whose messages are dated by clock. KindInvalid
// when cfg has no host, a port out of range, an unknown TLS mode or a sender
// that is not a valid address.
func New(cfg Config, clock kernel.Clock) (*Mailer, error) {
	if cfg.Host == "" {
		return nil, kernel.Invalid("the SMTP host is not set")
	}
	if _, err := ParseTLSMode(string(cfg.TLS)); err != nil {
		return nil, err
	}
	if cfg.TLS == "" {
		cfg.TLS = TLSStartTLS
	}
	if cfg.Port == 0 {
		cfg.Port = cfg.TLS.DefaultPort()
	}
	if cfg.Port < 1 || cfg.Port > 65535 {
		return nil, kernel.Invalid(fmt.Sprintf("the SMTP port %d is out of range", cfg.Port))
	}
	if err := cfg.From.Validate(); err != nil {
		return nil, kernel.Invalid("the sender address: " + err.Error())
	}
	if cfg.Timeout == 0 {
		cfg.Timeout = 30 * time.Second
	}
	return &Mailer{cfg: cfg, clock: clock}, nil
}

// Send validates msg and delivers it to the server. KindInvalid for a message
// that is not valid; mail.Rejected (KindInvalid, code mail.CodeRejected) when
// the server refuses a recipient or the message for good (see rejected);
// KindUnavailable when the server cannot be reached, refuses the credentials or
// the sender, or refuses the message for now (a 4xx reply).
func (m *Mailer) Send(ctx context.Context, msg mail.Message) error {
	msg = msg.Filled(m.cfg.From, m.clock.Now())
	if err := msg.Validate(); err != nil {
		return err
	}
	g, err := build(msg)
	if err != nil {
		return kernel.Invalid("the message cannot be written as mail: " + err.Error())
	}
	client, err := gomail.NewClient(m.cfg.Host, m.options()...)
	if err != nil {
		return kernel.Internal(err)
	}
	if err := client.DialAndSendWithContext(ctx, g); err != nil {
		if g.IsDelivered() {
			// The server took the message (it answered the data with 2xx);
			// only the RSET or QUIT after it failed. Reporting a failure would
			// have the message sent again.
			return nil
		}
		if rejected(err) {
			return mail.Rejected(err)
		}
		return kernel.Unavailable("the mail server did not take the message", err)
	}
	return nil
}

// rejected reports whether the server refused the message for good: a 5xx
// reply to RCPT TO, to DATA or to the message's end. A 5xx reply to MAIL FROM
// or to authentication is about Roadcase's own sender or credentials, not the
// recipient, so it is not a rejection of the message (and a retry after the
// configuration is fixed may succeed).
func rejected(err error) bool {
	var se *gomail.SendError
	if !errors.As(err, &se) || se.IsTemp() || se.ErrorCode() < 500 || se.ErrorCode() > 599 {
		return false
	}
	switch se.Reason {
	case gomail.ErrSMTPRcptTo, gomail.ErrSMTPData, gomail.ErrSMTPDataClose:
		return true
	}
	return false
}

func (m *Mailer) options() []gomail.Option {
	opts := []gomail.Option{gomail.WithPort(m.cfg.Port), gomail.WithTimeout(m.cfg.Timeout)}
	switch m.cfg.TLS {
	case TLSNone:
		opts = append(opts, gomail.WithTLSPolicy(gomail.NoTLS))
	case TLSImplicit:
		opts = append(opts, gomail.WithSSL())
	default:
		opts = append(opts, gomail.WithTLSPolicy(gomail.TLSMandatory))
	}
	if m.cfg.TLSConfig != nil {
		opts = append(opts, gomail.WithTLSConfig(m.cfg.TLSConfig))
	}
	if m.cfg.Username != "" {
		opts = append(opts, gomail.WithSMTPAuth(gomail.SMTPAuthAutoDiscover),
			gomail.WithUsername(m.cfg.Username), gomail.WithPassword(m.cfg.Password))
	}
	return opts
}

// build writes msg as a go-mail message: its Message-ID is the message's id at
// the sender's domain, so a received mail can be traced to the outbox or log;
// or, when msg has a Ref, the Ref (its colons as dots) at that domain, so that
// a retried send of the same recipient's mail is recognisably the same message,
// and the Ref also goes into X-Mailgun-Variables as roadcase_ref, which Mailgun
// echoes in the user-variables of its events about the message (other servers
// ignore the header). Reply-To is set when msg has one.
func build(msg mail.Message) (*gomail.Msg, error) {
	g := gomail.NewMsg()
	if err := g.FromFormat(msg.From.Name, msg.From.Email); err != nil {
		return nil, err
	}
	for _, to := range msg.To {
		if err := g.AddToFormat(to.Name, to.Email); err != nil {
			return nil, err
		}
	}
	if msg.ReplyTo != nil {
		if err := g.ReplyToFormat(msg.ReplyTo.Name, msg.ReplyTo.Email); err != nil {
			return nil, err
		}
	}
	g.Subject(msg.Subject)
	_, domain, _ := strings.Cut(msg.From.Email, "@")
	if msg.Ref != "" {
		// Validate kept Ref to letters, digits and . _ : -, all fit for a
		// Message-ID's local part but the colon, and for a JSON string as is.
		g.SetMessageIDWithValue(strings.ReplaceAll(msg.Ref, ":", ".") + "@" + domain)
		vars, err := json.Marshal(map[string]string{MailgunRefVariable: msg.Ref})
		if err != nil {
			return nil, err
		}
		g.SetGenHeaderPreformatted(MailgunVariablesHeader, string(vars))
	} else {
		g.SetMessageIDWithValue(msg.ID.String() + "@" + domain)
	}
	g.SetDateWithValue(msg.CreatedAt)
	g.SetBodyString(gomail.TypeTextPlain, msg.Text)
	if msg.HTML != "" {
		g.AddAlternativeString(gomail.TypeTextHTML, msg.HTML)
	}
	return g, nil
}
