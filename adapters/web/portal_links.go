package web

import "net/url"

// portalLinks is what the merge send needs of the links: the address of a
// recipient's portal. NewLinks's value has it.
type portalLinks interface {
	PortalLink(token string) string
}

var _ portalLinks = links{}

// PortalLink is the link of a recipient's portal, mailed by the merge send:
// PublicURL + "/portal/" + token.
func (l links) PortalLink(token string) string { return l.base + "/portal/" + url.PathEscape(token) }
