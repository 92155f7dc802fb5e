package web

import "strings"

// The payment processor sends people back to the platform's public addresses:
// the settings page after the hosted onboarding, the pay page after the
// checkout. (The pay link itself, PublicURL + "/pay/" + token, is built by the
// payments use case, which prints it on invoices; payPages serves it.)

// publicURL is path's absolute address under PublicURL.
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
