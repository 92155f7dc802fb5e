package reporting

import (
	"time"

	"github.com/roadcase/roadcase/core/kernel"
)

// roomingReport is the rooming list: who sleeps where, night by night.
var roomingReport = Report{
	Key: "rooming", Title: "Rooming list", Category: "operations", Records: true, Requires: []string{"project_id"},
	Description: "A row per room of every hotel stay of the project, by check-in date and hotel: the hotel and " +
		"its city, check-in, check-out, nights (records.Accommodation.Nights), room type, the occupants by name and " +
		"the room's confirmation (else the stay's). With show_id, the stays booked for the show and those tied to " +
		"no show that cover its night: the list the hotel is sent.",
	Columns: []Column{textColumn("hotel", "Hotel"), textColumn("city", "City"), dateColumn("check_in", "Check-in"),
		dateColumn("check_out", "Check-out"), numberColumn("nights", "Nights", UnitCount),
		textColumn("room_type", "Room type"), textColumn("occupants", "Occupants"),
		numberColumn("guests", "Guests", UnitCount), textColumn("confirmation", "Confirmation")},
	Build: buildRooming,
}

func buildRooming(s *Sheet) Table {
	d, ix := recordsOf(s)
	date := ix.shows[s.Show].Date
	var t Table
	for _, a := range d.Accommodations {
		covers := a.ShowID.IsZero() && !a.CheckIn.IsZero() && !date.Before(a.CheckIn) && date.Before(a.CheckOut)
		if !s.Show.IsZero() && a.ShowID != s.Show && !covers {
			continue
		}
		for i, r := range a.Rooms {
			confirmation := r.Confirmation
			if confirmation == "" {
				confirmation = a.Confirmation
			}
			t.Add(Row{a.HotelName, nullable(a.City), nullable(string(a.CheckIn)), nullable(string(a.CheckOut)),
				Int(int64(a.Nights())), nullable(r.RoomType), nullable(ix.names(r.OccupantIDs)),
				Int(int64(len(r.OccupantIDs))), nullable(confirmation)},
				kernel.Cursor{Keys: []string{string(a.CheckIn), a.HotelName, string(a.ID), padded(i)}, ID: r.ID})
		}
	}
	t.Sort()
	return t
}

// travelManifestReport is every journey of the tour and who is on it.
var travelManifestReport = Report{
	Key: "travel_manifest", Title: "Travel manifest", Category: "operations", Records: true,
	Requires: []string{"project_id"},
	Description: "A row per travel segment of the project in departure order: the local departure date, mode, " +
		"carrier and flight or train number, from and to, departure and arrival in their own zones (RFC 3339 with " +
		"the local offset), the passengers by name and how many, and the booking confirmation. With show_id, the " +
		"segments departing or arriving on the show's date.",
	Columns: []Column{dateColumn("date", "Date"), textColumn("mode", "Mode"), textColumn("carrier", "Carrier"),
		textColumn("number", "Number"), textColumn("from", "From"), textColumn("to", "To"),
		textColumn("departs", "Departs"), textColumn("arrives", "Arrives"), textColumn("passengers", "Passengers"),
		numberColumn("passenger_count", "Passenger count", UnitCount), textColumn("confirmation", "Confirmation")},
	Build: buildTravelManifest,
}

func buildTravelManifest(s *Sheet) Table {
	d, ix := recordsOf(s)
	date := ix.shows[s.Show].Date
	var t Table
	for _, seg := range d.Travel {
		from, to := zone(seg.DepartTimeZone), zone(seg.ArriveTimeZone)
		departs := kernel.DateOf(seg.DepartsAt, from)
		if !s.Show.IsZero() && departs != date && kernel.DateOf(seg.ArrivesAt, to) != date {
			continue
		}
		t.Add(Row{string(departs), string(seg.Mode), nullable(seg.Carrier), nullable(seg.Number),
			nullable(seg.FromPlace), nullable(seg.ToPlace), localTime(seg.DepartsAt, from), localTime(seg.ArrivesAt, to),
			nullable(ix.names(seg.PassengerIDs)), Int(int64(len(seg.PassengerIDs))), nullable(seg.Confirmation)},
			kernel.Cursor{Keys: []string{seg.DepartsAt.UTC().Format(time.RFC3339Nano)}, ID: seg.ID})
	}
	t.Sort()
	return t
}
