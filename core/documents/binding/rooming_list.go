package binding

import (
	"cmp"
	"slices"
	"strings"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// roomingListFromAccommodation builds the rooming list of one hotel stay.
func roomingListFromAccommodation(src Source) (map[string]any, error) {
	i := slices.IndexFunc(src.Data.Accommodations, func(a records.Accommodation) bool { return a.ID == src.Ref.ID })
	if i < 0 {
		return nil, notFound("accommodation", src.Ref.ID)
	}
	stay := src.Data.Accommodations[i]
	project := src.Project(stay.ProjectID)
	if project == nil {
		return nil, notFound("project", stay.ProjectID)
	}
	return roomingList(src, project, []records.Accommodation{stay}), nil
}

// roomingListFromProject builds the rooming list of every stay of a project.
func roomingListFromProject(src Source) (map[string]any, error) {
	project := src.Project(src.Ref.ID)
	if project == nil {
		return nil, notFound("project", src.Ref.ID)
	}
	var stays []records.Accommodation
	for _, a := range src.Data.Accommodations {
		if a.ProjectID == project.ID {
			stays = append(stays, a)
		}
	}
	return roomingList(src, project, stays), nil
}

// roomingList lists stays in check-in order (at most 200) with their rooms and the
// room, room-night and cost totals. Stays whose dates are out of order or more than
// a year apart are left out: a rooming list cannot state their nights.
func roomingList(src Source, project *records.Project, stays []records.Accommodation) map[string]any {
	roomingListSort(stays)
	out := map[string]any{"project": daySheetProject(project)}
	PutString(out, "organization", src.OrgName)
	if tm := roomingListBookingContact(src.Index, project.ID); tm != nil {
		m := PersonValue(*tm)
		if _, ok := m["company"]; !ok && src.OrgName != "" {
			m["company"] = src.OrgName
		}
		out["booking_contact"] = m
	}
	values := []any{}
	var rooms, roomNights int
	var cost int64
	for _, a := range stays {
		if a.Nights() < 1 || a.Nights() > 366 || len(values) == 200 {
			continue
		}
		values = append(values, roomingListStay(src.Index, a, project.Currency))
		rooms += min(len(a.Rooms), 300)
		roomNights += a.Nights() * min(len(a.Rooms), 300)
		cost += roomingListCost(a)
	}
	out["stays"] = values
	out["total_rooms"] = rooms
	out["total_room_nights"] = roomNights
	if cost > 0 {
		out["total_cost"] = Money(cost, project.Currency)
	}
	return out
}

// roomingListStay is one stay: the hotel, its dates and every room with its occupants.
func roomingListStay(ix *Index, a records.Accommodation, currency string) map[string]any {
	m := roomingListHotel(a)
	rooms := make([]any, 0, len(a.Rooms))
	guests := 0
	for _, r := range a.Rooms {
		if len(rooms) == 300 {
			break
		}
		room := map[string]any{"room_type": cmp.Or(Label(r.RoomType), "Room")}
		names := []any{}
		for _, id := range r.OccupantIDs {
			if p := ix.Person(id); p != nil && p.FullName() != "" && len(names) < 10 {
				names = append(names, p.FullName())
			}
		}
		guests += len(names)
		room["occupants"] = names
		PutString(room, "confirmation", r.Confirmation)
		if r.NightlyRate > 0 {
			room["nightly_rate"] = Money(r.NightlyRate, currency)
		}
		rooms = append(rooms, room)
	}
	m["nights"] = a.Nights()
	m["rooms"] = rooms
	m["room_count"] = len(rooms)
	m["guest_count"] = guests
	m["room_nights"] = len(rooms) * a.Nights()
	if c := roomingListCost(a); c > 0 {
		m["total_cost"] = Money(c, currency)
	}
	return m
}

// roomingListCost is the room cost of the first 300 rooms of a stay, the ones listed.
func roomingListCost(a records.Accommodation) int64 {
	a.Rooms = a.Rooms[:min(len(a.Rooms), 300)]
	return a.Cost()
}

// roomingListHotel is the hotel block of a stay: name, address, dates, confirmation.
func roomingListHotel(a records.Accommodation) map[string]any {
	m := map[string]any{"name": a.HotelName, "check_in": string(a.CheckIn), "check_out": string(a.CheckOut)}
	PutString(m, "address", a.Address)
	PutString(m, "city", a.City)
	PutString(m, "phone", a.Phone)
	PutString(m, "confirmation", a.Confirmation)
	PutString(m, "notes", a.Notes)
	return m
}

// roomingListHotelsOn lists the hotel blocks of the project's stays covering the
// night of date (check-in on or before it, check-out after it), at most limit.
func roomingListHotelsOn(ix *Index, projectID kernel.ID, date kernel.Date, limit int) []any {
	var stays []records.Accommodation
	for _, a := range ix.Data.Accommodations {
		if a.ProjectID == projectID && !date.Before(a.CheckIn) && date.Before(a.CheckOut) {
			stays = append(stays, a)
		}
	}
	roomingListSort(stays)
	out := []any{}
	for _, a := range stays[:min(len(stays), limit)] {
		out = append(out, roomingListHotel(a))
	}
	return out
}

// roomingListSort orders stays by check-in, hotel name, then id.
func roomingListSort(stays []records.Accommodation) {
	slices.SortStableFunc(stays, func(a, b records.Accommodation) int {
		return cmp.Or(cmp.Compare(a.CheckIn, b.CheckIn), cmp.Compare(a.HotelName, b.HotelName), cmp.Compare(a.ID, b.ID))
	})
}

// roomingListBookingContact is the project's tour manager: the earliest crew
// assignment whose role names one, or nil.
func roomingListBookingContact(ix *Index, projectID kernel.ID) *records.Person {
	var best *records.CrewAssignment
	for i, a := range ix.Data.CrewAssignments {
		if a.ProjectID == projectID && strings.Contains(strings.ToLower(a.Role), "tour manager") &&
			(best == nil || cmp.Or(cmp.Compare(a.StartsOn, best.StartsOn), cmp.Compare(a.ID, best.ID)) < 0) {
			best = &ix.Data.CrewAssignments[i]
		}
	}
	if best == nil {
		return nil
	}
	if p := ix.Person(best.PersonID); p != nil && p.FullName() != "" {
		return p
	}
	return nil
}
