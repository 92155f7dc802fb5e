package web

import (
	"net/http"
	"strings"

	"github.com/roadcase/roadcase/adapters/isolation"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// The show and logistics pages' small shared steps. (The projects pages keep
// their own of the same shape; the two may be merged once both are in.)

// mayDo refuses what the viewer's role may not do to records of kind k, as the
// use case behind a form would (a 403 page before the form is even shown).
func (s *Server) mayDo(r *http.Request, v *viewer, k records.Kind, a records.Action) (records.Rights, error) {
	rights, err := s.deps.Records.Rights(r.Context(), v.Actor())
	if err != nil {
		return rights, err
	}
	if !rights.Can(k, a) {
		verb := map[records.Action]string{records.ActionCreate: "Creating", records.ActionChange: "Changing",
			records.ActionRemove: "Removing"}[a]
		return rights, kernel.Forbidden("insufficient_role", verb+" "+kindWords[k][1]+
			" needs a role your membership does not have; ask an administrator.")
	}
	return rights, nil
}

// openOf opens the record id, which must be of kind k: any other is not found.
func (s *Server) openOf(r *http.Request, v *viewer, k records.Kind, id kernel.ID) (records.Opened, error) {
	opened, err := s.deps.Records.Open(r.Context(), v.Actor(), id)
	if err == nil && opened.Ref.Kind != k {
		err = kernel.NotFound(string(k))
	}
	return opened, err
}

// saveThenGo saves change from form f: on success a notice, the save's warnings
// and a redirect to done; on a refusal the form again (again) with its status:
// 422 with the errors beside their inputs, 409 with the stale panel.
func (s *Server) saveThenGo(w http.ResponseWriter, r *http.Request, v *viewer, f *recordForm, spec recordSpec,
	change records.Change, label, done string, again func(status int)) {
	saved, err := s.deps.Records.Save(r.Context(), v.Actor(), change)
	if err != nil {
		status, err := s.saveRefused(r.Context(), v, f, spec, err)
		if err != nil {
			s.fail(w, r, err)
			return
		}
		again(status)
		return
	}
	verb := "saved"
	if change.Action == records.ActionCreate {
		verb = "added"
	}
	s.flash(r.Context(), "The "+spec.What+" "+isolation.String(label)+" is "+verb+".")
	s.flashWarnings(r.Context(), saved.Warnings)
	seeOther(w, r, done)
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
