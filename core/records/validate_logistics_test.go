package records_test

import (
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

func TestLogisticsValidate(t *testing.T) {
	t.Parallel()
	runValidateCases(t, []validateCase{
		{"a complete schedule item is valid", scheduleItem(), nil},
		{"a point-in-time schedule item is valid",
			with(scheduleItem(), func(s *records.ScheduleItem) { s.EndsAt = nil }), nil},
		{"a schedule item ending before it starts is out of order",
			with(scheduleItem(), func(s *records.ScheduleItem) { s.EndsAt = ptr(at(14, 59)) }),
			[]string{"/ends_at out_of_order"}},
		{"a schedule item without start, title or kind names each",
			with(scheduleItem(), func(s *records.ScheduleItem) { s.StartsAt, s.Title, s.Kind = time.Time{}, "", "" }),
			[]string{"/kind required", "/starts_at required", "/title required"}},
		{"a complete travel segment is valid", travel(), nil},
		{"arriving when departing is out of order",
			with(travel(), func(s *records.TravelSegment) { s.ArrivesAt = s.DepartsAt }),
			[]string{"/arrives_at out_of_order"}},
		{"an unknown mode and zone are reported",
			with(travel(), func(s *records.TravelSegment) { s.Mode, s.ArriveTimeZone = "teleport", "Mars/Olympus" }),
			[]string{"/arrive_time_zone invalid_time_zone", "/mode invalid_enum"}},
		{"a passenger listed twice is a duplicate",
			with(travel(), func(s *records.TravelSegment) { s.PassengerIDs = append(s.PassengerIDs, id("person")) }),
			[]string{"/passenger_ids/1 duplicate"}},
		{"a malformed passenger id is invalid",
			with(travel(), func(s *records.TravelSegment) { s.PassengerIDs = []kernel.ID{"mara"} }),
			[]string{"/passenger_ids/0 invalid_id"}},
		{"a negative cost is rejected",
			with(travel(), func(s *records.TravelSegment) { s.Cost = -1 }),
			[]string{"/cost negative"}},
		{"a complete accommodation is valid", accommodation(), nil},
		{"checking out on the check-in day is out of order",
			with(accommodation(), func(a *records.Accommodation) { a.CheckOut = a.CheckIn }),
			[]string{"/check_out out_of_order"}},
		{"a person in two rooms of one stay is a duplicate",
			with(accommodation(), func(a *records.Accommodation) { a.Rooms[1].OccupantIDs = []kernel.ID{id("person")} }),
			[]string{"/rooms/1/occupant_ids/0 duplicate"}},
		{"a room without id and with a negative rate names both",
			with(accommodation(), func(a *records.Accommodation) { a.Rooms[0].ID, a.Rooms[0].NightlyRate = "", -5 }),
			[]string{"/rooms/0/id required", "/rooms/0/nightly_rate negative"}},
		{"a complete guest list entry is valid", guest(), nil},
		{"negative plus-ones and an unknown status are reported",
			with(guest(), func(g *records.GuestListEntry) { g.PlusOnes, g.Status = -1, "maybe" }),
			[]string{"/plus_ones negative", "/status invalid_enum"}},
		{"a guest without a show or name names both",
			with(guest(), func(g *records.GuestListEntry) { g.ShowID, g.Name = "", "" }),
			[]string{"/name required", "/show_id required"}},
	})
}
