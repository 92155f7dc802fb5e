package web

import (
	"net/http"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// projectsPage is the projects index: one page of the organization's projects
// by start date, searched and filtered by status.
type projectsPage struct {
	Request  listRequest
	Statuses []option
	Projects []projectLine
	Next     string // the next page's address, "" on the last
	CanAdd   bool
}

// projectLine is a project as lists show it.
type projectLine struct {
	ID                       kernel.ID
	Name, Code, Artist, Kind string
	Status, StatusKey        string
	Starts, Ends             dateView
}

func newProjectLine(p records.Project) projectLine {
	return projectLine{ID: p.ID, Name: p.Name, Code: p.Code, Artist: p.Artist, Kind: humanize(string(p.Kind)),
		Status: humanize(string(p.Status)), StatusKey: string(p.Status), Starts: newDate(&p.StartsOn), Ends: newDate(&p.EndsOn)}
}

// projectStatuses are the status filter's and the form's choices.
var projectStatuses = []option{
	{string(records.ProjectPlanning), "Planning"}, {string(records.ProjectConfirmed), "Confirmed"},
	{string(records.ProjectActive), "Active"}, {string(records.ProjectCompleted), "Completed"},
	{string(records.ProjectCancelled), "Cancelled"},
}

// projects lists a page of the organization's projects.
func (s *Server) projects(w http.ResponseWriter, r *http.Request, v *viewer) {
	ctx, org := r.Context(), v.Current.Organization.ID
	rights, err := s.deps.Records.Rights(ctx, v.Actor())
	if err != nil {
		s.fail(w, r, err)
		return
	}
	lr := readListRequest(r)
	list := listName("projects", org, lr)
	q, err := s.query(list, lr)
	var found []records.Project
	if err == nil {
		found, err = s.deps.RecordList.ListProjects(ctx, org, q)
	}
	if err != nil {
		s.fail(w, r, err)
		return
	}
	page := kernel.NewPage(found, listPageSize, s.cursors, list, func(p records.Project) kernel.Cursor {
		return kernel.Cursor{Keys: []string{p.StartsOn.String(), p.Name}, ID: p.ID}
	})
	data := projectsPage{Request: lr, Statuses: projectStatuses, Next: nextLink("/projects", lr, page.NextCursor),
		CanAdd: rights.Can(records.KindProject, records.ActionCreate)}
	for _, p := range page.Data {
		data.Projects = append(data.Projects, newProjectLine(p))
	}
	s.page(w, r, http.StatusOK, "projects", data)
}

// rights returns what the viewer may do to each kind of record.
func (s *Server) rights(r *http.Request, v *viewer) (records.Rights, error) {
	return s.deps.Records.Rights(r.Context(), v.Actor())
}

// mustCan refuses a form page to a viewer whose role may not do a to records of
// kind k, as the use case behind the form would.
func mustCan(rights records.Rights, k records.Kind, a records.Action) error {
	if rights.Can(k, a) {
		return nil
	}
	verb := map[records.Action]string{records.ActionCreate: "Creating", records.ActionChange: "Changing",
		records.ActionRemove: "Removing"}[a]
	return kernel.Forbidden("insufficient_role", verb+" "+kindWords[k][1]+" needs a role your membership does not have; ask an administrator.")
}
