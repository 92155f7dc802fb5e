package web

import (
	"net/url"
	"strings"
)

// RedactPath returns a request path (or a request URI, with its query) fit for
// a log: the token of a portal or pay page path is replaced by "…", so that
// "/portal/rc_portal_abc/sections/1" becomes "/portal/…/sections/1" and
// "/pay/x.y.z/done" becomes "/pay/…/done". Other paths are returned as they
// are. A portal token is a bearer credential, and a pay link opens an invoice
// to whoever holds it: neither may reach a log. The composition root uses
// RedactPath wherever it logs a path of the platform's pages. A path written
// with escapes ("/%70ortal/…"), which the router decodes before matching, is
// decoded first.
func RedactPath(path string) string {
	p, query, hasQuery := strings.Cut(path, "?")
	if strings.Contains(p, "%") {
		if decoded, err := url.PathUnescape(p); err == nil {
			p = decoded
		}
	}
	for _, prefix := range tokenPrefixes {
		rest, ok := strings.CutPrefix(p, prefix)
		if !ok || rest == "" || rest[0] == '/' {
			continue
		}
		p = prefix + "…"
		if i := strings.IndexByte(rest, '/'); i >= 0 {
			p += rest[i:]
		}
		if hasQuery {
			p += "?" + query
		}
		return p
	}
	return path
}

// tokenPrefixes are the paths whose next segment is a credential.
var tokenPrefixes = []string{"/portal/", "/pay/"}
