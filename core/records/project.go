package records

import (
	"time"

	"github.com/roadcase/roadcase/core/kernel"
)

// ProjectKind says what sort of production a project is.
type ProjectKind string

// The project kinds.
const (
	ProjectTour       ProjectKind = "tour"
	ProjectFestival   ProjectKind = "festival"
	ProjectEvent      ProjectKind = "event" // a one-off event, e.g. a corporate show
	ProjectProduction ProjectKind = "production"
)

// ProjectStatus is where a project stands.
type ProjectStatus string

// The project statuses.
const (
	ProjectPlanning  ProjectStatus = "planning"
	ProjectConfirmed ProjectStatus = "confirmed"
	ProjectActive    ProjectStatus = "active"
	ProjectCompleted ProjectStatus = "completed"
	ProjectCancelled ProjectStatus = "cancelled"
)

// Project is a tour, festival, one-off event or production. All of a project's
// money is in its one currency.
type Project struct {
	ID        kernel.ID
	OrgID     kernel.ID
	Name      string
	Code      string // short reference, e.g. "NLT26"
	Kind      ProjectKind
	Status    ProjectStatus
	Artist    string // the act touring, or the client of an event
	Currency  string // ISO 4217
	StartsOn  kernel.Date
	EndsOn    kernel.Date
	Notes     string
	CreatedAt time.Time
}
