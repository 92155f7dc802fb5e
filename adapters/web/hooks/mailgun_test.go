package hooks_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/roadcase/roadcase/adapters/web/hooks"
	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/kernel"
)

func TestMailgunSignatureIsTheHMACOfTimestampAndToken(t *testing.T) {
	t.Parallel()
	// Computed independently: printf %s 1770920772e0b5477167110d68991efc6b9f89f0a11066af27834600e123 |
	// openssl dgst -sha256 -hmac key-3ax6xnjp29jd6fds4gc373sgvjxteol0
	const want = "3f9f9869e390626cfa401e164e5cd201b24d153eafc2004a69d41c945dc93c1e"
	got := hooks.MailgunSignature(testKey, "1770920772", "e0b5477167110d68991efc6b9f89f0a11066af27834600e123")
	if got != want {
		t.Errorf("MailgunSignature = %s, want %s", got, want)
	}
}

func TestMailgunAppliesASignedDeliveryOnce(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	w := h.post(signedBody(t, tokenN(1), event("delivered", "evt-1")))
	wantStatus(t, w, http.StatusOK)
	if w.Body.String() != "applied\n" {
		t.Errorf("body %q, want applied", w.Body.String())
	}
	got := h.events.all()
	want := advancing.DeliveryEvent{
		Provider: "mailgun", ID: "evt-1", Kind: advancing.DeliveryDelivered, Ref: "org-1:recipient-1",
		At: time.Unix(1690000000, 123_000_000).UTC(),
	}
	if len(got) != 1 || got[0] != want {
		t.Fatalf("applied %+v, want [%+v]", got, want)
	}
	if _, ok := h.claims.claims[hooks.MailgunTokenClaims+"/"+tokenN(1)]; !ok {
		t.Errorf("the token was not claimed: %v", h.claims.claims)
	}
}

func TestMailgunMapsEachEventKind(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name string
		data map[string]any
		want advancing.DeliveryEventKind // "" when ignored
	}{
		{"a delivery is recorded as delivered", event("delivered", "e"), advancing.DeliveryDelivered},
		{"a permanent failure is recorded as bounced", event("failed", "e", severity("permanent")), advancing.DeliveryBounced},
		{"a complaint is recorded as complained", event("complained", "e"), advancing.DeliveryComplained},
		{"a temporary failure is ignored, Mailgun retries it", event("failed", "e", severity("temporary")), ""},
		{"a failure without a severity is ignored", event("failed", "e", without("severity")), ""},
		{"an open is ignored, the portal visit is the open", event("opened", "e"), ""},
		{"a click is ignored", event("clicked", "e"), ""},
		{"an unsubscription is ignored", event("unsubscribed", "e"), ""},
		{"an acceptance is ignored", event("accepted", "e"), ""},
		{"a stored message is ignored", event("stored", "e"), ""},
		{"an event Mailgun adds later is ignored", event("something-new", "e"), ""},
		{"a delivery without a reference is not a merge send's", event("delivered", "e", without("user-variables")), ""},
		{"an ignored event needs no id", event("opened", "", without("id")), ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			h := newHarness(t)
			w := h.post(signedBody(t, tokenN(1), tc.data))
			wantStatus(t, w, http.StatusOK)
			got := h.events.all()
			if tc.want == "" {
				if len(got) != 0 || !strings.HasPrefix(w.Body.String(), "ignored: ") {
					t.Fatalf("applied %+v, answered %q; want nothing applied and ignored", got, w.Body.String())
				}
				return
			}
			if len(got) != 1 || got[0].Kind != tc.want {
				t.Fatalf("applied %+v, want one %s", got, tc.want)
			}
		})
	}
}

func TestMailgunRefusesWithoutChangingAnything(t *testing.T) {
	t.Parallel()
	fresh := event("delivered", "evt-1")
	signed := sign(testKey, testNow, tokenN(1))
	for _, tc := range []struct {
		name   string
		method string
		ctype  string
		body   []byte
		status int
	}{
		{"a request signed with another key", "", "", body(t, sign("key-someone-else", testNow, tokenN(1)), fresh), http.StatusUnauthorized},
		{"a request without a signature", "", "", mustJSON(t, map[string]any{"event-data": fresh}), http.StatusUnauthorized},
		{"a request with an empty signature", "", "", body(t, signature{Timestamp: signed.Timestamp, Token: signed.Token}, fresh), http.StatusUnauthorized},
		{"a signature that is not hexadecimal", "", "", body(t, signature{Timestamp: signed.Timestamp, Token: signed.Token, Signature: "zz" + signed.Signature[2:]}, fresh), http.StatusUnauthorized},
		{"a token changed after signing", "", "", body(t, signature{Timestamp: signed.Timestamp, Token: tokenN(2), Signature: signed.Signature}, fresh), http.StatusUnauthorized},
		{"a timestamp changed after signing", "", "", body(t, signature{Timestamp: "1790000000", Token: signed.Token, Signature: signed.Signature}, fresh), http.StatusUnauthorized},
		{"a timestamp six minutes old", "", "", body(t, sign(testKey, testNow.Add(-6*time.Minute), tokenN(1)), fresh), http.StatusNotAcceptable},
		{"a timestamp six minutes ahead", "", "", body(t, sign(testKey, testNow.Add(6*time.Minute), tokenN(1)), fresh), http.StatusNotAcceptable},
		{"a signed timestamp that is not a number", "", "", body(t, signature{Timestamp: "soon", Token: tokenN(1), Signature: hooks.MailgunSignature(testKey, "soon", tokenN(1))}, fresh), http.StatusNotAcceptable},
		{"a signed request without event data", "", "", mustJSON(t, map[string]any{"signature": signed}), http.StatusNotAcceptable},
		{"a signed request with unreadable event data", "", "", mustJSON(t, map[string]any{"signature": signed, "event-data": "delivered"}), http.StatusNotAcceptable},
		{"a signed delivery without an event id", "", "", body(t, signed, event("delivered", "", without("id"))), http.StatusNotAcceptable},
		{"a body that is not JSON", "", "", []byte("signature=abc&token=def"), http.StatusBadRequest},
		{"a form post (Mailgun's legacy webhooks)", "", "application/x-www-form-urlencoded", []byte("signature=abc"), http.StatusUnsupportedMediaType},
		{"a body over 64 KiB", "", "", bytes.Repeat([]byte(" "), 64<<10+1), http.StatusRequestEntityTooLarge},
		{"a GET", http.MethodGet, "", nil, http.StatusMethodNotAllowed},
		{"a PUT", http.MethodPut, "", body(t, signed, fresh), http.StatusMethodNotAllowed},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			h := newHarness(t)
			method := tc.method
			if method == "" {
				method = http.MethodPost
			}
			r := httptest.NewRequest(method, hooks.MailgunPath, bytes.NewReader(tc.body))
			r.Header.Set("Content-Type", "application/json")
			if tc.ctype != "" {
				r.Header.Set("Content-Type", tc.ctype)
			}
			w := httptest.NewRecorder()
			h.handler.ServeHTTP(w, r)
			wantStatus(t, w, tc.status)
			if n := len(h.events.all()); n != 0 {
				t.Errorf("%d events applied, want none", n)
			}
			if n := h.claims.count(); n != 0 {
				t.Errorf("%d tokens claimed, want none", n)
			}
			switch tc.status {
			case http.StatusUnauthorized:
				if w.Header().Get("WWW-Authenticate") == "" {
					t.Error("a 401 without WWW-Authenticate")
				}
			case http.StatusMethodNotAllowed:
				if got := w.Header().Get("Allow"); got != "POST" {
					t.Errorf("Allow %q, want POST", got)
				}
			}
		})
	}
}

func TestMailgunAcceptsTimestampsWithinTheTolerance(t *testing.T) {
	t.Parallel()
	for i, skew := range []time.Duration{-5 * time.Minute, -4 * time.Minute, 0, 4 * time.Minute, 5 * time.Minute} {
		h := newHarness(t)
		w := h.post(body(t, sign(testKey, testNow.Add(skew), tokenN(i)), event("delivered", "evt-1")))
		wantStatus(t, w, http.StatusOK)
	}
	// A narrower tolerance is honoured.
	h := newHarness(t, func(c *hooks.MailgunConfig) { c.Tolerance = time.Minute })
	wantStatus(t, h.post(body(t, sign(testKey, testNow.Add(-2*time.Minute), tokenN(1)), event("delivered", "e"))), http.StatusNotAcceptable)
}

func TestMailgunRefusesAReplayedToken(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	b := signedBody(t, tokenN(1), event("delivered", "evt-1"))
	wantStatus(t, h.post(b), http.StatusOK)
	h.clock.T = testNow.Add(time.Minute) // still fresh
	w := h.post(b)
	wantStatus(t, w, http.StatusNotAcceptable)
	if !strings.Contains(w.Body.String(), "already used") {
		t.Errorf("body %q, want it to say the token was used", w.Body.String())
	}
	if n := len(h.events.all()); n != 1 {
		t.Errorf("%d events applied, want 1", n)
	}
	// A token used by an ignored event is spent too.
	wantStatus(t, h.post(signedBody(t, tokenN(2), event("opened", "evt-2"))), http.StatusOK)
	wantStatus(t, h.post(signedBody(t, tokenN(2), event("delivered", "evt-3"))), http.StatusNotAcceptable)
}

// Mailgun signs the timestamp and the token, never the event data, so a valid
// signature block carries any event data. What the receiver can do is let each
// block be used once, within the tolerance: the limitation docs/advancing.md
// describes.
func TestMailgunSignatureDoesNotCoverTheEventDataButIsUsedOnce(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	sig := sign(testKey, testNow, tokenN(1))
	tampered := event("failed", "evt-forged", severity("permanent"))
	wantStatus(t, h.post(body(t, sig, tampered)), http.StatusOK)
	if got := h.events.all(); len(got) != 1 || got[0].Kind != advancing.DeliveryBounced {
		t.Fatalf("applied %+v: the limitation this test documents has changed", got)
	}
	wantStatus(t, h.post(body(t, sig, event("delivered", "evt-genuine"))), http.StatusNotAcceptable)
	if n := len(h.events.all()); n != 1 {
		t.Errorf("%d events applied, want 1", n)
	}
}

func TestMailgunAppliesAnEventIDOnceAcrossDeliveries(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	first := h.post(signedBody(t, tokenN(1), event("delivered", "evt-1")))
	h.clock.T = testNow.Add(10 * time.Minute) // Mailgun's first retry
	second := h.post(body(t, sign(testKey, h.clock.T, tokenN(2)), event("delivered", "evt-1")))
	wantStatus(t, first, http.StatusOK)
	wantStatus(t, second, http.StatusOK)
	if second.Body.String() != "already applied\n" {
		t.Errorf("second answer %q, want already applied", second.Body.String())
	}
	if n := len(h.events.all()); n != 1 {
		t.Errorf("%d events applied, want 1", n)
	}
}

func TestMailgunAnswersAFailureToRecordSoThatMailgunRetries(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name      string
		claimErr  error
		applyErr  error
		status    int
		wantInLog string
	}{
		{"the claim store is down", kernel.Unavailable("database down", errors.New("dial tcp: refused")), nil, http.StatusServiceUnavailable, "claiming the signature token failed"},
		{"the event store is down", nil, kernel.Unavailable("database down", errors.New("dial tcp: refused")), http.StatusServiceUnavailable, "recording the event failed"},
		{"recording fails unexpectedly", nil, errors.New("boom"), http.StatusServiceUnavailable, "recording the event failed"},
		{"the recipient is not Roadcase's", nil, kernel.NotFound("recipient"), http.StatusOK, "no such recipient"},
		{"the reference is unreadable", nil, kernel.InvalidField("/ref", "invalid", "bad reference"), http.StatusOK, "no such recipient"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			h := newHarness(t)
			h.claims.err, h.events.err = tc.claimErr, tc.applyErr
			w := h.post(signedBody(t, tokenN(1), event("delivered", "evt-1")))
			wantStatus(t, w, tc.status)
			if !strings.Contains(h.logs.String(), tc.wantInLog) {
				t.Errorf("log %q does not say %q", h.logs.String(), tc.wantInLog)
			}
		})
	}
}

func TestMailgunAcceptsTheParentSignatureOfASubaccount(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	sub := sign("key-of-the-subaccount", testNow, tokenN(1))
	sub.Parent = hooks.MailgunSignature(testKey, sub.Timestamp, sub.Token)
	wantStatus(t, h.post(body(t, sub, event("delivered", "evt-1"))), http.StatusOK)
	if n := len(h.events.all()); n != 1 {
		t.Errorf("%d events applied, want 1", n)
	}
}

func TestMailgunAcceptsANumericTimestampAndAnUppercaseSignature(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	sig := sign(testKey, testNow, tokenN(1))
	raw := `{"signature":{"timestamp":` + sig.Timestamp + `,"token":"` + sig.Token + `","signature":"` +
		strings.ToUpper(sig.Signature) + `"},"event-data":` + string(mustJSON(t, event("delivered", "evt-1"))) + `}`
	wantStatus(t, h.post([]byte(raw)), http.StatusOK)
}

func TestMailgunAnswersOnlyItsPath(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	r := httptest.NewRequest(http.MethodPost, "/hooks/stripe", bytes.NewReader(signedBody(t, tokenN(1), event("delivered", "e"))))
	w := httptest.NewRecorder()
	h.handler.ServeHTTP(w, r)
	wantStatus(t, w, http.StatusNotFound)
}

func TestMailgunLogsEachEventWithoutTheKeyOrTheToken(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	h.post(signedBody(t, tokenN(7), event("delivered", "evt-logged")))
	h.post(signedBody(t, tokenN(7), event("delivered", "evt-logged"))) // a replay
	h.post(body(t, sign("key-wrong", testNow, tokenN(8)), event("delivered", "e")))
	h.post(signedBody(t, tokenN(9), event("opened", "evt-open")))
	logs := h.logs.String()
	for _, secret := range []string{testKey, tokenN(7), tokenN(8), tokenN(9), "promoter@example.com"} {
		if strings.Contains(logs, secret) {
			t.Errorf("the log holds %q:\n%s", secret, logs)
		}
	}
	for _, line := range []string{
		"level=DEBUG msg=\"mailgun webhook event\" event_id=evt-logged event=delivered kind=delivered outcome=applied",
		"event_id=evt-open event=opened kind=\"\" outcome=ignored",
		"level=WARN msg=\"mailgun webhook refused\" status=406",
		"level=WARN msg=\"mailgun webhook refused\" status=401",
	} {
		if !strings.Contains(logs, line) {
			t.Errorf("the log lacks %q:\n%s", line, logs)
		}
	}
}

func TestNewMailgunRefusesAnIncompleteConfiguration(t *testing.T) {
	t.Parallel()
	ok := hooks.MailgunConfig{SigningKey: testKey, Events: &fakeEvents{}, Claims: &fakeClaims{}}
	for _, tc := range []struct {
		name   string
		change func(*hooks.MailgunConfig)
	}{
		{"no signing key", func(c *hooks.MailgunConfig) { c.SigningKey = " \n" }},
		{"no events", func(c *hooks.MailgunConfig) { c.Events = nil }},
		{"no claims", func(c *hooks.MailgunConfig) { c.Claims = nil }},
		{"a negative body bound", func(c *hooks.MailgunConfig) { c.MaxBodyBytes = -1 }},
		{"a negative tolerance", func(c *hooks.MailgunConfig) { c.Tolerance = -time.Second }},
	} {
		cfg := ok
		tc.change(&cfg)
		if _, err := hooks.NewMailgun(cfg); err == nil {
			t.Errorf("%s: no error", tc.name)
		} else if strings.Contains(err.Error(), testKey) {
			t.Errorf("%s: the error shows the key: %v", tc.name, err)
		}
	}
	if _, err := hooks.NewMailgun(ok); err != nil {
		t.Errorf("a complete configuration: %v", err)
	}
}

func TestNewMailgunIgnoresWhiteSpaceAroundTheKey(t *testing.T) {
	t.Parallel()
	h := newHarness(t, func(c *hooks.MailgunConfig) { c.SigningKey = testKey + "\n" })
	wantStatus(t, h.post(signedBody(t, tokenN(1), event("delivered", "e"))), http.StatusOK)
}

func mustJSON(t testing.TB, v any) []byte {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return b
}
