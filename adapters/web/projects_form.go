package web

import (
	"net/http"

	"github.com/roadcase/roadcase/adapters/isolation"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// projectKinds are the project form's kinds.
var projectKinds = []option{
	{string(records.ProjectTour), "Tour"}, {string(records.ProjectFestival), "Festival"},
	{string(records.ProjectEvent), "One-off event"}, {string(records.ProjectProduction), "Production"},
}

// projectSpec is the project form: its inputs, named by the export form.
var projectSpec = recordSpec{Kind: records.KindProject, What: "project",
	values: func(d records.Dataset) map[string]string {
		if len(d.Projects) == 0 {
			return map[string]string{}
		}
		p := d.Projects[0]
		return map[string]string{"name": p.Name, "code": p.Code, "kind": string(p.Kind), "status": string(p.Status),
			"artist": p.Artist, "currency": p.Currency, "starts_on": p.StartsOn.String(), "ends_on": p.EndsOn.String(),
			"notes": p.Notes}
	},
	inputs: func(map[string]string) []recordInput {
		return []recordInput{
			{Name: "name", Label: "Name", Opts: []string{"hint=As your team calls it, such as “Spring tour 2026”."}},
			{Name: "code", Label: "Code", Opts: []string{"hint=A short reference for documents and files, such as NLT26."}},
			{Name: "kind", Label: "Kind", Options: projectKinds},
			{Name: "status", Label: "Status", Options: projectStatuses},
			{Name: "artist", Label: "Artist or client"},
			{Name: "currency", Label: "Currency", Options: currencyOptions(),
				Opts: []string{"hint=The project's money is in this currency; each show may be contracted in its own."}},
			{Name: "starts_on", Label: "Starts on", Opts: []string{"type=date"}},
			{Name: "ends_on", Label: "Ends on", Opts: []string{"type=date"}},
			{Name: "notes", Label: "Notes", Opts: []string{"textarea"}},
		}
	},
}

// projectForm is the data of the project form page.
type projectForm struct {
	Form   *recordForm
	Title  string
	Action string
	Back   string
}

// newProjectForm offers an empty project, in the organization's currency.
func (s *Server) newProjectForm(w http.ResponseWriter, r *http.Request, v *viewer) {
	if err := s.may(r, v, records.KindProject, records.ActionCreate); err != nil {
		s.fail(w, r, err)
		return
	}
	f := openRecordForm("", 0, map[string]string{"kind": string(records.ProjectTour), "status": string(records.ProjectPlanning),
		"currency": v.Current.Organization.Currency}, projectSpec.inputs(nil))
	s.showProjectForm(w, r, http.StatusOK, f)
}

// editProjectForm offers a project as it is now, at its version.
func (s *Server) editProjectForm(w http.ResponseWriter, r *http.Request, v *viewer) {
	opened, err := s.openKind(r, v, records.KindProject)
	if err == nil {
		err = s.may(r, v, records.KindProject, records.ActionChange)
	}
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.showProjectForm(w, r, http.StatusOK, openRecordForm(opened.Ref.ID, opened.Version,
		projectSpec.values(opened.Record), projectSpec.inputs(nil)))
}

func (s *Server) showProjectForm(w http.ResponseWriter, r *http.Request, status int, f *recordForm) {
	p := projectForm{Form: f, Title: "New project", Action: "/projects/new", Back: "/projects"}
	if f.ID != "" {
		p.Title, p.Action, p.Back = "Edit project", "/projects/"+string(f.ID)+"/edit", "/projects/"+string(f.ID)
	}
	s.page(w, r, status, "project_form", p)
}

// saveProject creates the project (no id in the path) or changes it.
func (s *Server) saveProject(w http.ResponseWriter, r *http.Request, v *viewer) {
	id, action := kernel.ID(r.PathValue("id")), records.ActionChange
	if id == "" {
		id, action = kernel.NewID(), records.ActionCreate
	}
	f := postedRecordForm(r, id, projectSpec.inputs(nil))
	if action == records.ActionCreate {
		f.ID = ""
	}
	p := records.Project{ID: id, OrgID: v.Current.Organization.ID, Name: f.Get("name"), Code: f.Get("code"),
		Kind: records.ProjectKind(f.Get("kind")), Status: records.ProjectStatus(f.Get("status")), Artist: f.Get("artist"),
		Currency: f.Get("currency"), StartsOn: f.date("starts_on"), EndsOn: f.date("ends_on"), Notes: f.Get("notes")}
	if f.Invalid() {
		s.showProjectForm(w, r, http.StatusUnprocessableEntity, f)
		return
	}
	change := records.Change{Ref: records.Ref{Kind: records.KindProject, ID: id, ProjectID: id}, Version: f.Version,
		Action: action, Record: records.Dataset{Projects: []records.Project{p}}}
	s.saveRecord(w, r, v, f, projectSpec, change, p.Name, "/projects/"+string(id), s.showProjectForm)
}

// saveRecord saves change from form f: on success a notice, the warnings and a
// redirect to done; on a refusal the form again (show) with its status.
func (s *Server) saveRecord(w http.ResponseWriter, r *http.Request, v *viewer, f *recordForm, spec recordSpec,
	change records.Change, label, done string, show func(http.ResponseWriter, *http.Request, int, *recordForm)) {
	saved, err := s.deps.Records.Save(r.Context(), v.Actor(), change)
	if err != nil {
		status, err := s.saveRefused(r.Context(), v, f, spec, err)
		if err != nil {
			s.fail(w, r, err)
			return
		}
		show(w, r, status, f)
		return
	}
	verb := "saved"
	if change.Action == records.ActionCreate {
		verb = "created"
	}
	s.flash(r.Context(), "The "+spec.What+" "+isolation.String(label)+" is "+verb+".")
	s.flashWarnings(r.Context(), saved.Warnings)
	seeOther(w, r, done)
}

// openKind opens the record the path's {id} names, which must be of kind k:
// any other is not found.
func (s *Server) openKind(r *http.Request, v *viewer, k records.Kind) (records.Opened, error) {
	return s.openOf(r, v, k, kernel.ID(r.PathValue("id")))
}

// may refuses what the viewer's role may not do (mustCan).
func (s *Server) may(r *http.Request, v *viewer, k records.Kind, a records.Action) error {
	rights, err := s.rights(r, v)
	if err != nil {
		return err
	}
	return mustCan(rights, k, a)
}

// currencyOptions are the currencies a record form offers: the common ones
// first, then every other code Roadcase knows.
func currencyOptions() []option {
	out := append([]option(nil), currencies...)
	seen := map[string]bool{}
	for _, o := range currencies {
		seen[o.Value] = true
	}
	for _, c := range kernel.Currencies() {
		if !seen[c] {
			out = append(out, option{Value: c, Label: c})
		}
	}
	return out
}
