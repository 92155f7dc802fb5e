package stripe

import (
	"context"
	"strings"

	stripego "github.com/stripe/stripe-go/v82"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/payments"
)

// The metadata keys the platform puts on its connected accounts, checkout
// sessions and payment intents, and reads back from their events.
const (
	MetadataOrg           = "roadcase_org"
	MetadataInvoice       = "roadcase_invoice"
	MetadataInvoiceNumber = "roadcase_invoice_number"
)

// CreateCheckout opens a hosted checkout session on r.Account (a direct
// charge: the Stripe-Account header) for one line, the invoice's balance,
// with the platform's fee taken from the payment. The platform's references
// go in the session's metadata and in its payment intent's, since the
// payment_intent.succeeded and refund events carry only the latter.
// KindInvalid without an account, for an amount Stripe cannot express in its
// units, or for a request Stripe refuses.
func (c *Client) CreateCheckout(ctx context.Context, r payments.CheckoutRequest) (payments.CheckoutSession, error) {
	if r.Account == "" {
		// Without the header the session would charge the platform's account.
		return payments.CheckoutSession{}, kernel.Invalid("a checkout session needs the organization's connected account")
	}
	amount, err := toStripe(r.Amount, r.Currency)
	if err != nil {
		return payments.CheckoutSession{}, err
	}
	fee, err := feeToStripe(r.ApplicationFee, r.Currency)
	if err != nil {
		return payments.CheckoutSession{}, err
	}
	meta := map[string]string{
		MetadataOrg:           string(r.OrgID),
		MetadataInvoice:       string(r.InvoiceID),
		MetadataInvoiceNumber: r.InvoiceNumber,
	}
	product := &stripego.CheckoutSessionCreateLineItemPriceDataProductDataParams{
		Name: stripego.String(strings.TrimSpace("Invoice " + r.InvoiceNumber)),
	}
	if r.Description != "" {
		product.Description = stripego.String(r.Description)
	}
	pi := &stripego.CheckoutSessionCreatePaymentIntentDataParams{Metadata: meta}
	if r.Description != "" {
		pi.Description = stripego.String(r.Description)
	}
	if fee > 0 {
		pi.ApplicationFeeAmount = stripego.Int64(fee)
	}
	p := &stripego.CheckoutSessionCreateParams{
		Mode: stripego.String(string(stripego.CheckoutSessionModePayment)),
		LineItems: []*stripego.CheckoutSessionCreateLineItemParams{{
			Quantity: stripego.Int64(1),
			PriceData: &stripego.CheckoutSessionCreateLineItemPriceDataParams{
				Currency:    stripego.String(strings.ToLower(r.Currency)),
				UnitAmount:  stripego.Int64(amount),
				ProductData: product,
			},
		}},
		Metadata:          meta,
		PaymentIntentData: pi,
		SuccessURL:        stripego.String(r.SuccessURL),
		CancelURL:         stripego.String(r.CancelURL),
	}
	if r.InvoiceNumber != "" {
		p.ClientReferenceID = stripego.String(r.InvoiceNumber)
	}
	if r.CustomerEmail != "" {
		p.CustomerEmail = stripego.String(r.CustomerEmail)
	}
	if !r.ExpiresAt.IsZero() {
		p.ExpiresAt = stripego.Int64(r.ExpiresAt.Unix())
	}
	p.SetStripeAccount(r.Account)
	if r.IdempotencyKey != "" {
		p.SetIdempotencyKey(r.IdempotencyKey)
	}
	s, err := c.api.V1CheckoutSessions.Create(ctx, p)
	if err != nil {
		return payments.CheckoutSession{}, mapError("opening the checkout session", err)
	}
	return payments.CheckoutSession{ID: s.ID, URL: s.URL}, nil
}
