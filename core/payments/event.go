package payments

import (
	"errors"
	"time"

	"github.com/roadcase/roadcase/core/kernel"
)

// EventType names a processor event the platform acts on. Other events are
// acknowledged and ignored.
type EventType string

// The events the platform acts on. A payment is recorded from whichever of
// checkout.session.completed (when paid), async_payment_succeeded and
// payment_intent.succeeded arrives first; the others find it recorded. A refund
// is recorded from refund.created, or refund.updated once it succeeds (a
// charge.refunded event no longer lists its refunds since API 2022-11-15).
const (
	EventCheckoutCompleted      EventType = "checkout.session.completed"
	EventCheckoutAsyncSucceeded EventType = "checkout.session.async_payment_succeeded"
	EventPaymentSucceeded       EventType = "payment_intent.succeeded"
	EventRefundCreated          EventType = "refund.created"
	EventRefundUpdated          EventType = "refund.updated"
	EventDisputeFundsWithdrawn  EventType = "charge.dispute.funds_withdrawn"
	EventDisputeFundsReinstated EventType = "charge.dispute.funds_reinstated"
	EventAccountUpdated         EventType = "account.updated"
)

// EventTypes lists every event the platform acts on: the events to select when
// creating the webhook endpoint at the processor.
var EventTypes = []EventType{
	EventAccountUpdated, EventCheckoutCompleted, EventCheckoutAsyncSucceeded,
	EventPaymentSucceeded, EventRefundCreated, EventRefundUpdated,
	EventDisputeFundsWithdrawn, EventDisputeFundsReinstated,
}

// Event is a processor event whose signature was verified, reduced to what
// the platform acts on. Exactly one of Payment, Refunds, Dispute and
// AccountState is set, according to Type; an event of another type has none.
type Event struct {
	// ID is the processor's event id ("evt_…"), processed once.
	ID   string
	Type EventType
	// Account is the connected account the event happened on; empty for the
	// platform's own account.
	Account string
	// Created is the processor's time of the event.
	Created time.Time
	// Livemode is false for the processor's test mode.
	Livemode bool

	Payment      *PaymentFact  `json:",omitempty"`
	Refunds      []Reversal    `json:",omitempty"`
	Dispute      *Reversal     `json:",omitempty"`
	AccountState *AccountState `json:",omitempty"`
}

// PaymentFact is a payment the processor reports: a completed checkout session
// or a succeeded payment intent.
type PaymentFact struct {
	// PaymentIntent is the processor's payment reference ("pi_…"), recorded as
	// the payment's processor reference: the same payment reported by two
	// events is recorded once.
	PaymentIntent string
	// CheckoutSession is the session paid ("cs_…"), when the event is about one.
	CheckoutSession string
	// Paid is false for a checkout completed with a payment still pending (a
	// bank debit); its async_payment_succeeded event reports it paid later.
	Paid bool
	// Amount is what was received, in minor units of Currency (ISO 4217
	// exponent; the adapter converts the processor's own units).
	Amount   int64
	Currency string
	// Method is how the client paid, e.g. "card".
	Method string
	// OrgID and InvoiceID are the platform's own references, carried in the
	// payment's metadata; zero when the payment is not the platform's.
	OrgID     kernel.ID
	InvoiceID kernel.ID
	At        time.Time
}

// Reversal is money taken back from a payment: a refund, or the funds a dispute
// withdrew (or, when the dispute is won, gave back).
type Reversal struct {
	// Ref is the processor's id of the refund or dispute ("re_…", "du_…"/"dp_…").
	Ref string
	// PaymentIntent is the payment reversed.
	PaymentIntent string
	// Amount is positive: how much moved, in minor units of Currency.
	Amount   int64
	Currency string
	// Succeeded is false for a refund still pending or one that failed; only a
	// succeeded refund is recorded.
	Succeeded bool
	At        time.Time
}

// ErrPaymentNotRecorded is returned by PaymentEvents.Apply for a refund or a
// dispute of a payment not recorded yet: its event came first, out of order.
// The queue tries the event again later, when the payment's has arrived.
var ErrPaymentNotRecorded = errors.New("payments: the payment reversed is not recorded yet")
