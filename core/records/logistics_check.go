package records

import (
	"strconv"

	"github.com/roadcase/roadcase/core/kernel"
)

// Validate checks the schedule item's invariants: id, project, kind, title, start
// and time zone required and valid, and the end, when set, not before the start.
// It returns KindInvalid with one FieldError per problem, pointers relative to the
// item ("/ends_at").
func (s ScheduleItem) Validate() error {
	c := newChecker()
	s.check(c)
	return c.result("schedule item")
}

func (s ScheduleItem) check(c checker) {
	c.id("id", s.ID)
	c.optionalID("org_id", s.OrgID)
	c.id("project_id", s.ProjectID)
	c.optionalID("show_id", s.ShowID)
	c.enum("kind", string(s.Kind), s.Kind.Valid())
	c.required("title", s.Title)
	c.instant("starts_at", s.StartsAt)
	if s.EndsAt != nil {
		c.notAfter("starts_at", "ends_at", s.EndsAt.Before(s.StartsAt))
	}
	c.timeZone("time_zone", s.TimeZone)
}

// Validate checks the travel segment's invariants: id, project, mode, both places,
// both instants and both time zones required and valid, departure strictly before
// arrival, cost not negative and each passenger a valid id listed once. It returns
// KindInvalid with one FieldError per problem, pointers relative to the segment
// ("/arrives_at", "/passenger_ids/2").
func (t TravelSegment) Validate() error {
	c := newChecker()
	t.check(c)
	return c.result("travel segment")
}

func (t TravelSegment) check(c checker) {
	c.id("id", t.ID)
	c.optionalID("org_id", t.OrgID)
	c.id("project_id", t.ProjectID)
	c.enum("mode", string(t.Mode), t.Mode.Valid())
	c.required("from_place", t.FromPlace)
	c.required("to_place", t.ToPlace)
	c.instant("departs_at", t.DepartsAt)
	c.instant("arrives_at", t.ArrivesAt)
	if !t.DepartsAt.IsZero() && !t.ArrivesAt.IsZero() && !t.DepartsAt.Before(t.ArrivesAt) {
		c.fail("arrives_at", CodeOutOfOrder, "arrives_at must be after departs_at")
	}
	c.timeZone("depart_time_zone", t.DepartTimeZone)
	c.timeZone("arrive_time_zone", t.ArriveTimeZone)
	c.nonNegative("cost", t.Cost)
	checkPeople(c, "passenger_ids", t.PassengerIDs, map[kernel.ID]bool{})
}

// checkPeople checks a list of person ids: each a valid id, none already in seen.
func checkPeople(c checker, field string, ids []kernel.ID, seen map[kernel.ID]bool) {
	for i, id := range ids {
		ptr := field + "/" + strconv.Itoa(i)
		if !canonicalID(id) {
			c.fail(ptr, CodeInvalidID, "every entry of "+field+" must be a lower-case UUID")
		} else if seen[id] {
			c.fail(ptr, CodeDuplicate, "the same person is listed twice")
		}
		seen[id] = true
	}
}

// Validate checks the accommodation's invariants: id, project and hotel name
// required, check-in and check-out valid with check-in strictly before check-out,
// and each room with an id, a nightly rate not negative and occupants who are valid
// ids and in only one room of the stay. It returns KindInvalid with one FieldError
// per problem, pointers relative to the stay ("/rooms/1/occupant_ids/0").
func (a Accommodation) Validate() error {
	c := newChecker()
	a.check(c)
	return c.result("accommodation")
}

func (a Accommodation) check(c checker) {
	c.id("id", a.ID)
	c.optionalID("org_id", a.OrgID)
	c.id("project_id", a.ProjectID)
	c.optionalID("show_id", a.ShowID)
	c.required("hotel_name", a.HotelName)
	in := c.date("check_in", a.CheckIn)
	out := c.date("check_out", a.CheckOut)
	if in && out && !a.CheckIn.Before(a.CheckOut) {
		c.fail("check_out", CodeOutOfOrder, "check_out must be after check_in")
	}
	seen := map[kernel.ID]bool{}
	for i, r := range a.Rooms {
		rc := c.at("rooms", i)
		rc.id("id", r.ID)
		rc.nonNegative("nightly_rate", r.NightlyRate)
		checkPeople(rc, "occupant_ids", r.OccupantIDs, seen)
	}
}

// Validate checks the guest list entry's invariants: id, show, name and status
// required and valid, plus-ones not negative. It returns KindInvalid with one
// FieldError per problem, pointers relative to the entry ("/plus_ones").
func (g GuestListEntry) Validate() error {
	c := newChecker()
	g.check(c)
	return c.result("guest list entry")
}

func (g GuestListEntry) check(c checker) {
	c.id("id", g.ID)
	c.optionalID("org_id", g.OrgID)
	c.id("show_id", g.ShowID)
	c.required("name", g.Name)
	c.nonNegative("plus_ones", int64(g.PlusOnes))
	c.enum("status", string(g.Status), g.Status.Valid())
}

// Guests returns the people the entry admits: the named guest and the plus-ones.
func (g GuestListEntry) Guests() int { return 1 + g.PlusOnes }
