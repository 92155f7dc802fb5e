package web

import (
	"slices"
	"strings"
)

// requirementView is what the processor still needs, said for people: one
// label and the processor's names it stands for (the date of birth is three).
type requirementView struct {
	Label string
	Names []string
}

// Unknown reports whether the label is the processor's name itself, one this
// page has no words for.
func (v requirementView) Unknown() bool { return len(v.Names) == 1 && v.Names[0] == v.Label }

// requirementLabels are the labels of Stripe's commonest requirements, whole.
var requirementLabels = map[string]string{
	"external_account":                       "A bank account for payouts",
	"business_type":                          "The type of business",
	"business_profile.url":                   "The business's website",
	"business_profile.mcc":                   "The business's category",
	"business_profile.product_description":   "A description of what the business sells",
	"business_profile.support_phone":         "A support phone number",
	"settings.payments.statement_descriptor": "The name on clients' card statements",
	"tos_acceptance.date":                    "Acceptance of Stripe's terms of service",
	"tos_acceptance.ip":                      "Acceptance of Stripe's terms of service",
	"company.name":                           "The company's name",
	"company.tax_id":                         "The company's tax ID",
	"company.phone":                          "The company's phone number",
	"company.verification.document":          "A document that verifies the company",
	"company.owners_provided":                "The company's owners",
	"company.directors_provided":             "The company's directors",
	"company.executives_provided":            "The company's executives",
}

// requirementWhose names the person a requirement's first segment is about.
var requirementWhose = map[string]string{
	"individual": "the account holder", "representative": "the company's representative",
	"company": "the company", "owners": "an owner", "directors": "a director", "executives": "an executive",
}

// requirementWhat names the detail of a person's or company's requirement by
// its first segment after the person.
var requirementWhat = map[string]string{
	"first_name": "Name", "last_name": "Name", "dob": "Date of birth", "address": "Address",
	"email": "E-mail address", "phone": "Phone number", "id_number": "ID number",
	"ssn_last_4": "Last four digits of the social security number", "relationship": "Role in the business",
	"verification": "Identity document",
}

// requirementLabel says a Stripe requirement in words, or returns its name
// when it is not one of the common ones.
func requirementLabel(name string) string {
	if l, ok := requirementLabels[name]; ok {
		return l
	}
	whose, rest, ok := strings.Cut(name, ".")
	who, known := requirementWhose[whose]
	if strings.HasPrefix(whose, "person_") {
		who, known = "a person of the business", true
	}
	what, _, _ := strings.Cut(rest, ".")
	if l, found := requirementWhat[what]; ok && known && found {
		if rest == "verification.additional_document" {
			l = "Additional identity document"
		}
		return l + " of " + who
	}
	return name
}

// requirementViews groups the processor's requirements by label, in the
// order they first appear.
func requirementViews(names []string) []requirementView {
	var out []requirementView
	for _, n := range names {
		l := requirementLabel(n)
		i := slices.IndexFunc(out, func(v requirementView) bool { return v.Label == l })
		if i < 0 {
			out = append(out, requirementView{Label: l})
			i = len(out) - 1
		}
		out[i].Names = append(out[i].Names, n)
	}
	return out
}

// disabledReasons say Stripe's commonest reasons an account cannot take
// charges or be paid out.
var disabledReasons = map[string]string{
	"requirements.past_due":             "Stripe needs the details listed below, which are past due.",
	"requirements.pending_verification": "Stripe is verifying the details you gave.",
	"listed":                            "Stripe is reviewing the account.",
	"under_review":                      "Stripe is reviewing the account.",
	"platform_paused":                   "The platform has paused the account.",
	"rejected.fraud":                    "Stripe rejected the account.",
	"rejected.listed":                   "Stripe rejected the account.",
	"rejected.terms_of_service":         "Stripe rejected the account.",
	"rejected.other":                    "Stripe rejected the account.",
}

// disabledReason says Stripe's reason in words, or returns it as it is.
func disabledReason(reason string) string {
	if s, ok := disabledReasons[reason]; ok {
		return s
	}
	return reason
}
