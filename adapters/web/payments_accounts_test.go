package web

import (
	"time"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/payments"
)

// The connected accounts the tests put the payments fake in.

func activeAccount(org kernel.ID, now time.Time) payments.Account {
	return payments.Account{OrgID: org, ProcessorID: "acct_1Nv0FGQ9RKHgCVdK", DetailsSubmitted: true,
		ChargesEnabled: true, PayoutsEnabled: true, OnlinePayments: true, StateAt: now.Add(-time.Hour),
		CreatedAt: now.Add(-48 * time.Hour)}
}

// incompleteAccount has started onboarding and still owes the processor
// details, some of them past due.
func incompleteAccount(org kernel.ID, now time.Time) payments.Account {
	a := activeAccount(org, now)
	a.DetailsSubmitted, a.ChargesEnabled, a.PayoutsEnabled, a.OnlinePayments = true, false, false, false
	a.RequirementsDue = []string{"external_account", "individual.dob.day", "individual.dob.month",
		"individual.verification.document", "something.stripe_adds_later"}
	a.DisabledReason = "requirements.past_due"
	return a
}
