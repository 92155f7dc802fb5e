package web

import (
	"net/http"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// spec is k's form for the shared save code, in context c.
func (k logisticsKind) spec(c *logisticsContext) recordSpec {
	return recordSpec{Kind: k.kind, What: kindWords[k.kind][0],
		values: func(d records.Dataset) map[string]string { return k.values(c, d) },
		inputs: func(values map[string]string) []recordInput { return k.inputs(c, values) }}
}

// parentOf reads a new form's show and project: the path's show, or the
// path's project and the show named by ?show= or the posted show_id.
func (s *Server) parentOf(r *http.Request, v *viewer) (project, show kernel.ID, err error) {
	if sid := kernel.ID(r.PathValue("sid")); sid != "" {
		opened, err := s.openOf(r, v, records.KindShow, sid)
		return opened.Ref.ProjectID, sid, err
	}
	show = kernel.ID(r.URL.Query().Get("show"))
	if posted := r.PostFormValue("show_id"); r.Method == http.MethodPost {
		show = kernel.ID(posted)
	}
	return kernel.ID(r.PathValue("pid")), show, nil
}

// newLogistics offers a new record of k under the path's show or project.
func (s *Server) newLogistics(k logisticsKind) func(http.ResponseWriter, *http.Request, *viewer) {
	return func(w http.ResponseWriter, r *http.Request, v *viewer) {
		c, err := s.logisticsFor(r, v, k, records.ActionCreate)
		if err != nil {
			s.fail(w, r, err)
			return
		}
		values := k.defaults(c)
		f := openRecordForm("", 0, values, k.inputs(c, values))
		s.showLogistics(w, r, http.StatusOK, k, c, f)
	}
}

// logisticsFor checks the viewer may do a to records of k and reads a new
// form's context.
func (s *Server) logisticsFor(r *http.Request, v *viewer, k logisticsKind, a records.Action) (*logisticsContext, error) {
	if _, err := s.mayDo(r, v, k.kind, a); err != nil {
		return nil, err
	}
	project, show, err := s.parentOf(r, v)
	if err != nil {
		return nil, err
	}
	return s.loadLogistics(r, v, k, project, show)
}

// openLogistics opens the path's record of k with its context.
func (s *Server) openLogistics(r *http.Request, v *viewer, k logisticsKind) (records.Opened, *logisticsContext, error) {
	opened, err := s.openOf(r, v, k.kind, kernel.ID(r.PathValue("id")))
	if err != nil {
		return opened, nil, err
	}
	c, err := s.loadLogistics(r, v, k, opened.Ref.ProjectID, showIDOf(opened.Record))
	return opened, c, err
}

func (s *Server) editLogistics(k logisticsKind) func(http.ResponseWriter, *http.Request, *viewer) {
	return func(w http.ResponseWriter, r *http.Request, v *viewer) {
		opened, c, err := s.openLogistics(r, v, k)
		if err == nil {
			_, err = s.mayDo(r, v, k.kind, records.ActionChange)
		}
		if err != nil {
			s.fail(w, r, err)
			return
		}
		values := k.values(c, opened.Record)
		f := openRecordForm(opened.Ref.ID, opened.Version, values, k.inputs(c, values))
		s.showLogistics(w, r, http.StatusOK, k, c, f)
	}
}

// showLogistics answers with k's form.
func (s *Server) showLogistics(w http.ResponseWriter, r *http.Request, status int, k logisticsKind, c *logisticsContext, f *recordForm) {
	what := kindWords[k.kind][0]
	back := localBack(r, c.back())
	p := recordPage{Title: "New " + what, Lead: k.lead, Context: c.contextName(), Form: f, Groups: k.groups(c, f),
		Back: back, BackTo: back, Submit: "Save " + what}
	if f.ID == "" {
		p.Action = r.URL.Path
		if q := r.URL.Query().Get("show"); q != "" {
			p.Action += "?show=" + q
		}
	} else {
		p.Title, p.Action = "Edit "+what, "/"+k.segment+"/"+string(f.ID)+"/edit"
		p.Remove = "/" + k.segment + "/" + string(f.ID) + "/remove"
		p.Documents = s.documentsBlock(r, projectPaper(c.data), docsSubject{Group: "This " + what, Kind: k.kind, ID: f.ID})
	}
	s.page(w, r, status, "logistics_form", p)
}

// saveLogistics creates a record of k (no id in the path) or changes it.
func (s *Server) saveLogistics(k logisticsKind) func(http.ResponseWriter, *http.Request, *viewer) {
	return func(w http.ResponseWriter, r *http.Request, v *viewer) {
		id, action := kernel.ID(r.PathValue("id")), records.ActionChange
		var c *logisticsContext
		var ref records.Ref
		var err error
		if id == "" {
			action = records.ActionCreate
			project, show, perr := s.parentOf(r, v)
			if err = perr; err == nil {
				c, err = s.loadLogistics(r, v, k, project, show)
			}
			id = kernel.NewID()
		} else {
			var opened records.Opened
			opened, c, err = s.openLogistics(r, v, k)
			ref = opened.Ref
		}
		if err != nil {
			s.fail(w, r, err)
			return
		}
		f := postedRecordForm(r, id, k.inputs(c, postedValues(r)))
		rec := k.build(c, f, r, id)
		if action == records.ActionCreate {
			f.ID = ""
			ref = records.Ref{Kind: k.kind, ID: id, ProjectID: c.project.ID}
		}
		again := func(status int) { s.showLogistics(w, r, status, k, c, f) }
		if f.Invalid() {
			again(http.StatusUnprocessableEntity)
			return
		}
		change := records.Change{Ref: ref, Version: f.Version, Action: action, Record: rec}
		if show := showIDOf(rec); show != "" && c.show == nil {
			for i := range c.data.Shows {
				if c.data.Shows[i].ID == show {
					c.show = &c.data.Shows[i]
				}
			}
		}
		label := c.data.Plus(rec).Label(k.kind, id)
		s.saveThenGo(w, r, v, f, k.spec(c), change, label, localBack(r, c.back()), again)
	}
}

func (s *Server) removeLogisticsForm(k logisticsKind) func(http.ResponseWriter, *http.Request, *viewer) {
	return func(w http.ResponseWriter, r *http.Request, v *viewer) {
		rm, _, err := s.logisticsRemoval(r, v, k)
		if err != nil {
			s.fail(w, r, err)
			return
		}
		s.confirmRemoval(w, r, http.StatusOK, rm)
	}
}

func (s *Server) removeLogistics(k logisticsKind) func(http.ResponseWriter, *http.Request, *viewer) {
	return func(w http.ResponseWriter, r *http.Request, v *viewer) {
		rm, c, err := s.logisticsRemoval(r, v, k)
		if err != nil {
			s.fail(w, r, err)
			return
		}
		ref := records.Ref{Kind: k.kind, ID: kernel.ID(r.PathValue("id")), ProjectID: c.project.ID}
		s.removeRecord(w, r, v, ref, rm, c.back())
	}
}

// logisticsRemoval is the confirmation of removing the path's record of k.
func (s *Server) logisticsRemoval(r *http.Request, v *viewer, k logisticsKind) (removal, *logisticsContext, error) {
	_, c, err := s.openLogistics(r, v, k)
	if err != nil {
		return removal{}, nil, err
	}
	id := r.PathValue("id")
	rm, _, err := s.removalPlanOf(r, v, k.kind, kernel.ID(id), "/"+k.segment+"/"+id+"/remove", "/"+k.segment+"/"+id+"/edit")
	return rm, c, err
}

// showIDOf is the show the one record d holds belongs to, "" when none.
func showIDOf(d records.Dataset) kernel.ID {
	switch {
	case len(d.Schedule) > 0:
		return d.Schedule[0].ShowID
	case len(d.GuestList) > 0:
		return d.GuestList[0].ShowID
	case len(d.Timesheets) > 0:
		return d.Timesheets[0].ShowID
	case len(d.Accommodations) > 0:
		return d.Accommodations[0].ShowID
	}
	return ""
}
