package stripetest

import (
	"strings"
	"time"
)

// Refund returns a refund of amount from the payment intent pi (the object of
// refund.created and refund.updated); status is "pending", "succeeded",
// "failed" or "canceled".
func Refund(id, pi string, amount int64, currency, status string, at time.Time) map[string]any {
	return map[string]any{
		"id": id, "object": "refund", "amount": amount, "currency": strings.ToLower(currency),
		"payment_intent": nullable(pi), "charge": "ch_" + strings.TrimPrefix(pi, "pi_"),
		"status": status, "reason": "requested_by_customer", "created": at.Unix(),
		"metadata": map[string]string{}, "balance_transaction": "txn_" + strings.TrimPrefix(id, "re_"),
	}
}

// Dispute returns an open dispute (needs_response) of amount on the payment
// intent pi (the object of charge.dispute.funds_withdrawn and
// funds_reinstated).
func Dispute(id, pi string, amount int64, currency string, at time.Time) map[string]any {
	return map[string]any{
		"id": id, "object": "dispute", "amount": amount, "currency": strings.ToLower(currency),
		"payment_intent": nullable(pi), "charge": "ch_" + strings.TrimPrefix(pi, "pi_"),
		"status": "needs_response", "reason": "fraudulent", "created": at.Unix(),
		"livemode": false, "is_charge_refundable": false, "metadata": map[string]string{},
		"balance_transactions": []any{},
	}
}
