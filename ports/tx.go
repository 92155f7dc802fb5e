package ports

import "context"

// TxRunner runs a function inside one database transaction. The transaction travels
// in the context, so every store method called with that context joins it. If fn
// returns an error, or panics, everything it wrote is rolled back. Nested calls join
// the outer transaction.
type TxRunner interface {
	WithinTx(ctx context.Context, fn func(ctx context.Context) error) error
}
