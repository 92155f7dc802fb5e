package reporting

import (
	"time"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// Facts are an organization's records reduced to integer sums and counts at fixed
// grains, for one Scope. Only the families asked for are filled. Every slice is
// sorted by its row's key fields in declaration order (see SortFacts), so that
// two stores' facts compare equal with ==-style deep equality.
type Facts struct {
	Projects []ProjectFact
	Shows    []ShowFact
	Money    []MoneyFact
	Budget   []BudgetFact
	Invoices []InvoiceFact
	// Deposits are the deposit invoices of the scope's shows whatever the
	// scope's dates (FamilyDeposits): what a show's deposits received are read
	// from, so that its balance due does not depend on the reporting window.
	// Like names they are looked up, not grouped.
	Deposits []InvoiceFact
	Labour   []LabourFact
	PerDiems []PerDiemFact
	Sections []SectionFact
	Funnel   []FunnelFact
	Acks     []AckFact
	Names    []NameFact
	Renders  []RenderFact
	// DeliveriesReported says whether a mail provider reports deliveries to the
	// service, as the tracking board's advancing.Board.DeliveriesReported does:
	// without one the funnel's delivery rate is unknown and its later rates are
	// of the recipients sent (advancing.Board.WithoutDeliveryReports). The use
	// cases set it from their configuration; stores leave it false.
	DeliveriesReported bool
}

// ProjectFact is a project of the scope: what groups and labels need, and the home
// currency its money facts convert into. The scope's dates do not filter projects.
type ProjectFact struct {
	Project  kernel.ID
	Name     string
	Code     string
	Kind     records.ProjectKind
	Status   records.ProjectStatus
	Currency string // the project's home currency
	StartsOn kernel.Date
	EndsOn   kernel.Date
}

// ShowFact is one show of the scope (by show date) with its ticket tiers summed,
// its deal, its guest list counted and its signed settlement, if any. Amounts are
// minor units of Currency, the show's.
type ShowFact struct {
	Show     kernel.ID
	Project  kernel.ID
	Venue    kernel.ID
	Date     kernel.Date
	Status   records.ShowStatus
	Stage    string // the festival stage or room; empty at a single-room venue
	Currency string
	Capacity int64

	Allotment, Sold, Comps, Kills int64 // Σ over the tiers
	Gross                         int64 // Σ price × sold
	Potential                     int64 // Σ price × (allotment − comps − kills)
	Scanned                       *int64

	MerchGross     int64
	MerchTaxRate   kernel.PPM // millionths, as records.Show.MerchTaxRate
	VenueMerchRate kernel.BasisPoints

	Deal            records.Deal
	CancellationFee *int64 // set when the show was cancelled with terms recorded

	GuestAllocation int64
	GuestEntries    int64 // guest list entries not declined
	GuestPlaces     int64 // Σ 1 + plus-ones over entries approved or checked in
	GuestCheckedIn  int64 // Σ 1 + plus-ones over entries checked in

	Settlement *SettlementFact
}

// SettlementFact is a show's signed settlement: the figures as signed, in the
// show's currency, and the rate into the project's home currency recorded then.
type SettlementFact struct {
	SettledOn      kernel.Date // the local date of signing in the show's zone (records.Settlement.SettledOn)
	Rate           kernel.Rate
	GrossBoxOffice int64
	TicketTax      int64
	FacilityFees   int64
	ShowExpenses   int64
	PromoterProfit int64
	ArtistPayout   int64
	Withholding    int64
	Commission     int64
	DepositsPaid   int64
}

// Flow says which way money moved.
type Flow string

// The flows of money facts.
const (
	FlowExpense Flow = "expense"
	FlowIncome  Flow = "income"
)

// MoneyFact sums expenses or income lines booked at one rate. Category is an
// expense's category key (records.CategoryKey) or an income line's kind; Status is
// an expense's status and empty for income. Month is the booking date's "YYYY-MM":
// incurred, or an income line's recognition date (records.IncomeLine.RecognisedOn:
// received, else its show's date or its project's), which the scope's range
// filters it by too. Budget facts count in a range per budgetCounts. Amount is minor units of Currency; converting it at Rate
// into the project's home currency is records.InHome, once per fact.
type MoneyFact struct {
	Project  kernel.ID
	Show     kernel.ID // zero when not tied to a show
	Person   kernel.ID // who spent it; zero for income and office expenses
	Flow     Flow
	Category string
	Status   string
	Month    string
	Currency string
	Rate     kernel.Rate
	Amount   int64
	Count    int64
}

// BudgetFact sums a project's budget lines of one category key, in the project's
// home currency. Budgets have no date: the store does not filter them by the
// scope's range; the core counts them in a range per budgetCounts.
type BudgetFact struct {
	Project  kernel.ID
	Category string
	Amount   int64
	Count    int64
}

// InvoiceFact is one invoice of the scope (by issue date) with its lines and
// payments summed. Total, tax and outstanding follow from Subtotal and TaxRate by
// the rules of records.Invoice. PaidOn is records.Invoice.PaidOn: the date of the
// payment that covered the total, taking payments in date then id order.
type InvoiceFact struct {
	Invoice  kernel.ID
	Project  kernel.ID
	Show     kernel.ID
	Number   string
	Kind     records.InvoiceKind
	Status   records.InvoiceStatus
	Client   string
	Currency string
	IssuedOn kernel.Date
	DueOn    kernel.Date
	TaxRate  kernel.PPM // millionths, as records.Invoice.TaxRate
	Subtotal int64      // Σ quantity × unit price
	Paid     int64      // Σ payments
	Payments int64
	PaidOn   *kernel.Date
	// PaymentDays are the invoice's payments summed per day received, in date
	// order (nil without payments): what answers "as of" a past date read
	// (InvoiceFact.AsOf).
	PaymentDays []PaymentDay
}

// PaymentDay sums an invoice's payments received on one day.
type PaymentDay struct {
	On     kernel.Date
	Amount int64
	Count  int64
}

// LabourFact counts timesheet entries with the same cost: one person's entries on
// a project (and show) in a month, of one status, at one day rate and with the
// same overtime minutes. DayRate is the day rate of the person's earliest crew
// assignment on the project, the rule the timesheet document costs hours by
// (records.LabourAssignment), 0 when they have none.
// Days counts the entries with any time worked, which each cost the day rate.
type LabourFact struct {
	Project         kernel.ID
	Person          kernel.ID
	Show            kernel.ID
	Month           string
	Status          records.TimesheetStatus
	DayRate         int64
	OvertimeMinutes int64 // per entry
	Entries         int64
	Days            int64
	Minutes         int64 // Σ regular minutes
}

// PerDiemFact is one crew assignment whose span overlaps the scope's range, with
// the days of it inside the range.
type PerDiemFact struct {
	Assignment  kernel.ID
	Project     kernel.ID
	Person      kernel.ID
	Department  string
	DayRate     int64
	PerDiemRate int64
	Days        int64
}

// SectionFact is one advance section of the scope's packets, with what dates it.
// ShowDate is the packet's show's date, zero for a packet without a show. The
// scope's range filters sections by their packet's show's date or, for a packet
// without a show, by their own due date (a section without either is kept by an
// open range only).
type SectionFact struct {
	Packet          kernel.ID
	Section         kernel.ID
	Project         kernel.ID
	Show            kernel.ID
	Kind            string
	Required        bool
	Status          string
	DueOn           *kernel.Date
	CompletedAt     *time.Time
	PacketCreatedAt time.Time
	ShowDate        kernel.Date
}

// FunnelFact counts one send batch's recipients by furthest stage and standing
// exit, the board's tally (advancing.Track). Month is the batch's creation month.
type FunnelFact struct {
	Batch    kernel.ID
	Packet   kernel.ID
	Project  kernel.ID
	Month    string
	Furthest string
	Exit     string
	Count    int64
}

// AckFact counts one batch's acknowledgers whose time from first sent to first
// acknowledged, in whole seconds (truncated), is Seconds.
type AckFact struct {
	Batch   kernel.ID
	Project kernel.ID
	Seconds int64
	Count   int64
}

// NameKind says what a NameFact labels.
type NameKind string

// The kinds of names.
const (
	NameVenue  NameKind = "venue"
	NamePerson NameKind = "person"
)

// NameFact labels a venue or a person of the organization for reports: names are
// lookup data like projects, so the scope does not filter them. City and Country
// (ISO 3166-1 alpha-2) are a venue's, the market it is in; empty for a person.
type NameFact struct {
	Kind    NameKind
	ID      kernel.ID
	Name    string
	City    string
	Country string
}

// RenderFact counts the documents of one type rendered in a month (the render
// log's UTC date), through the API (with a token) or not, and sums their bytes.
// The log is the organization's: a scope with a project or show has no render
// facts, and the scope's dates filter renders by their UTC date.
type RenderFact struct {
	Type  string
	Month string
	API   bool
	Count int64
	Bytes int64
}
