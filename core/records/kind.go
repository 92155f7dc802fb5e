package records

import "github.com/roadcase/roadcase/core/kernel"

// Kind names a kind of record. Kinds appear in the export format, in the demo seed
// summary and in a document type's record_kinds.
type Kind string

// The record kinds.
const (
	KindProject        Kind = "project"
	KindVenue          Kind = "venue"
	KindShow           Kind = "show"
	KindPerson         Kind = "person"
	KindCrewAssignment Kind = "crew_assignment"
	KindTimesheetEntry Kind = "timesheet_entry"
	KindScheduleItem   Kind = "schedule_item"
	KindTravelSegment  Kind = "travel_segment"
	KindAccommodation  Kind = "accommodation"
	KindGuestListEntry Kind = "guest_list_entry"
	KindBudgetLine     Kind = "budget_line"
	KindExpense        Kind = "expense"
	KindIncomeLine     Kind = "income_line"
	KindInvoice        Kind = "invoice"
	KindSettlement     Kind = "settlement"
)

// KindImport is not a kind of record but names a spreadsheet import in the
// activity log: an entry whose Ref is {KindImport, the import's id, its project}
// says that an import was written or undone (ActionImported, ActionImportUndone).
// It is in no dataset and not in Kinds.
const KindImport Kind = "import"

// Kinds lists every kind in dependency order: a kind only refers to kinds before it.
var Kinds = []Kind{
	KindVenue, KindPerson, KindProject, KindShow, KindCrewAssignment, KindTimesheetEntry,
	KindScheduleItem, KindTravelSegment, KindAccommodation, KindGuestListEntry,
	KindBudgetLine, KindExpense, KindIncomeLine, KindInvoice, KindSettlement,
}

// Ref locates one record of an organization: its kind and, for records that belong
// to a project, the project. A venue or a person has no project.
type Ref struct {
	Kind      Kind
	ID        kernel.ID
	ProjectID kernel.ID
}
