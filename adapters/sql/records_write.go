package sql

import (
	"context"
	"time"

	"github.com/uptrace/bun"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/ports"
)

var _ ports.RecordWriter = (*RecordStore)(nil)

// WriteRecord applies c to org's records in one transaction, joining the one ctx
// carries in a savepoint of it (see ports.RecordWriter): the revision first
// (bumpRevision orders the organization's writers on PostgreSQL, so the version
// read next is the last committed one), then the version check, the record's
// rows, its version and the activity entry a. A change updates the record's own
// row in place and re-inserts its children, never the row itself: other tables
// refer to it without cascading (checkout sessions to an invoice, advance packets
// to a show), and deleting it would take their rows along or fail.
func (s *RecordStore) WriteRecord(ctx context.Context, org kernel.ID, c records.Change, a records.Activity) error {
	if err := c.Check(org); err != nil {
		return err
	}
	if !CanonicalID(org) || !CanonicalID(c.Ref.ID) {
		if c.Action == records.ActionCreate {
			return kernel.Invalid("the record's id or organization is not a valid identifier")
		}
		return kernel.NotFound(string(c.Ref.Kind))
	}
	var checked *datasetCheck
	if c.Action != records.ActionRemove {
		checked = checkDataset(org, c.Record)
	}
	return atomically(ctx, s.db, func(ctx context.Context, db bun.IDB) error {
		if err := bumpRevision(ctx, db, org); err != nil {
			return err
		}
		if err := checkVersion(ctx, db, org, c); err != nil {
			return err
		}
		if err := checkLocked(ctx, db, org, c); err != nil {
			return err
		}
		var err error
		switch c.Action {
		case records.ActionCreate:
			err = checked.after(toRows(org, c.Record).insert(ctx, db, org, false, checked))
		case records.ActionChange:
			err = checked.after(replaceRecord(ctx, db, org, c.Ref, toRows(org, c.Record), checked))
		case records.ActionRemove:
			err = removeRecord(ctx, db, org, c.Ref)
		}
		if err != nil {
			return err
		}
		if err := setVersion(ctx, db, org, c); err != nil {
			return err
		}
		if err := appendActivity(ctx, db, org, a); err != nil {
			return err
		}
		return s.db.optimizeNowAndThen(ctx, db)
	})
}

// checkVersion compares the record's version with the one c started from:
// KindNotFound for a change or removal of a record org does not have, KindConflict
// "stale_version" when they differ (for a create, when the id is taken).
func checkVersion(ctx context.Context, db bun.IDB, org kernel.ID, c records.Change) error {
	current, err := versionOf(ctx, db, org, c.Ref)
	if err != nil {
		return err
	}
	if current == 0 && c.Action != records.ActionCreate {
		return kernel.NotFound(string(c.Ref.Kind))
	}
	if current != c.Version {
		msg := "the record was changed since it was read"
		if c.Action == records.ActionCreate {
			msg = "a record with this id exists"
		}
		return kernel.Conflict(msg).WithCode("stale_version")
	}
	return nil
}

// versionOf returns the version of org's record ref: its row in record_versions,
// else 1 when its table holds it, else 0.
func versionOf(ctx context.Context, db bun.IDB, org kernel.ID, ref records.Ref) (int, error) {
	var versions []int
	err := db.NewSelect().Table("record_versions").Column("version").Where("org_id = ?", org).
		Where("record_id = ?", ref.ID).Where("kind = ?", string(ref.Kind)).Scan(ctx, &versions)
	if err != nil {
		return 0, TranslateError(err)
	}
	if len(versions) > 0 {
		return versions[0], nil
	}
	table, ok := recordTables()[ref.Kind]
	if !ok {
		return 0, kernel.Invalid("unknown record kind " + string(ref.Kind)).WithCode("invalid_kind")
	}
	exists, err := db.NewSelect().Table(table).Where("org_id = ?", org).Where("id = ?", ref.ID).Exists(ctx)
	if err != nil || !exists {
		return 0, TranslateError(err)
	}
	return 1, nil
}

// optimizeWritesEvery is how often one-record writes refresh SQLite's planner
// statistics. Each refresh costs about 12 ms at --scale 100 (measured in
// BenchmarkRecordsPages), too much for every save; bulk writes refresh them
// every time and serve every statisticsEvery, and an organization growing one
// record at a time changes its tables' sizes slowly, so a few minutes' lag
// leaves the plans as they were.
const optimizeWritesEvery = 5 * time.Minute

// optimizeNowAndThen runs Optimize in db when no one-record write has in the
// last optimizeWritesEvery; on PostgreSQL it does nothing (Optimize's own rule).
func (d *DB) optimizeNowAndThen(ctx context.Context, db bun.IDB) error {
	now, last := time.Now().UnixNano(), d.optimized.Load()
	if now-last < int64(optimizeWritesEvery) || !d.optimized.CompareAndSwap(last, now) {
		return nil
	}
	return Optimize(ctx, db)
}
