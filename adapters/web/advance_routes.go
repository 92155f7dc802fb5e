package web

import (
	"net/http"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
)

// advancingDeps counts how many of the advancing pages' ports are set.
func advancingDeps(d Deps) int {
	n := 0
	for _, set := range []bool{d.Advancing != nil, d.Workspace != nil, d.Send != nil} {
		if set {
			n++
		}
	}
	return n
}

// advancingMounted reports whether the advancing pages are served.
func (s *Server) advancingMounted() bool { return advancingDeps(s.deps) == 3 }

// advancingRoutes lists the advancing pages. Any member reads them; the forms
// are offered to managers and above, and the use cases refuse (KindForbidden,
// a 403 page) anyone below, whatever a page offered.
func (s *Server) advancingRoutes(m *http.ServeMux) {
	m.HandleFunc("GET /advancing", s.inOrg(s.advancing))
	m.HandleFunc("GET /advancing/packets/{id}", s.inOrg(s.packet))
	m.HandleFunc("POST /advancing/packets/{id}/sections/{sid}", s.inOrg(s.editSection))
	m.HandleFunc("POST /advancing/packets/{id}/audiences/{aid}", s.inOrg(s.editAudience))
	m.HandleFunc("GET /advancing/packets/{id}/audiences/{aid}/send", s.inOrg(s.sendForm))
	m.HandleFunc("POST /advancing/packets/{id}/audiences/{aid}/preview", s.inOrg(s.preview))
	m.HandleFunc("GET /advancing/packets/{id}/audiences/{aid}/preview.html", s.inOrg(s.previewHTML))
	m.HandleFunc("POST /advancing/packets/{id}/audiences/{aid}/send", s.inOrg(s.send))
	m.HandleFunc("GET /advancing/batches/{id}", s.inOrg(s.board))
	m.HandleFunc("GET /advancing/batches/{id}/cancel", s.inOrg(s.cancelForm))
	m.HandleFunc("POST /advancing/batches/{id}/cancel", s.inOrg(s.cancel))
}

// inOrg wraps an advancing page: it needs a signed-in person acting in an
// organization.
func (s *Server) inOrg(h func(http.ResponseWriter, *http.Request, *viewer)) http.HandlerFunc {
	return s.signedIn(func(w http.ResponseWriter, r *http.Request, v *viewer) {
		if v.Current == nil {
			s.fail(w, r, kernel.Forbidden("no_organization", "You are not a member of any organization."))
			return
		}
		h(w, r, v)
	})
}

// canEdit reports whether the viewer's role lets them edit and send packets:
// manager or above. The pages use it only to offer the forms.
func (v *viewer) canEdit() bool {
	return v.Current != nil && v.Current.Role.AtLeast(identity.RoleManager)
}

// mustEdit refuses a form page to a viewer below manager, as the use case
// behind it would.
func mustEdit(v *viewer) error {
	if v.canEdit() {
		return nil
	}
	return kernel.Forbidden("insufficient_role", "Editing and sending advance packets needs the manager role or above.")
}
