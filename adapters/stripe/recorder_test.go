package stripe_test

import (
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"sync"
	"testing"

	"github.com/roadcase/roadcase/adapters/stripe"
)

// testKey is the secret key the tests configure; no error may contain it.
const testKey = "sk_test_51RoadcaseSecretKeyThatMustNeverLeak"

// request is what the fake API received.
type request struct {
	Method, Path string
	Header       http.Header
	Form         url.Values
}

// fakeAPI answers every request with status and body, and keeps what it
// received.
type fakeAPI struct {
	mu       sync.Mutex
	requests []request
}

// newFakeAPI starts a fake Stripe API for t and returns a Client of it.
func newFakeAPI(t *testing.T, status int, body string) (*fakeAPI, *stripe.Client) {
	t.Helper()
	f := &fakeAPI{}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		b, _ := io.ReadAll(r.Body)
		form, err := url.ParseQuery(string(b))
		if err != nil {
			t.Errorf("the body is not a form: %v", err)
		}
		f.mu.Lock()
		f.requests = append(f.requests, request{r.Method, r.URL.Path, r.Header.Clone(), form})
		f.mu.Unlock()
		w.Header().Set("Content-Type", "application/json")
		w.Header().Set("Request-Id", "req_fake")
		w.WriteHeader(status)
		_, _ = io.WriteString(w, body) // a write that fails reaches the adapter, whose answer the test checks
	}))
	t.Cleanup(srv.Close)
	return f, stripe.New(stripe.Config{SecretKey: testKey, WebhookSecret: webhookSecret, APIBase: srv.URL})
}

// only returns the one request received, failing t when there is not one.
func (f *fakeAPI) only(t *testing.T) request {
	t.Helper()
	f.mu.Lock()
	defer f.mu.Unlock()
	if len(f.requests) != 1 {
		t.Fatalf("the API received %d requests, want 1", len(f.requests))
	}
	return f.requests[0]
}

// wantForm checks the form values of r named in want.
func wantForm(t *testing.T, r request, want map[string]string) {
	t.Helper()
	for k, v := range want {
		if got := r.Form.Get(k); got != v || !r.Form.Has(k) {
			t.Errorf("%s = %q (sent: %v), want %q", k, got, r.Form.Has(k), v)
		}
	}
}

// wantAbsent checks that r sent none of keys.
func wantAbsent(t *testing.T, r request, keys ...string) {
	t.Helper()
	for _, k := range keys {
		if r.Form.Has(k) {
			t.Errorf("%s = %q was sent, want it absent", k, r.Form.Get(k))
		}
	}
}
