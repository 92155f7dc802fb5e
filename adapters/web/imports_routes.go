package web

import (
	"net/http"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
)

// importsMounted reports whether the spreadsheet import pages are served:
// they need the importer and the records pages (a project kind names one of
// the organization's projects).
func (s *Server) importsMounted() bool { return s.deps.Importer != nil && s.recordsMounted() }

// exportsMounted reports whether the export and document import page is served.
func (s *Server) exportsMounted() bool { return s.deps.Transfer != nil && s.recordsMounted() }

// importRoutes lists the spreadsheet import pages. Members read them; the
// forms are offered to managers and above, and the use case refuses
// (KindForbidden, a 403 page naming the role) anyone below.
func (s *Server) importRoutes(m *http.ServeMux) {
	m.HandleFunc("GET /imports", s.inOrg(s.importsPage))
	m.HandleFunc("POST /imports", s.inOrg(s.uploadImport))
	m.HandleFunc("GET /imports/templates/{file}", s.inOrg(s.importTemplate))
	m.HandleFunc("GET /imports/{id}", s.inOrg(s.importPage))
	m.HandleFunc("POST /imports/{id}/mapping", s.inOrg(s.mapImport))
	m.HandleFunc("POST /imports/{id}/confirm", s.inOrg(s.confirmImport))
	m.HandleFunc("POST /imports/{id}/cancel", s.inOrg(s.cancelImport))
	m.HandleFunc("POST /imports/{id}/undo", s.inOrg(s.undoImport))
}

// exportRoutes lists the export page, its downloads and the import of
// Roadcase's own document. Managers and above export; admins and owners
// import; the use case reads the role at the call.
func (s *Server) exportRoutes(m *http.ServeMux) {
	m.HandleFunc("GET /exports", s.inOrg(s.exportsPage))
	m.HandleFunc("GET /exports/{file}", s.inOrg(s.exportFile))
	m.HandleFunc("GET /projects/{id}/export/{file}", s.inOrg(s.exportFile))
	m.HandleFunc("POST /exports/import", s.inOrg(s.importDocument))
}

// mayImport reports whether the viewer's role offers the import forms.
func (v *viewer) mayImport() bool {
	return v.Current != nil && v.Current.Role.AtLeast(identity.RoleManager)
}

// mustImport refuses an import form to a viewer below manager, naming the
// role needed, as the use case would.
func mustImport(v *viewer) error {
	if v.mayImport() {
		return nil
	}
	return kernel.Forbidden("insufficient_role", "Importing spreadsheets needs the manager role or above.")
}
