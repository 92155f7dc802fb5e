package web

import (
	"net/http"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
)

// reportsRoutes lists the report pages and the dashboard, which members and
// above read: the figures are the API's, computed by the same use case.
func (s *Server) reportsRoutes(m *http.ServeMux) {
	m.HandleFunc("GET /reports", s.inOrg(membersOnly(s, s.reportCatalog)))
	m.HandleFunc("GET /reports/{key}", s.inOrg(membersOnly(s, s.reportPage)))
	m.HandleFunc("GET /reports/{key}/csv", s.inOrg(membersOnly(s, s.reportCSV)))
	m.HandleFunc("GET /dashboard", s.inOrg(membersOnly(s, s.dashboard)))
}

// membersOnly refuses a page to a viewer below the member role with the
// forbidden page, before anything is computed.
func membersOnly(s *Server, h func(http.ResponseWriter, *http.Request, *viewer)) func(http.ResponseWriter, *http.Request, *viewer) {
	return func(w http.ResponseWriter, r *http.Request, v *viewer) {
		if !v.Current.Role.AtLeast(identity.RoleMember) {
			s.fail(w, r, kernel.Forbidden("insufficient_role", "Reports and the dashboard need the member role or above."))
			return
		}
		h(w, r, v)
	}
}
