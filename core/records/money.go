package records

import (
	"time"

	"github.com/roadcase/roadcase/core/kernel"
)

// BudgetLine is a planned amount for a cost category of a project.
type BudgetLine struct {
	ID          kernel.ID
	OrgID       kernel.ID
	ProjectID   kernel.ID
	Category    string // e.g. "crew", "travel", "accommodation", "production", "marketing"
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
type Expense struct {
	ID           kernel.ID
	OrgID        kernel.ID
	ProjectID    kernel.ID
	ShowID       kernel.ID // zero when not tied to a show
	PersonID     kernel.ID // who spent it; zero when paid by the office
	Category     string
	Vendor       string
	Description  string
	Amount       int64 // minor units
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

// IncomeLine is money a project earns.
type IncomeLine struct {
	ID          kernel.ID
	OrgID       kernel.ID
	ProjectID   kernel.ID
	ShowID      kernel.ID // zero when not tied to a show
	Kind        IncomeKind
	Description string
	Amount      int64 // minor units
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

// Invoice bills a client for a project (optionally a show). Its currency is the
// project's.
type Invoice struct {
	ID            kernel.ID
	OrgID         kernel.ID
	ProjectID     kernel.ID
	ShowID        kernel.ID
	Number        string // unique per organization, e.g. "INV-2026-0042"
	ClientName    string
	ClientEmail   string
	ClientAddress string
	IssuedOn      kernel.Date
	DueOn         kernel.Date
	Currency      string
	TaxRate       kernel.BasisPoints
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
