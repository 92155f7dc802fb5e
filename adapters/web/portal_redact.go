package web

import (
	"net/url"
	"strings"
)

// RedactPath returns a request path (or a request URI, with its query) fit for
// a log: the portal token of a portal path is replaced by "…", so that
// "/portal/rc_portal_abc/sections/1" becomes "/portal/…/sections/1". Other
// paths are returned as they are. A portal token is a bearer credential that
// must never reach a log; the composition root uses RedactPath wherever it
// logs a path of the platform's pages. A path written with escapes
// ("/%70ortal/…"), which the router decodes before matching, is decoded first.
func RedactPath(path string) string {
	p, query, hasQuery := strings.Cut(path, "?")
	if strings.Contains(p, "%") {
		if decoded, err := url.PathUnescape(p); err == nil {
			p = decoded
		}
	}
	rest, ok := strings.CutPrefix(p, "/portal/")
	if !ok || rest == "" || rest[0] == '/' {
		return path
	}
	p = "/portal/…"
	if i := strings.IndexByte(rest, '/'); i >= 0 {
		p += rest[i:]
	}
	if hasQuery {
		p += "?" + query
	}
	return p
}
