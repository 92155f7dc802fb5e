package hooks

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"mime"
	"net/http"
	"strings"
	"time"

	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/ports"
)

// MailgunPath is where the composition root mounts NewMailgun's handler, and the
// address to configure in Mailgun's webhook settings (after the public origin).
const MailgunPath = "/hooks/mailgun"

// The defaults of MailgunConfig.
const (
	// DefaultMaxBodyBytes bounds a webhook request's body. Mailgun's event
	// payloads are a few kilobytes.
	DefaultMaxBodyBytes int64 = 64 << 10
	// DefaultTolerance is how far a request's signed timestamp may be from now,
	// either way, before it is refused as stale.
	DefaultTolerance = 5 * time.Minute
)

// The provider names the receiver uses: MailgunProvider in the events it
// applies (advancing.DeliveryEvent.Provider), MailgunTokenClaims for the
// signature tokens it claims (ports.WebhookClaims, which ports.SendStore
// implements), so that a signed request is accepted only the first time it
// arrives.
const (
	MailgunProvider    = "mailgun"
	MailgunTokenClaims = "mailgun-token"
)

// MailgunConfig is what NewMailgun needs. SigningKey, Events and Claims are
// required; the others have defaults.
type MailgunConfig struct {
	// SigningKey is Mailgun's "HTTP webhook signing key" (from configuration,
	// ROADCASE_MAILGUN_SIGNING_KEY). It is never logged; surrounding white space
	// is ignored.
	SigningKey string
	// Events records the verified events.
	Events ports.DeliveryEvents
	// Claims remembers the signature tokens already used. A claim must be kept
	// at least twice Tolerance, the time a signed request stays fresh.
	Claims ports.WebhookClaims
	// Clock tells the time the signed timestamps are checked against; the system
	// clock when nil.
	Clock kernel.Clock
	// Logger receives a debug line per event and a line per refusal or failure;
	// nothing is logged when nil.
	Logger *slog.Logger
	// MaxBodyBytes bounds the request body (DefaultMaxBodyBytes when zero); a
	// larger body is refused with 413.
	MaxBodyBytes int64
	// Tolerance is how far a signed timestamp may be from now, either way
	// (DefaultTolerance when zero).
	Tolerance time.Duration
}

// mailgun is the receiver NewMailgun returns.
type mailgun struct {
	key       []byte
	events    ports.DeliveryEvents
	claims    ports.WebhookClaims
	clock     kernel.Clock
	log       *slog.Logger
	maxBody   int64
	tolerance time.Duration
}

// NewMailgun returns the receiver of Mailgun's signed event webhooks (the
// "webhooks" API, JSON bodies), which answers POST MailgunPath. It verifies the
// signature, refuses a timestamp further than Tolerance from now and a token
// seen before, then records delivered mail, permanent failures (as bounced) and
// complaints through Events; every other event is answered 200 and ignored.
// Mount it at MailgunPath without stripping the prefix; other paths are 404. It
// returns an error when a required field is missing or a bound is negative.
func NewMailgun(cfg MailgunConfig) (http.Handler, error) {
	key := strings.TrimSpace(cfg.SigningKey)
	switch {
	case key == "":
		return nil, errors.New("hooks: the Mailgun signing key is empty")
	case cfg.Events == nil:
		return nil, errors.New("hooks: MailgunConfig.Events is nil")
	case cfg.Claims == nil:
		return nil, errors.New("hooks: MailgunConfig.Claims is nil")
	case cfg.MaxBodyBytes < 0 || cfg.Tolerance < 0:
		return nil, errors.New("hooks: MailgunConfig bounds must not be negative")
	}
	h := &mailgun{
		key:       []byte(key),
		events:    cfg.Events,
		claims:    cfg.Claims,
		clock:     cfg.Clock,
		log:       cfg.Logger,
		maxBody:   cfg.MaxBodyBytes,
		tolerance: cfg.Tolerance,
	}
	if h.clock == nil {
		h.clock = kernel.SystemClock{}
	}
	if h.log == nil {
		h.log = slog.New(slog.DiscardHandler)
	}
	if h.maxBody == 0 {
		h.maxBody = DefaultMaxBodyBytes
	}
	if h.tolerance == 0 {
		h.tolerance = DefaultTolerance
	}
	mux := http.NewServeMux()
	mux.Handle("POST "+MailgunPath, h) // other methods: 405 with Allow: POST
	return mux, nil
}

// ServeHTTP checks one webhook request in order of cost and trust: what can be
// read without the key, the signature, the time, the event, and last the token
// claim, so that a refused request changes nothing.
func (h *mailgun) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if ct := r.Header.Get("Content-Type"); ct != "" {
		if mt, _, err := mime.ParseMediaType(ct); err != nil || mt != "application/json" {
			h.refuse(w, http.StatusUnsupportedMediaType, slog.LevelInfo,
				"expected application/json (Mailgun's webhooks API, not legacy webhooks)")
			return
		}
	}
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, h.maxBody))
	if err != nil {
		var tooLarge *http.MaxBytesError
		if errors.As(err, &tooLarge) {
			h.refuse(w, http.StatusRequestEntityTooLarge, slog.LevelInfo, "body too large")
			return
		}
		h.refuse(w, http.StatusBadRequest, slog.LevelInfo, "body could not be read")
		return
	}
	var env mailgunEnvelope
	if err := json.Unmarshal(body, &env); err != nil {
		h.refuse(w, http.StatusBadRequest, slog.LevelInfo, "body is not a JSON object")
		return
	}
	if !env.Signature.present() {
		h.unauthenticated(w, "signature missing")
		return
	}
	if !env.Signature.verify(h.key) {
		h.unauthenticated(w, "signature does not verify")
		return
	}
	// From here on the request is Mailgun's, or a copy of one of its requests:
	// a refusal is 406, which Mailgun does not retry, since no retry of it can
	// be accepted.
	now := h.clock.Now()
	signedAt, ok := env.Signature.time()
	if !ok {
		h.refuse(w, http.StatusNotAcceptable, slog.LevelInfo, "signed timestamp unreadable")
		return
	}
	if skew := now.Sub(signedAt); skew > h.tolerance || skew < -h.tolerance {
		h.refuse(w, http.StatusNotAcceptable, slog.LevelInfo, "signed timestamp outside the accepted window")
		return
	}
	var data mailgunEventData
	if len(env.EventData) == 0 || json.Unmarshal(env.EventData, &data) != nil {
		h.refuse(w, http.StatusNotAcceptable, slog.LevelInfo, "event-data missing or unreadable")
		return
	}
	ev, ignored := data.deliveryEvent(signedAt)
	if ignored == "" && ev.ID == "" {
		h.refuse(w, http.StatusNotAcceptable, slog.LevelInfo, "event id missing")
		return
	}
	// Once the token is claimed the event must be recorded or reported failed,
	// so neither step is cut short by Mailgun closing the connection.
	ctx := context.WithoutCancel(r.Context())
	fresh, err := h.claims.ClaimWebhookEvent(ctx, MailgunTokenClaims, env.Signature.Token.text, now)
	if err != nil {
		h.log.Error("mailgun webhook: claiming the signature token failed", "event_id", data.ID, "err", err)
		reply(w, http.StatusServiceUnavailable, "could not record the event; try again")
		return
	}
	if !fresh {
		h.refuse(w, http.StatusNotAcceptable, slog.LevelWarn, "signature token already used")
		return
	}
	if ignored != "" {
		h.logEvent(data, ev, "ignored", "why", ignored)
		reply(w, http.StatusOK, "ignored: "+ignored)
		return
	}
	h.apply(ctx, w, data, ev)
}

// apply records a verified event and answers. An event for no recipient of
// Roadcase's is answered 200, since no retry would find one; a failure to
// record is 503, which Mailgun retries.
func (h *mailgun) apply(ctx context.Context, w http.ResponseWriter, data mailgunEventData, ev advancing.DeliveryEvent) {
	applied, err := h.events.ApplyDeliveryEvent(ctx, ev)
	switch {
	case err == nil && applied:
		h.logEvent(data, ev, "applied")
		reply(w, http.StatusOK, "applied")
	case err == nil:
		h.logEvent(data, ev, "duplicate")
		reply(w, http.StatusOK, "already applied")
	case kernel.IsKind(err, kernel.KindNotFound), kernel.IsKind(err, kernel.KindInvalid):
		h.logEvent(data, ev, "ignored", "why", "no such recipient", "err", err)
		reply(w, http.StatusOK, "ignored: no such recipient")
	default:
		h.log.Error("mailgun webhook: recording the event failed",
			"event_id", ev.ID, "kind", string(ev.Kind), "ref", ev.Ref, "err", err)
		reply(w, http.StatusServiceUnavailable, "could not record the event; try again")
	}
}

// logEvent writes the one debug line of a verified event: its id, Mailgun's
// name for it, the kind it was recorded as (empty when ignored) and what
// became of it. The token and the recipient's address are left out.
func (h *mailgun) logEvent(data mailgunEventData, ev advancing.DeliveryEvent, outcome string, attrs ...any) {
	h.log.Debug("mailgun webhook event", append([]any{
		"event_id", data.ID, "event", data.Event, "kind", string(ev.Kind), "outcome", outcome,
	}, attrs...)...)
}

// refuse answers a request that is not accepted, and logs why.
func (h *mailgun) refuse(w http.ResponseWriter, status int, level slog.Level, why string) {
	h.log.Log(context.Background(), level, "mailgun webhook refused", "status", status, "why", why)
	reply(w, status, why)
}

// unauthenticated refuses a request whose signature is missing or wrong: it is
// not known to come from Mailgun, so it gets HTTP's plain answer to a bad
// credential (with the challenge 401 requires), not Mailgun's 406. Logged as a
// warning: a run of them means a forger, or a signing key that does not match
// Mailgun's.
func (h *mailgun) unauthenticated(w http.ResponseWriter, why string) {
	w.Header().Set("WWW-Authenticate", `Mailgun-Signature realm="`+MailgunPath+`"`)
	h.refuse(w, http.StatusUnauthorized, slog.LevelWarn, why)
}
