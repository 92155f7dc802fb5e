package sql

import (
	"time"

	"github.com/uptrace/bun"

	"github.com/roadcase/roadcase/core/kernel"
)

// The row models of the places, people, projects and shows tables (the schema is in
// records_schema_shows.go), private to the adapter. Optional references and dates
// are nullzero: the zero value is written as NULL and NULL reads back as the zero
// value.

type venueRow struct {
	bun.BaseModel `bun:"table:venues"`

	OrgID      kernel.ID `bun:"org_id,pk"`
	ID         kernel.ID `bun:"id,pk"`
	Name       string    `bun:"name"`
	Address    string    `bun:"address"`
	City       string    `bun:"city"`
	Region     string    `bun:"region"`
	PostalCode string    `bun:"postal_code"`
	Country    string    `bun:"country"`
	TimeZone   string    `bun:"time_zone"`
	Capacity   int       `bun:"capacity"`
	Phone      string    `bun:"phone"`
	Email      string    `bun:"email"`
	Website    string    `bun:"website"`
	Hospital   string    `bun:"hospital"`
	HospPhone  string    `bun:"hospital_phone"`
	Parking    string    `bun:"parking"`
	WiFi       string    `bun:"wifi"`
	Notes      string    `bun:"notes"`
	CreatedAt  time.Time `bun:"created_at"`
}

type venueContactRow struct {
	bun.BaseModel `bun:"table:venue_contacts"`

	OrgID    kernel.ID `bun:"org_id,pk"`
	VenueID  kernel.ID `bun:"venue_id,pk"`
	PersonID kernel.ID `bun:"person_id,pk"`
	Role     string    `bun:"role,pk"`
}

type showContactRow struct {
	bun.BaseModel `bun:"table:show_contacts"`

	OrgID    kernel.ID `bun:"org_id,pk"`
	ShowID   kernel.ID `bun:"show_id,pk"`
	PersonID kernel.ID `bun:"person_id,pk"`
	Role     string    `bun:"role,pk"`
}

type personRow struct {
	bun.BaseModel `bun:"table:people"`

	OrgID     kernel.ID `bun:"org_id,pk"`
	ID        kernel.ID `bun:"id,pk"`
	FirstName string    `bun:"first_name"`
	LastName  string    `bun:"last_name"`
	Email     string    `bun:"email"`
	Phone     string    `bun:"phone"`
	Company   string    `bun:"company"`
	Title     string    `bun:"title"`
	Notes     string    `bun:"notes"`
	CreatedAt time.Time `bun:"created_at"`
}

type projectRow struct {
	bun.BaseModel `bun:"table:projects"`

	OrgID     kernel.ID   `bun:"org_id,pk"`
	ID        kernel.ID   `bun:"id,pk"`
	Name      string      `bun:"name"`
	Code      string      `bun:"code"`
	Kind      string      `bun:"kind"`
	Status    string      `bun:"status"`
	Artist    string      `bun:"artist"`
	Currency  string      `bun:"currency"`
	StartsOn  kernel.Date `bun:"starts_on,nullzero"`
	EndsOn    kernel.Date `bun:"ends_on,nullzero"`
	Notes     string      `bun:"notes"`
	CreatedAt time.Time   `bun:"created_at"`
}

type showRow struct {
	bun.BaseModel `bun:"table:shows"`

	OrgID                 kernel.ID   `bun:"org_id,pk"`
	ID                    kernel.ID   `bun:"id,pk"`
	ProjectID             kernel.ID   `bun:"project_id"`
	VenueID               kernel.ID   `bun:"venue_id"`
	Date                  kernel.Date `bun:"date"`
	Status                string      `bun:"status"`
	Stage                 string      `bun:"stage"`
	TimeZone              string      `bun:"time_zone"`
	DoorsAt               *time.Time  `bun:"doors_at"`
	StartsAt              *time.Time  `bun:"starts_at"`
	CurfewAt              *time.Time  `bun:"curfew_at"`
	Capacity              int         `bun:"capacity"`
	Currency              string      `bun:"currency"`
	DealType              string      `bun:"deal_type"`
	Guarantee             int64       `bun:"guarantee"`
	ArtistPercent         int64       `bun:"artist_percent"`
	PromoterProfitPercent int64       `bun:"promoter_profit_percent"`
	ShowExpenses          int64       `bun:"show_expenses"`
	FacilityFeePerTicket  int64       `bun:"facility_fee_per_ticket"`
	TicketTaxRate         int64       `bun:"ticket_tax_rate_ppm"`
	Deposit               int64       `bun:"deposit"`
	CommissionRate        int64       `bun:"commission_rate"`
	WithholdingRate       int64       `bun:"withholding_rate_ppm"`
	ScannedAttendance     *int        `bun:"scanned_attendance"`
	MerchGross            int64       `bun:"merch_gross"`
	MerchTaxRate          int64       `bun:"merch_tax_rate_ppm"`
	VenueMerchRate        int64       `bun:"venue_merch_rate"`
	CancelledOn           kernel.Date `bun:"cancelled_on,nullzero"`
	CancelledBy           *string     `bun:"cancelled_by"` // NULL when the show has no cancellation
	CancellationReason    *string     `bun:"cancellation_reason"`
	CancellationFee       *int64      `bun:"cancellation_fee"`
	GuestAllocation       int         `bun:"guest_allocation"`
	GuestCutoffAt         *time.Time  `bun:"guest_cutoff_at"`
	GuestPickup           string      `bun:"guest_pickup"`
	Notes                 string      `bun:"notes"`
	CreatedAt             time.Time   `bun:"created_at"`
}

type tierRow struct {
	bun.BaseModel `bun:"table:ticket_tiers"`

	OrgID     kernel.ID `bun:"org_id,pk"`
	ID        kernel.ID `bun:"id,pk"`
	ShowID    kernel.ID `bun:"show_id"`
	Position  int       `bun:"position"`
	Name      string    `bun:"name"`
	Price     int64     `bun:"price"`
	Allotment int       `bun:"allotment"`
	Sold      int       `bun:"sold"`
	Comps     int       `bun:"comps"`
	Kills     int       `bun:"kills"`
}
