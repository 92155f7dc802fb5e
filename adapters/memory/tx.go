package memory

import (
	"context"

	"github.com/roadcase/roadcase/ports"
)

// TxRunner is the memory stores' ports.TxRunner. Each memory store guards its maps
// with its own mutex, so every single method call is atomic, but the runner offers no
// rollback: what fn wrote before it failed stays written. The contract suites know
// this through porttest.Features{Rollback: false} and skip their rollback tests.
type TxRunner struct{}

var _ ports.TxRunner = (*TxRunner)(nil)

// NewTxRunner returns a runner for the memory stores.
func NewTxRunner() *TxRunner { return &TxRunner{} }

// WithinTx calls fn with ctx and returns its error. Nothing is rolled back.
func (*TxRunner) WithinTx(ctx context.Context, fn func(ctx context.Context) error) error {
	return fn(ctx)
}
