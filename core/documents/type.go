package documents

import (
	"encoding/json"
	"slices"

	"github.com/roadcase/roadcase/core/records"
)

// Type is one document type's contract: what integrators read from
// GET /api/v1/documents/{type} to learn what data a render needs.
type Type struct {
	// Key names the type in paths, e.g. "day-sheet"; kebab case, unique.
	Key string
	// Title is the human name, e.g. "Day sheet"; the rendered page's title starts with it.
	Title string
	// Description says in one to three sentences what the document is for.
	Description string
	// Category groups the type; it is one of Categories.
	Category string
	// RecordKinds lists the kinds of record the type can be generated from; empty
	// when the type is rendered from caller data only.
	RecordKinds []records.Kind
	// Schema is the JSON Schema (draft 2020-12) render data must satisfy.
	Schema json.RawMessage
	// Sample is realistic data that validates against Schema.
	Sample json.RawMessage
	// MergeFields lists every leaf path of Schema (see MergeFields).
	MergeFields []string
}

// Summary is the short form of a type that the list of types shows.
type Summary struct {
	Key         string
	Title       string
	Description string
	Category    string
	RecordKinds []records.Kind
}

// Summary returns t's short form.
func (t Type) Summary() Summary {
	return Summary{
		Key:         t.Key,
		Title:       t.Title,
		Description: t.Description,
		Category:    t.Category,
		RecordKinds: slices.Clone(t.RecordKinds),
	}
}

// Accepts reports whether t can be generated from a record of kind k.
func (t Type) Accepts(k records.Kind) bool { return slices.Contains(t.RecordKinds, k) }

// The categories a document type belongs to, in the order the conventions list them.
const (
	CategoryDayAndTour          = "day-and-tour"
	CategoryAdvancing           = "advancing"
	CategoryPeopleAndAccess     = "people-and-access"
	CategoryDealsAndSettlement  = "deals-and-settlement"
	CategoryRidersAndProduction = "riders-and-production"
	CategoryTravel              = "travel"
	CategoryMoney               = "money"
	CategoryStaff               = "staff"
)

// Categories lists every valid category.
var Categories = []string{
	CategoryDayAndTour, CategoryAdvancing, CategoryPeopleAndAccess,
	CategoryDealsAndSettlement, CategoryRidersAndProduction, CategoryTravel,
	CategoryMoney, CategoryStaff,
}

// RecordKinds lists the record kinds a document type may be generated from: every
// project-scoped kind. Venues and people are not project-scoped, so a binder could
// not be given "the records of the record's project" for them.
var RecordKinds = []records.Kind{
	records.KindProject, records.KindShow, records.KindInvoice, records.KindSettlement,
	records.KindAccommodation, records.KindTravelSegment, records.KindCrewAssignment,
	records.KindExpense, records.KindTimesheetEntry, records.KindGuestListEntry,
	records.KindScheduleItem, records.KindBudgetLine, records.KindIncomeLine,
}

// SchemaDialect is the $schema every type's schema declares.
const SchemaDialect = "https://json-schema.org/draft/2020-12/schema"

// SchemaID returns the $id the schema of the type keyed key must declare.
func SchemaID(key string) string {
	return "https://roadcase.dev/schemas/documents/" + key + ".json"
}
