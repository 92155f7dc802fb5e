package web

import "net/http"

// Handler returns every page, the static assets and, when configured, the API
// reference. The composition root sends /api/ elsewhere and everything else here.
//
// A page request passes, outermost first: the security headers, the session
// (loaded and saved by scs), the cross-origin check, the synchronizer-token
// check of POST forms, and the loading of the signed-in person. The recipient
// portal and the pay pages, when mounted, have chains of their own without a
// session (see portal and payPages).
func (s *Server) Handler() http.Handler {
	pages := http.NewServeMux()
	s.routes(pages)
	var chain = s.routed(pages)
	chain = s.identify(chain)
	chain = s.checkCSRF(chain)
	chain = s.crossOrigin(chain)
	chain = sessionReady(chain)
	chain = s.sessions.LoadAndSave(chain)
	chain = securityHeaders(chain)

	root := http.NewServeMux()
	root.Handle("/static/", s.static)
	if s.cfg.APIDocs != nil {
		root.Handle("/docs", s.cfg.APIDocs)
		root.Handle("/docs/", s.cfg.APIDocs)
	}
	if s.deps.Portal != nil {
		root.Handle("/portal/", s.portal())
	}
	if s.deps.InvoicePayments != nil {
		root.Handle("/pay/", s.payPages())
	}
	if s.documentsMounted() {
		root.Handle("GET /documents/", s.documentsHandler())
	}
	root.Handle("/", chain)
	return s.observed(root)
}

// routes lists the pages. Every state change is a POST; a GET changes nothing.
func (s *Server) routes(m *http.ServeMux) {
	m.HandleFunc("GET /{$}", s.home)
	m.HandleFunc("/", s.notFound)

	m.HandleFunc("GET /signup", s.signupForm)
	m.HandleFunc("POST /signup", s.signup)
	m.HandleFunc("GET /verify", s.verifyForm)
	m.HandleFunc("POST /verify", s.verify)
	m.HandleFunc("GET /verify/resend", s.resendForm)
	m.HandleFunc("POST /verify/resend", s.resend)

	m.HandleFunc("GET /signin", s.signinForm)
	m.HandleFunc("POST /signin", s.signin)
	m.HandleFunc("POST /signout", s.signout)
	m.HandleFunc("POST /session/organization", s.signedIn(s.switchOrg))

	m.HandleFunc("GET /password/forgot", s.forgotForm)
	m.HandleFunc("POST /password/forgot", s.forgot)
	m.HandleFunc("GET /password/reset", s.resetForm)
	m.HandleFunc("POST /password/reset", s.reset)
	m.HandleFunc("GET /settings/password", s.signedIn(s.passwordForm))
	m.HandleFunc("POST /settings/password", s.signedIn(s.changePassword))

	m.HandleFunc("GET /settings/organization", s.signedIn(s.organizationPage))
	m.HandleFunc("GET /settings/tokens", s.signedIn(s.tokens))
	m.HandleFunc("POST /settings/tokens", s.signedIn(s.mint))
	m.HandleFunc("GET /settings/tokens/{id}/revoke", s.signedIn(s.revokeForm))
	m.HandleFunc("POST /settings/tokens/{id}/revoke", s.signedIn(s.revoke))

	m.HandleFunc("GET /settings/members", s.signedIn(s.members))
	m.HandleFunc("POST /settings/members/{user}/role", s.signedIn(s.changeRole))
	m.HandleFunc("GET /settings/members/{user}/remove", s.signedIn(s.removeForm))
	m.HandleFunc("POST /settings/members/{user}/remove", s.signedIn(s.remove))
	m.HandleFunc("POST /settings/invitations", s.signedIn(s.invite))
	m.HandleFunc("POST /settings/invitations/{id}/revoke", s.signedIn(s.revokeInvitation))

	m.HandleFunc("GET /invitations/accept", s.invitation)
	m.HandleFunc("POST /invitations/accept", s.signedIn(s.acceptInvitation))
	m.HandleFunc("POST /invitations/signup", s.acceptWithSignUp)

	if s.advancingMounted() {
		s.advancingRoutes(m)
	}
	if s.deps.PaymentSettings != nil {
		s.paymentSettingsRoutes(m)
	}
	if s.invoiceBookMounted() {
		s.invoiceBookRoutes(m)
	} else if s.deps.InvoicePayments != nil {
		s.invoiceRoutes(m)
	}
	if s.recordsMounted() {
		s.recordsRoutes(m)
	}
	if s.recordsMounted() && s.deps.Settlements != nil {
		s.settlementRoutes(m)
	}
	if s.deps.Reporting != nil {
		s.reportsRoutes(m)
	}
	if s.importsMounted() {
		s.importRoutes(m)
	}
	if s.exportsMounted() {
		s.exportRoutes(m)
	}
}
