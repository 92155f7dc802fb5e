package payments_test

import (
	"encoding/base64"
	"strings"
	"testing"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/payments"
)

// TestAPayLinkHasExactlyOneAcceptedSpelling writes the signed link's MAC tail
// in all 16 ways its last base64 character can carry the same 128 bits (the 4
// unused bits set every way) and expects only the signed spelling through.
func TestAPayLinkHasExactlyOneAcceptedSpelling(t *testing.T) {
	key := []byte(strings.Repeat("k", payments.PayLinkKeyBytes))
	org, invoice := kernel.NewID(), kernel.NewID()
	signed := payments.SignPayLink(key, org, invoice)
	body, mac, _ := strings.Cut(signed[len(org)+1:], ".")
	body = string(org) + "." + body
	const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
	last := strings.IndexByte(alphabet, mac[len(mac)-1])
	accepted := 0
	for unused := 0; unused < 16; unused++ {
		spelling := body + "." + mac[:len(mac)-1] + string(alphabet[last&^15|unused])
		gotOrg, gotInvoice, err := payments.VerifyPayLink(key, spelling)
		if spelling == signed {
			if err != nil || gotOrg != org || gotInvoice != invoice {
				t.Fatalf("the signed link %q: %v, %v, %v", spelling, gotOrg, gotInvoice, err)
			}
			accepted++
			continue
		}
		if err == nil {
			t.Errorf("spelling %d of the MAC (%q) is accepted; only the signed one may be", unused, spelling)
		}
	}
	if accepted != 1 {
		t.Fatalf("the signed spelling was tried %d times, want once", accepted)
	}
	if _, err := base64.RawURLEncoding.DecodeString(mac); err != nil {
		t.Fatal(err)
	}
}
