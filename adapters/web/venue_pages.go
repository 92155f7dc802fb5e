package web

import (
	"net/http"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// venuesPage is the venues index: one page of venues by name, searched.
type venuesPage struct {
	Request listRequest
	Venues  []venueLine
	Next    string
	CanAdd  bool
}

type venueLine struct {
	ID                  kernel.ID
	Name, City, Country string
	Capacity, Contacts  int
}

func (s *Server) venues(w http.ResponseWriter, r *http.Request, v *viewer) {
	ctx, org := r.Context(), v.Actor().OrgID
	rights, err := s.rights(r, v)
	lr := readListRequest(r)
	lr.Status = ""
	list := listName("venues", org, lr)
	var found []records.Venue
	if err == nil {
		var q records.ListQuery
		if q, err = s.query(list, lr); err == nil {
			found, err = s.deps.RecordList.ListVenues(ctx, org, q)
		}
	}
	if err != nil {
		s.fail(w, r, err)
		return
	}
	page := kernel.NewPage(found, listPageSize, s.cursors, list, func(x records.Venue) kernel.Cursor {
		return kernel.Cursor{Keys: []string{x.Name}, ID: x.ID}
	})
	data := venuesPage{Request: lr, Next: nextLink("/venues", lr, page.NextCursor), CanAdd: rights.Can(records.KindVenue, records.ActionCreate)}
	for _, x := range page.Data {
		data.Venues = append(data.Venues, venueLine{ID: x.ID, Name: x.Name, City: x.City, Country: x.Country,
			Capacity: x.Capacity, Contacts: len(x.Contacts)})
	}
	s.page(w, r, http.StatusOK, "venues", data)
}

// venuePage is a venue with its contacts, a page of its shows and its
// activity.
type venuePage struct {
	Venue              records.Venue
	Contacts           []venueContact
	Shows              []venueShow
	NextShows          string // the next page of shows' address, "" on the last
	Activity           []activityRow
	CanEdit, CanRemove bool
}

type venueContact struct{ Name, Role string }

type venueShow struct {
	showLine
	Project   string
	ProjectID kernel.ID
}

// venue shows a venue: its contacts' names (FindPeople), a page of its shows
// by date (ListVenueShows, paged by the cursor in the address) and its
// activity, in a number of reads that does not grow with the organization.
func (s *Server) venue(w http.ResponseWriter, r *http.Request, v *viewer) {
	ctx, actor := r.Context(), v.Actor()
	opened, err := s.openKind(r, v, records.KindVenue)
	if err == nil && len(opened.Record.Venues) == 0 {
		err = kernel.NotFound("venue")
	}
	if err != nil {
		s.fail(w, r, err)
		return
	}
	x := opened.Record.Venues[0]
	lr := listRequest{Cursor: readListRequest(r).Cursor}
	list := "venue-shows:" + string(actor.OrgID) + ":" + string(x.ID)
	var shows []records.VenueShow
	q, err := s.query(list, lr)
	if err == nil {
		shows, err = s.deps.RecordList.ListVenueShows(ctx, actor.OrgID, x.ID, q)
	}
	names, err := s.contactNames(r, actor.OrgID, x.Contacts, err)
	var rights records.Rights
	if err == nil {
		rights, err = s.rights(r, v)
	}
	var log []records.Activity
	if err == nil {
		log, err = s.deps.Records.Activity(ctx, actor, records.ActivityFilter{RecordID: opened.Ref.ID, Limit: 20})
	}
	if err != nil {
		s.fail(w, r, err)
		return
	}
	page := kernel.NewPage(shows, listPageSize, s.cursors, list, func(x records.VenueShow) kernel.Cursor {
		return kernel.Cursor{Keys: []string{string(x.Show.Date)}, ID: x.Show.ID}
	})
	p := venuePage{Venue: x, Activity: newActivityRows(log, v.location()),
		NextShows: nextLink("/venues/"+string(x.ID), lr, page.NextCursor),
		CanEdit:   rights.Can(records.KindVenue, records.ActionChange), CanRemove: rights.Can(records.KindVenue, records.ActionRemove)}
	for _, c := range x.Contacts {
		p.Contacts = append(p.Contacts, venueContact{Name: names[c.PersonID], Role: c.Role})
	}
	for _, sh := range page.Data {
		p.Shows = append(p.Shows, venueShow{showLine: newShowLine(sh.Show, x), Project: sh.Project, ProjectID: sh.Show.ProjectID})
	}
	s.page(w, r, http.StatusOK, "venue", p)
}

// contactNames returns the names of the people contacts name, unless err is
// already set.
func (s *Server) contactNames(r *http.Request, org kernel.ID, contacts []records.ContactRole, err error) (map[kernel.ID]string, error) {
	names := map[kernel.ID]string{}
	if err != nil || len(contacts) == 0 {
		return names, err
	}
	ids := make([]kernel.ID, 0, len(contacts))
	for _, c := range contacts {
		ids = append(ids, c.PersonID)
	}
	people, err := s.deps.RecordList.FindPeople(r.Context(), org, ids)
	for _, p := range people {
		names[p.ID] = p.FullName()
	}
	return names, err
}
