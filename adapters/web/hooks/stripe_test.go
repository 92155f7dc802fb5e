package hooks_test

import (
	"bytes"
	"errors"
	"net/http"
	"strings"
	"testing"

	"github.com/roadcase/roadcase/adapters/web/hooks"
	"github.com/roadcase/roadcase/core/payments"
)

func TestStripeReceivesAVerifiedEvent(t *testing.T) {
	t.Parallel()
	h := newStripeHarness(t)
	body := stripeEvent(t, "evt_1NG8Du2eZvKYlo2CUI79vXWy")
	w := h.send(http.MethodPost, body, goodSignature)
	if w.Code != http.StatusOK || w.Body.String() != "{\"received\":true}\n" {
		t.Fatalf("answered %d %q, want 200 {\"received\":true}", w.Code, w.Body.String())
	}
	if ct := w.Header().Get("Content-Type"); ct != "application/json" {
		t.Errorf("Content-Type %q", ct)
	}
	if !bytes.Equal(h.webhook.payload, body) || h.webhook.signature != goodSignature {
		t.Errorf("ParseEvent was not given the raw body and the header")
	}
	got := h.events.all()
	if len(got) != 1 || got[0].ID != "evt_1NG8Du2eZvKYlo2CUI79vXWy" || got[0].Type != payments.EventCheckoutCompleted ||
		got[0].Payment == nil || got[0].Payment.Amount != 120000 {
		t.Fatalf("received %+v", got)
	}
}

// A request that does not verify gets one short answer, whatever was wrong,
// and nothing is scheduled.
func TestStripeRefusesARequestThatDoesNotVerify(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name, signature string
		body            []byte
	}{
		{"a wrong signature", "t=1795000000,v1=00", stripeEvent(t, "evt_1")},
		{"no signature", "", stripeEvent(t, "evt_1")},
		{"a payload that is not an event", goodSignature, []byte(`{"object":"list"}`)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			h := newStripeHarness(t)
			w := h.send(http.MethodPost, tc.body, tc.signature)
			if w.Code != http.StatusBadRequest || w.Body.String() != "signature verification failed\n" {
				t.Fatalf("answered %d %q, want 400 signature verification failed", w.Code, w.Body.String())
			}
			if n := len(h.events.all()); n != 0 {
				t.Errorf("%d events received", n)
			}
		})
	}
}

func TestStripeRefusesABodyOver256KiBUnread(t *testing.T) {
	t.Parallel()
	h := newStripeHarness(t)
	w := h.send(http.MethodPost, bytes.Repeat([]byte(" "), int(hooks.StripeMaxBodyBytes)+1), goodSignature)
	if w.Code != http.StatusRequestEntityTooLarge {
		t.Fatalf("status %d, want 413", w.Code)
	}
	if h.webhook.calls != 0 || len(h.events.all()) != 0 {
		t.Errorf("an oversize body was parsed or received")
	}
	// 256 KiB exactly is read.
	body := stripeEvent(t, "evt_big")
	body = append(body, bytes.Repeat([]byte(" "), int(hooks.StripeMaxBodyBytes)-len(body))...)
	if w := h.send(http.MethodPost, body, goodSignature); w.Code != http.StatusOK {
		t.Errorf("a body of 256 KiB: status %d", w.Code)
	}
}

// Stripe retries an event whose answer is not 2xx, so a failure to schedule
// it is a 500.
func TestStripeAnswers500WhenTheEventCannotBeScheduled(t *testing.T) {
	t.Parallel()
	h := newStripeHarness(t)
	h.events.err = errors.New("queue down")
	w := h.send(http.MethodPost, stripeEvent(t, "evt_1"), goodSignature)
	if w.Code != http.StatusInternalServerError {
		t.Fatalf("status %d, want 500", w.Code)
	}
	if strings.Contains(w.Body.String(), "queue down") {
		t.Errorf("the cause is shown: %q", w.Body.String())
	}
	h = newStripeHarness(t)
	h.webhook.unexpected = errors.New("verifier broken")
	if w := h.send(http.MethodPost, stripeEvent(t, "evt_1"), goodSignature); w.Code != http.StatusInternalServerError {
		t.Errorf("an unexpected verification error: status %d, want 500", w.Code)
	}
}

func TestStripeAnswersOnlyPOSTAtItsPath(t *testing.T) {
	t.Parallel()
	h := newStripeHarness(t)
	for _, method := range []string{http.MethodGet, http.MethodPut, http.MethodDelete} {
		w := h.send(method, stripeEvent(t, "evt_1"), goodSignature)
		if w.Code != http.StatusMethodNotAllowed || w.Header().Get("Allow") != "POST" {
			t.Errorf("%s: status %d, Allow %q; want 405, POST", method, w.Code, w.Header().Get("Allow"))
		}
	}
	if h.webhook.calls != 0 || len(h.events.all()) != 0 {
		t.Errorf("a request of another method was parsed or received")
	}
}

// The log has the event's id and type at debug, and neither the payload nor
// the signature header.
func TestStripeLogsTheEventButNeverThePayloadOrTheSignature(t *testing.T) {
	t.Parallel()
	h := newStripeHarness(t)
	h.send(http.MethodPost, stripeEvent(t, "evt_logged"), goodSignature)
	h.send(http.MethodPost, stripeEvent(t, "evt_forged"), "t=1,v1=forged")
	log := h.logs.String()
	for _, want := range []string{"level=DEBUG", "event_id=evt_logged", "type=checkout.session.completed", "stripe webhook refused"} {
		if !strings.Contains(log, want) {
			t.Errorf("the log lacks %q:\n%s", want, log)
		}
	}
	for _, leak := range []string{goodSignature, "v1=forged", "pi_3MtwBwLkdIwHu7ix28a3tqPa", "acct_1Nv0FGQ9RKHgCVdK", "120000"} {
		if strings.Contains(log, leak) {
			t.Errorf("the log holds %q:\n%s", leak, log)
		}
	}
}

func TestNewStripeNeedsItsPorts(t *testing.T) {
	t.Parallel()
	defer func() {
		if recover() == nil {
			t.Error("NewStripe without ports did not panic")
		}
	}()
	hooks.NewStripe(nil, &fakePaymentEvents{}, nil)
}
