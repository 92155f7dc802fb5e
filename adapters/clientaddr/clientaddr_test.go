package clientaddr_test

import (
	"net/http"
	"testing"

	"github.com/roadcase/roadcase/adapters/clientaddr"
)

func TestTheClientBehindTrustedProxies(t *testing.T) {
	t.Parallel()
	r, err := clientaddr.Parse("10.0.0.0/8, 192.0.2.7 2001:db8::/32")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name, peer string
		xff        []string
		want       string
	}{
		{"a peer that is no proxy: the header is ignored", "203.0.113.5:4000", []string{"198.51.100.1"}, "203.0.113.5"},
		{"a trusted proxy: the address it forwarded", "10.1.2.3:4000", []string{"198.51.100.1"}, "198.51.100.1"},
		{"through two trusted proxies", "10.1.2.3:4000", []string{"198.51.100.1, 192.0.2.7"}, "198.51.100.1"},
		{"an entry the client wrote, left of the first untrusted one, is ignored", "10.1.2.3:4000",
			[]string{"1.1.1.1, 198.51.100.1"}, "198.51.100.1"},
		{"the header's fields as one list", "10.1.2.3:4000", []string{"1.1.1.1", "198.51.100.1, 10.9.9.9"}, "198.51.100.1"},
		{"every hop trusted: the leftmost", "10.1.2.3:4000", []string{"10.0.0.1, 10.0.0.2"}, "10.0.0.1"},
		{"a malformed entry stops at the proxy that forwarded it", "10.1.2.3:4000", []string{"198.51.100.1, junk"}, "10.1.2.3"},
		{"a trusted proxy that forwarded nothing", "10.1.2.3:4000", nil, "10.1.2.3"},
		{"IPv6 peers and IPv4-mapped entries", "[2001:db8::1]:443", []string{"::ffff:198.51.100.9"}, "198.51.100.9"},
		{"a peer address that does not parse", "pipe", []string{"198.51.100.1"}, "pipe"},
	} {
		req := &http.Request{RemoteAddr: c.peer, Header: http.Header{}}
		for _, v := range c.xff {
			req.Header.Add("X-Forwarded-For", v)
		}
		if got := r.Of(req); got != c.want {
			t.Errorf("%s: Of() = %q, want %q", c.name, got, c.want)
		}
	}
	var none clientaddr.Resolver
	req := &http.Request{RemoteAddr: "10.1.2.3:4000", Header: http.Header{"X-Forwarded-For": {"198.51.100.1"}}}
	if got := none.Of(req); got != "10.1.2.3" || none.Trusts() {
		t.Errorf("trusting nobody: Of() = %q, Trusts() = %v", got, none.Trusts())
	}
}

func TestParseRefusesWhatIsNoAddress(t *testing.T) {
	t.Parallel()
	for _, bad := range []string{"10.0.0.0/33", "proxy.example", "10.0.0.300"} {
		if _, err := clientaddr.Parse(bad); err == nil {
			t.Errorf("Parse(%q) succeeded", bad)
		}
	}
	if r, err := clientaddr.Parse(" "); err != nil || r.Trusts() {
		t.Errorf("Parse of nothing = %v, %v; want no proxy trusted", r.Trusts(), err)
	}
}

func TestSubscribersAreIPv4AddressesAndIPv6Slash64s(t *testing.T) {
	t.Parallel()
	var r clientaddr.Resolver
	for peer, want := range map[string]string{
		"192.0.2.1:1234":               "192.0.2.1",
		"[::ffff:192.0.2.1]:1234":      "192.0.2.1",
		"[2001:db8:1:2:aaaa::1]:443":   "2001:db8:1:2::/64",
		"[2001:db8:1:2:bbbb::9]:65000": "2001:db8:1:2::/64",
		"pipe":                         "pipe",
	} {
		if got := r.Subscriber(&http.Request{RemoteAddr: peer}); got != want {
			t.Errorf("Subscriber(%s) = %q, want %q", peer, got, want)
		}
	}
}
