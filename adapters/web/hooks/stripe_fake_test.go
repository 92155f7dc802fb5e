package hooks_test

import (
	"bytes"
	"context"
	"encoding/json"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"

	"github.com/roadcase/roadcase/adapters/web/hooks"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/payments"
)

// goodSignature is the only Stripe-Signature header fakeWebhook accepts.
const goodSignature = "t=1795000000,v1=5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd"

// fakeWebhook is a PaymentWebhook that accepts goodSignature over a payload
// holding a JSON event, and remembers what it was given.
type fakeWebhook struct {
	mu         sync.Mutex
	calls      int
	payload    []byte
	signature  string
	unexpected error // when set, returned for every request
}

func (f *fakeWebhook) ParseEvent(payload []byte, signature string) (payments.Event, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.calls++
	f.payload, f.signature = bytes.Clone(payload), signature
	if f.unexpected != nil {
		return payments.Event{}, f.unexpected
	}
	if signature != goodSignature {
		return payments.Event{}, kernel.Unauthenticated("bad_signature", "the signature does not verify")
	}
	var ev payments.Event
	if err := json.Unmarshal(payload, &ev); err != nil || ev.ID == "" {
		return payments.Event{}, kernel.Invalid("not an event")
	}
	return ev, nil
}

// fakePaymentEvents is a PaymentEvents that keeps what Receive is given; err,
// when set, is returned instead.
type fakePaymentEvents struct {
	mu       sync.Mutex
	received []payments.Event
	err      error
}

func (f *fakePaymentEvents) Receive(_ context.Context, ev payments.Event) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.err != nil {
		return f.err
	}
	f.received = append(f.received, ev)
	return nil
}

func (f *fakePaymentEvents) Apply(context.Context, payments.Event) error {
	panic("the webhook never applies an event")
}

func (f *fakePaymentEvents) all() []payments.Event {
	f.mu.Lock()
	defer f.mu.Unlock()
	return append([]payments.Event(nil), f.received...)
}

// stripeHarness is a Stripe receiver over the fakes with a debug log.
type stripeHarness struct {
	handler http.Handler
	webhook *fakeWebhook
	events  *fakePaymentEvents
	logs    *bytes.Buffer
}

func newStripeHarness(t testing.TB) *stripeHarness {
	t.Helper()
	h := &stripeHarness{webhook: &fakeWebhook{}, events: &fakePaymentEvents{}, logs: &bytes.Buffer{}}
	log := slog.New(slog.NewTextHandler(&syncWriter{w: h.logs}, &slog.HandlerOptions{Level: slog.LevelDebug}))
	h.handler = hooks.NewStripe(h.webhook, h.events, log)
	return h
}

// send serves a request to StripePath with the body and signature header.
func (h *stripeHarness) send(method string, body []byte, signature string) *httptest.ResponseRecorder {
	r := httptest.NewRequest(method, hooks.StripePath, bytes.NewReader(body))
	r.Header.Set("Content-Type", "application/json; charset=utf-8")
	if signature != "" {
		r.Header.Set(hooks.StripeSignatureHeader, signature)
	}
	w := httptest.NewRecorder()
	h.handler.ServeHTTP(w, r)
	return w
}

// stripeEvent returns the JSON of a checkout.session.completed event.
func stripeEvent(t testing.TB, id string) []byte {
	t.Helper()
	b, err := json.Marshal(payments.Event{ID: id, Type: payments.EventCheckoutCompleted, Account: "acct_1Nv0FGQ9RKHgCVdK",
		Payment: &payments.PaymentFact{PaymentIntent: "pi_3MtwBwLkdIwHu7ix28a3tqPa", Paid: true, Amount: 120000,
			Currency: "EUR", Method: "card"}})
	if err != nil {
		t.Fatal(err)
	}
	return b
}
