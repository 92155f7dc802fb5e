package stripetest

import "github.com/roadcase/roadcase/core/payments"

// Account returns a Standard connected account (the object of account.updated)
// in the state s: s.RequirementsDue are currently due, nothing is past due.
// Set "past_due" in its "requirements" for that.
func Account(s payments.AccountState) map[string]any {
	due := s.RequirementsDue
	if due == nil {
		due = []string{}
	}
	var disabled any
	if s.DisabledReason != "" {
		disabled = s.DisabledReason
	}
	return map[string]any{
		"id": s.ProcessorID, "object": "account", "type": "standard", "country": "FR",
		"email": "owner@example.com", "created": created, "metadata": map[string]string{},
		"details_submitted": s.DetailsSubmitted, "charges_enabled": s.ChargesEnabled,
		"payouts_enabled": s.PayoutsEnabled,
		"requirements": map[string]any{
			"currently_due": due, "eventually_due": due, "past_due": []string{},
			"pending_verification": []string{}, "errors": []any{},
			"current_deadline": nil, "disabled_reason": disabled,
		},
	}
}
