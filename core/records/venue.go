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
	// What a day sheet tells the party about the building: the nearest hospital
	// with an emergency department and its phone, where to park the bus and trucks,
	// and the Wi-Fi network for the crew.
	Hospital      string
	HospitalPhone string
	Parking       string
	WiFi          string
	Notes         string
	Contacts      []ContactRole
	CreatedAt     time.Time
}

// ContactRole links a person to a venue or a show in a role such as
// "production manager" or "promoter rep".
type ContactRole struct {
	PersonID kernel.ID
	Role     string
}
