package exchange

import (
	"bytes"
	"encoding/json"
	"time"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
)

// FormatVersion names the version of the document format Export writes. Decode
// accepts documents whose "format" is exactly this value or FormatVersion1.
const FormatVersion = "roadcase.export/v2"

// FormatVersion1 names the first version of the format, before records carried
// their own currency and rate, shows their cancellation and merch tax, invoices
// their kind and the client's tax details, and the document the organization's
// legal profile. ToDataset still reads it and fills what it lacks (see
// docs/import-format.md): currencies are the project's (a settlement's its
// show's), rates 1, invoices standard; the fields added in FormatVersion are
// unknown in it.
const FormatVersion1 = "roadcase.export/v1"

// Document is one organization's records in the export/import format. Every slice is
// written as a JSON array, empty rather than null, in the order Export chose.
type Document struct {
	Format          string           `json:"format"`
	Organization    Organization     `json:"organization"`
	Profile         *Profile         `json:"profile" since:"v2"`
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

// Profile is the organization's legal profile, how it appears on the documents it
// issues as the seller; null when none is recorded. Unlike the organization block
// it is data: importing a document with a profile replaces the target's.
type Profile struct {
	LegalName     string `json:"legal_name"`
	Address       string `json:"address"`
	Country       string `json:"country"`
	VATID         string `json:"vat_id"`
	CompanyNumber string `json:"company_number"`
	Email         string `json:"email"`
	Phone         string `json:"phone"`
	BankName      string `json:"bank_name"`
	AccountName   string `json:"account_name"`
	IBAN          string `json:"iban"`
	BIC           string `json:"bic"`
	InvoiceFooter string `json:"invoice_footer"`
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
