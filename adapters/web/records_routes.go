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
	s.showRoutes(m)
}
