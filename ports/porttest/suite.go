package porttest

import (
	"context"
	"testing"

	"github.com/roadcase/roadcase/ports"
)

// contractCase is one contract test of a store port S, run on a fresh store.
type contractCase[S any] struct {
	name     string
	rollback bool // needs Features.Rollback
	run      func(t *testing.T, ctx context.Context, s S, tx ports.TxRunner)
}

// runSuite runs every case in parallel, each on the fresh store newStore returns for
// it; cases that need a rollback are skipped when f.Rollback is false.
func runSuite[S any](t *testing.T, cases []contractCase[S], newStore func(t *testing.T) (S, ports.TxRunner), f Features) {
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
