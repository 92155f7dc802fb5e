package web

import (
	"net/url"

	"github.com/roadcase/roadcase/ports"
)

// Links is the merge send's ports.PortalLinks as well as ports.AccountLinks.
var _ ports.PortalLinks = Links{}

// PortalLink is the link of a recipient's portal, mailed by the merge send:
// PublicURL + "/portal/" + token.
func (l Links) PortalLink(token string) string { return l.base + "/portal/" + url.PathEscape(token) }
