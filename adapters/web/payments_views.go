package web

import (
	"time"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/payments"
)

// paymentsPage is the data of the payments settings page: the connected
// account's state in words, what the processor still needs, and the forms.
type paymentsPage struct {
	Org     *identity.Affiliation
	Account payments.Account
	// State and StateKey say where the account stands: "Not connected",
	// "Onboarding incomplete" or "Active", and its badge's class.
	State, StateKey string
	Requirements    []requirementView
	Disabled        string
	// Connect is the onboarding button's label; "" once onboarded.
	Connect string
	// Notice is good news about the last action; Problem why it failed.
	Notice  string
	Problem *form
	// Expired says the person came back from an onboarding link that no
	// longer works (the refresh address).
	Expired bool
	Loc     *time.Location
}

func newPaymentsPage(v *viewer, a payments.Account) paymentsPage {
	p := paymentsPage{Org: v.Current, Account: a, Requirements: requirementViews(a.RequirementsDue),
		Disabled: disabledReason(a.DisabledReason), Problem: emptyForm(nil), Loc: v.location()}
	switch {
	case a.ProcessorID == "":
		p.State, p.StateKey, p.Connect = "Not connected", "not_connected", "Connect with Stripe"
	case !a.Onboarded():
		p.State, p.StateKey, p.Connect = "Onboarding incomplete", "incomplete", "Continue onboarding"
	default:
		p.State, p.StateKey = "Active", "active"
	}
	return p
}

// returnNotice says where the account stands when a person comes back from
// the processor's onboarding.
func returnNotice(a payments.Account) string {
	switch {
	case a.Onboarded():
		return "Your Stripe account is connected. Clients can pay your invoices online."
	case a.CanTakeCharges():
		return "Your Stripe account can take payments. Stripe still needs the details listed below."
	case a.DetailsSubmitted:
		return "Thank you. Stripe is checking the details you gave; this page shows the account as active once it has."
	}
	return "Your Stripe account is not ready yet. Continue onboarding when you have the details Stripe asks for."
}

// onlineNotice says what the documents print now.
func onlineNotice(a payments.Account) string {
	if !a.OnlinePayments {
		return "Invoices no longer print a Pay online link."
	}
	if !a.CanTakeCharges() {
		return "Invoices will print a Pay online link once your Stripe account can take payments."
	}
	return "Invoices now print a Pay online link."
}
