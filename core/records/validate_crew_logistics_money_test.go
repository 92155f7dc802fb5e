package records_test

import (
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

func TestCrewAndTimesheetValidate(t *testing.T) {
	t.Parallel()
	runValidateCases(t, []validateCase{
		{"a complete crew assignment is valid", crew(), nil},
		{"a one-day assignment is valid",
			with(crew(), func(a *records.CrewAssignment) { a.EndsOn = a.StartsOn }), nil},
		{"an assignment ending before it starts is out of order",
			with(crew(), func(a *records.CrewAssignment) { a.EndsOn = "2026-04-01" }),
			[]string{"/ends_on out_of_order"}},
		{"an assignment without dates, role or person names each",
			with(crew(), func(a *records.CrewAssignment) { a.StartsOn, a.EndsOn, a.Role, a.PersonID = "", "", "", "" }),
			[]string{"/ends_on required", "/person_id required", "/role required", "/starts_on required"}},
		{"negative rates are rejected",
			with(crew(), func(a *records.CrewAssignment) { a.DayRate, a.PerDiemRate = -1, -1 }),
			[]string{"/day_rate negative", "/per_diem_rate negative"}},
		{"a complete timesheet entry is valid", timesheet(), nil},
		{"a timesheet entry not tied to a show is valid",
			with(timesheet(), func(e *records.TimesheetEntry) { e.ShowID = "" }), nil},
		{"negative minutes are rejected",
			with(timesheet(), func(e *records.TimesheetEntry) { e.Minutes = -30 }),
			[]string{"/minutes negative"}},
		{"more than a day of minutes is out of range",
			with(timesheet(), func(e *records.TimesheetEntry) { e.Minutes, e.OvertimeMinutes = 1200, 241 }),
			[]string{"/overtime_minutes out_of_range"}},
		{"a malformed show id is invalid",
			with(timesheet(), func(e *records.TimesheetEntry) { e.ShowID = "show-1" }),
			[]string{"/show_id invalid_id"}},
		{"an unknown status is an invalid enum",
			with(timesheet(), func(e *records.TimesheetEntry) { e.Status = "paid" }),
			[]string{"/status invalid_enum"}},
	})
}

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

func TestMoneyValidate(t *testing.T) {
	t.Parallel()
	runValidateCases(t, []validateCase{
		{"a complete budget line is valid", budgetLine(), nil},
		{"a budget line without category and with a negative amount names both",
			with(budgetLine(), func(b *records.BudgetLine) { b.Category, b.Amount = "", -1 }),
			[]string{"/amount negative", "/category required"}},
		{"a complete expense is valid", expense(), nil},
		{"an expense paid by the office needs no person",
			with(expense(), func(e *records.Expense) { e.PersonID = "" }), nil},
		{"an expense without a date or with an unknown status names both",
			with(expense(), func(e *records.Expense) { e.IncurredOn, e.Status = "", "lost" }),
			[]string{"/incurred_on required", "/status invalid_enum"}},
		{"a complete income line is valid", income(), nil},
		{"an income line not yet received is valid",
			with(income(), func(l *records.IncomeLine) { l.ReceivedOn = "" }), nil},
		{"an income line with an unknown kind is an invalid enum",
			with(income(), func(l *records.IncomeLine) { l.Kind = "lottery" }),
			[]string{"/kind invalid_enum"}},
		{"a complete invoice is valid", invoice(), nil},
		{"an invoice due before it is issued is out of order",
			with(invoice(), func(inv *records.Invoice) { inv.DueOn = "2026-05-02" }),
			[]string{"/due_on out_of_order"}},
		{"an invoice due on its issue date is valid",
			with(invoice(), func(inv *records.Invoice) { inv.DueOn = inv.IssuedOn }), nil},
		{"an invoice without number or client names both",
			with(invoice(), func(inv *records.Invoice) { inv.Number, inv.ClientName = "", "" }),
			[]string{"/client_name required", "/number required"}},
		{"a tax rate above 100% is out of range",
			with(invoice(), func(inv *records.Invoice) { inv.TaxRate = 10001 }),
			[]string{"/tax_rate out_of_range"}},
		{"an unknown currency is rejected",
			with(invoice(), func(inv *records.Invoice) { inv.Currency = "XXX" }),
			[]string{"/currency invalid_currency"}},
		{"a line with a negative quantity and no description names both",
			with(invoice(), func(inv *records.Invoice) { inv.Lines[1].Quantity, inv.Lines[1].Description = -1, "" }),
			[]string{"/lines/1/description required", "/lines/1/quantity negative"}},
		{"a payment without a date and with a negative amount names both",
			with(invoice(), func(inv *records.Invoice) { inv.Payments[0].ReceivedOn, inv.Payments[0].Amount = "", -1 }),
			[]string{"/payments/0/amount negative", "/payments/0/received_on required"}},
		{"an implausible client email is rejected",
			with(invoice(), func(inv *records.Invoice) { inv.ClientEmail = "accounts@@tempodrom.example" }),
			[]string{"/client_email invalid_email"}},
	})
}
