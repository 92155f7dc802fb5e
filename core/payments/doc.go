// Package payments is the platform's online payments: an organization connects
// its own account at the payment processor (a connected account, onboarded on
// the processor's hosted pages), its clients pay open invoices on the
// processor's hosted checkout, and the processor's signed events record the
// payments, refunds and disputes on the invoices.
//
// The package knows no processor: adapters/stripe turns Stripe's API and
// events into these types behind the ports in ports/payments.go. The money
// rules (what is payable, the balance due, the platform's fee, how a refund
// counts) live in core/records beside the invoice's other figures.
package payments
