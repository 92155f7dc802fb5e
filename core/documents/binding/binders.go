package binding

import "github.com/roadcase/roadcase/core/records"

// Entry pairs a document type with a kind of record it can be bound from, and the
// binder that does it. Reads are the kinds of record the binder reads, all that
// rendering from a record loads (records.DatasetFilter.Kinds; the project, the
// show of a show's scope and the legal profile come whatever); nil reads
// everything. TestEveryBinderDeclaresWhatItReads holds them to the binders' code.
type Entry struct {
	DocType string
	Kind    records.Kind
	Bind    Binder
	Reads   []records.Kind
}

// Catalog is every binder, by document type and then record kind: the one place
// that says which records each document type can be rendered from. It is an
// explicit list rather than registrations from init functions, so that reading it
// (or a diff of it) tells the whole story; TestTheCatalogIsSortedAndUnique keeps it
// tidy, and the document catalog checks it against every type's record_kinds.
var Catalog = []Entry{
	{"advance-sheet", records.KindShow, advanceSheetFromShow, []records.Kind{
		records.KindShow, records.KindVenue, records.KindPerson, records.KindScheduleItem,
		records.KindCrewAssignment, records.KindGuestListEntry}},
	// budgetSummaryRows takes the whole dataset: it reads everything.
	{"budget-summary", records.KindProject, budgetSummaryFromProject, nil},
	{"call-sheet", records.KindShow, callSheetFromShow, []records.Kind{
		records.KindShow, records.KindVenue, records.KindPerson, records.KindScheduleItem,
		records.KindCrewAssignment}},
	{"crew-list", records.KindProject, crewListFromProject, []records.Kind{
		records.KindCrewAssignment, records.KindPerson}},
	{"day-sheet", records.KindShow, daySheetFromShow, []records.Kind{
		records.KindShow, records.KindVenue, records.KindPerson, records.KindScheduleItem,
		records.KindCrewAssignment, records.KindTravelSegment, records.KindAccommodation}},
	{"deal-memo", records.KindShow, dealMemoFromShow, []records.Kind{
		records.KindShow, records.KindVenue, records.KindPerson}},
	{"expense-report", records.KindProject, expenseReportFromProject, []records.Kind{
		records.KindExpense, records.KindShow, records.KindVenue, records.KindPerson}},
	{"guest-list", records.KindShow, guestListFromShow, []records.Kind{
		records.KindShow, records.KindVenue, records.KindGuestListEntry}},
	{"invoice", records.KindInvoice, invoiceFromInvoice, []records.Kind{
		records.KindInvoice, records.KindShow, records.KindVenue, records.KindSettlement, records.KindIncomeLine}},
	{"itinerary", records.KindProject, itineraryFromProject, []records.Kind{
		records.KindShow, records.KindVenue, records.KindScheduleItem, records.KindTravelSegment,
		records.KindAccommodation}},
	{"merch-settlement", records.KindShow, merchSettlementFromShow, []records.Kind{
		records.KindShow, records.KindVenue}},
	{"offer-sheet", records.KindShow, offerSheetFromShow, []records.Kind{
		records.KindShow, records.KindVenue, records.KindPerson}},
	{"per-diem-sheet", records.KindProject, perDiemSheetFromProject, []records.Kind{
		records.KindCrewAssignment, records.KindPerson}},
	{"performance-contract", records.KindShow, performanceContractFromShow, []records.Kind{
		records.KindShow, records.KindVenue, records.KindPerson, records.KindScheduleItem}},
	{"production-schedule", records.KindProject, productionScheduleFromProject, []records.Kind{
		records.KindShow, records.KindVenue, records.KindScheduleItem, records.KindTravelSegment,
		records.KindAccommodation}},
	{"quote", records.KindProject, quoteFromProject, []records.Kind{records.KindBudgetLine}},
	{"receipt", records.KindInvoice, receiptFromInvoice, []records.Kind{records.KindInvoice}},
	{"rooming-list", records.KindAccommodation, roomingListFromAccommodation, []records.Kind{
		records.KindAccommodation, records.KindCrewAssignment, records.KindPerson}},
	{"rooming-list", records.KindProject, roomingListFromProject, []records.Kind{
		records.KindAccommodation, records.KindCrewAssignment, records.KindPerson}},
	{"run-of-show", records.KindShow, runOfShowFromShow, []records.Kind{
		records.KindShow, records.KindVenue, records.KindScheduleItem}},
	{"settlement-sheet", records.KindSettlement, settlementSheetFromSettlement, []records.Kind{
		records.KindSettlement, records.KindShow, records.KindVenue, records.KindPerson, records.KindInvoice}},
	{"settlement-sheet", records.KindShow, settlementSheetFromShow, []records.Kind{
		records.KindShow, records.KindVenue, records.KindPerson, records.KindSettlement,
		records.KindInvoice}},
	{"show-pnl", records.KindShow, showPnLFromShow, []records.Kind{
		records.KindShow, records.KindVenue, records.KindExpense, records.KindIncomeLine}},
	{"show-report", records.KindShow, showReportFromShow, []records.Kind{
		records.KindShow, records.KindVenue, records.KindScheduleItem, records.KindGuestListEntry,
		records.KindSettlement}},
	{"timesheet", records.KindCrewAssignment, timesheetFromCrewAssignment, []records.Kind{
		records.KindCrewAssignment, records.KindTimesheetEntry, records.KindPerson, records.KindShow,
		records.KindVenue}},
	{"timesheet", records.KindProject, timesheetFromProject, []records.Kind{
		records.KindCrewAssignment, records.KindTimesheetEntry, records.KindPerson, records.KindShow,
		records.KindVenue}},
	{"tour-book", records.KindProject, tourBookFromProject, []records.Kind{
		records.KindShow, records.KindVenue, records.KindPerson, records.KindScheduleItem,
		records.KindCrewAssignment, records.KindTravelSegment, records.KindAccommodation}},
	{"travel-manifest", records.KindProject, travelManifestFromProject, []records.Kind{
		records.KindTravelSegment, records.KindCrewAssignment, records.KindPerson}},
	{"travel-manifest", records.KindTravelSegment, travelManifestFromSegment, []records.Kind{
		records.KindTravelSegment, records.KindCrewAssignment, records.KindPerson}},
}
