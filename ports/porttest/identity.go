package porttest

import (
	"testing"

	"github.com/roadcase/roadcase/ports"
)

// identityCase is one contract test of an IdentityStore.
type identityCase = contractCase[ports.IdentityStore]

// IdentityStoreSuite runs the IdentityStore contract against the stores newStore
// returns; it calls newStore once per test, with that test, and runs the tests in
// parallel, so newStore must return an empty store of its own each time. Tests that
// need a rollback are skipped when f.Rollback is false.
func IdentityStoreSuite(t *testing.T, newStore func(t *testing.T) (ports.IdentityStore, ports.TxRunner), f Features) {
	var cases []identityCase
	cases = append(cases, identityOrganizationCases...)
	cases = append(cases, identityUserCases...)
	cases = append(cases, identityMembershipCases...)
	cases = append(cases, identityTokenCases...)
	cases = append(cases, identityTxCases...)
	runSuite(t, cases, newStore, f)
}
