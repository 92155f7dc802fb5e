package advancing

import (
	"time"

	"github.com/roadcase/roadcase/core/kernel"
)

// SectionStatus is where one deliverable of a packet stands.
type SectionStatus string

// The section statuses: not_started → requested → in_progress → complete, or
// not_applicable for a deliverable this engagement does not need.
const (
	SectionNotStarted    SectionStatus = "not_started"
	SectionRequested     SectionStatus = "requested"
	SectionInProgress    SectionStatus = "in_progress"
	SectionComplete      SectionStatus = "complete"
	SectionNotApplicable SectionStatus = "not_applicable"
)

// SectionStatuses lists every section status in workflow order.
var SectionStatuses = []SectionStatus{SectionNotStarted, SectionRequested, SectionInProgress,
	SectionComplete, SectionNotApplicable}

// Valid reports whether s is one of SectionStatuses.
func (s SectionStatus) Valid() bool {
	for _, x := range SectionStatuses {
		if x == s {
			return true
		}
	}
	return false
}

// Done reports whether the section needs no more work: complete or not applicable.
func (s SectionStatus) Done() bool { return s == SectionComplete || s == SectionNotApplicable }

// Started reports whether anyone has asked for or worked on the section.
func (s SectionStatus) Started() bool {
	return s == SectionRequested || s == SectionInProgress || s == SectionComplete
}

// Section is one typed deliverable of a packet.
type Section struct {
	ID          kernel.ID
	Kind        SectionKind
	Title       string
	Required    bool
	Status      SectionStatus
	DueOn       *kernel.Date
	CompletedAt *time.Time
	// Documents are the keys of the document types that belong to the section
	// (the production section carries the technical rider, stage plot and input
	// list), in catalog order.
	Documents []string
	// Fields are the structured content the other side confirms, in the order the
	// section kind gives; a shell's fields have no values.
	Fields []Field
}

// Field is one confirmable item of a section, such as the load-in time.
type Field struct {
	Key   string
	Label string
	Value *string // nil until someone confirms it
}

// Confirmed counts the fields that have a value.
func (s Section) Confirmed() int {
	n := 0
	for _, f := range s.Fields {
		if f.Value != nil {
			n++
		}
	}
	return n
}
