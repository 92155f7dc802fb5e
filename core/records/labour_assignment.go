package records

import "github.com/roadcase/roadcase/core/kernel"

// LabourAssignment returns the crew assignment a person's hours on a project are
// costed at: their earliest on the project (by start date, then id), nil when
// they have none. The timesheet document and the labour facts both cost by it.
func LabourAssignment(assignments []CrewAssignment, project, person kernel.ID) *CrewAssignment {
	var found *CrewAssignment
	for i := range assignments {
		a := &assignments[i]
		if a.ProjectID != project || a.PersonID != person {
			continue
		}
		if found == nil || a.StartsOn.Before(found.StartsOn) || (a.StartsOn == found.StartsOn && a.ID < found.ID) {
			found = a
		}
	}
	return found
}
