package exchange

// Venue is a place where shows happen.
type Venue struct {
	ID         string    `json:"id"`
	Name       string    `json:"name"`
	Address    string    `json:"address"`
	City       string    `json:"city"`
	Region     string    `json:"region"`
	PostalCode string    `json:"postal_code"`
	Country    string    `json:"country"`
	TimeZone   string    `json:"time_zone"`
	Capacity   int       `json:"capacity"`
	Phone      string    `json:"phone"`
	Email      string    `json:"email"`
	Website    string    `json:"website"`
	Hospital   string    `json:"hospital" since:"v2"`
	HospPhone  string    `json:"hospital_phone" since:"v2"`
	Parking    string    `json:"parking" since:"v2"`
	WiFi       string    `json:"wifi" since:"v2"`
	Notes      string    `json:"notes"`
	Contacts   []Contact `json:"contacts"`
	CreatedAt  string    `json:"created_at"`
}

// Contact names a person (by key) in a role at a venue or a show.
type Contact struct {
	PersonID string `json:"person_id"`
	Role     string `json:"role"`
}

// Person is a contact: crew, artist team, promoter, venue staff.
type Person struct {
	ID        string `json:"id"`
	FirstName string `json:"first_name"`
	LastName  string `json:"last_name"`
	Email     string `json:"email"`
	Phone     string `json:"phone"`
	Company   string `json:"company"`
	Title     string `json:"title"`
	Notes     string `json:"notes"`
	CreatedAt string `json:"created_at"`
}

// Project is a tour, festival, one-off event or production.
type Project struct {
	ID        string  `json:"id"`
	Name      string  `json:"name"`
	Code      string  `json:"code"`
	Kind      string  `json:"kind"`
	Status    string  `json:"status"`
	Artist    string  `json:"artist"`
	Currency  string  `json:"currency"`
	StartsOn  *string `json:"starts_on"`
	EndsOn    *string `json:"ends_on"`
	Notes     string  `json:"notes"`
	CreatedAt string  `json:"created_at"`
}
