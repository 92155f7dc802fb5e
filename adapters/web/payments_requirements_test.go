package web

import "testing"

func TestStripesRequirementsAreSaidInWords(t *testing.T) {
	t.Parallel()
	for name, want := range map[string]string{
		"external_account":                            "A bank account for payouts",
		"tos_acceptance.date":                         "Acceptance of Stripe's terms of service",
		"individual.verification.document":            "Identity document of the account holder",
		"individual.verification.additional_document": "Additional identity document of the account holder",
		"individual.dob.year":                         "Date of birth of the account holder",
		"representative.address.city":                 "Address of the company's representative",
		"company.address.line1":                       "Address of the company",
		"person_1MqjB62eZvKYlo2C.first_name":          "Name of a person of the business",
		"individual.something_new":                    "individual.something_new",
		"brand_new_requirement":                       "brand_new_requirement",
		"":                                            "",
	} {
		if got := requirementLabel(name); got != want {
			t.Errorf("requirementLabel(%q) = %q, want %q", name, got, want)
		}
	}
	if got := disabledReason("requirements.past_due"); got != "Stripe needs the details listed below, which are past due." {
		t.Errorf("disabledReason(requirements.past_due) = %q", got)
	}
	if got := disabledReason("something_else"); got != "something_else" {
		t.Errorf("an unknown reason is said as %q", got)
	}
}
