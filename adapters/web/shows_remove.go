package web

import (
	"net/http"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// removalPlanOf plans the removal of record id of kind k for its confirmation
// page, which posts to action and cancels to back.
func (s *Server) removalPlanOf(r *http.Request, v *viewer, k records.Kind, id kernel.ID, action, back string) (removal, records.Ref, error) {
	if _, err := s.mayDo(r, v, k, records.ActionRemove); err != nil {
		return removal{}, records.Ref{}, err
	}
	plan, err := s.deps.Records.PlanRemoval(r.Context(), v.Actor(), id)
	if err == nil && plan.Ref.Kind != k {
		err = kernel.NotFound(string(k))
	}
	if err != nil {
		return removal{}, records.Ref{}, err
	}
	refs := make([]records.Ref, len(plan.Blockers))
	for i, b := range plan.Blockers {
		refs[i] = b.Ref
	}
	return removal{What: kindWords[k][0], Label: plan.Label, Action: action, Back: back, Version: plan.Version,
		Blockers: dependantsText(refs)}, plan.Ref, nil
}

// removeShowForm asks to confirm a show's removal, naming what stops it.
func (s *Server) removeShowForm(w http.ResponseWriter, r *http.Request, v *viewer) {
	id := kernel.ID(r.PathValue("id"))
	rm, _, err := s.removalPlanOf(r, v, records.KindShow, id, "/shows/"+string(id)+"/remove", "/shows/"+string(id))
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.confirmRemoval(w, r, http.StatusOK, rm)
}

// removeShow removes a show with its schedule and guest list, then shows its
// project.
func (s *Server) removeShow(w http.ResponseWriter, r *http.Request, v *viewer) {
	id := kernel.ID(r.PathValue("id"))
	rm, ref, err := s.removalPlanOf(r, v, records.KindShow, id, "/shows/"+string(id)+"/remove", "/shows/"+string(id))
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.removeRecord(w, r, v, ref, rm, "/projects/"+string(ref.ProjectID))
}
