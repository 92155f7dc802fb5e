package stripe

import (
	"errors"
	"strconv"
	"strings"
	"time"

	"github.com/stripe/stripe-go/v82/webhook"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/payments"
)

// ParseEvent verifies signature, the Stripe-Signature header, over the raw
// payload with the webhook secret before anything in the payload is read, and
// returns the event reduced to what the platform acts on (events.go).
// KindUnauthenticated (code bad_signature) for a missing or malformed header,
// no signature made with the secret, a modified payload, or a signed timestamp
// further than the tolerance from now, in the past (a replay) or the future;
// KindInvalid for a signed payload that is not an event. A Client without a
// webhook secret refuses every request as unauthenticated.
func (c *Client) ParseEvent(payload []byte, signature string) (payments.Event, error) {
	if c.webhookSecret == "" {
		// Anyone can sign with the empty secret.
		return payments.Event{}, badSignature(errNoSecret)
	}
	e, err := webhook.ConstructEventWithOptions(payload, signature, c.webhookSecret, webhook.ConstructEventOptions{
		Tolerance: c.tolerance,
		// The endpoint may be pinned to another API version than stripe-go's
		// (one made in the dashboard takes the account's default), which
		// stripe-go would refuse. The fields read here (ids, amounts,
		// currency, status, metadata, the account's flags and requirements)
		// have kept their names and meaning across API versions.
		IgnoreAPIVersionMismatch: true,
	})
	switch {
	case isSignatureError(err):
		return payments.Event{}, badSignature(err)
	case err != nil:
		return payments.Event{}, notAnEvent("the payload is not JSON")
	}
	// stripe-go refuses only a timestamp too old; one too far ahead is as
	// suspect (a signature made to be replayed later).
	if at, ok := signedAt(signature); !ok || at.Sub(c.now()) > c.tolerance {
		return payments.Event{}, badSignature(webhook.ErrTooOld)
	}
	return reduce(e)
}

// errNoSecret is the cause of every refusal by a Client configured without a
// webhook secret.
var errNoSecret = errors.New("stripe: no webhook secret is configured")

// isSignatureError reports whether err is one of stripe-go's signature
// failures.
func isSignatureError(err error) bool {
	return errors.Is(err, webhook.ErrNotSigned) || errors.Is(err, webhook.ErrInvalidHeader) ||
		errors.Is(err, webhook.ErrNoValidSignature) || errors.Is(err, webhook.ErrTooOld)
}

// badSignature is ParseEvent's error for a request that does not verify.
func badSignature(cause error) error {
	e := kernel.Unauthenticated("bad_signature", "the Stripe-Signature header does not verify the payload")
	e.Err = cause
	return e
}

// notAnEvent is ParseEvent's error for a signed payload that is not an event.
func notAnEvent(why string) error {
	return kernel.Invalid("the webhook payload is not a Stripe event: " + why)
}

// signedAt returns the timestamp (t=) of a Stripe-Signature header; the last
// one, as stripe-go reads it, when there are several.
func signedAt(header string) (at time.Time, ok bool) {
	for part := range strings.SplitSeq(header, ",") {
		if v, found := strings.CutPrefix(part, "t="); found {
			sec, err := strconv.ParseInt(v, 10, 64)
			at, ok = time.Unix(sec, 0), err == nil
		}
	}
	return at, ok
}
