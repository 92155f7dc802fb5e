package payments

import (
	"slices"
	"time"

	"github.com/roadcase/roadcase/core/kernel"
)

// Account is an organization's connected account at the payment processor and
// what the platform knows of its state. The state is kept from the processor's
// account.updated events (and read once more when a person returns from the
// hosted onboarding), never guessed.
type Account struct {
	OrgID kernel.ID
	// ProcessorID is the processor's id of the connected account ("acct_…").
	ProcessorID string
	// DetailsSubmitted reports whether the organization finished the hosted
	// onboarding's forms.
	DetailsSubmitted bool
	// ChargesEnabled reports whether the account can take payments now.
	ChargesEnabled bool
	// PayoutsEnabled reports whether the processor pays the account's balance
	// out to the organization's bank.
	PayoutsEnabled bool
	// RequirementsDue lists what the processor still needs from the
	// organization (its names, e.g. "external_account"), sorted.
	RequirementsDue []string
	// DisabledReason is the processor's reason the account cannot take charges
	// or be paid out, if any.
	DisabledReason string
	// OnlinePayments reports whether the organization allows a "Pay online"
	// link to be printed on its invoice documents.
	OnlinePayments bool
	// StateAt is the processor's time of the state kept: an event older than
	// it is stale and does not overwrite it (events arrive out of order).
	StateAt time.Time
	// CreatedAt is when the organization started connecting.
	CreatedAt time.Time
	// UpdatedAt is when the platform last changed this record.
	UpdatedAt time.Time
}

// CanTakeCharges reports whether clients can pay the organization's invoices
// online now.
func (a Account) CanTakeCharges() bool { return a.ProcessorID != "" && a.ChargesEnabled }

// Onboarded reports whether the hosted onboarding is done and nothing is due.
func (a Account) Onboarded() bool {
	return a.DetailsSubmitted && a.ChargesEnabled && a.PayoutsEnabled && len(a.RequirementsDue) == 0
}

// AccountState is the processor's view of a connected account at a time.
type AccountState struct {
	ProcessorID      string
	DetailsSubmitted bool
	ChargesEnabled   bool
	PayoutsEnabled   bool
	RequirementsDue  []string
	DisabledReason   string
	// At is when the processor reported this state (the event's creation time,
	// or the time it was read from the API).
	At time.Time
}

// Apply returns a with the state s, unless s is older than the state a keeps
// already; the second result reports whether anything was applied.
func (a Account) Apply(s AccountState) (Account, bool) {
	if s.ProcessorID != a.ProcessorID || s.At.Before(a.StateAt) {
		return a, false
	}
	a.DetailsSubmitted, a.ChargesEnabled, a.PayoutsEnabled = s.DetailsSubmitted, s.ChargesEnabled, s.PayoutsEnabled
	a.RequirementsDue = slices.Sorted(slices.Values(s.RequirementsDue))
	a.DisabledReason = s.DisabledReason
	a.StateAt = s.At
	return a, true
}
