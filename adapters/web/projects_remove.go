package web

import (
	"net/http"

	"github.com/roadcase/roadcase/core/records"
)

// projectRemoval is the confirmation of removing the project the path names:
// what depends on it, which Roadcase refuses to leave dangling.
func (s *Server) projectRemoval(r *http.Request, v *viewer) (removal, records.Ref, error) {
	opened, err := s.openKind(r, v, records.KindProject)
	if err != nil {
		return removal{}, records.Ref{}, err
	}
	if err := s.may(r, v, records.KindProject, records.ActionRemove); err != nil {
		return removal{}, records.Ref{}, err
	}
	d, err := s.deps.RecordData.LoadDataset(r.Context(), v.Actor().OrgID, records.DatasetFilter{ProjectID: opened.Ref.ID})
	if err != nil {
		return removal{}, records.Ref{}, err
	}
	path := "/projects/" + string(opened.Ref.ID)
	return removal{What: "project", Label: opened.Record.Projects[0].Name, Action: path + "/remove", Back: path,
		Version: opened.Version, Dependants: dependantsText(d.Dependants(records.KindProject, opened.Ref.ID))}, opened.Ref, nil
}

func (s *Server) removeProjectForm(w http.ResponseWriter, r *http.Request, v *viewer) {
	rm, _, err := s.projectRemoval(r, v)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.confirmRemoval(w, r, http.StatusOK, rm)
}

func (s *Server) removeProject(w http.ResponseWriter, r *http.Request, v *viewer) {
	rm, ref, err := s.projectRemoval(r, v)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.removeRecord(w, r, v, ref, rm, "/projects")
}
