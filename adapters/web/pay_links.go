package web

import "strings"

// payLinks is what the payments use case needs of the links: the address of
// an invoice's pay page. NewLinks's value has it.
type payLinks interface {
	PayLink(token string) string
}

var _ payLinks = links{}

// PayLink is the address of the pay page of the pay link token, printed on
// invoices and shown on the invoice pages: PublicURL + "/pay/" + token.
func (l links) PayLink(token string) string { return l.base + payBase(token) }

// publicURL is path's absolute address under PublicURL, for the addresses the
// payment processor sends people back to.
func (s *Server) publicURL(path string) string {
	return strings.TrimRight(s.cfg.PublicURL, "/") + path
}

// checkoutURLs are the pay page's addresses the processor's checkout returns
// to: the thank-you page, with the processor's session id (which the page
// never trusts), or the pay page itself when the client cancels.
func (s *Server) checkoutURLs(token string) (success, cancel string) {
	base := s.publicURL(payBase(token))
	return base + "/done?session_id={CHECKOUT_SESSION_ID}", base
}
