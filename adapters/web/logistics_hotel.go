package web

import (
	"net/http"
	"strconv"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// blankRoomRows is how many empty rooms the hotel form offers to add.
const blankRoomRows = 2

func roomName(i int, field string) string { return "rooms/" + strconv.Itoa(i) + "/" + field }

// roomRows is how many room rows the hotel form has for values: the filled
// ones and blankRoomRows more.
func roomRows(values map[string]string) int {
	filled := 0
	for i := 0; ; i++ {
		_, typed := values[roomName(i, "room_type")]
		_, rate := values[roomName(i, "nightly_rate")]
		_, people := values[roomName(i, "occupant_ids")+"[]"]
		if !typed && !rate && !people {
			break
		}
		if values[roomName(i, "room_type")] != "" || values[roomName(i, "nightly_rate")] != "" || values[roomName(i, "occupant_ids")+"[]"] != "" {
			filled = i + 1
		}
	}
	return filled + blankRoomRows
}

// hotelKind is the form of a hotel stay: the hotel, the nights, the booking
// and its rooms, a fieldset each with its type, nightly rate (in the
// project's currency) and occupants.
func hotelKind() logisticsKind {
	return logisticsKind{kind: records.KindAccommodation, segment: "hotels", newPath: "/projects/{pid}/hotels/new",
		lead: "A stay covers the nights from check-in to the day before check-out. Rates are in the project's currency. Empty a room's fields to remove it.",
		inputs: func(c *logisticsContext, values map[string]string) []recordInput {
			in := []recordInput{
				{Name: "hotel_name", Label: "Hotel"}, {Name: "address", Label: "Address"}, {Name: "city", Label: "City"},
				{Name: "phone", Label: "Phone", Opts: []string{"type=tel"}},
				{Name: "show_id", Label: "For the show", Options: c.showOptions()},
				{Name: "check_in", Label: "Check-in", Opts: []string{"type=date"}},
				{Name: "check_out", Label: "Check-out", Opts: []string{"type=date"}},
				{Name: "confirmation", Label: "Confirmation", Opts: []string{"autocomplete=off"}},
				{Name: "notes", Label: "Notes", Opts: []string{"textarea"}},
			}
			for i := range roomRows(values) {
				in = append(in, recordInput{Name: roomName(i, "room_type"), Label: "Room type", Opts: []string{"hint=Single, double, twin or suite."}},
					recordInput{Name: roomName(i, "nightly_rate"), Label: "Nightly rate", Opts: []string{"money=" + c.project.Currency}},
					recordInput{Name: roomName(i, "occupant_ids"), Label: "Occupants"})
			}
			return in
		},
		groups: func(c *logisticsContext, f *recordForm) []formGroup {
			g := []formGroup{{Legend: "Hotel", Inputs: []string{"hotel_name", "address", "city", "phone"}},
				{Legend: "Stay", Inputs: []string{"show_id", "check_in", "check_out", "confirmation", "notes"}}}
			for i := range roomRows(f.Values) {
				room := formGroup{Legend: "Room " + itoa(i+1), Inputs: []string{roomName(i, "room_type"), roomName(i, "nightly_rate")},
					Checks: newCheckGroup(f, roomName(i, "occupant_ids"), "Occupants", c.people)}
				g = append(g, room)
			}
			return g
		},
		defaults: func(c *logisticsContext) map[string]string {
			m := map[string]string{}
			if c.show != nil {
				m["show_id"], m["check_in"], m["check_out"] = string(c.show.ID), c.show.Date.String(), c.show.Date.AddDays(1).String()
			}
			return m
		},
		values: func(c *logisticsContext, d records.Dataset) map[string]string {
			a := d.Accommodations[0]
			m := map[string]string{"hotel_name": a.HotelName, "address": a.Address, "city": a.City, "phone": a.Phone,
				"show_id": string(a.ShowID), "check_in": a.CheckIn.String(), "check_out": a.CheckOut.String(),
				"confirmation": a.Confirmation, "notes": a.Notes}
			for i, r := range a.Rooms {
				m[roomName(i, "room_type")], m[roomName(i, "nightly_rate")] = r.RoomType, amountText(r.NightlyRate, c.project.Currency)
				m[roomName(i, "occupant_ids")] = joined(r.OccupantIDs)
			}
			return m
		},
		build: func(c *logisticsContext, f *recordForm, r *http.Request, id kernel.ID) records.Dataset {
			a := records.Accommodation{ID: id, OrgID: c.org, ProjectID: c.project.ID, ShowID: kernel.ID(f.Get("show_id")),
				HotelName: f.Get("hotel_name"), Address: f.Get("address"), City: f.Get("city"), Phone: f.Get("phone"),
				CheckIn: f.date("check_in"), CheckOut: f.date("check_out"), Confirmation: f.Get("confirmation"), Notes: f.Get("notes")}
			var rows []int
			for i := range roomRows(postedValues(r)) {
				room := records.Room{RoomType: f.Get(roomName(i, "room_type")),
					NightlyRate: f.amount(roomName(i, "nightly_rate"), c.project.Currency),
					OccupantIDs: checkedIDs(f, r, roomName(i, "occupant_ids"))}
				if room.RoomType == "" && room.NightlyRate == 0 && len(room.OccupantIDs) == 0 {
					continue
				}
				a.Rooms, rows = append(a.Rooms, room), append(rows, i)
			}
			f.moveRows("rooms", rows)
			return records.Dataset{Accommodations: []records.Accommodation{a}}
		},
	}
}
