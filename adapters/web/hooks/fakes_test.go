package hooks_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/roadcase/roadcase/adapters/web/hooks"
	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/kernel"
)

// testKey is the signing key the receivers under test are configured with.
const testKey = "key-3ax6xnjp29jd6fds4gc373sgvjxteol0"

// testNow is the fixed clock's time; requests are signed at it unless a test
// says otherwise.
var testNow = time.Date(2026, 11, 22, 18, 30, 0, 0, time.UTC)

// fakeEvents is a DeliveryEvents that keeps what it is given and, like the use
// case, applies an event id once. err, when set, is returned instead.
type fakeEvents struct {
	mu      sync.Mutex
	seen    map[string]bool
	applied []advancing.DeliveryEvent
	err     error
}

func (f *fakeEvents) ApplyDeliveryEvent(_ context.Context, e advancing.DeliveryEvent) (bool, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.err != nil {
		return false, f.err
	}
	if f.seen == nil {
		f.seen = map[string]bool{}
	}
	key := e.Provider + "/" + e.ID
	if f.seen[key] {
		return false, nil
	}
	f.seen[key] = true
	f.applied = append(f.applied, e)
	return true, nil
}

func (f *fakeEvents) all() []advancing.DeliveryEvent {
	f.mu.Lock()
	defer f.mu.Unlock()
	return append([]advancing.DeliveryEvent(nil), f.applied...)
}

// fakeClaims is a WebhookClaims over a map, true the first time a value is
// claimed. err, when set, is returned instead.
type fakeClaims struct {
	mu     sync.Mutex
	claims map[string]time.Time
	err    error
}

func (f *fakeClaims) ClaimWebhookEvent(_ context.Context, provider, id string, at time.Time) (bool, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.err != nil {
		return false, f.err
	}
	if f.claims == nil {
		f.claims = map[string]time.Time{}
	}
	key := provider + "/" + id
	if _, ok := f.claims[key]; ok {
		return false, nil
	}
	f.claims[key] = at
	return true, nil
}

func (f *fakeClaims) count() int {
	f.mu.Lock()
	defer f.mu.Unlock()
	return len(f.claims)
}

// harness is a Mailgun receiver with fakes, a fixed clock and a debug log.
type harness struct {
	handler http.Handler
	events  *fakeEvents
	claims  *fakeClaims
	clock   *kernel.FixedClock
	logs    *bytes.Buffer
}

func newHarness(t testing.TB, configure ...func(*hooks.MailgunConfig)) *harness {
	t.Helper()
	h := &harness{events: &fakeEvents{}, claims: &fakeClaims{}, clock: &kernel.FixedClock{T: testNow}, logs: &bytes.Buffer{}}
	cfg := hooks.MailgunConfig{
		SigningKey: testKey,
		Events:     h.events,
		Claims:     h.claims,
		Clock:      h.clock,
		Logger:     slog.New(slog.NewTextHandler(&syncWriter{w: h.logs}, &slog.HandlerOptions{Level: slog.LevelDebug})),
	}
	for _, c := range configure {
		c(&cfg)
	}
	handler, err := hooks.NewMailgun(cfg)
	if err != nil {
		t.Fatalf("NewMailgun: %v", err)
	}
	h.handler = handler
	return h
}

// post sends body to the receiver as Mailgun does and returns the answer.
func (h *harness) post(body []byte) *httptest.ResponseRecorder {
	r := httptest.NewRequest(http.MethodPost, hooks.MailgunPath, bytes.NewReader(body))
	r.Header.Set("Content-Type", "application/json")
	w := httptest.NewRecorder()
	h.handler.ServeHTTP(w, r)
	return w
}

// syncWriter serialises writes to the log buffer.
type syncWriter struct {
	mu sync.Mutex
	w  *bytes.Buffer
}

func (s *syncWriter) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.w.Write(p)
}

// signature is a request's signature block.
type signature struct {
	Timestamp string `json:"timestamp"`
	Token     string `json:"token"`
	Signature string `json:"signature,omitempty"`
	Parent    string `json:"parent-signature,omitempty"`
}

// sign returns the block Mailgun would send at the given time with token.
func sign(key string, at time.Time, token string) signature {
	ts := strconv.FormatInt(at.Unix(), 10)
	return signature{Timestamp: ts, Token: token, Signature: hooks.MailgunSignature(key, ts, token)}
}

// tokenN returns the nth distinct 50-character token.
func tokenN(n int) string { return fmt.Sprintf("%050d", n) }

// event returns Mailgun event-data of the given kind for a merge send's
// recipient, changed by the options.
func event(kind, id string, options ...func(map[string]any)) map[string]any {
	data := map[string]any{
		"id":             id,
		"event":          kind,
		"timestamp":      1690000000.123,
		"recipient":      "promoter@example.com",
		"user-variables": map[string]any{"roadcase_ref": "org-1:recipient-1"},
		"message":        map[string]any{"headers": map[string]any{"message-id": "20260203192638.000be97f99f8cea1@mg.example.com"}},
	}
	if kind == "failed" {
		data["severity"] = "permanent"
	}
	for _, o := range options {
		o(data)
	}
	return data
}

func severity(s string) func(map[string]any) {
	return func(d map[string]any) { d["severity"] = s }
}

func without(field string) func(map[string]any) {
	return func(d map[string]any) { delete(d, field) }
}

// body returns a webhook request body.
func body(t testing.TB, sig signature, data map[string]any) []byte {
	t.Helper()
	b, err := json.Marshal(map[string]any{"signature": sig, "event-data": data})
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// signedBody returns a body signed with the test key at testNow with token.
func signedBody(t testing.TB, token string, data map[string]any) []byte {
	return body(t, sign(testKey, testNow, token), data)
}

func wantStatus(t *testing.T, w *httptest.ResponseRecorder, status int) {
	t.Helper()
	if w.Code != status {
		t.Fatalf("status %d, want %d; body %q", w.Code, status, w.Body.String())
	}
	if ct := w.Header().Get("Content-Type"); !strings.HasPrefix(ct, "text/plain") {
		t.Errorf("Content-Type %q, want plain text", ct)
	}
}
