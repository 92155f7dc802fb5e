package jobs

import (
	"context"
	stdsql "database/sql"

	"github.com/riverqueue/river"
	"github.com/riverqueue/river/rivertype"

	rcsql "github.com/roadcase/roadcase/adapters/sql"
)

// txInserter is what the Queue uses of a database/sql River client: inserts
// in a transaction of the application's.
type txInserter interface {
	InsertManyTx(ctx context.Context, tx *stdsql.Tx, params []river.InsertManyParams) ([]*rivertype.JobInsertResult, error)
}

// insertMany inserts params in the transaction ctx carries (adapters/sql's
// WithinTx), so that the jobs commit or roll back with the records they are
// about, or on their own outside one.
func (q *Queue) insertMany(ctx context.Context, params []river.InsertManyParams) error {
	if tx, ok := rcsql.SQLTx(ctx); ok {
		_, err := q.txClient.InsertManyTx(ctx, tx, params)
		return err
	}
	_, err := q.client.InsertMany(ctx, params)
	return err
}
