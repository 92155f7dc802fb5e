package web

import "github.com/roadcase/roadcase/core/records"

// The logistics forms' choices, in the words a tour manager uses.
var (
	scheduleKinds = []option{{string(records.ScheduleLoadIn), "Load-in"}, {string(records.ScheduleSoundcheck), "Soundcheck"},
		{string(records.ScheduleDoors), "Doors"}, {string(records.ScheduleSet), "Set"}, {string(records.ScheduleCurfew), "Curfew"},
		{string(records.ScheduleLoadOut), "Load-out"}, {string(records.ScheduleTravel), "Travel"}, {string(records.SchedulePress), "Press"},
		{string(records.ScheduleMeal), "Meal"}, {string(records.ScheduleMeeting), "Meeting"}, {string(records.ScheduleOther), "Other"}}
	travelModes = []option{{string(records.TravelFlight), "Flight"}, {string(records.TravelRail), "Rail"},
		{string(records.TravelBus), "Bus"}, {string(records.TravelCar), "Car"}, {string(records.TravelFerry), "Ferry"}}
	guestStatuses = []option{{string(records.GuestRequested), "Requested"}, {string(records.GuestApproved), "Approved"},
		{string(records.GuestDeclined), "Declined"}, {string(records.GuestCheckedIn), "Checked in"}}
	timesheetStatuses = []option{{string(records.TimesheetDraft), "Draft"}, {string(records.TimesheetSubmitted), "Submitted"},
		{string(records.TimesheetApproved), "Approved"}}
)
