package payments

import (
	"time"

	"github.com/roadcase/roadcase/core/kernel"
)

// Checkout is a hosted checkout session opened for an invoice's balance. The
// platform keeps it so that a client who clicks "Pay" twice is sent to the same
// session rather than a new one, while its amount is still the balance due.
type Checkout struct {
	ID        kernel.ID
	OrgID     kernel.ID
	InvoiceID kernel.ID
	// SessionID is the processor's id of the session ("cs_…").
	SessionID string
	// URL is the processor's hosted page of the session.
	URL string
	// Amount is what the session charges, in minor units of Currency.
	Amount   int64
	Currency string
	// ApplicationFee is the platform's fee, taken from Amount.
	ApplicationFee int64
	CreatedAt      time.Time
	ExpiresAt      time.Time
}

// Open reports whether the session can still be paid at now: the processor
// expires it at ExpiresAt; a minute of margin keeps a client from landing on an
// expired page.
func (c Checkout) Open(now time.Time) bool { return now.Add(time.Minute).Before(c.ExpiresAt) }

// CheckoutLifetime is how long a checkout session stays payable. The processor
// allows 30 minutes to 24 hours; an hour is long enough to fetch a card and
// short enough that a stale amount is not paid after another payment.
const CheckoutLifetime = time.Hour

// CheckoutRequest is what the platform asks the processor for: a session on
// the organization's connected account charging Amount, with the platform's
// fee, referring to the invoice.
type CheckoutRequest struct {
	Account        string // the connected account ("acct_…")
	OrgID          kernel.ID
	InvoiceID      kernel.ID
	InvoiceNumber  string // the client's reference, shown on the hosted page
	Description    string // one line naming the seller and the invoice
	Amount         int64  // minor units of Currency (ISO 4217 exponent)
	Currency       string // ISO 4217, upper case
	ApplicationFee int64
	CustomerEmail  string // prefilled on the hosted page when known
	SuccessURL     string // the processor appends the session id
	CancelURL      string
	ExpiresAt      time.Time
	// IdempotencyKey makes a retried request create one session only.
	IdempotencyKey string
}

// CheckoutSession is the processor's answer to a CheckoutRequest.
type CheckoutSession struct {
	ID  string // "cs_…"
	URL string
}

// OnboardingLinks are the platform's pages the hosted onboarding returns to:
// ReturnURL when the person finishes or leaves, RefreshURL when the link
// expired or was used already and a new one is needed.
type OnboardingLinks struct {
	ReturnURL  string
	RefreshURL string
}

// NewAccount is what the platform tells the processor about an organization
// creating its connected account.
type NewAccount struct {
	OrgID   kernel.ID
	Name    string
	Email   string // the owner or admin connecting it
	Country string // ISO 3166-1 alpha-2, "" when unknown
	// IdempotencyKey makes a retried request create one account only.
	IdempotencyKey string
}
