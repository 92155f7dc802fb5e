package records

import (
	"slices"
	"strings"

	"github.com/roadcase/roadcase/core/kernel"
)

// Dataset is a set of one organization's records, grouped by kind. It is what the
// demo seed writes, what export prints and import reads, and what document binding
// receives for a project. Slices are kept in a stable order (see Dataset.Sort).
type Dataset struct {
	Profile         LegalProfile // the organization's; zero when none is recorded
	Venues          []Venue
	People          []Person
	Projects        []Project
	Shows           []Show
	CrewAssignments []CrewAssignment
	Timesheets      []TimesheetEntry
	Schedule        []ScheduleItem
	Travel          []TravelSegment
	Accommodations  []Accommodation
	GuestList       []GuestListEntry
	BudgetLines     []BudgetLine
	Expenses        []Expense
	Income          []IncomeLine
	Invoices        []Invoice
	Settlements     []Settlement
}

// DatasetFilter narrows LoadDataset. A zero filter means all of the organization's
// records. With ProjectID set, the result holds that project, everything that belongs
// to it, and the venues and people its records refer to. With ShowID set, it holds
// what documents about that show read (see Dataset.ShowScope), much less than its
// project; a ProjectID beside it must be the show's project. Kinds, when not empty,
// narrows a project's or a show's records further to those kinds (see
// Dataset.OnlyKinds; a show's load keeps its show whatever), for a reader that
// needs no others.
type DatasetFilter struct {
	ProjectID kernel.ID
	ShowID    kernel.ID
	Kinds     []Kind
}

// KindsKey names f's kinds whatever their order: sorted, comma-separated ("" for
// none). Loads that are the same but for the order of their kinds share what is
// kept by it (a prepared statement, a cached load).
func (f DatasetFilter) KindsKey() string {
	names := make([]string, len(f.Kinds))
	for i, k := range f.Kinds {
		names[i] = string(k)
	}
	slices.Sort(names)
	return strings.Join(names, ",")
}
