package web

import (
	"net/http"

	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// showHub is the show's page, the day's hub: the show and its times in the
// venue's zone, the deal, the tickets with the core's totals, the schedule,
// contacts, travel in and out, hotels, guest list and activity. It reads the
// show's scope in one load (records.Dataset.ShowScope: bounded whatever the
// show holds), the viewer's rights and the show's last activity.
type showHubPage struct {
	ID, Project, ProjectName string
	Title, Date, Status      string
	StatusKey, Stage         string
	Venue                    hubVenue
	// Zone names the zone the show's times are in: "Europe/Amsterdam".
	Zone                  string
	Doors, Starts, Curfew hubClock
	Capacity              int
	Currency              string
	DealType              string
	Deal, Cancellation    []hubTerm
	Tickets               hubTickets
	Schedule              []hubItem
	Contacts              []hubContact
	Crew                  []hubContact
	TravelIn, TravelOut   []hubTravel
	Hotels                []hubHotel
	Guests                hubGuests
	Activity              []activityRow
	Can                   hubRights
	// Advancing says the advancing pages are served; Packets are the advance
	// packets about this show.
	Advancing bool
	Packets   []packetRow
	// Documents are the documents made from the show and its day's records.
	Documents *docsBlock
	// Settlements says the settlement worksheet is served.
	Settlements bool
}

// hubRights are the actions the hub offers the viewer, by records.Rights.
type hubRights struct {
	Edit, Remove, Schedule, Guests, Travel, Hotels, Crew, Timesheets bool
}

// showHub shows a show's hub.
func (s *Server) showHub(w http.ResponseWriter, r *http.Request, v *viewer) {
	ctx, actor, id := r.Context(), v.Actor(), kernel.ID(r.PathValue("id"))
	rights, err := s.deps.Records.Rights(ctx, actor)
	var d records.Dataset
	if err == nil {
		d, err = s.deps.RecordData.LoadDataset(ctx, actor.OrgID, records.DatasetFilter{ShowID: id})
	}
	var log []records.Activity
	if err == nil {
		log, err = s.deps.Records.Activity(ctx, actor, records.ActivityFilter{RecordID: id, Limit: 20})
	}
	if err == nil && len(d.Shows) == 0 {
		err = kernel.NotFound("show")
	}
	var packets []advancing.Packet
	if err == nil && s.advancingMounted() {
		packets, err = s.deps.Workspace.ProjectPackets(ctx, actor, d.Shows[0].ProjectID)
	}
	if err != nil {
		s.fail(w, r, err)
		return
	}
	page := newShowHub(d, id)
	page.Activity = newActivityRows(log, v.location())
	page.Advancing = s.advancingMounted()
	subjects, paper := showDocSubjects(d, id)
	page.Documents = s.documentsBlock(r, paper, subjects...)
	page.Settlements = s.deps.Settlements != nil
	today := s.today(v)
	for _, p := range packets {
		if p.ShowID != nil && *p.ShowID == id {
			page.Packets = append(page.Packets, newPacketRow(p, today))
		}
	}
	can := func(k records.Kind, a records.Action) bool { return rights.Can(k, a) }
	page.Can = hubRights{Edit: can(records.KindShow, records.ActionChange), Remove: can(records.KindShow, records.ActionRemove),
		Schedule: can(records.KindScheduleItem, records.ActionCreate), Guests: can(records.KindGuestListEntry, records.ActionCreate),
		Travel: can(records.KindTravelSegment, records.ActionCreate), Hotels: can(records.KindAccommodation, records.ActionCreate),
		Crew: can(records.KindCrewAssignment, records.ActionCreate), Timesheets: can(records.KindTimesheetEntry, records.ActionCreate)}
	for _, list := range [][]hubTravel{page.TravelIn, page.TravelOut} {
		for i := range list {
			list[i].CanEdit = page.Can.Travel
		}
	}
	s.page(w, r, http.StatusOK, "show", page)
}
