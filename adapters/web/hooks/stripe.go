package hooks

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"net/http"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/ports"
)

// StripePath is where the composition root mounts NewStripe's handler, and the
// address to give Stripe's webhook endpoint (after the public origin).
const StripePath = "/hooks/stripe"

// StripeMaxBodyBytes bounds a Stripe webhook request's body. Stripe's events
// are a few kilobytes; an account.updated event with many requirements stays
// well below this.
const StripeMaxBodyBytes int64 = 256 << 10

// StripeSignatureHeader is the header Stripe signs its requests in.
const StripeSignatureHeader = "Stripe-Signature"

// stripeRefusal is the whole answer to a request that does not verify: why it
// failed (a wrong secret, a stale timestamp, a forgery, a payload that is not
// an event) is told to nobody but the log.
const stripeRefusal = "signature verification failed"

// stripe is the receiver NewStripe returns.
type stripe struct {
	webhook ports.PaymentWebhook
	events  ports.PaymentEvents
	log     *slog.Logger
}

// NewStripe returns the receiver of Stripe's signed webhook events, which
// answers POST StripePath. It hands the raw body and the Stripe-Signature
// header to webhook.ParseEvent before anything in the request is read, and
// gives the verified event to events.Receive, which schedules its processing.
// Mount it at StripePath without stripping the prefix; other methods are 405,
// other paths 404. webhook and events are required (it panics without them);
// logger may be nil, for no log.
func NewStripe(webhook ports.PaymentWebhook, events ports.PaymentEvents, logger *slog.Logger) http.Handler {
	if webhook == nil || events == nil {
		panic("hooks: NewStripe needs a PaymentWebhook and PaymentEvents")
	}
	if logger == nil {
		logger = slog.New(slog.DiscardHandler)
	}
	mux := http.NewServeMux()
	mux.Handle("POST "+StripePath, &stripe{webhook: webhook, events: events, log: logger})
	return mux
}

// ServeHTTP verifies one request and schedules its event. Stripe retries any
// answer but a 2xx for three days, so a failure to schedule is a 500, and a
// request that does not verify is a 400 that no retry will change.
func (h *stripe) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, StripeMaxBodyBytes))
	if err != nil {
		var tooLarge *http.MaxBytesError
		if errors.As(err, &tooLarge) {
			h.refuse(w, http.StatusRequestEntityTooLarge, slog.LevelInfo, "body too large", "body too large")
			return
		}
		h.refuse(w, http.StatusBadRequest, slog.LevelInfo, "body could not be read", "body could not be read")
		return
	}
	ev, err := h.webhook.ParseEvent(body, r.Header.Get(StripeSignatureHeader))
	switch {
	case kernel.IsKind(err, kernel.KindUnauthenticated):
		h.refuse(w, http.StatusBadRequest, slog.LevelWarn, "signature does not verify", stripeRefusal)
		return
	case kernel.IsKind(err, kernel.KindInvalid):
		h.refuse(w, http.StatusBadRequest, slog.LevelWarn, "payload is not an event", stripeRefusal)
		return
	case err != nil:
		h.log.Error("stripe webhook: verifying the event failed", "err", err)
		reply(w, http.StatusInternalServerError, "could not verify the event; try again")
		return
	}
	h.log.Debug("stripe webhook event", "event_id", ev.ID, "type", string(ev.Type))
	// The event is verified: it is scheduled, or reported failed, even when
	// Stripe closes the connection meanwhile.
	if err := h.events.Receive(context.WithoutCancel(r.Context()), ev); err != nil {
		h.log.Error("stripe webhook: scheduling the event failed", "event_id", ev.ID, "type", string(ev.Type), "err", err)
		reply(w, http.StatusInternalServerError, "could not record the event; try again")
		return
	}
	received(w)
}

// refuse answers a request that is not accepted with message, and logs why.
func (h *stripe) refuse(w http.ResponseWriter, status int, level slog.Level, why, message string) {
	h.log.Log(context.Background(), level, "stripe webhook refused", "status", status, "why", why)
	reply(w, status, message)
}

// received is the answer Stripe's documentation shows for an event accepted.
func received(w http.ResponseWriter) {
	h := w.Header()
	h.Set("Content-Type", "application/json")
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Cache-Control", "no-store")
	w.WriteHeader(http.StatusOK)
	_, _ = io.WriteString(w, `{"received":true}`+"\n")
}
