package stripetest

import (
	"strings"
	"time"

	"github.com/roadcase/roadcase/adapters/stripe"
	"github.com/roadcase/roadcase/core/kernel"
)

// created is the creation time the builders give objects whose time the
// platform does not read.
var created = time.Date(2026, 3, 2, 10, 0, 0, 0, time.UTC).Unix()

// Metadata returns the metadata the platform puts on a checkout session and
// its payment intent for one of org's invoices.
func Metadata(org, invoice kernel.ID, number string) map[string]string {
	return map[string]string{
		stripe.MetadataOrg:           string(org),
		stripe.MetadataInvoice:       string(invoice),
		stripe.MetadataInvoiceNumber: number,
	}
}

// CheckoutSession returns a payment-mode checkout session (the object of
// checkout.session.completed and async_payment_succeeded) for amountTotal,
// paid by card on the payment intent pi ("" for none yet); paymentStatus is
// "paid", "unpaid" or "no_payment_required".
func CheckoutSession(id, pi string, amountTotal int64, currency, paymentStatus string, metadata map[string]string) map[string]any {
	return map[string]any{
		"id": id, "object": "checkout.session", "mode": "payment", "status": "complete",
		"amount_subtotal": amountTotal, "amount_total": amountTotal, "currency": strings.ToLower(currency),
		"client_reference_id": metadata[stripe.MetadataInvoiceNumber],
		"created":             created, "expires_at": created + 3600, "livemode": false,
		"metadata":             orEmpty(metadata),
		"payment_intent":       nullable(pi),
		"payment_method_types": []string{"card"},
		"payment_status":       paymentStatus,
		"customer_details":     map[string]any{"email": "client@example.com"},
		"success_url":          "https://roadcase.example/pay/done?session_id={CHECKOUT_SESSION_ID}",
		"url":                  nil,
	}
}

// PaymentIntent returns a card payment intent (the object of
// payment_intent.succeeded) that received amountReceived; status is
// "succeeded", "processing", "requires_payment_method" and so on.
func PaymentIntent(id string, amountReceived int64, currency, status string, metadata map[string]string) map[string]any {
	return map[string]any{
		"id": id, "object": "payment_intent", "amount": amountReceived, "amount_received": amountReceived,
		"currency": strings.ToLower(currency), "status": status, "created": created, "livemode": false,
		"metadata": orEmpty(metadata), "payment_method_types": []string{"card"},
		"latest_charge": "ch_" + strings.TrimPrefix(id, "pi_"), "capture_method": "automatic_async",
	}
}

// orEmpty returns m, or an empty map for nil: Stripe always sends metadata.
func orEmpty(m map[string]string) map[string]string {
	if m == nil {
		return map[string]string{}
	}
	return m
}

// nullable returns id, or nil (JSON null) for "".
func nullable(id string) any {
	if id == "" {
		return nil
	}
	return id
}
