package stripemock_test

import (
	"net/http"
	"testing"
	"time"

	"github.com/roadcase/roadcase/adapters/stripe/stripemock"
)

func TestStartRunsStripeMockUntilTheTestEnds(t *testing.T) {
	var base string
	t.Run("while the test runs, it answers", func(t *testing.T) {
		base = stripemock.Start(t)
		if code := get(t, base+"/v1/accounts/acct_123"); code != http.StatusOK {
			t.Fatalf("GET /v1/accounts/acct_123 = %d, want 200", code)
		}
	})
	if base == "" {
		t.Skip("stripe-mock did not start")
	}
	client := &http.Client{Timeout: time.Second}
	if res, err := client.Get(base + "/v1/balance"); err == nil {
		if err := res.Body.Close(); err != nil {
			t.Error(err)
		}
		t.Fatalf("stripe-mock still answers at %s after its test ended", base)
	}
}

// get returns the status of a GET of url with a test key.
func get(t *testing.T, url string) int {
	t.Helper()
	req, err := http.NewRequest(http.MethodGet, url, nil)
	if err != nil {
		t.Fatal(err)
	}
	req.SetBasicAuth("sk_test_123", "")
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	if err := res.Body.Close(); err != nil {
		t.Fatal(err)
	}
	return res.StatusCode
}
