package web

import (
	"net/http/httptest"
	"testing"

	"github.com/roadcase/roadcase/adapters/clientaddr"
)

func TestPagesThrottleTheClientBehindATrustedProxyOnly(t *testing.T) {
	t.Parallel()
	proxies, err := clientaddr.Parse("10.0.0.0/8")
	if err != nil {
		t.Fatal(err)
	}
	req := httptest.NewRequest("POST", "/signin", nil)
	req.RemoteAddr = "10.1.2.3:5000"
	req.Header.Set("X-Forwarded-For", "2001:db8:1:2:aaaa::7")
	plain, behind := &Server{}, &Server{cfg: Config{ClientAddresses: proxies}}
	if got := plain.clientHost(req); got != "10.1.2.3" {
		t.Errorf("trusting no proxy: clientHost = %q, want the peer", got)
	}
	if got := behind.clientHost(req); got != "2001:db8:1:2:aaaa::7" {
		t.Errorf("behind a trusted proxy: clientHost = %q, want the forwarded client", got)
	}
	if got := behind.addressKey(req); got != "2001:db8:1:2::/64" {
		t.Errorf("behind a trusted proxy: addressKey = %q, want the client's /64", got)
	}
	req.RemoteAddr = "203.0.113.5:5000"
	if got := behind.clientHost(req); got != "203.0.113.5" {
		t.Errorf("a peer that is no trusted proxy: clientHost = %q, want the peer", got)
	}
}
