package sql

import (
	"context"
	"reflect"

	"github.com/jackc/pgx/v5/stdlib"
	"github.com/uptrace/bun"
	"github.com/uptrace/bun/dialect/pgdialect"
	"github.com/uptrace/bun/schema"

	"github.com/roadcase/roadcase/core/kernel"
)

// On PostgreSQL, InsertDataset writes each table with COPY … FROM STDIN on the
// connection of its transaction instead of multi-row INSERTs: the server parses
// and plans nothing per batch, and the client formats rows as text instead of
// SQL. Foreign keys, unique indexes and the transaction's all-or-nothing are the
// same as an INSERT's. COPY has no ON CONFLICT, so with skipExisting the ids org
// already has are looked up first and their rows left out; inserts with
// skipExisting into one organization take turns (lockOrg) so that no other seed
// writes an id between the look-up and the COPY. At --scale 100 the look-up cost
// the server 1.26–1.38 s of CPU, a COPY into a staging table followed by INSERT …
// SELECT … ON CONFLICT DO NOTHING 1.36–1.43 s (docs/operations.md, "Seeding").

// copyConn returns the connection of the transaction ctx carries when inserts in
// it may use COPY: on PostgreSQL through pgx, whose connection runs it.
func copyConn(ctx context.Context, db bun.IDB) (bun.Conn, bool) {
	conn, ok := txConn(ctx)
	if !ok || DialectOf(db) != DialectPostgres {
		return conn, false
	}
	pg := false
	_ = conn.Raw(func(c any) error {
		_, pg = c.(*stdlib.Conn)
		return nil
	})
	return conn, pg
}

// copyTableFor returns how to COPY rows of T, or nil when w inserts them with
// INSERT: on SQLite, outside a transaction of WithinTx, or for a model COPY does
// not know how to write.
func copyTableFor[T any](w *writer) (*schema.Table, *copyTable) {
	if !w.copy {
		return nil, nil
	}
	table := w.db.Dialect().Tables().Get(reflect.TypeFor[T]())
	c, err := copyTableOf(table)
	if err != nil {
		return nil, nil
	}
	return table, c
}

// copyBatchRows bounds the rows of one COPY. The server answers a COPY only once
// it has written every row, and the client waits for the answer no longer than
// its read timeout (10 s by default, see postgres.OpenPool); 5,000 rows take well
// under a second, and more rows per COPY gain nothing measurable.
const copyBatchRows = 5000

// copyRows writes rows into c's table, copyBatchRows at a time.
func copyRows[T any](w *writer, c *copyTable, rows []T) {
	if w.err == nil && w.checked.failed() {
		w.err = w.checked.err // InsertDataset reports it
	}
	for len(rows) > 0 && w.err == nil {
		n := min(copyBatchRows, len(rows))
		r := &copyReader[T]{c: c, rows: rows[:n]}
		w.err = TranslateError(w.conn.Raw(func(dc any) error {
			// The transaction's own connection: the COPY is part of it.
			_, err := dc.(*stdlib.Conn).Conn().PgConn().CopyFrom(w.ctx, r, c.statement)
			return err
		}))
		rows = rows[n:]
	}
}

// copyParents writes rows with COPY and returns the ids it wrote when skipping
// existing rows (nil otherwise, when it wrote every row): the rows whose id org
// already has in the table are left out.
func copyParents[T any](w *writer, table *schema.Table, c *copyTable, rows []T) map[kernel.ID]bool {
	if !w.skip {
		copyRows(w, c, rows)
		return nil
	}
	id := table.LookupField("id")
	ids := make([]kernel.ID, len(rows))
	for i := range rows {
		ids[i] = kernel.ID(reflect.ValueOf(&rows[i]).Elem().FieldByIndex(id.Index).String())
	}
	existing := existingIDs(w, table, ids)
	inserted := make(map[kernel.ID]bool, len(rows))
	kept := make([]T, 0, len(rows))
	for i, r := range rows {
		if !existing[ids[i]] {
			kept = append(kept, r)
			inserted[ids[i]] = true
		}
	}
	copyRows(w, c, kept)
	return inserted
}

// existingIDs returns which of ids the organization w writes already has in table.
// An organization with no more rows in the table than ids has them all read (one
// range of the primary key: a seed adding to a small organization, the common
// case); a bigger one has ids looked up one by one.
func existingIDs(w *writer, table *schema.Table, ids []kernel.ID) map[kernel.ID]bool {
	if w.err != nil || len(ids) == 0 {
		return nil
	}
	var found []kernel.ID
	q := w.db.NewSelect().TableExpr(string(table.SQLName)).Column("id").Where("org_id = ?", w.org)
	err := q.Limit(int64(len(ids)+1)).Scan(w.ctx, &found)
	if err == nil && len(found) > len(ids) {
		found = found[:0]
		err = q.Limit(0).Where("id = ANY(?)", pgdialect.Array(ids)).Scan(w.ctx, &found)
	}
	w.err = TranslateError(err)
	existing := make(map[kernel.ID]bool, len(found))
	for _, id := range found {
		existing[id] = true
	}
	return existing
}

// lockOrg makes inserts with skipExisting into w's organization take turns until
// the end of the transaction: a PostgreSQL advisory lock keyed by the
// organization. The ids one looks up are then all the others have committed.
func (w *writer) lockOrg() {
	if w.err != nil {
		return
	}
	_, err := w.db.ExecContext(w.ctx, "SELECT pg_advisory_xact_lock(hashtextextended(?, 0))",
		"roadcase/records/insert/"+w.org.String())
	w.err = TranslateError(err)
}
