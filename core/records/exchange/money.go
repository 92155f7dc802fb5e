package exchange

// BudgetLine is a planned amount for a cost category of a project, or of one
// of its shows.
type BudgetLine struct {
	ID          string  `json:"id"`
	ProjectID   string  `json:"project_id"`
	ShowID      *string `json:"show_id,omitempty" since:"v2"`
	Category    string  `json:"category"`
	Description string  `json:"description"`
	Amount      int64   `json:"amount"`
	CreatedAt   string  `json:"created_at"`
}

// Expense is money spent on a project, in its own currency, with the rate into the
// project's currency it was booked at.
type Expense struct {
	ID           string  `json:"id"`
	ProjectID    string  `json:"project_id"`
	ShowID       *string `json:"show_id"`
	PersonID     *string `json:"person_id"`
	Category     string  `json:"category"`
	Vendor       string  `json:"vendor"`
	Description  string  `json:"description"`
	Amount       int64   `json:"amount"`
	Currency     string  `json:"currency" since:"v2"`
	Rate         string  `json:"rate" since:"v2"`
	IncurredOn   *string `json:"incurred_on"`
	Status       string  `json:"status"`
	Reimbursable bool    `json:"reimbursable"`
	CreatedAt    string  `json:"created_at"`
}

// Income is money a project earns, in its own currency, with the rate into the
// project's currency it was booked at.
type Income struct {
	ID          string  `json:"id"`
	ProjectID   string  `json:"project_id"`
	ShowID      *string `json:"show_id"`
	Kind        string  `json:"kind"`
	Description string  `json:"description"`
	Amount      int64   `json:"amount"`
	Currency    string  `json:"currency" since:"v2"`
	Rate        string  `json:"rate" since:"v2"`
	ReceivedOn  *string `json:"received_on"`
	CreatedAt   string  `json:"created_at"`
}

// Invoice bills a client for a project, with its lines and the payments received.
type Invoice struct {
	ID            string        `json:"id"`
	ProjectID     string        `json:"project_id"`
	ShowID        *string       `json:"show_id"`
	Number        string        `json:"number"`
	Kind          string        `json:"kind" since:"v2"`
	CreditsID     *string       `json:"credits_id,omitempty" since:"v2"`
	ClientName    string        `json:"client_name"`
	ClientEmail   string        `json:"client_email"`
	ClientAddress string        `json:"client_address"`
	ClientCountry string        `json:"client_country" since:"v2"`
	ClientTaxID   string        `json:"client_tax_id" since:"v2"`
	IssuedOn      *string       `json:"issued_on"`
	DueOn         *string       `json:"due_on"`
	Currency      string        `json:"currency"`
	TaxRateBP     *int64        `json:"tax_rate_bp,omitempty"`
	TaxRatePPM    *int64        `json:"tax_rate_ppm,omitempty" since:"v2"`
	Status        string        `json:"status"`
	Lines         []InvoiceLine `json:"lines"`
	Payments      []Payment     `json:"payments"`
	Notes         string        `json:"notes"`
	CreatedAt     string        `json:"created_at"`
}

// InvoiceLine is one billed item; its amount is quantity × unit_price.
type InvoiceLine struct {
	Description string `json:"description"`
	Quantity    int    `json:"quantity"`
	UnitPrice   int64  `json:"unit_price"`
}

// Payment is money received against an invoice.
type Payment struct {
	Amount       int64   `json:"amount"`
	ReceivedOn   *string `json:"received_on"`
	Method       string  `json:"method"`
	ProcessorRef string  `json:"processor_ref"`
}
