package binding

import "github.com/roadcase/roadcase/core/records"

// Entry pairs a document type with a kind of record it can be bound from, and the
// binder that does it.
type Entry struct {
	DocType string
	Kind    records.Kind
	Bind    Binder
}

// Catalog is every binder, by document type and then record kind: the one place
// that says which records each document type can be rendered from. It is an
// explicit list rather than registrations from init functions, so that reading it
// (or a diff of it) tells the whole story; TestTheCatalogIsSortedAndUnique keeps it
// tidy, and the document catalog checks it against every type's record_kinds.
var Catalog = []Entry{
	{"advance-sheet", records.KindShow, advanceSheetFromShow},
	{"budget-summary", records.KindProject, budgetSummaryFromProject},
	{"call-sheet", records.KindShow, callSheetFromShow},
	{"crew-list", records.KindProject, crewListFromProject},
	{"day-sheet", records.KindShow, daySheetFromShow},
	{"deal-memo", records.KindShow, dealMemoFromShow},
	{"expense-report", records.KindProject, expenseReportFromProject},
	{"guest-list", records.KindShow, guestListFromShow},
	{"invoice", records.KindInvoice, invoiceFromInvoice},
	{"itinerary", records.KindProject, itineraryFromProject},
	{"merch-settlement", records.KindShow, merchSettlementFromShow},
	{"offer-sheet", records.KindShow, offerSheetFromShow},
	{"per-diem-sheet", records.KindProject, perDiemSheetFromProject},
	{"performance-contract", records.KindShow, performanceContractFromShow},
	{"production-schedule", records.KindProject, productionScheduleFromProject},
	{"quote", records.KindProject, quoteFromProject},
	{"receipt", records.KindInvoice, receiptFromInvoice},
	{"rooming-list", records.KindAccommodation, roomingListFromAccommodation},
	{"rooming-list", records.KindProject, roomingListFromProject},
	{"run-of-show", records.KindShow, runOfShowFromShow},
	{"settlement-sheet", records.KindSettlement, settlementSheetFromSettlement},
	{"settlement-sheet", records.KindShow, settlementSheetFromShow},
	{"show-pnl", records.KindShow, showPnLFromShow},
	{"show-report", records.KindShow, showReportFromShow},
	{"timesheet", records.KindCrewAssignment, timesheetFromCrewAssignment},
	{"timesheet", records.KindProject, timesheetFromProject},
	{"tour-book", records.KindProject, tourBookFromProject},
	{"travel-manifest", records.KindProject, travelManifestFromProject},
	{"travel-manifest", records.KindTravelSegment, travelManifestFromSegment},
}
