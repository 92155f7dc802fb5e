// Package hooks receives the webhooks the platform subscribes to from other
// services, outside /api/ (they are the platform's, not the integrators'), at
// /hooks/{provider}. Each receiver verifies the provider's signature before it
// trusts anything in the request, refuses stale and replayed requests, and hands
// the verified event to a driving port, which records each event once.
//
// NewMailgun is the receiver of Mailgun's signed event webhooks, which move a
// merge send's recipients to delivered or bounced and record complaints
// (ports.DeliveryEvents). Answers are short plain text, never the platform's HTML
// pages, and the status codes follow what the provider does with them: 200 for
// everything it should not send again, 406 for an authentic request that will
// never be accepted (Mailgun does not retry a 406), and 503 when Roadcase could
// not record the event (Mailgun retries).
//
// NewStripe is the receiver of Stripe's signed webhook events for online
// payments (ports.PaymentEvents): the raw body and its Stripe-Signature header
// go to ports.PaymentWebhook before anything is parsed, and the verified event
// is scheduled on the job queue. It answers 200 {"received":true} once the event
// is scheduled, 400 to a request that does not verify (saying no more than
// that), 413 to a body over 256 KiB, and 500 when the event could not be
// scheduled (Stripe retries).
package hooks
