package web

import "net/url"

// PortalLink is the link of a recipient's portal, mailed by the merge send:
// PublicURL + "/portal/" + token.
func (l Links) PortalLink(token string) string { return l.base + "/portal/" + url.PathEscape(token) }
