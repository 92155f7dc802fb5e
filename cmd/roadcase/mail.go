package main

import (
	"context"
	"encoding/json"
	"log/slog"
	"os"
	"strconv"
	"time"

	"github.com/roadcase/roadcase/adapters/outbox"
	"github.com/roadcase/roadcase/adapters/smtp"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/mail"
	"github.com/roadcase/roadcase/ports"
)

// defaultMailFrom sends the platform's mail when ROADCASE_SMTP_FROM is not set.
const defaultMailFrom = "Roadcase <noreply@roadcase.localhost>"

// newMailer returns the Mailer the environment configures: SMTP when
// ROADCASE_SMTP_HOST is set (with ROADCASE_SMTP_PORT, _TLS, _USERNAME, _PASSWORD
// and _FROM), else the outbox over store, which logs each message at debug level.
// A malformed variable is a usage error naming it.
func newMailer(log *slog.Logger, store ports.OutboxStore, clock kernel.Clock) (ports.Mailer, error) {
	from, err := mail.ParseAddress(envOr("ROADCASE_SMTP_FROM", defaultMailFrom))
	if err != nil {
		return nil, usageError("ROADCASE_SMTP_FROM: %s", describe(err))
	}
	host := envOr("ROADCASE_SMTP_HOST", "")
	if host == "" {
		return outbox.New(store, from, log, clock), nil
	}
	mode, err := smtp.ParseTLSMode(os.Getenv("ROADCASE_SMTP_TLS"))
	if err != nil {
		return nil, usageError("ROADCASE_SMTP_TLS: %s", err)
	}
	port := 0
	if s := envOr("ROADCASE_SMTP_PORT", ""); s != "" {
		if port, err = strconv.Atoi(s); err != nil || port < 1 || port > 65535 {
			return nil, usageError("ROADCASE_SMTP_PORT must be a port number, got %q", s)
		}
	}
	m, err := smtp.New(smtp.Config{Host: host, Port: port, TLS: mode, Username: os.Getenv("ROADCASE_SMTP_USERNAME"),
		Password: os.Getenv("ROADCASE_SMTP_PASSWORD"), From: from}, clock)
	if err != nil {
		return nil, usageError("SMTP configuration: %s", err)
	}
	return m, nil
}

// outboxLine is one message as `roadcase mail outbox` prints it.
type outboxLine struct {
	ID        string   `json:"id"`
	OrgID     string   `json:"org_id,omitempty"`
	Kind      string   `json:"kind"`
	From      string   `json:"from"`
	To        []string `json:"to"`
	Subject   string   `json:"subject"`
	Text      string   `json:"text"`
	HTML      string   `json:"html,omitempty"`
	Links     []string `json:"links,omitempty"`
	CreatedAt string   `json:"created_at"`
}

// cmdMail lists the development outbox: roadcase mail outbox [--limit N] prints
// the newest messages first, one JSON object a line.
func cmdMail(ctx context.Context, env environ, args []string) error {
	if len(args) == 0 || args[0] != "outbox" {
		return usageError("mail needs a verb: roadcase mail outbox [--limit N]")
	}
	cfg, fs, err := commandFlags("mail outbox", env)
	if err != nil {
		return err
	}
	limit := fs.Int("limit", 20, "how many messages to print, newest first")
	if err := fs.Parse(args[1:]); err != nil {
		return usageErr{err.Error()}
	}
	if *limit < 1 || fs.NArg() != 0 {
		return usageError("mail outbox takes only --limit N, N at least 1")
	}
	return withMain(ctx, env, *cfg, false, func(m *Main) error {
		msgs, err := m.outboxStore.List(ctx, nil, *limit)
		if err != nil {
			return err
		}
		enc := json.NewEncoder(env.stdout)
		for _, msg := range msgs {
			line := outboxLine{ID: msg.ID.String(), Kind: string(msg.Kind), From: msg.From.String(),
				Subject: msg.Subject, Text: msg.Text, HTML: msg.HTML, Links: msg.Links(),
				CreatedAt: msg.CreatedAt.Format(time.RFC3339Nano)}
			if !msg.OrgID.IsZero() {
				line.OrgID = msg.OrgID.String()
			}
			for _, a := range msg.To {
				line.To = append(line.To, a.String())
			}
			if err := enc.Encode(line); err != nil {
				return err
			}
		}
		return nil
	})
}
