package exchange

import "github.com/roadcase/roadcase/core/records"

func exportCrew(k *keyer, in []records.CrewAssignment) []CrewAssignment {
	es := make([]entry[CrewAssignment], 0, len(in))
	for _, c := range in {
		dto := CrewAssignment{ProjectID: k.ref(records.KindProject, c.ProjectID),
			PersonID: k.ref(records.KindPerson, c.PersonID), Role: c.Role, Department: c.Department,
			DayRate: c.DayRate, PerDiemRate: c.PerDiemRate, StartsOn: optDate(c.StartsOn),
			EndsOn: optDate(c.EndsOn), CreatedAt: instant(c.CreatedAt)}
		es = append(es, newEntry(dto, c.ID, k.sortPos(records.KindProject, c.ProjectID),
			c.Department, c.Role, k.sortPos(records.KindPerson, c.PersonID)))
	}
	return place(k, records.KindCrewAssignment, prefixCrew, es, func(c *CrewAssignment, key string) { c.ID = key })
}

func exportTimesheets(k *keyer, in []records.TimesheetEntry) []Timesheet {
	es := make([]entry[Timesheet], 0, len(in))
	for _, t := range in {
		dto := Timesheet{ProjectID: k.ref(records.KindProject, t.ProjectID),
			ShowID: k.optRef(records.KindShow, t.ShowID), PersonID: k.ref(records.KindPerson, t.PersonID),
			WorkDate: optDate(t.WorkDate), Minutes: t.Minutes, OvertimeMinutes: t.OvertimeMinutes,
			Status: string(t.Status), Notes: t.Notes, CreatedAt: instant(t.CreatedAt)}
		es = append(es, newEntry(dto, t.ID, k.sortPos(records.KindProject, t.ProjectID),
			string(t.WorkDate), k.sortPos(records.KindPerson, t.PersonID)))
	}
	return place(k, records.KindTimesheetEntry, prefixTimesheet, es, func(t *Timesheet, key string) { t.ID = key })
}

func exportSchedule(k *keyer, in []records.ScheduleItem) []ScheduleItem {
	es := make([]entry[ScheduleItem], 0, len(in))
	for _, s := range in {
		dto := ScheduleItem{ProjectID: k.ref(records.KindProject, s.ProjectID),
			ShowID: k.optRef(records.KindShow, s.ShowID), Kind: string(s.Kind), Title: s.Title,
			StartsAt: instant(s.StartsAt), EndsAt: optInstant(s.EndsAt), TimeZone: s.TimeZone,
			Location: s.Location, Notes: s.Notes, CreatedAt: instant(s.CreatedAt)}
		es = append(es, newEntry(dto, s.ID, sortInstant(s.StartsAt), k.sortPos(records.KindProject, s.ProjectID)))
	}
	return place(k, records.KindScheduleItem, prefixSchedule, es, func(s *ScheduleItem, key string) { s.ID = key })
}

func exportTravel(k *keyer, in []records.TravelSegment) []Travel {
	es := make([]entry[Travel], 0, len(in))
	for _, t := range in {
		dto := Travel{ProjectID: k.ref(records.KindProject, t.ProjectID), Mode: string(t.Mode),
			Carrier: t.Carrier, Number: t.Number, FromPlace: t.FromPlace, ToPlace: t.ToPlace,
			DepartsAt: instant(t.DepartsAt), ArrivesAt: instant(t.ArrivesAt),
			DepartTimeZone: t.DepartTimeZone, ArriveTimeZone: t.ArriveTimeZone,
			Confirmation: t.Confirmation, Cost: t.Cost,
			PassengerIDs: k.refs(records.KindPerson, t.PassengerIDs), Notes: t.Notes,
			CreatedAt: instant(t.CreatedAt)}
		es = append(es, newEntry(dto, t.ID, sortInstant(t.DepartsAt), k.sortPos(records.KindProject, t.ProjectID)))
	}
	return place(k, records.KindTravelSegment, prefixTravel, es, func(t *Travel, key string) { t.ID = key })
}

func exportAccommodations(k *keyer, in []records.Accommodation) []Accommodation {
	es := make([]entry[Accommodation], 0, len(in))
	for _, a := range in {
		rooms := make([]Room, 0, len(a.Rooms))
		for _, r := range a.Rooms {
			rooms = append(rooms, Room{RoomType: r.RoomType, NightlyRate: r.NightlyRate,
				OccupantIDs: k.refs(records.KindPerson, r.OccupantIDs), Confirmation: r.Confirmation})
		}
		dto := Accommodation{ProjectID: k.ref(records.KindProject, a.ProjectID),
			ShowID: k.optRef(records.KindShow, a.ShowID), HotelName: a.HotelName, Address: a.Address,
			City: a.City, Phone: a.Phone, CheckIn: optDate(a.CheckIn), CheckOut: optDate(a.CheckOut),
			Confirmation: a.Confirmation, Rooms: rooms,
			Notes: a.Notes, CreatedAt: instant(a.CreatedAt)}
		es = append(es, newEntry(dto, a.ID, string(a.CheckIn), k.sortPos(records.KindProject, a.ProjectID), a.HotelName))
	}
	return place(k, records.KindAccommodation, prefixAccommodation, es, func(a *Accommodation, key string) { a.ID = key })
}

func exportGuests(k *keyer, in []records.GuestListEntry) []Guest {
	es := make([]entry[Guest], 0, len(in))
	for _, g := range in {
		dto := Guest{ShowID: k.ref(records.KindShow, g.ShowID), Name: g.Name, PlusOnes: g.PlusOnes,
			Category: g.Category, RequestedBy: g.RequestedBy, Status: string(g.Status),
			PassType: g.PassType, Notes: g.Notes, CreatedAt: instant(g.CreatedAt)}
		es = append(es, newEntry(dto, g.ID, k.sortPos(records.KindShow, g.ShowID), g.Name))
	}
	return place(k, records.KindGuestListEntry, prefixGuest, es, func(g *Guest, key string) { g.ID = key })
}
