package web

import (
	"net/http"
	"slices"

	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// projectHub is the project's page: what it is, its shows in date order, its
// crew, travel and hotels, its advance packets and its activity.
type projectHub struct {
	Project  projectLine
	Notes    string
	Currency string
	Shows    []showLine
	Crew     []crewLine
	Travel   []travelLine
	Hotels   []hotelLine
	// Budget is the budget against actual by category (money_page.go's).
	Budget moneyPage
	// Advancing says the advancing pages are served; Packets are the project's.
	Advancing          bool
	Packets            []packetRow
	Activity           []activityRow
	CanEdit, CanRemove bool
	// May says what the viewer may add or change of the project's records, to
	// offer only those links.
	May projectRights
	// Documents are the documents made from the project.
	Documents *docsBlock
}

// projectRights are the project's records the viewer may write.
type projectRights struct {
	AddShow, Crew, Timesheets, Travel, Hotels bool
}

// hubKinds are the records the hub reads of its project.
var hubKinds = []records.Kind{records.KindProject, records.KindVenue, records.KindPerson, records.KindShow,
	records.KindCrewAssignment, records.KindTravelSegment, records.KindAccommodation, records.KindBudgetLine, records.KindExpense}

// project shows a project's hub.
func (s *Server) project(w http.ResponseWriter, r *http.Request, v *viewer) {
	ctx, actor := r.Context(), v.Actor()
	opened, err := s.openKind(r, v, records.KindProject)
	var d records.Dataset
	var rights records.Rights
	var log []records.Activity
	if err == nil {
		d, err = s.deps.RecordData.LoadDataset(ctx, actor.OrgID, records.DatasetFilter{ProjectID: opened.Ref.ID, Kinds: hubKinds})
	}
	if err == nil {
		rights, err = s.rights(r, v)
	}
	if err == nil {
		log, err = s.deps.Records.Activity(ctx, actor, records.ActivityFilter{ProjectID: opened.Ref.ID, Limit: 20})
	}
	var packets []advancing.Packet
	if err == nil && s.advancingMounted() {
		packets, err = s.deps.Workspace.ProjectPackets(ctx, actor, opened.Ref.ID)
	}
	if err != nil || len(opened.Record.Projects) == 0 {
		s.fail(w, r, orNotFound(err, "project"))
		return
	}
	p := opened.Record.Projects[0]
	hub := projectHub{Project: newProjectLine(p), Notes: p.Notes, Currency: p.Currency, Advancing: s.advancingMounted(),
		Activity: newActivityRows(log, v.location()),
		CanEdit:  rights.Can(records.KindProject, records.ActionChange), CanRemove: rights.Can(records.KindProject, records.ActionRemove)}
	hub.May = projectRights{AddShow: rights.Can(records.KindShow, records.ActionCreate),
		Crew:       rights.Can(records.KindCrewAssignment, records.ActionChange),
		Timesheets: rights.Can(records.KindTimesheetEntry, records.ActionCreate),
		Travel:     rights.Can(records.KindTravelSegment, records.ActionChange),
		Hotels:     rights.Can(records.KindAccommodation, records.ActionChange)}
	hub.fill(d)
	if err := hub.Budget.addBudget(d, p); err != nil {
		s.fail(w, r, err)
		return
	}
	hub.Documents = s.documentsBlock(r, projectPaper(d), docsSubject{Group: "This project", Kind: records.KindProject, ID: p.ID})
	today := s.today(v)
	for _, pk := range packets {
		hub.Packets = append(hub.Packets, newPacketRow(pk, today))
	}
	s.page(w, r, http.StatusOK, "project", hub)
}

// fill lists the project's shows by date, crew, travel by departure and hotels
// by check-in, with the names of the venues and people they refer to.
func (h *projectHub) fill(d records.Dataset) {
	venues := map[kernel.ID]records.Venue{}
	for _, x := range d.Venues {
		venues[x.ID] = x
	}
	people := map[kernel.ID]string{}
	for _, x := range d.People {
		people[x.ID] = x.FullName()
	}
	shows := slices.Clone(d.Shows)
	slices.SortStableFunc(shows, func(a, b records.Show) int { return compareText(string(a.Date), string(b.Date)) })
	for _, x := range shows {
		h.Shows = append(h.Shows, newShowLine(x, venues[x.VenueID]))
	}
	for _, x := range d.CrewAssignments {
		h.Crew = append(h.Crew, crewLine{ID: x.ID, Person: people[x.PersonID], Role: x.Role, Department: x.Department,
			Starts: newDate(&x.StartsOn), Ends: newDate(&x.EndsOn)})
	}
	travel := slices.Clone(d.Travel)
	slices.SortStableFunc(travel, func(a, b records.TravelSegment) int { return a.DepartsAt.Compare(b.DepartsAt) })
	for _, x := range travel {
		h.Travel = append(h.Travel, newTravelLine(x, len(x.PassengerIDs)))
	}
	hotels := slices.Clone(d.Accommodations)
	slices.SortStableFunc(hotels, func(a, b records.Accommodation) int { return compareText(string(a.CheckIn), string(b.CheckIn)) })
	for _, x := range hotels {
		h.Hotels = append(h.Hotels, hotelLine{ID: x.ID, Hotel: x.HotelName, City: x.City, Starts: newDate(&x.CheckIn),
			Ends: newDate(&x.CheckOut), Rooms: len(x.Rooms)})
	}
}

// orNotFound is err, or KindNotFound of what when err is nil.
func orNotFound(err error, what string) error {
	if err != nil {
		return err
	}
	return kernel.NotFound(what)
}

func compareText(a, b string) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}
