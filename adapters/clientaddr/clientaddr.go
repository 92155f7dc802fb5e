// Package clientaddr tells the address of the client behind a request, by
// which the API's failed authentications, sign-in and the portal are throttled:
// the peer's address, or, when the peer is a proxy the operator trusts, the
// address that proxy forwarded in X-Forwarded-For.
//
// Any client can send X-Forwarded-For, so it is read only as far as trusted
// proxies wrote it: from the right, each entry added by a trusted hop is
// skipped, and the first address that is not a trusted proxy is the client.
// Without trusted proxies (the default) the header is ignored, and behind a
// load balancer every client shares the balancer's address.
package clientaddr

import (
	"fmt"
	"net"
	"net/http"
	"net/netip"
	"strings"
)

// Resolver tells client addresses. The zero Resolver trusts no proxy.
type Resolver struct {
	trusted []netip.Prefix
}

// Parse returns a Resolver trusting the proxies list names: addresses and
// CIDR prefixes separated by commas or spaces ("10.0.0.0/8, 192.0.2.7").
// An empty list trusts none.
func Parse(list string) (Resolver, error) {
	var r Resolver
	for _, f := range strings.FieldsFunc(list, func(c rune) bool { return c == ',' || c == ' ' }) {
		p, err := netip.ParsePrefix(f)
		if err != nil {
			a, aerr := netip.ParseAddr(f)
			if aerr != nil {
				return Resolver{}, fmt.Errorf("%q is neither an IP address nor a CIDR prefix", f)
			}
			p = netip.PrefixFrom(a.Unmap(), a.Unmap().BitLen())
		}
		r.trusted = append(r.trusted, p.Masked())
	}
	return r, nil
}

// Trusts reports whether any proxy is trusted.
func (r Resolver) Trusts() bool { return len(r.trusted) > 0 }

// Of returns the address of the client that sent req: its peer's, or, while
// the address in hand is a trusted proxy's, the entry before it in
// X-Forwarded-For (all the header's fields, as one list). A malformed entry
// stops the walk at the proxy that forwarded it. A peer address that does not
// parse is returned as it is.
func (r Resolver) Of(req *http.Request) string {
	host, _, err := net.SplitHostPort(req.RemoteAddr)
	if err != nil {
		host = req.RemoteAddr
	}
	addr, err := netip.ParseAddr(host)
	if err != nil {
		return host
	}
	addr = addr.Unmap()
	if !r.trusts(addr) {
		return addr.String()
	}
	hops := forwarded(req.Header.Values("X-Forwarded-For"))
	for i := len(hops) - 1; i >= 0 && r.trusts(addr); i-- {
		a, err := netip.ParseAddr(hops[i])
		if err != nil {
			break
		}
		addr = a.Unmap()
	}
	return addr.String()
}

// Subscriber returns what a per-client limit counts req under: the client's
// address (Of), or for IPv6 its /64, which one subscriber (a host, a home)
// usually holds whole. An address that does not parse is returned as it is.
func (r Resolver) Subscriber(req *http.Request) string {
	ip := r.Of(req)
	a, err := netip.ParseAddr(ip)
	if err != nil {
		return ip
	}
	if a.Is6() {
		if p, err := a.Prefix(64); err == nil {
			return p.String()
		}
	}
	return a.String()
}

// trusts reports whether a is a trusted proxy's address.
func (r Resolver) trusts(a netip.Addr) bool {
	for _, p := range r.trusted {
		if p.Contains(a) {
			return true
		}
	}
	return false
}

// forwarded splits X-Forwarded-For's fields into their entries, in order.
func forwarded(fields []string) []string {
	var hops []string
	for _, f := range fields {
		for _, h := range strings.Split(f, ",") {
			hops = append(hops, strings.TrimSpace(h))
		}
	}
	return hops
}
