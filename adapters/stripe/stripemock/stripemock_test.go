package stripemock_test

import (
	"net/http"
	"testing"

	"github.com/roadcase/roadcase/adapters/stripe/stripemock"
)

func TestStartAnswersStripeRequests(t *testing.T) {
	base := stripemock.Start(t)
	req, err := http.NewRequest(http.MethodGet, base+"/v1/accounts/acct_123", nil)
	if err != nil {
		t.Fatal(err)
	}
	req.SetBasicAuth("sk_test_123", "")
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.StatusCode != http.StatusOK {
		t.Fatalf("GET /v1/accounts/acct_123 = %d, want 200", res.StatusCode)
	}
}

func TestStartGivesEachCallItsOwnProcess(t *testing.T) {
	a, b := stripemock.Start(t), stripemock.Start(t)
	if a == b {
		t.Fatalf("two Start calls share %s", a)
	}
}
