package web

import (
	"net/http"
	"slices"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// logisticsKind is one kind of record around a show, with its form: schedule
// items and guest list entries are made from their show's hub, crew,
// timesheets, travel and hotel stays from their project (and linked from the
// hub). Each form is the logistics_form template over the shared record form.
type logisticsKind struct {
	kind records.Kind
	// segment is the kind's path ("/schedule/{id}/edit"); newPath the pattern
	// of its new form, under a show ({sid}) or a project ({pid}).
	segment, newPath string
	lead             string
	inputs           func(c *logisticsContext, values map[string]string) []recordInput
	groups           func(c *logisticsContext, f *recordForm) []formGroup
	values           func(c *logisticsContext, one records.Dataset) map[string]string
	defaults         func(c *logisticsContext) map[string]string
	// build is the record the posted form describes, with id, in the
	// context's project; parse errors land on f.
	build func(c *logisticsContext, f *recordForm, r *http.Request, id kernel.ID) records.Dataset
}

// logisticsKinds are the kinds with a form here, in the order of the routes.
var logisticsKinds []logisticsKind

func init() {
	logisticsKinds = []logisticsKind{scheduleKind(), guestKind(), crewKind(), timesheetKind(), travelKind(), hotelKind()}
}

// logisticsContext is what a form around a show reads besides its record: the
// project's records (its people and shows) and the show it belongs to, if any.
type logisticsContext struct {
	project records.Project
	show    *records.Show
	data    records.Dataset
	// people are the project's people, by name; crew adds the organization's
	// first people so that someone new to the project can be engaged.
	people []option
	org    kernel.ID
}

// loadLogistics reads the context of a form of project (and show, when set).
// A crew form also offers the organization's first people by name, so that
// someone new to the project can be engaged.
func (s *Server) loadLogistics(r *http.Request, v *viewer, k logisticsKind, project, show kernel.ID) (*logisticsContext, error) {
	d, err := s.deps.RecordData.LoadDataset(r.Context(), v.Actor().OrgID, records.DatasetFilter{ProjectID: project})
	if err != nil {
		return nil, err
	}
	c := &logisticsContext{data: d, org: v.Actor().OrgID}
	for _, p := range d.Projects {
		if p.ID == project {
			c.project = p
		}
	}
	if c.project.ID == "" {
		return nil, kernel.NotFound("project")
	}
	for i := range d.Shows {
		if d.Shows[i].ID == show && show != "" {
			c.show = &d.Shows[i]
		}
	}
	if show != "" && c.show == nil {
		return nil, kernel.NotFound("show")
	}
	people := slices.Clone(d.People)
	if k.kind == records.KindCrewAssignment {
		more, err := s.deps.RecordList.ListPeople(r.Context(), c.org, records.ListQuery{Limit: records.MaxList})
		if err != nil {
			return nil, err
		}
		for _, p := range more {
			if !slices.ContainsFunc(people, func(q records.Person) bool { return q.ID == p.ID }) {
				people = append(people, p)
			}
		}
	}
	slices.SortFunc(people, func(a, b records.Person) int { return compareFold(a.FullName(), b.FullName()) })
	for _, p := range people {
		c.people = append(c.people, option{string(p.ID), p.FullName()})
	}
	return c, nil
}

// zoneOf is the zone a form's times start in: the show's, else the project's
// first show's, else UTC.
func (c *logisticsContext) zoneOf() string {
	if c.show != nil && c.show.TimeZone != "" {
		return c.show.TimeZone
	}
	for _, x := range c.data.Shows {
		if x.TimeZone != "" {
			return x.TimeZone
		}
	}
	return "UTC"
}

// showChoicesOf are the project's shows to tie a record to, by date, after a
// first choice of none.
func (c *logisticsContext) showOptions() []option {
	out := []option{{"", "No show (the project)"}}
	shows := slices.Clone(c.data.Shows)
	slices.SortFunc(shows, func(a, b records.Show) int { return compareFold(string(a.Date), string(b.Date)) })
	for _, x := range shows {
		out = append(out, option{string(x.ID), c.data.Label(records.KindShow, x.ID)})
	}
	return out
}

// back is where the form returns: the show's hub when it belongs to a show,
// else the project's.
func (c *logisticsContext) back() string {
	if c.show != nil {
		return "/shows/" + string(c.show.ID)
	}
	return "/projects/" + string(c.project.ID)
}

// contextName names the page the form belongs to, for its breadcrumb.
func (c *logisticsContext) contextName() string {
	if c.show != nil {
		return "the show " + c.data.Label(records.KindShow, c.show.ID)
	}
	return "the project " + c.project.Name
}

// zoneChoices are the zones a time may be in, the current one offered.
func zoneChoices(current string) []option { return withChoice(timeZones, current, current) }
