package records

// Nights returns the nights of the stay, check-out minus check-in; zero when the
// dates are unset or out of order.
func (a Accommodation) Nights() int {
	if !a.CheckIn.Valid() || !a.CheckOut.Valid() || !a.CheckIn.Before(a.CheckOut) {
		return 0
	}
	return a.CheckIn.DaysUntil(a.CheckOut)
}

// RoomNights returns the nights of the stay times its rooms.
func (a Accommodation) RoomNights() int { return a.Nights() * len(a.Rooms) }

// Cost returns the stay's room cost in minor units: each room's nightly rate times
// the nights.
func (a Accommodation) Cost() int64 {
	nights := int64(a.Nights())
	var sum int64
	for _, r := range a.Rooms {
		sum += r.NightlyRate * nights
	}
	return sum
}

// Duration returns how long the segment takes in whole minutes.
func (t TravelSegment) Duration() int {
	return int(t.ArrivesAt.Sub(t.DepartsAt).Minutes())
}
