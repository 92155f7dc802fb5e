package ports

import (
	"context"
	"time"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/payments"
	"github.com/roadcase/roadcase/core/records"
)

// Online payments: an owner or admin connects the organization's account at the
// payment processor, clients pay open invoices on the processor's hosted
// checkout, and the processor's signed events record the payments on the
// invoices. These are its ports; adapters/stripe implements the processor's.

// PaymentStore keeps the connected accounts and checkout sessions, and records
// payments on invoices. Every method but FindPaymentAccountByProcessorID is
// scoped by organization; that one serves the webhook, which learns the
// organization from the account an event happened on.
type PaymentStore interface {
	// FindPaymentAccount returns org's connected account. KindNotFound when org
	// has not started connecting one. Inside a transaction the account found
	// stays the caller's until the transaction ends (its row locked), so that
	// a read-change-save loses no concurrent change; so does
	// FindPaymentAccountByProcessorID's.
	FindPaymentAccount(ctx context.Context, org kernel.ID) (payments.Account, error)
	// FindPaymentAccountByProcessorID returns the account with the processor's
	// id, whatever its organization. KindNotFound if there is none.
	FindPaymentAccountByProcessorID(ctx context.Context, processorID string) (payments.Account, error)
	// SavePaymentAccount creates or replaces a.OrgID's account. KindConflict if
	// another organization's account has a.ProcessorID.
	SavePaymentAccount(ctx context.Context, a payments.Account) error
	// InsertCheckout keeps a checkout session opened for one of c.OrgID's
	// invoices. KindNotFound if org has no such invoice; KindConflict if the
	// session id is kept already.
	InsertCheckout(ctx context.Context, c payments.Checkout) error
	// FindOpenCheckout returns the latest session of org's invoice charging
	// amount that is still open at now. KindNotFound if there is none.
	FindOpenCheckout(ctx context.Context, org, invoice kernel.ID, amount int64, now time.Time) (payments.Checkout, error)
	// FindInvoice returns one of org's invoices with its lines and payments.
	// KindNotFound otherwise.
	FindInvoice(ctx context.Context, org, id kernel.ID) (records.Invoice, error)
	// FindInvoices returns org's invoices with their lines and payments, the
	// latest issued first (then by number).
	FindInvoices(ctx context.Context, org kernel.ID) ([]records.Invoice, error)
	// AddInvoicePayment records p on one of org's invoices, once per processor
	// reference: false, and nothing written, when org already has a payment
	// with p.ProcessorRef (on any invoice). KindNotFound if org has no such
	// invoice.
	AddInvoicePayment(ctx context.Context, org, invoice kernel.ID, p records.Payment) (bool, error)
	// FindPaymentByRef returns the payment of org's with the processor
	// reference, and its invoice's id. KindNotFound if there is none.
	FindPaymentByRef(ctx context.Context, org kernel.ID, ref string) (kernel.ID, records.Payment, error)
}

// PaymentProcessor is the payment processor's API (Stripe's through stripe-go
// in adapters/stripe). Errors are KindUnavailable when the processor could not
// be reached or failed, KindInvalid when it refused the request.
type PaymentProcessor interface {
	// CreateAccount creates a connected account for an organization and
	// returns its id.
	CreateAccount(ctx context.Context, a payments.NewAccount) (string, error)
	// AccountLink returns a single-use address of the processor's hosted
	// onboarding for the account.
	AccountLink(ctx context.Context, account string, links payments.OnboardingLinks) (string, error)
	// Account reads the account's state now.
	Account(ctx context.Context, account string) (payments.AccountState, error)
	// CreateCheckout opens a hosted checkout session on the connected account.
	CreateCheckout(ctx context.Context, r payments.CheckoutRequest) (payments.CheckoutSession, error)
}

// PaymentWebhook verifies and reads the processor's webhook requests.
type PaymentWebhook interface {
	// ParseEvent checks signature (the processor's signature header) over the
	// raw payload before reading it, refusing a stale timestamp, and returns
	// the event. KindUnauthenticated for a missing, wrong, stale or forged
	// signature; KindInvalid for a payload that is not an event.
	ParseEvent(payload []byte, signature string) (payments.Event, error)
}

// PaymentEventQueue schedules the processing of verified events on the job
// queue, so that the webhook answers at once and a slow database never makes
// the processor retry needlessly. adapters/jobs implements it over River.
type PaymentEventQueue interface {
	// EnqueuePaymentEvent schedules ev's processing. An event already scheduled
	// (pending, running or done) is not scheduled again.
	EnqueuePaymentEvent(ctx context.Context, ev payments.Event) error
}

// PaymentSettings is the driving port of the organization's payments settings
// page. Every call names the acting person, whose role (admin or above) is read
// at call time; a member below admin gets KindForbidden.
type PaymentSettings interface {
	// PaymentAccount returns the organization's account; an organization that
	// has not started connecting gets a zero Account with its OrgID. (A
	// platform without a processor configured has no PaymentSettings at all.)
	PaymentAccount(ctx context.Context, actor identity.Actor) (payments.Account, error)
	// StartOnboarding creates the organization's connected account if it has
	// none, and returns the address of the processor's hosted onboarding.
	StartOnboarding(ctx context.Context, actor identity.Actor, links payments.OnboardingLinks) (string, error)
	// SyncAccount reads the account's state from the processor now (when the
	// person returns from the hosted onboarding) and keeps it.
	SyncAccount(ctx context.Context, actor identity.Actor) (payments.Account, error)
	// SetOnlinePayments allows or stops the "Pay online" link on the
	// organization's invoice documents.
	SetOnlinePayments(ctx context.Context, actor identity.Actor, allow bool) (payments.Account, error)
}

// InvoicePayments is the driving port of paying invoices online: the
// organization's invoice pages, the client's pay page reached by the link
// printed on the invoice, and the documents that print it.
type InvoicePayments interface {
	// Invoices lists the organization's invoices with what is due and, for a
	// payable one, its pay link. Any member may read them.
	Invoices(ctx context.Context, actor identity.Actor) ([]payments.InvoiceView, error)
	// Invoice returns one of them. KindNotFound otherwise.
	Invoice(ctx context.Context, actor identity.Actor, id kernel.ID) (payments.InvoiceView, error)
	// PayPage returns what the client sees of the invoice the link names.
	// KindNotFound alike for a malformed, forged or unknown link.
	PayPage(ctx context.Context, token string) (payments.PayView, error)
	// Checkout opens (or reopens) a hosted checkout session for the balance of
	// the invoice the link names and returns its address. KindConflict when
	// the invoice cannot be paid online now (paid, void, a draft, or the
	// organization cannot take charges).
	Checkout(ctx context.Context, token string, urls payments.CheckoutURLs) (string, error)
	// PayLink returns the address of the pay page of one of org's invoices, or
	// "" when the organization does not allow the link or the invoice is not
	// payable online.
	PayLink(ctx context.Context, org kernel.ID, inv records.Invoice) (string, error)
}

// PaymentEvents is the driving port of the processor's events: Receive is
// called by the webhook once the signature is verified, Apply by the job.
type PaymentEvents interface {
	// Receive schedules a verified event's processing.
	Receive(ctx context.Context, ev payments.Event) error
	// Apply processes one event once, in one transaction: a second call with
	// the same event id changes nothing. An error means a temporary failure
	// the queue should retry (e.g. a refund of a payment not yet recorded).
	Apply(ctx context.Context, ev payments.Event) error
}

// PayLinker is the part of InvoicePayments that rendering an invoice from its
// record asks for: the address of its pay page, or "".
type PayLinker interface {
	// PayLink returns the address of the pay page of one of org's invoices, or
	// "" when there is none (see InvoicePayments.PayLink).
	PayLink(ctx context.Context, org kernel.ID, inv records.Invoice) (string, error)
}

var _ PayLinker = InvoicePayments(nil)
