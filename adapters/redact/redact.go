// Package redact removes bearer secrets from text bound for a log: the one
// place that knows what a secret looks like in a line of text. The composition
// root wraps every logger's handler with Handler, so that no log line at any
// level carries one, whoever writes it; the pages' error lines, the outbox's
// log and the development outbox's store use Secrets directly.
package redact

import (
	"net/url"
	"strings"

	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/identity"
)

// Mark replaces a secret's characters: the prefix that names its kind stays.
const Mark = "…"

// prefixes start the secrets Roadcase issues: e-mail tickets (verification,
// reset, invitation), portal tokens and personal access tokens.
var prefixes = []string{identity.TicketPrefix, advancing.PortalTokenPrefix, identity.TokenPrefix}

// credentialPaths are the paths whose next segment is a bearer credential: a
// portal token, or a pay link, which opens an invoice to whoever holds it.
var credentialPaths = []string{"/portal/", "/pay/"}

// Secrets returns s with every bearer secret replaced by Mark: the characters
// after a secret's prefix ("rc_tkt_…", "rc_portal_…", "rc_pat_…") and the
// segment after "/portal/" or "/pay/", so that a link keeps its shape
// ("https://x/pay/…/done", "/verify?token=rc_tkt_…") and nothing that opens
// anything. Text that hides a secret behind percent escapes ("/%70ortal/…",
// which the router decodes) is returned decoded and redacted. Text without a
// secret is returned as it is.
func Secrets(s string) string {
	if !mayHold(s) {
		return s
	}
	if strings.IndexByte(s, '%') >= 0 {
		if decoded, err := url.PathUnescape(s); err == nil && decoded != s {
			if r := redactPlain(decoded); r != decoded {
				return r
			}
		}
	}
	return redactPlain(s)
}

// mayHold is the fast path: most log text holds none of the marks.
func mayHold(s string) bool {
	return strings.Contains(s, "rc_") || strings.Contains(s, "/p") || strings.IndexByte(s, '%') >= 0
}

// redactPlain redacts the secrets written without escapes.
func redactPlain(s string) string {
	for _, p := range credentialPaths {
		s = redactAfter(s, p)
	}
	for _, p := range prefixes {
		s = redactAfter(s, p)
	}
	return s
}

// redactAfter replaces the secret characters after every occurrence of marker
// with Mark.
func redactAfter(s, marker string) string {
	var b strings.Builder
	for {
		i := strings.Index(s, marker)
		if i < 0 {
			break
		}
		start := i + len(marker)
		end := start
		for end < len(s) && secretByte(s[end]) {
			end++
		}
		b.WriteString(s[:start])
		if end > start {
			b.WriteString(Mark)
		} else {
			b.WriteString(s[start:end])
		}
		s = s[end:]
	}
	if b.Len() == 0 {
		return s
	}
	b.WriteString(s)
	return b.String()
}

// secretByte reports whether c can be part of a secret: the base64url and
// base62 alphabets, and the dots and escapes of a pay link's segment.
func secretByte(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' ||
		c == '-' || c == '_' || c == '.' || c == '~' || c == '%' || c == '+' || c == '='
}
