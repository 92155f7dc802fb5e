package records

import (
	"time"

	"github.com/roadcase/roadcase/core/kernel"
)

// Person is a contact: crew, artist team, promoter, venue staff, guest.
type Person struct {
	ID        kernel.ID
	OrgID     kernel.ID
	FirstName string
	LastName  string
	Email     string
	Phone     string
	Company   string
	Title     string // job title, e.g. "Tour Manager"
	Notes     string
	CreatedAt time.Time
}

// FullName returns the first and last name joined by a space.
func (p Person) FullName() string {
	switch {
	case p.FirstName == "":
		return p.LastName
	case p.LastName == "":
		return p.FirstName
	}
	return p.FirstName + " " + p.LastName
}
