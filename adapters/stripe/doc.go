// Package stripe is the payment processor's adapter: it implements
// ports.PaymentProcessor over Stripe's API through stripe-go (Standard
// connected accounts, their hosted onboarding, and hosted checkout sessions
// charged directly on the organization's account), and ports.PaymentWebhook
// over Stripe's signed webhook events.
//
// The organization is the merchant of record: its clients pay it directly
// (direct charges on its connected account), it handles its own refunds and
// disputes in its own Stripe dashboard, and the platform only takes its
// application fee. The adapter converts amounts between ISO 4217 minor units,
// which the core counts in, and Stripe's own units (amount.go), and maps
// Stripe's errors onto the core's kinds (errors.go).
//
// Nothing here logs, and neither key is ever put in an error or a log: a
// refused key is reported without Stripe's message, which names part of it.
//
// The subpackages serve tests: stripemock starts stripe-mock, Stripe's API
// simulator, and stripetest builds signed events as Stripe sends them.
package stripe
