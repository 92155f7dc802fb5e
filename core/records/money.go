package records

import (
	"time"

	"github.com/roadcase/roadcase/core/kernel"
)

// BudgetLine is a planned amount for a cost category of a project, in the
// project's home currency.
type BudgetLine struct {
	ID          kernel.ID
	OrgID       kernel.ID
	ProjectID   kernel.ID
	ShowID      kernel.ID // optional: the show of the project the line budgets for, zero for the whole project
	Category    string    // e.g. "crew", "travel", "accommodation", "production", "marketing"
	Description string
	Amount      int64 // minor units
	CreatedAt   time.Time
}

// ExpenseStatus is where an expense stands.
type ExpenseStatus string

// The expense statuses.
const (
	ExpensePending  ExpenseStatus = "pending"
	ExpenseApproved ExpenseStatus = "approved"
	ExpensePaid     ExpenseStatus = "paid"
	ExpenseRejected ExpenseStatus = "rejected"
)

// Expense is money spent on a project, in the budget category it counts against.
// Amount is in Currency; Rate converts it into the project's home currency at the
// rate it was booked at (RateOne when the currencies are the same).
type Expense struct {
	ID           kernel.ID
	OrgID        kernel.ID
	ProjectID    kernel.ID
	ShowID       kernel.ID // zero when not tied to a show
	PersonID     kernel.ID // who spent it; zero when paid by the office
	Category     string
	Vendor       string
	Description  string
	Amount       int64  // minor units of Currency
	Currency     string // ISO 4217
	Rate         kernel.Rate
	IncurredOn   kernel.Date
	Status       ExpenseStatus
	Reimbursable bool
	CreatedAt    time.Time
}

// IncomeKind classifies an income line.
type IncomeKind string

// The income kinds.
const (
	IncomeTicketing   IncomeKind = "ticketing"
	IncomeGuarantee   IncomeKind = "guarantee"
	IncomeMerch       IncomeKind = "merch"
	IncomeSponsorship IncomeKind = "sponsorship"
	IncomeFee         IncomeKind = "fee"
	IncomeOther       IncomeKind = "other"
)

// IncomeLine is money a project earns, in Currency, with the Rate into the
// project's home currency it was booked at.
type IncomeLine struct {
	ID          kernel.ID
	OrgID       kernel.ID
	ProjectID   kernel.ID
	ShowID      kernel.ID // zero when not tied to a show
	Kind        IncomeKind
	Description string
	Amount      int64  // minor units of Currency
	Currency    string // ISO 4217
	Rate        kernel.Rate
	ReceivedOn  kernel.Date
	CreatedAt   time.Time
}

// InvoiceStatus is an invoice's lifecycle state. Paid, partly paid and overdue are
// derived from the payments and the due date, not stored.
type InvoiceStatus string

// The invoice statuses.
const (
	InvoiceDraft InvoiceStatus = "draft"
	InvoiceSent  InvoiceStatus = "sent"
	InvoiceVoid  InvoiceStatus = "void"
)

// InvoiceKind says what an invoice bills.
type InvoiceKind string

// The invoice kinds. A deposit invoice bills the deposit of its show's deal; its
// payments are the deposits paid that a settlement deducts.
const (
	InvoiceStandard InvoiceKind = "standard"
	InvoiceDeposit  InvoiceKind = "deposit"
	// InvoiceCredit is a credit note: it takes back (part of) an issued
	// invoice, named by CreditsID, with lines of negative unit prices.
	InvoiceCredit InvoiceKind = "credit"
)

// Invoice bills a client for a project (optionally a show) in its own currency,
// usually the client's: a UK promoter is invoiced in GBP. The seller is the
// organization, described by its LegalProfile.
type Invoice struct {
	ID            kernel.ID
	OrgID         kernel.ID
	ProjectID     kernel.ID
	ShowID        kernel.ID
	Number        string // unique per organization, e.g. "INV-2026-0042"; a draft's is DraftNumber(ID)
	Kind          InvoiceKind
	CreditsID     kernel.ID // the invoice a credit note credits; zero for other kinds
	ClientName    string
	ClientEmail   string
	ClientAddress string
	ClientCountry string // ISO 3166-1 alpha-2, e.g. "GB"; decides reverse charge
	ClientTaxID   string // the client's VAT or tax registration number
	IssuedOn      kernel.Date
	DueOn         kernel.Date
	Currency      string
	TaxRate       kernel.PPM // in millionths: 200000 is 20 %
	Status        InvoiceStatus
	Lines         []InvoiceLine
	Payments      []Payment
	Notes         string
	CreatedAt     time.Time
}

// InvoiceLine is one billed item. Its amount is Quantity × UnitPrice.
type InvoiceLine struct {
	ID          kernel.ID
	Description string
	Quantity    int
	UnitPrice   int64 // minor units
}

// Payment is money received against an invoice.
type Payment struct {
	ID           kernel.ID
	Amount       int64 // minor units
	ReceivedOn   kernel.Date
	Method       string // bank_transfer, card, cash, cheque
	ProcessorRef string // the payment processor's reference, if any
}
