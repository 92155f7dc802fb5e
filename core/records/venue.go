package records

import (
	"time"

	"github.com/roadcase/roadcase/core/kernel"
)

// Venue is a place where shows happen.
type Venue struct {
	ID         kernel.ID
	OrgID      kernel.ID
	Name       string
	Address    string
	City       string
	Region     string
	PostalCode string
	Country    string // ISO 3166-1 alpha-2
	TimeZone   string // IANA zone
	Capacity   int
	Phone      string
	Email      string
	Website    string
	Notes      string
	Contacts   []ContactRole
	CreatedAt  time.Time
}

// ContactRole links a person to a venue or a show in a role such as
// "production manager" or "promoter rep".
type ContactRole struct {
	PersonID kernel.ID
	Role     string
}
