package web

import (
	"net/http"
	"slices"

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

// venuePage is a venue with its contacts, its shows and its activity.
type venuePage struct {
	Venue              records.Venue
	Contacts           []venueContact
	Shows              []venueShow
	Activity           []activityRow
	CanEdit, CanRemove bool
}

type venueContact struct{ Name, Role string }

type venueShow struct {
	showLine
	Project   string
	ProjectID kernel.ID
}

// venue shows a venue. Its shows are found among all the organization's
// records (no store query lists a venue's shows yet).
func (s *Server) venue(w http.ResponseWriter, r *http.Request, v *viewer) {
	ctx, actor := r.Context(), v.Actor()
	opened, err := s.openKind(r, v, records.KindVenue)
	var d records.Dataset
	var rights records.Rights
	var log []records.Activity
	if err == nil {
		d, err = s.deps.RecordData.LoadDataset(ctx, actor.OrgID, records.DatasetFilter{})
	}
	if err == nil {
		rights, err = s.rights(r, v)
	}
	if err == nil {
		log, err = s.deps.Records.Activity(ctx, actor, records.ActivityFilter{RecordID: opened.Ref.ID, Limit: 20})
	}
	if err != nil || len(opened.Record.Venues) == 0 {
		s.fail(w, r, orNotFound(err, "venue"))
		return
	}
	x := opened.Record.Venues[0]
	p := venuePage{Venue: x, Activity: newActivityRows(log, v.location()),
		CanEdit: rights.Can(records.KindVenue, records.ActionChange), CanRemove: rights.Can(records.KindVenue, records.ActionRemove)}
	people, projects := map[kernel.ID]string{}, map[kernel.ID]string{}
	for _, pr := range d.People {
		people[pr.ID] = pr.FullName()
	}
	for _, pr := range d.Projects {
		projects[pr.ID] = pr.Name
	}
	for _, c := range x.Contacts {
		p.Contacts = append(p.Contacts, venueContact{Name: people[c.PersonID], Role: c.Role})
	}
	for _, sh := range d.Shows {
		if sh.VenueID == x.ID {
			p.Shows = append(p.Shows, venueShow{showLine: newShowLine(sh, x), Project: projects[sh.ProjectID], ProjectID: sh.ProjectID})
		}
	}
	slices.SortStableFunc(p.Shows, func(a, b venueShow) int { return compareText(a.Date.ISO, b.Date.ISO) })
	s.page(w, r, http.StatusOK, "venue", p)
}
