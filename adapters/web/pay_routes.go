package web

import (
	"net/http"
	"net/url"
	"strings"
)

// The pay pages: a client opens the link printed on an invoice, without an
// account or a session, and is sent to the payment processor's hosted checkout
// to pay its balance. The pay link's token (the invoice's ids signed by the
// platform) is the only credential, and it is kept as the portal keeps its
// token: only in the pay pages' own links and form actions, no referrer to any
// other site, "/pay/…" in logs (RedactPath), a hash in the rate limiter.
//
// Forgery: as in the portal, there is no session to bind a synchronizer token
// to. The one form (open a checkout) is harmless when forged, since it only
// opens a session a person must still pay on the processor's page, and its
// address already holds the token; it still passes CrossOriginProtection
// (Sec-Fetch-Site, else Origin).

// payPages returns the pay pages' handler, for everything under /pay/, wrapped
// as every link page is (linkPages), with limits of their own.
func (s *Server) payPages() http.Handler {
	m := http.NewServeMux()
	m.HandleFunc("GET /pay/{token}", s.payOpen)
	m.HandleFunc("POST /pay/{token}", s.payCheckout)
	m.HandleFunc("GET /pay/{token}/done", s.payDone)
	m.HandleFunc("/pay/", s.portalGone)

	return s.linkPages(m, s.payLimit, payToken)
}

// payBase is the pay page's address for token.
func payBase(token string) string { return "/pay/" + url.PathEscape(token) }

// payToken returns the token a pay path carries, "" for none:
// "/pay/a.b.c/done" → "a.b.c".
func payToken(path string) string {
	rest, ok := strings.CutPrefix(path, "/pay/")
	if !ok {
		return ""
	}
	token, _, _ := strings.Cut(rest, "/")
	return token
}
