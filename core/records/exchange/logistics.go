package exchange

// CrewAssignment engages a person on a project in a role for a span of dates.
type CrewAssignment struct {
	ID          string  `json:"id"`
	ProjectID   string  `json:"project_id"`
	PersonID    string  `json:"person_id"`
	Role        string  `json:"role"`
	Department  string  `json:"department"`
	DayRate     int64   `json:"day_rate"`
	PerDiemRate int64   `json:"per_diem_rate"`
	StartsOn    *string `json:"starts_on"`
	EndsOn      *string `json:"ends_on"`
	CreatedAt   string  `json:"created_at"`
}

// Timesheet is a person's hours on one day of a project, optionally at a show.
type Timesheet struct {
	ID              string  `json:"id"`
	ProjectID       string  `json:"project_id"`
	ShowID          *string `json:"show_id"`
	PersonID        string  `json:"person_id"`
	WorkDate        *string `json:"work_date"`
	Minutes         int     `json:"minutes"`
	OvertimeMinutes int     `json:"overtime_minutes"`
	Status          string  `json:"status"`
	Notes           string  `json:"notes"`
	CreatedAt       string  `json:"created_at"`
}

// ScheduleItem is one entry of a day's schedule.
type ScheduleItem struct {
	ID        string  `json:"id"`
	ProjectID string  `json:"project_id"`
	ShowID    *string `json:"show_id"`
	Kind      string  `json:"kind"`
	Title     string  `json:"title"`
	StartsAt  string  `json:"starts_at"`
	EndsAt    *string `json:"ends_at"`
	TimeZone  string  `json:"time_zone"`
	Location  string  `json:"location"`
	Notes     string  `json:"notes"`
	CreatedAt string  `json:"created_at"`
}

// Travel is a travel segment (flight, rail, bus, car, ferry) and its passengers.
type Travel struct {
	ID             string   `json:"id"`
	ProjectID      string   `json:"project_id"`
	Mode           string   `json:"mode"`
	Carrier        string   `json:"carrier"`
	Number         string   `json:"number"`
	FromPlace      string   `json:"from_place"`
	ToPlace        string   `json:"to_place"`
	DepartsAt      string   `json:"departs_at"`
	ArrivesAt      string   `json:"arrives_at"`
	DepartTimeZone string   `json:"depart_time_zone"`
	ArriveTimeZone string   `json:"arrive_time_zone"`
	Confirmation   string   `json:"confirmation"`
	Cost           int64    `json:"cost"`
	PassengerIDs   []string `json:"passenger_ids"`
	Notes          string   `json:"notes"`
	CreatedAt      string   `json:"created_at"`
}

// Accommodation is a hotel stay with its rooming list.
type Accommodation struct {
	ID           string  `json:"id"`
	ProjectID    string  `json:"project_id"`
	ShowID       *string `json:"show_id"`
	HotelName    string  `json:"hotel_name"`
	Address      string  `json:"address"`
	City         string  `json:"city"`
	Phone        string  `json:"phone"`
	CheckIn      *string `json:"check_in"`
	CheckOut     *string `json:"check_out"`
	Confirmation string  `json:"confirmation"`
	Rooms        []Room  `json:"rooms"`
	Notes        string  `json:"notes"`
	CreatedAt    string  `json:"created_at"`
}

// Room is one room of a stay and the people (by key) in it.
type Room struct {
	RoomType     string   `json:"room_type"`
	NightlyRate  int64    `json:"nightly_rate"`
	OccupantIDs  []string `json:"occupant_ids"`
	Confirmation string   `json:"confirmation"`
}

// Guest is one name on a show's guest list.
type Guest struct {
	ID          string `json:"id"`
	ShowID      string `json:"show_id"`
	Name        string `json:"name"`
	PlusOnes    int    `json:"plus_ones"`
	Category    string `json:"category"`
	RequestedBy string `json:"requested_by"`
	Status      string `json:"status"`
	PassType    string `json:"pass_type"`
	Notes       string `json:"notes"`
	CreatedAt   string `json:"created_at"`
}
