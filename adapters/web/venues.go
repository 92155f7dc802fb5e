package web

import (
	"net/http"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// venueForm is the data of the venue form page.
type venueForm struct {
	Form                *recordForm
	Title, Action, Back string
	ContactRows         []int
}

func (s *Server) newVenueForm(w http.ResponseWriter, r *http.Request, v *viewer) {
	spec, err := s.venueSpecFor(r, v, records.ActionCreate, nil)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	values := withBlankContacts(map[string]string{"time_zone": v.Current.Organization.TimeZone})
	s.showVenueForm(w, r, http.StatusOK, openRecordForm("", 0, values, spec.inputs(values)))
}

func (s *Server) editVenueForm(w http.ResponseWriter, r *http.Request, v *viewer) {
	opened, err := s.openKind(r, v, records.KindVenue)
	var spec recordSpec
	if err == nil {
		var chosen []kernel.ID
		for _, x := range opened.Record.Venues {
			for _, c := range x.Contacts {
				chosen = append(chosen, c.PersonID)
			}
		}
		spec, err = s.venueSpecFor(r, v, records.ActionChange, chosen)
	}
	if err != nil {
		s.fail(w, r, err)
		return
	}
	values := spec.values(opened.Record)
	s.showVenueForm(w, r, http.StatusOK, openRecordForm(opened.Ref.ID, opened.Version, values, spec.inputs(values)))
}

// venueSpecFor checks the viewer may do a to venues and returns the venue form
// with people as the contacts' choices (peopleOptions: the first page of the
// organization's and the chosen ones).
func (s *Server) venueSpecFor(r *http.Request, v *viewer, a records.Action, chosen []kernel.ID) (recordSpec, error) {
	if err := s.may(r, v, records.KindVenue, a); err != nil {
		return recordSpec{}, err
	}
	people, err := s.peopleOptions(r.Context(), v.Actor().OrgID, chosen)
	return venueSpec(people), err
}

func (s *Server) showVenueForm(w http.ResponseWriter, r *http.Request, status int, f *recordForm) {
	p := venueForm{Form: f, Title: "New venue", Action: "/venues/new", Back: "/venues"}
	if f.ID != "" {
		p.Title, p.Action, p.Back = "Edit venue", "/venues/"+string(f.ID)+"/edit", "/venues/"+string(f.ID)
	}
	for i := range contactRowsIn(inputValues(f)) {
		p.ContactRows = append(p.ContactRows, i)
	}
	s.page(w, r, status, "venue_form", p)
}

// inputValues names every input of f (with an empty value), for counting rows.
func inputValues(f *recordForm) map[string]string {
	m := map[string]string{}
	for _, in := range f.inputs {
		m[in.Name] = ""
	}
	return m
}

// saveVenue creates the venue (no id in the path) or changes it, its contacts
// from the rows filled in.
func (s *Server) saveVenue(w http.ResponseWriter, r *http.Request, v *viewer) {
	id, action := kernel.ID(r.PathValue("id")), records.ActionChange
	if id == "" {
		id, action = kernel.NewID(), records.ActionCreate
	}
	posted := postedContactRows(r)
	rows := contactRowsIn(posted)
	people, err := s.peopleOptions(r.Context(), v.Actor().OrgID, chosenContacts(rows, r.PostForm.Get))
	if err != nil {
		s.fail(w, r, err)
		return
	}
	spec := venueSpec(people)
	f := postedRecordForm(r, id, spec.inputs(posted))
	if action == records.ActionCreate {
		f.ID = ""
	}
	contacts, from := contactsOf(f, rows)
	f.moveRows("contacts", from)
	x := records.Venue{ID: id, OrgID: v.Current.Organization.ID, Name: f.Get("name"), Address: f.Get("address"),
		City: f.Get("city"), Region: f.Get("region"), PostalCode: f.Get("postal_code"), Country: f.Get("country"),
		TimeZone: f.Get("time_zone"), Capacity: f.whole("capacity"), Phone: f.Get("phone"), Email: f.Get("email"),
		Website: f.Get("website"), Hospital: f.Get("hospital"), HospitalPhone: f.Get("hospital_phone"),
		Parking: f.Get("parking"), WiFi: f.Get("wifi"), Notes: f.Get("notes"), Contacts: contacts}
	if f.Invalid() {
		s.showVenueForm(w, r, http.StatusUnprocessableEntity, f)
		return
	}
	change := records.Change{Ref: records.Ref{Kind: records.KindVenue, ID: id}, Version: f.Version, Action: action,
		Record: records.Dataset{Venues: []records.Venue{x}}}
	s.saveRecord(w, r, v, f, spec, change, x.Name, "/venues/"+string(id), s.showVenueForm)
}
