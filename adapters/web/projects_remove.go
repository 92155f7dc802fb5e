package web

import (
	"net/http"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// The removal pages of projects, venues and people: a confirmation that says
// what goes with the record and what stops it, and the removal.

func (s *Server) removeProjectForm(w http.ResponseWriter, r *http.Request, v *viewer) {
	s.askRemoval(w, r, v, records.KindProject, "/projects/")
}

func (s *Server) removeProject(w http.ResponseWriter, r *http.Request, v *viewer) {
	s.removeKind(w, r, v, records.KindProject, "/projects/", "/projects")
}

func (s *Server) removeVenueForm(w http.ResponseWriter, r *http.Request, v *viewer) {
	s.askRemoval(w, r, v, records.KindVenue, "/venues/")
}

func (s *Server) removeVenue(w http.ResponseWriter, r *http.Request, v *viewer) {
	s.removeKind(w, r, v, records.KindVenue, "/venues/", "/venues")
}

func (s *Server) removePersonForm(w http.ResponseWriter, r *http.Request, v *viewer) {
	s.askRemoval(w, r, v, records.KindPerson, "/people/")
}

func (s *Server) removePerson(w http.ResponseWriter, r *http.Request, v *viewer) {
	s.removeKind(w, r, v, records.KindPerson, "/people/", "/people")
}

// askRemoval shows the confirmation of removing the record of kind k the path
// names, whose page is under prefix.
func (s *Server) askRemoval(w http.ResponseWriter, r *http.Request, v *viewer, k records.Kind, prefix string) {
	rm, err := s.removalOf(r, v, k, prefix)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.confirmRemoval(w, r, http.StatusOK, rm)
}

// remove removes the record of kind k the path names, then goes to done.
func (s *Server) removeKind(w http.ResponseWriter, r *http.Request, v *viewer, k records.Kind, prefix, done string) {
	rm, err := s.removalOf(r, v, k, prefix)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	ref := records.Ref{Kind: k, ID: kernel.ID(r.PathValue("id"))}
	if k == records.KindProject {
		ref.ProjectID = ref.ID
	}
	s.removeRecord(w, r, v, ref, rm, done)
}
