package records

import (
	"time"

	"github.com/roadcase/roadcase/core/kernel"
)

// CrewAssignment engages a person on a project in a role for a span of dates.
type CrewAssignment struct {
	ID          kernel.ID
	OrgID       kernel.ID
	ProjectID   kernel.ID
	PersonID    kernel.ID
	Role        string // e.g. "FOH Engineer"
	Department  string // e.g. "audio", "lighting", "production", "artist team"
	DayRate     int64  // minor units
	PerDiemRate int64  // minor units per day
	StartsOn    kernel.Date
	EndsOn      kernel.Date
	CreatedAt   time.Time
}

// TimesheetStatus is where a timesheet entry stands.
type TimesheetStatus string

// The timesheet statuses.
const (
	TimesheetDraft     TimesheetStatus = "draft"
	TimesheetSubmitted TimesheetStatus = "submitted"
	TimesheetApproved  TimesheetStatus = "approved"
)

// TimesheetEntry records a person's hours on one day of a project, optionally at a
// show. Durations are whole minutes so that sums stay exact.
type TimesheetEntry struct {
	ID              kernel.ID
	OrgID           kernel.ID
	ProjectID       kernel.ID
	ShowID          kernel.ID // zero when not tied to a show
	PersonID        kernel.ID
	WorkDate        kernel.Date
	Minutes         int // regular time
	OvertimeMinutes int
	Status          TimesheetStatus
	Notes           string
	CreatedAt       time.Time
}
