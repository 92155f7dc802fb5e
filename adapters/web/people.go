package web

import (
	"net/http"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// peoplePage is the people index: one page of people by last name, searched.
type peoplePage struct {
	Request           listRequest
	People            []records.Person
	Next              string
	CanAdd, CanChange bool
}

func (s *Server) people(w http.ResponseWriter, r *http.Request, v *viewer) {
	ctx, org := r.Context(), v.Actor().OrgID
	rights, err := s.rights(r, v)
	lr := readListRequest(r)
	lr.Status = ""
	list := listName("people", org, lr)
	var found []records.Person
	if err == nil {
		var q records.ListQuery
		if q, err = s.query(list, lr); err == nil {
			found, err = s.deps.RecordList.ListPeople(ctx, org, q)
		}
	}
	if err != nil {
		s.fail(w, r, err)
		return
	}
	page := kernel.NewPage(found, listPageSize, s.cursors, list, func(x records.Person) kernel.Cursor {
		return kernel.Cursor{Keys: []string{x.LastName, x.FirstName}, ID: x.ID}
	})
	s.page(w, r, http.StatusOK, "people", peoplePage{Request: lr, People: page.Data,
		Next: nextLink("/people", lr, page.NextCursor), CanAdd: rights.Can(records.KindPerson, records.ActionCreate),
		CanChange: rights.Can(records.KindPerson, records.ActionChange)})
}

// personSpec is the person form.
var personSpec = recordSpec{Kind: records.KindPerson, What: "person",
	values: func(d records.Dataset) map[string]string {
		if len(d.People) == 0 {
			return map[string]string{}
		}
		p := d.People[0]
		return map[string]string{"first_name": p.FirstName, "last_name": p.LastName, "email": p.Email,
			"phone": p.Phone, "company": p.Company, "title": p.Title, "notes": p.Notes}
	},
	inputs: func(map[string]string) []recordInput {
		return []recordInput{
			{Name: "first_name", Label: "First name", Opts: []string{"autocomplete=off"}},
			{Name: "last_name", Label: "Last name", Opts: []string{"autocomplete=off"}},
			{Name: "title", Label: "Job title", Opts: []string{"hint=Such as tour manager or FOH engineer."}},
			{Name: "company", Label: "Company"},
			{Name: "email", Label: "E-mail address", Opts: []string{"type=email", "autocomplete=off"}},
			{Name: "phone", Label: "Phone", Opts: []string{"type=tel", "autocomplete=off"}},
			{Name: "notes", Label: "Notes", Opts: []string{"textarea"}},
		}
	},
}

// personForm is the data of the person form page.
type personForm struct {
	Form                *recordForm
	Title, Action, Back string
	CanRemove           bool
	// Activity is the person's own log, newest first: a person belongs to no
	// project, so their changes show in no project's activity.
	Activity []activityRow
}

func (s *Server) newPersonForm(w http.ResponseWriter, r *http.Request, v *viewer) {
	if err := s.may(r, v, records.KindPerson, records.ActionCreate); err != nil {
		s.fail(w, r, err)
		return
	}
	s.showPersonForm(w, r, http.StatusOK, openRecordForm("", 0, nil, personSpec.inputs(nil)))
}

func (s *Server) editPersonForm(w http.ResponseWriter, r *http.Request, v *viewer) {
	opened, err := s.openKind(r, v, records.KindPerson)
	if err == nil {
		err = s.may(r, v, records.KindPerson, records.ActionChange)
	}
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.showPersonForm(w, r, http.StatusOK, openRecordForm(opened.Ref.ID, opened.Version,
		personSpec.values(opened.Record), personSpec.inputs(nil)))
}

func (s *Server) showPersonForm(w http.ResponseWriter, r *http.Request, status int, f *recordForm) {
	p := personForm{Form: f, Title: "New person", Action: "/people/new", Back: "/people"}
	if f.ID != "" {
		p.Title, p.Action = "Edit person", "/people/"+string(f.ID)+"/edit"
		v := viewerFrom(r.Context())
		if rights, err := s.rights(r, v); err == nil {
			p.CanRemove = rights.Can(records.KindPerson, records.ActionRemove)
		}
		if log, err := s.deps.Records.Activity(r.Context(), v.Actor(), records.ActivityFilter{RecordID: f.ID, Limit: 20}); err == nil {
			p.Activity = newActivityRows(log, v.location())
		}
	}
	s.page(w, r, status, "person_form", p)
}

// savePerson creates the person (no id in the path) or changes them.
func (s *Server) savePerson(w http.ResponseWriter, r *http.Request, v *viewer) {
	id, action := kernel.ID(r.PathValue("id")), records.ActionChange
	if id == "" {
		id, action = kernel.NewID(), records.ActionCreate
	}
	f := postedRecordForm(r, id, personSpec.inputs(nil))
	if action == records.ActionCreate {
		f.ID = ""
	}
	p := records.Person{ID: id, OrgID: v.Current.Organization.ID, FirstName: f.Get("first_name"),
		LastName: f.Get("last_name"), Email: f.Get("email"), Phone: f.Get("phone"), Company: f.Get("company"),
		Title: f.Get("title"), Notes: f.Get("notes")}
	change := records.Change{Ref: records.Ref{Kind: records.KindPerson, ID: id}, Version: f.Version, Action: action,
		Record: records.Dataset{People: []records.Person{p}}}
	s.saveRecord(w, r, v, f, personSpec, change, p.FullName(), "/people", s.showPersonForm)
}
