package stripe

import (
	"encoding/json"
	"strings"
	"time"

	stripego "github.com/stripe/stripe-go/v82"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/payments"
	"github.com/roadcase/roadcase/core/records"
)

// reduce turns a verified Stripe event into the platform's: the event's
// envelope always, and the one fact its type carries. An event of a type the
// platform does not act on carries none.
func reduce(e stripego.Event) (payments.Event, error) {
	if e.Object != "event" || e.ID == "" || e.Type == "" {
		return payments.Event{}, notAnEvent("no event id, type or object")
	}
	ev := payments.Event{
		ID:       e.ID,
		Type:     payments.EventType(e.Type),
		Account:  e.Account,
		Created:  time.Unix(e.Created, 0).UTC(),
		Livemode: e.Livemode,
	}
	var err error
	switch ev.Type {
	case payments.EventCheckoutCompleted, payments.EventCheckoutAsyncSucceeded:
		var s stripego.CheckoutSession
		if err = object(e, "checkout.session", &s); err == nil {
			ev.Payment = checkoutPayment(&s, ev.Created)
		}
	case payments.EventPaymentSucceeded:
		var pi stripego.PaymentIntent
		if err = object(e, "payment_intent", &pi); err == nil {
			ev.Payment = intentPayment(&pi, ev.Created)
		}
	case payments.EventRefundCreated, payments.EventRefundUpdated:
		var r stripego.Refund
		if err = object(e, "refund", &r); err == nil {
			ev.Refunds = []payments.Reversal{{
				Ref: r.ID, PaymentIntent: intentID(r.PaymentIntent),
				Amount: fromStripe(r.Amount, string(r.Currency)), Currency: strings.ToUpper(string(r.Currency)),
				Succeeded: r.Status == stripego.RefundStatusSucceeded, At: time.Unix(r.Created, 0).UTC(),
			}}
		}
	case payments.EventDisputeFundsWithdrawn, payments.EventDisputeFundsReinstated:
		var d stripego.Dispute
		if err = object(e, "dispute", &d); err == nil {
			// The funds move when the event happens, not when the dispute opened.
			ev.Dispute = &payments.Reversal{
				Ref: d.ID, PaymentIntent: intentID(d.PaymentIntent),
				Amount: fromStripe(d.Amount, string(d.Currency)), Currency: strings.ToUpper(string(d.Currency)),
				Succeeded: true, At: ev.Created,
			}
		}
	case payments.EventAccountUpdated:
		var a stripego.Account
		if err = object(e, "account", &a); err == nil {
			s := accountState(&a, ev.Created)
			ev.AccountState = &s
		}
	}
	if err != nil {
		return payments.Event{}, err
	}
	return ev, nil
}

// object reads the event's data.object into v, a Stripe object of the kind
// named.
func object(e stripego.Event, kind string, v any) error {
	if e.Data == nil || len(e.Data.Raw) == 0 {
		return notAnEvent("a " + string(e.Type) + " event without data.object")
	}
	var head struct {
		Object string `json:"object"`
	}
	if json.Unmarshal(e.Data.Raw, &head) != nil || head.Object != kind || json.Unmarshal(e.Data.Raw, v) != nil {
		return notAnEvent("the data.object of a " + string(e.Type) + " event is not a " + kind)
	}
	return nil
}

// checkoutPayment is the payment a checkout session reports.
func checkoutPayment(s *stripego.CheckoutSession, at time.Time) *payments.PaymentFact {
	f := fact(s.Metadata, s.PaymentMethodTypes, at)
	f.PaymentIntent = intentID(s.PaymentIntent)
	f.CheckoutSession = s.ID
	f.Paid = s.PaymentStatus == stripego.CheckoutSessionPaymentStatusPaid
	f.Amount, f.Currency = fromStripe(s.AmountTotal, string(s.Currency)), strings.ToUpper(string(s.Currency))
	return f
}

// intentPayment is the payment a payment intent reports.
func intentPayment(pi *stripego.PaymentIntent, at time.Time) *payments.PaymentFact {
	f := fact(pi.Metadata, pi.PaymentMethodTypes, at)
	f.PaymentIntent = pi.ID
	f.Paid = pi.Status == stripego.PaymentIntentStatusSucceeded
	f.Amount, f.Currency = fromStripe(pi.AmountReceived, string(pi.Currency)), strings.ToUpper(string(pi.Currency))
	return f
}

// fact starts a payment with the platform's references from metadata (zero
// when absent or not identifiers) and the method.
func fact(meta map[string]string, methods []string, at time.Time) *payments.PaymentFact {
	org, _ := kernel.ParseID(meta[MetadataOrg])
	invoice, _ := kernel.ParseID(meta[MetadataInvoice])
	return &payments.PaymentFact{OrgID: org, InvoiceID: invoice, Method: method(methods), At: at}
}

// method names how the client paid from the payment method types Stripe lists:
// the one type, card being records.MethodCard. Stripe lists every type the
// session or intent allowed rather than the one used, so of several the first
// listed is taken; the type used is on the charge, which these events do not
// carry.
func method(types []string) string {
	if len(types) == 0 {
		return ""
	}
	if types[0] == "card" {
		return records.MethodCard
	}
	return types[0]
}

// intentID is the id of a payment intent field, which an event gives as an id
// or, expanded, as the object.
func intentID(pi *stripego.PaymentIntent) string {
	if pi == nil {
		return ""
	}
	return pi.ID
}
