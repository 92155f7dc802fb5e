package porttest

// identityCases returns the IdentityStore contract: organizations, users,
// memberships, tokens, and transactions over them.
func identityCases() []contractCase {
	var cases []contractCase
	cases = append(cases, identityOrganizationCases...)
	cases = append(cases, identityUserCases...)
	cases = append(cases, identityMembershipCases...)
	cases = append(cases, identityTokenCases...)
	cases = append(cases, identityTxCases...)
	return cases
}
