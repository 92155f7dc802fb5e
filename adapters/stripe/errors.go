package stripe

import (
	"errors"
	"fmt"
	"net/http"

	stripego "github.com/stripe/stripe-go/v82"

	"github.com/roadcase/roadcase/core/kernel"
)

// apiError is the cause kept on a mapped error: what Stripe said, without its
// message (a refused key's names part of the key) and without the objects
// stripe-go attaches (a payment intent's client secret).
type apiError struct {
	status    int
	typ       stripego.ErrorType
	code      stripego.ErrorCode
	requestID string
}

func (e *apiError) Error() string {
	return fmt.Sprintf("stripe: HTTP %d, type %q, code %q, request %q", e.status, e.typ, e.code, e.requestID)
}

// mapError turns an error of stripe-go into the core's kinds, as
// ports.PaymentProcessor promises: KindUnavailable when Stripe could not be
// reached, failed, limited the platform's rate or refused its key;
// KindInvalid, with Stripe's message, when Stripe refused the request. what
// names the call ("creating the connected account") and starts the message.
func mapError(what string, err error) error {
	var se *stripego.Error
	if !errors.As(err, &se) {
		// A network error, the context's, or an answer that is not Stripe's
		// JSON: the cause names neither key.
		return kernel.Unavailable(what+": Stripe could not be reached", err)
	}
	cause := &apiError{status: se.HTTPStatusCode, typ: se.Type, code: se.Code, requestID: se.RequestID}
	switch s := se.HTTPStatusCode; {
	case s == http.StatusUnauthorized || s == http.StatusForbidden:
		return kernel.Unavailable(what+": Stripe refused the platform's API key", cause)
	case s == http.StatusTooManyRequests:
		return kernel.Unavailable(what+": Stripe limited the platform's request rate", cause)
	case s == http.StatusConflict || s >= 500 || s == 0:
		// 409: a request with the same idempotency key is under way.
		return kernel.Unavailable(what+": Stripe failed", cause)
	}
	msg := se.Msg
	if msg == "" {
		msg = "no reason given"
	}
	e := kernel.Invalid(what + ": Stripe refused the request: " + msg)
	e.Err = cause
	return e
}
