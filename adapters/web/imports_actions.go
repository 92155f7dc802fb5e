package web

import (
	"net/http"
	"strconv"
	"strings"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/ports"
)

// confirmImport schedules the write of a checked import: every new row, and
// the updates left ticked unless only the new rows were asked for.
func (s *Server) confirmImport(w http.ResponseWriter, r *http.Request, v *viewer) {
	id := kernel.ID(r.PathValue("id"))
	if err := mustImport(v); err != nil {
		s.fail(w, r, err)
		return
	}
	c := ports.ImportConfirm{SkipUpdates: r.PostForm.Get("only_new") != ""}
	ticked := map[string]bool{}
	for _, row := range r.PostForm["update"] {
		ticked[row] = true
	}
	for _, row := range strings.Fields(r.PostForm.Get("updates")) {
		if n, err := strconv.Atoi(row); err == nil && !ticked[row] {
			c.SkipRows = append(c.SkipRows, n)
		}
	}
	_, err := s.deps.Importer.Confirm(r.Context(), v.Actor(), id, postedVersion(r), c)
	s.afterAction(w, r, v, id, err, nil, nil)
}

// cancelImport ends an import that has written nothing.
func (s *Server) cancelImport(w http.ResponseWriter, r *http.Request, v *viewer) {
	id := kernel.ID(r.PathValue("id"))
	if err := mustImport(v); err != nil {
		s.fail(w, r, err)
		return
	}
	_, err := s.deps.Importer.Cancel(r.Context(), v.Actor(), id, postedVersion(r))
	s.afterAction(w, r, v, id, err, nil, nil)
}

// undoImport undoes a written import, or lists why it may not be.
func (s *Server) undoImport(w http.ResponseWriter, r *http.Request, v *viewer) {
	id := kernel.ID(r.PathValue("id"))
	if err := mustImport(v); err != nil {
		s.fail(w, r, err)
		return
	}
	_, err := s.deps.Importer.Undo(r.Context(), v.Actor(), id, postedVersion(r))
	s.afterAction(w, r, v, id, err, nil, nil)
}

// afterAction answers an action on the import id: its page again on success
// (post/redirect/get); the page as it is now with the stale-version panel when
// someone moved the import on meanwhile; with the reasons when the use case
// refused it (invalid, when not nil, takes the errors it knows into f); the
// problem page for anything else.
func (s *Server) afterAction(w http.ResponseWriter, r *http.Request, v *viewer, id kernel.ID, err error,
	invalid func(*kernel.Error) bool, f *form) {
	if err == nil {
		seeOther(w, r, "/imports/"+string(id))
		return
	}
	e, ok := kernel.AsError(err)
	switch {
	case !ok:
		s.fail(w, r, err)
	case e.Kind == kernel.KindConflict && e.Code == "stale_version":
		s.showImport(w, r, v, http.StatusConflict, id, &importView{Stale: e.Message})
	case invalid != nil && invalid(e):
		s.showImport(w, r, v, http.StatusUnprocessableEntity, id, &importView{Form: f})
	case e.Kind == kernel.KindConflict || e.Kind == kernel.KindInvalid:
		s.showImport(w, r, v, http.StatusConflict, id, &importView{Refused: reasons(e)})
	default:
		s.fail(w, r, err)
	}
}

// reasons lists a refusal's reasons: its fields' sentences, else its
// message's lines.
func reasons(e *kernel.Error) []string {
	var out []string
	for _, fe := range e.Fields {
		out = append(out, fe.Detail)
	}
	if len(out) > 0 {
		return out
	}
	// "This import cannot be undone: this; that." lists this and that.
	if lead, rest, ok := strings.Cut(e.Message, ": "); ok && strings.Contains(rest, "; ") && !strings.Contains(rest, "\n") {
		out = append(out, lead+":")
		return append(out, strings.Split(strings.TrimSuffix(rest, "."), "; ")...)
	}
	for _, line := range strings.Split(e.Message, "\n") {
		if line = strings.TrimSpace(line); line != "" {
			out = append(out, line)
		}
	}
	return out
}
