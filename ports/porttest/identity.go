package porttest

import (
	"context"
	"testing"

	"github.com/roadcase/roadcase/ports"
)

// identityCase is one contract test of an IdentityStore, run on a fresh store.
type identityCase struct {
	name     string
	rollback bool // needs Features.Rollback
	run      func(t *testing.T, ctx context.Context, s ports.IdentityStore, tx ports.TxRunner)
}

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
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			if tc.rollback && !f.Rollback {
				t.Skip("this backend cannot roll back (Features.Rollback is false)")
			}
			s, tx := newStore(t)
			tc.run(t, context.Background(), s, tx)
		})
	}
}
