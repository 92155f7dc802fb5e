package records

import (
	"time"

	"github.com/roadcase/roadcase/core/kernel"
)

// ScheduleKind classifies a schedule item.
type ScheduleKind string

// The schedule kinds.
const (
	ScheduleLoadIn     ScheduleKind = "load_in"
	ScheduleSoundcheck ScheduleKind = "soundcheck"
	ScheduleDoors      ScheduleKind = "doors"
	ScheduleSet        ScheduleKind = "set"
	ScheduleCurfew     ScheduleKind = "curfew"
	ScheduleLoadOut    ScheduleKind = "load_out"
	ScheduleTravel     ScheduleKind = "travel"
	SchedulePress      ScheduleKind = "press"
	ScheduleMeal       ScheduleKind = "meal"
	ScheduleMeeting    ScheduleKind = "meeting"
	ScheduleOther      ScheduleKind = "other"
)

// ScheduleItem is one entry of a day's schedule. EndsAt is nil for a point in time
// such as doors or curfew. TimeZone is the zone the item is shown in.
type ScheduleItem struct {
	ID        kernel.ID
	OrgID     kernel.ID
	ProjectID kernel.ID
	ShowID    kernel.ID // zero for a day without a show (travel, day off)
	Kind      ScheduleKind
	Title     string
	StartsAt  time.Time
	EndsAt    *time.Time
	TimeZone  string
	Location  string
	Notes     string
	CreatedAt time.Time
}

// TravelMode is how a travel segment moves people.
type TravelMode string

// The travel modes.
const (
	TravelFlight TravelMode = "flight"
	TravelRail   TravelMode = "rail"
	TravelBus    TravelMode = "bus"
	TravelCar    TravelMode = "car"
	TravelFerry  TravelMode = "ferry"
)

// TravelSegment moves named people from one place to another.
type TravelSegment struct {
	ID             kernel.ID
	OrgID          kernel.ID
	ProjectID      kernel.ID
	Mode           TravelMode
	Carrier        string // airline, rail operator, bus company
	Number         string // flight or train number
	FromPlace      string // e.g. "LHR London Heathrow"
	ToPlace        string
	DepartsAt      time.Time
	ArrivesAt      time.Time
	DepartTimeZone string
	ArriveTimeZone string
	Confirmation   string
	Cost           int64 // minor units, whole segment
	PassengerIDs   []kernel.ID
	Notes          string
	CreatedAt      time.Time
}

// Accommodation is a hotel stay for a project, with its rooming list.
type Accommodation struct {
	ID           kernel.ID
	OrgID        kernel.ID
	ProjectID    kernel.ID
	ShowID       kernel.ID // zero when not tied to one show
	HotelName    string
	Address      string
	City         string
	Phone        string
	CheckIn      kernel.Date
	CheckOut     kernel.Date
	Confirmation string
	Rooms        []Room
	Notes        string
	CreatedAt    time.Time
}

// Room is one room of a stay and the people in it.
type Room struct {
	ID           kernel.ID
	RoomType     string // single, double, twin, suite
	NightlyRate  int64  // minor units
	OccupantIDs  []kernel.ID
	Confirmation string
}

// GuestStatus is where a guest list request stands.
type GuestStatus string

// The guest statuses.
const (
	GuestRequested GuestStatus = "requested"
	GuestApproved  GuestStatus = "approved"
	GuestDeclined  GuestStatus = "declined"
	GuestCheckedIn GuestStatus = "checked_in"
)

// GuestListEntry is one name on a show's guest list.
type GuestListEntry struct {
	ID          kernel.ID
	OrgID       kernel.ID
	ShowID      kernel.ID
	Name        string
	PlusOnes    int
	Category    string // guest, industry, press, family, vip, artist
	RequestedBy string
	Status      GuestStatus
	PassType    string // e.g. "aftershow", "all access", "ticket only"
	Notes       string
	CreatedAt   time.Time
}
