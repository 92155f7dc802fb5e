package app

import (
	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/records"
)

// EditRole returns the lowest role that may do a to records of kind k. Viewers
// only read. Members keep the day-to-day records: schedules, travel, hotels,
// guest lists, timesheets, people and venues (addresses, contacts, parking: what
// advancing gathers). Managers decide what costs or earns money: projects, shows
// with their deals and tickets, crew engagements (their day rates) and the money
// records. Removing a project, which takes everything in it, is for admins and
// owners. Members also enter expenses, and change or remove the ones they
// entered while they are pending (checkExpense); approving, rejecting and
// paying one (records.ActionDecide) is for managers and above.
func EditRole(k records.Kind, a records.Action) identity.Role {
	switch {
	case k == records.KindProject && a == records.ActionRemove:
		return identity.RoleAdmin
	case k == records.KindExpense && a != records.ActionDecide:
		return identity.RoleMember
	case operational[k]:
		return identity.RoleMember
	default:
		return identity.RoleManager
	}
}

// operational lists the kinds a member may write.
var operational = map[records.Kind]bool{
	records.KindScheduleItem:   true,
	records.KindTravelSegment:  true,
	records.KindAccommodation:  true,
	records.KindGuestListEntry: true,
	records.KindTimesheetEntry: true,
	records.KindPerson:         true,
	records.KindVenue:          true,
}
