package main

import (
	"context"
	"encoding/json"
	"log/slog"
	"time"

	"github.com/roadcase/roadcase/adapters/outbox"
	"github.com/roadcase/roadcase/adapters/smtp"
	"github.com/roadcase/roadcase/cmd/roadcase/config"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/ports"
)

// newMailer returns the Mailer c configures: SMTP when c.Host is set, else
// the outbox over store, which logs each message at debug level and keeps its
// secrets only when c says so.
func newMailer(c config.Mail, log *slog.Logger, store ports.OutboxStore, clock kernel.Clock) (ports.Mailer, error) {
	if c.Host == "" {
		policy := outbox.RedactSecrets
		if c.KeepOutboxSecrets {
			policy = outbox.KeepSecrets
		}
		return outbox.New(store, c.From, log, clock, policy), nil
	}
	m, err := smtp.New(smtp.Config{Host: c.Host, Port: c.Port, TLS: c.TLS, Username: c.Username,
		Password: c.Password.Reveal(), From: c.From}, clock)
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
