package web

import (
	"crypto/rand"
	"net/http"

	"github.com/roadcase/roadcase/core/kernel"
)

// recordsDeps counts how many of the records pages' ports are set.
func recordsDeps(d Deps) int {
	n := 0
	for _, set := range []bool{d.Records != nil, d.RecordList != nil, d.RecordData != nil} {
		if set {
			n++
		}
	}
	return n
}

// recordsMounted reports whether the records pages are served.
func (s *Server) recordsMounted() bool { return recordsDeps(s.deps) == 3 }

// cursorCodec is the codec given, or one with a random key for this process.
func cursorCodec(c *kernel.CursorCodec) (kernel.CursorCodec, error) {
	if c != nil {
		return *c, nil
	}
	return kernel.NewCursorCodec([]byte(rand.Text() + rand.Text()))
}

// recordsRoutes lists the records pages. Any member reads them; the forms are
// offered by records.Rights, and the use case refuses (KindForbidden, a 403
// page) whatever a page offered.
func (s *Server) recordsRoutes(m *http.ServeMux) {
	m.HandleFunc("GET /projects", s.inOrg(s.projects))
	m.HandleFunc("GET /projects/new", s.inOrg(s.newProjectForm))
	m.HandleFunc("POST /projects/new", s.inOrg(s.saveProject))
	m.HandleFunc("GET /projects/{id}", s.inOrg(s.project))
	m.HandleFunc("GET /projects/{id}/edit", s.inOrg(s.editProjectForm))
	m.HandleFunc("POST /projects/{id}/edit", s.inOrg(s.saveProject))
	m.HandleFunc("GET /projects/{id}/remove", s.inOrg(s.removeProjectForm))
	m.HandleFunc("POST /projects/{id}/remove", s.inOrg(s.removeProject))

	m.HandleFunc("GET /venues", s.inOrg(s.venues))
	m.HandleFunc("GET /venues/new", s.inOrg(s.newVenueForm))
	m.HandleFunc("POST /venues/new", s.inOrg(s.saveVenue))
	m.HandleFunc("GET /venues/{id}", s.inOrg(s.venue))
	m.HandleFunc("GET /venues/{id}/edit", s.inOrg(s.editVenueForm))
	m.HandleFunc("POST /venues/{id}/edit", s.inOrg(s.saveVenue))
	m.HandleFunc("GET /venues/{id}/remove", s.inOrg(s.removeVenueForm))
	m.HandleFunc("POST /venues/{id}/remove", s.inOrg(s.removeVenue))

	m.HandleFunc("GET /people", s.inOrg(s.people))
	m.HandleFunc("GET /people/new", s.inOrg(s.newPersonForm))
	m.HandleFunc("POST /people/new", s.inOrg(s.savePerson))
	m.HandleFunc("GET /people/{id}/edit", s.inOrg(s.editPersonForm))
	m.HandleFunc("POST /people/{id}/edit", s.inOrg(s.savePerson))
	m.HandleFunc("GET /people/{id}/remove", s.inOrg(s.removePersonForm))
	m.HandleFunc("POST /people/{id}/remove", s.inOrg(s.removePerson))

	s.showRoutes(m)
}
