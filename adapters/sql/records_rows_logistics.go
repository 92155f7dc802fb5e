package sql

import (
	"time"

	"github.com/uptrace/bun"

	"github.com/roadcase/roadcase/core/kernel"
)

// The row models of the crew, timesheet, schedule, travel, lodging and guest-list
// tables (records_schema_logistics.go), private to the adapter. Optional references
// and dates are nullzero, as in records_rows_shows.go.

type crewRow struct {
	bun.BaseModel `bun:"table:crew_assignments"`

	OrgID       kernel.ID   `bun:"org_id,pk"`
	ID          kernel.ID   `bun:"id,pk"`
	ProjectID   kernel.ID   `bun:"project_id"`
	PersonID    kernel.ID   `bun:"person_id"`
	Role        string      `bun:"role"`
	Department  string      `bun:"department"`
	DayRate     int64       `bun:"day_rate"`
	PerDiemRate int64       `bun:"per_diem_rate"`
	StartsOn    kernel.Date `bun:"starts_on"`
	EndsOn      kernel.Date `bun:"ends_on"`
	CreatedAt   time.Time   `bun:"created_at"`
}

type timesheetRow struct {
	bun.BaseModel `bun:"table:timesheet_entries"`

	OrgID           kernel.ID   `bun:"org_id,pk"`
	ID              kernel.ID   `bun:"id,pk"`
	ProjectID       kernel.ID   `bun:"project_id"`
	ShowID          kernel.ID   `bun:"show_id,nullzero"`
	PersonID        kernel.ID   `bun:"person_id"`
	WorkDate        kernel.Date `bun:"work_date"`
	Minutes         int         `bun:"minutes"`
	OvertimeMinutes int         `bun:"overtime_minutes"`
	Status          string      `bun:"status"`
	Notes           string      `bun:"notes"`
	CreatedAt       time.Time   `bun:"created_at"`
}

type scheduleRow struct {
	bun.BaseModel `bun:"table:schedule_items"`

	OrgID     kernel.ID  `bun:"org_id,pk"`
	ID        kernel.ID  `bun:"id,pk"`
	ProjectID kernel.ID  `bun:"project_id"`
	ShowID    kernel.ID  `bun:"show_id,nullzero"`
	Kind      string     `bun:"kind"`
	Title     string     `bun:"title"`
	StartsAt  time.Time  `bun:"starts_at"`
	EndsAt    *time.Time `bun:"ends_at"`
	TimeZone  string     `bun:"time_zone"`
	Location  string     `bun:"location"`
	Notes     string     `bun:"notes"`
	CreatedAt time.Time  `bun:"created_at"`
}

type travelRow struct {
	bun.BaseModel `bun:"table:travel_segments"`

	OrgID          kernel.ID `bun:"org_id,pk"`
	ID             kernel.ID `bun:"id,pk"`
	ProjectID      kernel.ID `bun:"project_id"`
	Mode           string    `bun:"mode"`
	Carrier        string    `bun:"carrier"`
	Number         string    `bun:"number"`
	FromPlace      string    `bun:"from_place"`
	ToPlace        string    `bun:"to_place"`
	DepartsAt      time.Time `bun:"departs_at"`
	ArrivesAt      time.Time `bun:"arrives_at"`
	DepartTimeZone string    `bun:"depart_time_zone"`
	ArriveTimeZone string    `bun:"arrive_time_zone"`
	Confirmation   string    `bun:"confirmation"`
	Cost           int64     `bun:"cost"`
	Notes          string    `bun:"notes"`
	CreatedAt      time.Time `bun:"created_at"`
}

type passengerRow struct {
	bun.BaseModel `bun:"table:travel_passengers"`

	OrgID    kernel.ID `bun:"org_id,pk"`
	TravelID kernel.ID `bun:"travel_id,pk"`
	PersonID kernel.ID `bun:"person_id,pk"`
}

type accommodationRow struct {
	bun.BaseModel `bun:"table:accommodations"`

	OrgID        kernel.ID   `bun:"org_id,pk"`
	ID           kernel.ID   `bun:"id,pk"`
	ProjectID    kernel.ID   `bun:"project_id"`
	ShowID       kernel.ID   `bun:"show_id,nullzero"`
	HotelName    string      `bun:"hotel_name"`
	Address      string      `bun:"address"`
	City         string      `bun:"city"`
	Phone        string      `bun:"phone"`
	CheckIn      kernel.Date `bun:"check_in"`
	CheckOut     kernel.Date `bun:"check_out"`
	Confirmation string      `bun:"confirmation"`
	Notes        string      `bun:"notes"`
	CreatedAt    time.Time   `bun:"created_at"`
}

type roomRow struct {
	bun.BaseModel `bun:"table:rooms"`

	OrgID           kernel.ID `bun:"org_id,pk"`
	ID              kernel.ID `bun:"id,pk"`
	AccommodationID kernel.ID `bun:"accommodation_id"`
	Position        int       `bun:"position"`
	RoomType        string    `bun:"room_type"`
	NightlyRate     int64     `bun:"nightly_rate"`
	Confirmation    string    `bun:"confirmation"`
}

type occupantRow struct {
	bun.BaseModel `bun:"table:room_occupants"`

	OrgID    kernel.ID `bun:"org_id,pk"`
	RoomID   kernel.ID `bun:"room_id,pk"`
	PersonID kernel.ID `bun:"person_id,pk"`
}

type guestRow struct {
	bun.BaseModel `bun:"table:guest_list_entries"`

	OrgID       kernel.ID `bun:"org_id,pk"`
	ID          kernel.ID `bun:"id,pk"`
	ShowID      kernel.ID `bun:"show_id"`
	Name        string    `bun:"name"`
	PlusOnes    int       `bun:"plus_ones"`
	Category    string    `bun:"category"`
	RequestedBy string    `bun:"requested_by"`
	Status      string    `bun:"status"`
	PassType    string    `bun:"pass_type"`
	Notes       string    `bun:"notes"`
	CreatedAt   time.Time `bun:"created_at"`
}
