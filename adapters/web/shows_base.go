package web

import (
	"net/http"
	"strings"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// The show and logistics pages' steps, on the records pages' own (may,
// openKind, saveRecord): these take the record's id and return what the
// logistics forms need besides.

// mayDo refuses what the viewer's role may not do to records of kind k, as the
// use case behind a form would (a 403 page before the form is even shown), and
// returns the viewer's rights for the page to offer the rest.
func (s *Server) mayDo(r *http.Request, v *viewer, k records.Kind, a records.Action) (records.Rights, error) {
	rights, err := s.rights(r, v)
	if err != nil {
		return rights, err
	}
	return rights, mustCan(rights, k, a)
}

// openOf opens the record id, which must be of kind k: any other is not found.
func (s *Server) openOf(r *http.Request, v *viewer, k records.Kind, id kernel.ID) (records.Opened, error) {
	opened, err := s.deps.Records.Open(r.Context(), v.Actor(), id)
	if err == nil && opened.Ref.Kind != k {
		err = kernel.NotFound(string(k))
	}
	return opened, err
}

// saveThenGo is saveRecord for a form that shows itself again with only the
// status.
func (s *Server) saveThenGo(w http.ResponseWriter, r *http.Request, v *viewer, f *recordForm, spec recordSpec,
	change records.Change, label, done string, again func(status int)) {
	s.saveRecord(w, r, v, f, spec, change, label, done, func(_ http.ResponseWriter, _ *http.Request, status int, _ *recordForm) {
		again(status)
	})
}

// localBack is the posted "back" address when it is one of the records pages
// (a show's or a project's), else fallback: a form returns where it was opened
// from, never to another site.
func localBack(r *http.Request, fallback string) string {
	b := r.FormValue("back")
	if (strings.HasPrefix(b, "/shows/") || strings.HasPrefix(b, "/projects/")) && !strings.ContainsAny(b, "\\?#") &&
		!strings.Contains(b, "//") {
		return b
	}
	return fallback
}
