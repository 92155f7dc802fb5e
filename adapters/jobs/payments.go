package jobs

import (
	"context"
	"fmt"
	"time"

	"github.com/riverqueue/river"
	"github.com/riverqueue/river/rivertype"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/payments"
	"github.com/roadcase/roadcase/ports"
)

// paymentQueueName is River's queue for the payment processor's events. It
// has workers of its own, so that an event never waits behind a large merge
// send's deliveries.
const paymentQueueName = "payments"

// paymentHorizon is how long an event whose payment is not recorded yet keeps
// being tried: the processor's own retry horizon (Stripe retries a webhook for
// up to three days), past which the payment's event will not come.
const paymentHorizon = 3 * 24 * time.Hour

// paymentEventArgs is one verified event's job. Only ID is part of the job's
// unique key (the river:"unique" tag), so that the processor's retries of one
// event, and a second replica receiving it, schedule it once. The Event is
// kept whole, as JSON of its Go field names: renaming a field of
// payments.Event loses it from the events still queued.
type paymentEventArgs struct {
	ID    string         `json:"id" river:"unique"`
	Event payments.Event `json:"event"`
}

// Kind names the job in River's tables; renaming it orphans queued jobs.
func (paymentEventArgs) Kind() string { return "payment_event" }

// paymentUniqueStates are the states in which a job keeps its event from being
// scheduled again: every state but cancelled and discarded (River's default,
// spelled out). An event given up on, or failed MaxAttempts times, may thus be
// scheduled afresh by a later delivery of the processor (a manual resend).
var paymentUniqueStates = []rivertype.JobState{
	rivertype.JobStateAvailable, rivertype.JobStatePending, rivertype.JobStateScheduled,
	rivertype.JobStateRunning, rivertype.JobStateRetryable, rivertype.JobStateCompleted,
}

var _ ports.PaymentEventQueue = (*Queue)(nil)

// EnqueuePaymentEvent schedules ev's processing on the "payments" queue. An
// event whose job is pending, running or completed is skipped: the job is
// unique by the event's id. KindInvalid for an event without an id;
// KindUnavailable when the database could not take the job.
func (q *Queue) EnqueuePaymentEvent(ctx context.Context, ev payments.Event) error {
	if ev.ID == "" {
		return kernel.Invalid("jobs: a payment event to enqueue needs its id")
	}
	opts := &river.InsertOpts{
		Queue:      paymentQueueName,
		UniqueOpts: river.UniqueOpts{ByArgs: true, ByState: paymentUniqueStates},
	}
	params := []river.InsertManyParams{{Args: paymentEventArgs{ID: ev.ID, Event: ev}, InsertOpts: opts}}
	if err := q.insertMany(ctx, params); err != nil {
		return kernel.Unavailable(fmt.Sprintf("jobs: enqueue payment event %s", ev.ID), err)
	}
	return nil
}

// SetPaymentEvents gives the Queue the PaymentEvents its payment jobs apply
// events with (the payments service, which itself enqueues through the
// Queue). It must be called before Start. Start does not require it: a
// platform without a payment processor has none, and a payment job worked
// without one fails and is retried rather than dropped.
func (q *Queue) SetPaymentEvents(pe ports.PaymentEvents) { q.pe = pe }
