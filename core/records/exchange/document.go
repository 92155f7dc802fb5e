package exchange

import (
	"bytes"
	"encoding/json"
	"time"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
)

// FormatVersion names this version of the document format. Decode accepts only
// documents whose "format" is exactly this value.
const FormatVersion = "roadcase.export/v1"

// Document is one organization's records in the export/import format. Every slice is
// written as a JSON array, empty rather than null, in the order Export chose.
type Document struct {
	Format          string           `json:"format"`
	Organization    Organization     `json:"organization"`
	Venues          []Venue          `json:"venues"`
	People          []Person         `json:"people"`
	Projects        []Project        `json:"projects"`
	Shows           []Show           `json:"shows"`
	CrewAssignments []CrewAssignment `json:"crew_assignments"`
	Timesheets      []Timesheet      `json:"timesheets"`
	Schedule        []ScheduleItem   `json:"schedule"`
	Travel          []Travel         `json:"travel"`
	Accommodations  []Accommodation  `json:"accommodations"`
	GuestList       []Guest          `json:"guest_list"`
	BudgetLines     []BudgetLine     `json:"budget_lines"`
	Expenses        []Expense        `json:"expenses"`
	Income          []Income         `json:"income"`
	Invoices        []Invoice        `json:"invoices"`
	Settlements     []Settlement     `json:"settlements"`
}

// Organization describes the exported organization without its identity: the id is
// never written, so a document can be imported into any organization.
type Organization struct {
	Slug     string `json:"slug"`
	Name     string `json:"name"`
	Currency string `json:"currency"`
	TimeZone string `json:"time_zone"`
}

// OrganizationOf returns the document block of o.
func OrganizationOf(o identity.Organization) Organization {
	return Organization{Slug: o.Slug, Name: o.Name, Currency: o.Currency, TimeZone: o.TimeZone}
}

// Identity returns the organization the block describes, with the given id and
// creation time; the command line uses it to create a missing target organization.
func (o Organization) Identity(id kernel.ID, createdAt time.Time) identity.Organization {
	return identity.Organization{ID: id, Slug: o.Slug, Name: o.Name, Currency: o.Currency,
		TimeZone: o.TimeZone, CreatedAt: createdAt}
}

// MarshalIndent writes the document as JSON with two-space indentation and a trailing
// newline. HTML characters are not escaped, so names such as "Bar & Grill" stay
// readable. The output depends only on the document's content.
func (d Document) MarshalIndent() []byte {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(d); err != nil {
		// Every field is a string, an integer, a bool or a slice of those: encoding
		// cannot fail, so a failure is a programming error.
		panic("exchange: encoding a document failed: " + err.Error())
	}
	return buf.Bytes()
}
