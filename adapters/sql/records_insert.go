package sql

import (
	"context"
	"reflect"

	"github.com/uptrace/bun"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// maxBatchParams bounds the values of one multi-row INSERT: SQLite accepts at most
// 32766 bound parameters in a statement and PostgreSQL 65535. Bun writes values
// into the statement rather than binding them, but keeping every batch under both
// limits keeps statements of a sane size and leaves the driver free to bind.
const maxBatchParams = 32766

// maxBatchRows bounds the rows of one INSERT whatever its width; bigger batches
// gain nothing measurable.
const maxBatchRows = 1000

// InsertDataset writes every record of d into org in one transaction (joining the
// one ctx carries), table by table: with COPY on PostgreSQL (records_copy.go),
// in multi-row INSERTs on SQLite; d is checked meanwhile (datasetCheck). With
// skipExisting, inserts into one organization take turns on PostgreSQL. Inside
// an outer transaction it runs in a savepoint, so a failure writes nothing and
// leaves the outer transaction usable. KindInvalid for an invalid record, a record naming
// another organization or a reference to no record of d or of org (a foreign key);
// KindConflict for an id org already has (unless skipExisting: such records,
// children included, are left as they are), a child id in use, an invoice number in
// use or a second settlement of a show.
//
// It gives org a new records revision (bumpRevision) before writing any row.
//
// A non-zero d.Profile replaces org's legal profile, except that skipExisting
// keeps a profile org already has; a zero one leaves it as it is.
func (s *RecordStore) InsertDataset(ctx context.Context, org kernel.ID, d records.Dataset, skipExisting bool) error {
	checked := checkDataset(org, d)
	rows := toRows(org, d)
	_, outer := s.db.IDB(ctx).(bun.Tx)
	return s.db.WithinTx(ctx, func(ctx context.Context) error {
		tx := s.db.IDB(ctx).(bun.Tx)
		write := func(db bun.IDB) error {
			if err := bumpRevision(ctx, db, org); err != nil {
				return err
			}
			return rows.write(ctx, db, org, skipExisting, checked)
		}
		if !outer {
			return checked.after(write(tx))
		}
		sp, err := tx.BeginTx(ctx, nil)
		if err != nil {
			return TranslateError(err)
		}
		if err := checked.after(write(sp)); err != nil {
			_ = sp.Rollback()
			return err
		}
		return TranslateError(sp.Commit())
	})
}

// write inserts r into org's tables, table by table: with COPY on PostgreSQL
// (records_copy.go), with multi-row INSERTs on SQLite. With skipExisting, rows
// whose (org_id, id) exists are skipped and so are the children of skipped parents.
func (r *recordRows) write(ctx context.Context, db bun.IDB, org kernel.ID, skipExisting bool, checked *datasetCheck) error {
	if err := r.insert(ctx, db, org, skipExisting, checked); err != nil {
		return err
	}
	return Optimize(ctx, db)
}

// insert is write without the refresh of SQLite's statistics: what a one-record
// write runs (RecordStore.WriteRecord refreshes them at most every
// optimizeWritesEvery).
func (r *recordRows) insert(ctx context.Context, db bun.IDB, org kernel.ID, skipExisting bool, checked *datasetCheck) error {
	w := &writer{ctx: ctx, db: db, org: org, skip: skipExisting, checked: checked}
	w.conn, w.copy = copyConn(ctx, db)
	if skipExisting && DialectOf(db) == DialectPostgres {
		w.lockOrg()
	}
	venues := insertReferenced(w, r.venues)
	insertReferenced(w, r.people)
	insertChildren(w, r.venueContacts, venues, func(c venueContactRow) kernel.ID { return c.VenueID })
	insertReferenced(w, r.projects)
	shows := insertReferenced(w, r.shows)
	insertChildren(w, r.showContacts, shows, func(c showContactRow) kernel.ID { return c.ShowID })
	insertChildren(w, r.tiers, shows, func(t tierRow) kernel.ID { return t.ShowID })
	insertParents(w, r.crew)
	insertParents(w, r.timesheets)
	insertParents(w, r.schedule)
	travel := insertReferenced(w, r.travel)
	insertChildren(w, r.passengers, travel, func(p passengerRow) kernel.ID { return p.TravelID })
	stays := insertReferenced(w, r.stays)
	insertChildren(w, r.rooms, stays, func(room roomRow) kernel.ID { return room.AccommodationID })
	refreshStatistics[roomRow](w, len(r.rooms))
	insertChildren(w, r.occupants, r.roomsOf(stays), func(o occupantRow) kernel.ID { return o.RoomID })
	insertParents(w, r.guests)
	insertParents(w, r.budget)
	insertParents(w, r.expenses)
	insertParents(w, r.income)
	invoices := insertReferenced(w, r.invoices)
	insertChildren(w, r.lines, invoices, func(l invoiceLineRow) kernel.ID { return l.InvoiceID })
	insertChildren(w, r.payments, invoices, func(p paymentRow) kernel.ID { return p.InvoiceID })
	settlements := insertReferenced(w, r.settlements)
	insertChildren(w, r.settleLines, settlements, func(e settlementExpenseRow) kernel.ID { return e.SettlementID })
	w.upsertProfile(r.profile)
	return w.err
}

// upsertProfile writes the organization's legal profile, if rows holds one, over
// the stored one; with skip it leaves a stored profile alone.
func (w *writer) upsertProfile(rows []profileRow) {
	if w.err != nil || len(rows) == 0 {
		return
	}
	q := w.db.NewInsert().Model(&rows)
	if w.skip {
		q = q.On("CONFLICT (org_id) DO NOTHING")
	} else {
		q = q.On("CONFLICT (org_id) DO UPDATE")
		for _, f := range w.db.Dialect().Tables().Get(reflect.TypeFor[profileRow]()).DataFields {
			q = q.Set("? = EXCLUDED.?", bun.Ident(f.Name), bun.Ident(f.Name))
		}
	}
	_, err := q.Exec(w.ctx)
	w.err = TranslateError(err)
}

// roomsOf returns the ids of the rooms of the given stays, or nil (every room) when
// stays is nil.
func (r *recordRows) roomsOf(stays map[kernel.ID]bool) map[kernel.ID]bool {
	if stays == nil {
		return nil
	}
	rooms := make(map[kernel.ID]bool, len(r.rooms))
	for _, room := range r.rooms {
		rooms[room.ID] = stays[room.AccommodationID]
	}
	return rooms
}

// writer runs the INSERTs or COPYs of one dataset into org and keeps the first
// error; once it has one, every further insert is skipped. copy tells whether it
// may COPY on conn, the connection db runs on.
type writer struct {
	ctx  context.Context
	db   bun.IDB
	org  kernel.ID
	skip bool
	conn bun.Conn
	copy bool
	err  error
	// checked is the dataset's checks, running beside the writer.
	checked *datasetCheck
}

// insertParents inserts rows in batches and returns the ids it inserted when
// skipping existing rows (nil otherwise, when every row was inserted).
func insertParents[T any](w *writer, rows []T) map[kernel.ID]bool {
	if table, c := copyTableFor[T](w); c != nil {
		return copyParents(w, table, c, rows)
	}
	var inserted map[kernel.ID]bool
	if w.skip {
		inserted = make(map[kernel.ID]bool, len(rows))
	}
	for _, batch := range batches(rows) {
		if w.err != nil {
			return inserted
		}
		q := w.db.NewInsert().Model(&batch)
		if !w.skip {
			_, err := q.Exec(w.ctx)
			w.err = TranslateError(err)
			continue
		}
		var ids []kernel.ID
		err := q.On("CONFLICT (org_id, id) DO NOTHING").Returning("id").Scan(w.ctx, &ids)
		w.err = TranslateError(err)
		for _, id := range ids {
			inserted[id] = true
		}
	}
	return inserted
}

// insertReferenced inserts the rows of a table that later tables refer to, then
// refreshes its statistics so that the referring rows' foreign-key checks use the
// primary key.
func insertReferenced[T any](w *writer, rows []T) map[kernel.ID]bool {
	inserted := insertParents(w, rows)
	refreshStatistics[T](w, len(rows))
	return inserted
}

// analyzeAfterRows is how many rows a bulk insert must write into a table before the
// table's planner statistics are refreshed on PostgreSQL. SQLite's are refreshed
// after every insert (Optimize, inside the transaction: SQLite allows ANALYZE
// there, the statistics commit with the rows, and when no table has grown enough
// to need it the check costs half a millisecond), so that many small imports
// catch up too.
const analyzeAfterRows = 200

// refreshStatistics runs ANALYZE on T's table after a bulk insert of n rows, on
// PostgreSQL. Children's foreign-key checks look their parent up with a plan chosen
// from the parent table's statistics; on a table that was empty when last analysed
// the planner picks a scan, and each check costs ten times what an index lookup does
// (measured: 35 ms against 3 ms for 800 schedule items referring to 400 shows).
// ANALYZE is allowed inside the transaction and sees its uncommitted rows.
func refreshStatistics[T any](w *writer, n int) {
	if w.err != nil || n < analyzeAfterRows || DialectOf(w.db) != DialectPostgres {
		return
	}
	table := w.db.Dialect().Tables().Get(reflect.TypeFor[T]())
	_, err := w.db.ExecContext(w.ctx, "ANALYZE "+string(table.SQLName))
	w.err = TranslateError(err)
}

// insertChildren inserts the rows whose parent is in parents (all of them when
// parents is nil).
func insertChildren[T any](w *writer, rows []T, parents map[kernel.ID]bool, parent func(T) kernel.ID) {
	if parents != nil {
		kept := rows[:0:0]
		for _, r := range rows {
			if parents[parent(r)] {
				kept = append(kept, r)
			}
		}
		rows = kept
	}
	if _, c := copyTableFor[T](w); c != nil {
		copyRows(w, c, rows)
		return
	}
	for _, batch := range batches(rows) {
		if w.err != nil {
			return
		}
		_, err := w.db.NewInsert().Model(&batch).Exec(w.ctx)
		w.err = TranslateError(err)
	}
}

// batches splits rows into batches that keep each INSERT under maxBatchParams
// values and maxBatchRows rows.
func batches[T any](rows []T) [][]T {
	columns := reflect.TypeFor[T]().NumField() - 1 // less the bun.BaseModel
	size := min(maxBatchRows, max(1, maxBatchParams/columns))
	var out [][]T
	for len(rows) > 0 {
		n := min(size, len(rows))
		out = append(out, rows[:n:n])
		rows = rows[n:]
	}
	return out
}
