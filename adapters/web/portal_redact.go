package web

import "github.com/roadcase/roadcase/adapters/redact"

// RedactPath returns a request path (or a request URI, with its query) fit for
// a log: the token of a portal or pay page path is replaced by "…", so that
// "/portal/rc_portal_abc/sections/1" becomes "/portal/…/sections/1" and
// "/pay/x.y.z/done" becomes "/pay/…/done", and a ticket in a query
// ("/verify?token=rc_tkt_…") loses its secret too. It is redact.Secrets, the
// one redaction every log line passes through (the composition root wraps the
// logger with redact.Handler); the pages call it wherever they log a path, so
// that they stay safe with any logger. A path written with escapes
// ("/%70ortal/…"), which the router decodes before matching, is decoded first.
func RedactPath(path string) string { return redact.Secrets(path) }
