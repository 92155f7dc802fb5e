package sql

import (
	"time"

	"github.com/uptrace/bun"

	"github.com/roadcase/roadcase/core/kernel"
)

// The row models of the budget, expense, income, invoice, payment, settlement and
// legal-profile tables (records_schema_money.go, the money and practice migrations),
// private to the adapter. Optional references and dates are nullzero, as in
// records_rows_shows.go.

type budgetRow struct {
	bun.BaseModel `bun:"table:budget_lines"`

	OrgID       kernel.ID `bun:"org_id,pk"`
	ID          kernel.ID `bun:"id,pk"`
	ProjectID   kernel.ID `bun:"project_id"`
	ShowID      kernel.ID `bun:"show_id,nullzero"`
	Category    string    `bun:"category"`
	CategoryKey string    `bun:"category_key"` // records.CategoryKey, written, never read back
	Description string    `bun:"description"`
	Amount      int64     `bun:"amount"`
	CreatedAt   time.Time `bun:"created_at"`
}

type expenseRow struct {
	bun.BaseModel `bun:"table:expenses"`

	OrgID        kernel.ID   `bun:"org_id,pk"`
	ID           kernel.ID   `bun:"id,pk"`
	ProjectID    kernel.ID   `bun:"project_id"`
	ShowID       kernel.ID   `bun:"show_id,nullzero"`
	PersonID     kernel.ID   `bun:"person_id,nullzero"`
	Category     string      `bun:"category"`
	CategoryKey  string      `bun:"category_key"` // records.CategoryKey, written, never read back
	Vendor       string      `bun:"vendor"`
	Description  string      `bun:"description"`
	Amount       int64       `bun:"amount"`
	Currency     string      `bun:"currency"`
	Rate         int64       `bun:"rate"`
	IncurredOn   kernel.Date `bun:"incurred_on"`
	Status       string      `bun:"status"`
	Reimbursable bool        `bun:"reimbursable"`
	CreatedAt    time.Time   `bun:"created_at"`
}

type incomeRow struct {
	bun.BaseModel `bun:"table:income_lines"`

	OrgID       kernel.ID   `bun:"org_id,pk"`
	ID          kernel.ID   `bun:"id,pk"`
	ProjectID   kernel.ID   `bun:"project_id"`
	ShowID      kernel.ID   `bun:"show_id,nullzero"`
	Kind        string      `bun:"kind"`
	Description string      `bun:"description"`
	Amount      int64       `bun:"amount"`
	Currency    string      `bun:"currency"`
	Rate        int64       `bun:"rate"`
	ReceivedOn  kernel.Date `bun:"received_on,nullzero"`
	CreatedAt   time.Time   `bun:"created_at"`
}

type invoiceRow struct {
	bun.BaseModel `bun:"table:invoices"`

	OrgID         kernel.ID   `bun:"org_id,pk"`
	ID            kernel.ID   `bun:"id,pk"`
	ProjectID     kernel.ID   `bun:"project_id"`
	ShowID        kernel.ID   `bun:"show_id,nullzero"`
	Number        string      `bun:"number"`
	Kind          string      `bun:"kind"`
	CreditsID     kernel.ID   `bun:"credits_id,nullzero"`
	ClientName    string      `bun:"client_name"`
	ClientEmail   string      `bun:"client_email"`
	ClientAddress string      `bun:"client_address"`
	ClientCountry string      `bun:"client_country"`
	ClientTaxID   string      `bun:"client_tax_id"`
	IssuedOn      kernel.Date `bun:"issued_on"`
	DueOn         kernel.Date `bun:"due_on"`
	Currency      string      `bun:"currency"`
	TaxRate       int64       `bun:"tax_rate_ppm"`
	Status        string      `bun:"status"`
	Notes         string      `bun:"notes"`
	CreatedAt     time.Time   `bun:"created_at"`
}

type invoiceLineRow struct {
	bun.BaseModel `bun:"table:invoice_lines"`

	OrgID       kernel.ID `bun:"org_id,pk"`
	ID          kernel.ID `bun:"id,pk"`
	InvoiceID   kernel.ID `bun:"invoice_id"`
	Position    int       `bun:"position"`
	Description string    `bun:"description"`
	Quantity    int       `bun:"quantity"`
	UnitPrice   int64     `bun:"unit_price"`
}

type paymentRow struct {
	bun.BaseModel `bun:"table:payments"`

	OrgID        kernel.ID   `bun:"org_id,pk"`
	ID           kernel.ID   `bun:"id,pk"`
	InvoiceID    kernel.ID   `bun:"invoice_id"`
	Amount       int64       `bun:"amount"`
	ReceivedOn   kernel.Date `bun:"received_on"`
	Method       string      `bun:"method"`
	ProcessorRef string      `bun:"processor_ref"`
}

type settlementRow struct {
	bun.BaseModel `bun:"table:settlements"`

	OrgID          kernel.ID `bun:"org_id,pk"`
	ID             kernel.ID `bun:"id,pk"`
	ShowID         kernel.ID `bun:"show_id"`
	SettledAt      time.Time `bun:"settled_at"`
	Currency       string    `bun:"currency"`
	Rate           int64     `bun:"rate"`
	GrossBoxOffice int64     `bun:"gross_box_office"`
	TicketTax      int64     `bun:"ticket_tax"`
	FacilityFees   int64     `bun:"facility_fees"`
	ShowExpenses   int64     `bun:"show_expenses"`
	PromoterProfit int64     `bun:"promoter_profit"`
	ArtistPayout   int64     `bun:"artist_payout"`
	Withholding    int64     `bun:"withholding"`
	Commission     int64     `bun:"commission"`
	DepositsPaid   int64     `bun:"deposits_paid"`
	PaymentMethod  string    `bun:"payment_method"`
	SettledBy      string    `bun:"settled_by"`
	// PromoterSignatory signed for the promoter; Draft is a worksheet not yet signed.
	PromoterSignatory string    `bun:"promoter_signatory"`
	Draft             bool      `bun:"draft"`
	Notes             string    `bun:"notes"`
	CreatedAt         time.Time `bun:"created_at"`
}

// profileRow is an organization's legal profile; org_id is the whole key.
type profileRow struct {
	bun.BaseModel `bun:"table:org_profiles"`

	OrgID         kernel.ID `bun:"org_id,pk"`
	LegalName     string    `bun:"legal_name"`
	Address       string    `bun:"address"`
	Country       string    `bun:"country"`
	VATID         string    `bun:"vat_id"`
	CompanyNumber string    `bun:"company_number"`
	Email         string    `bun:"email"`
	Phone         string    `bun:"phone"`
	BankName      string    `bun:"bank_name"`
	AccountName   string    `bun:"account_name"`
	IBAN          string    `bun:"iban"`
	BIC           string    `bun:"bic"`
	InvoiceFooter string    `bun:"invoice_footer"`
}

// settlementExpenseRow is one itemised show expense of a settlement, in order.
type settlementExpenseRow struct {
	bun.BaseModel `bun:"table:settlement_expenses"`

	OrgID        kernel.ID `bun:"org_id,pk"`
	SettlementID kernel.ID `bun:"settlement_id,pk"`
	Position     int       `bun:"position,pk"`
	Description  string    `bun:"description"`
	Budget       int64     `bun:"budget"`
	Actual       int64     `bun:"actual"`
}
