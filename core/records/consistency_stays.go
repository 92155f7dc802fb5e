package records

import "github.com/roadcase/roadcase/core/kernel"

// hotels flags a person booked into two hotels for the same night.
func (w *warnings) hotels() {
	seen := map[guestNight]kernel.ID{}
	for i, a := range w.d.Accommodations {
		var clash kernel.Date
		a.eachGuestNight(func(n guestNight) {
			if other, ok := seen[n]; ok && other != a.ID && clash == "" {
				clash = n.date
			}
			seen[n] = a.ID
		})
		if clash != "" {
			w.add(KindAccommodation, i, "rooms", FindDoubleBooked, "a guest is also booked into another hotel on "+string(clash))
		}
	}
}

// nightsTravelling flags a hotel night whose guest spends it on an overnight
// journey: a segment that leaves on that night's date and arrives on a later one,
// each date local to its end. Either the booking or the journey is wrong.
func (w *warnings) nightsTravelling() {
	away := map[guestNight]bool{}
	for _, t := range w.d.Travel {
		dep := kernel.DateOf(t.DepartsAt, zoneOr(t.DepartTimeZone))
		arr := kernel.DateOf(t.ArrivesAt, zoneOr(t.ArriveTimeZone))
		for d := dep; d.Before(arr); d = d.AddDays(1) {
			for _, p := range t.PassengerIDs {
				away[guestNight{p, d}] = true
			}
		}
	}
	for i, a := range w.d.Accommodations {
		var night kernel.Date
		a.eachGuestNight(func(n guestNight) {
			if away[n] && night == "" {
				night = n.date
			}
		})
		if night != "" {
			w.add(KindAccommodation, i, "rooms", FindNightTravelling,
				"a guest is booked for the night of "+string(night)+" but travels overnight then")
		}
	}
}

// guestNight is one person's night: the date the night begins.
type guestNight struct {
	person kernel.ID
	date   kernel.Date
}

// eachGuestNight calls fn with every night of every occupant of the stay, room by
// room, from check-in to the night before check-out.
func (a Accommodation) eachGuestNight(fn func(guestNight)) {
	for _, r := range a.Rooms {
		for _, p := range r.OccupantIDs {
			for d := a.CheckIn; d.Before(a.CheckOut); d = d.AddDays(1) {
				fn(guestNight{p, d})
			}
		}
	}
}
