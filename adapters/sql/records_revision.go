package sql

import (
	"context"

	"github.com/uptrace/bun"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// bumpRevisionSQL sets an organization's records revision, creating its row.
const bumpRevisionSQL = `INSERT INTO record_revisions (org_id, revision) VALUES (?, ?)
ON CONFLICT (org_id) DO UPDATE SET revision = excluded.revision`

// bumpRevision gives org a new records revision (records.NewRevision) in the
// transaction db. Every write
// of records calls it first, before any row: on PostgreSQL the revision's row
// lock then orders the organization's record writers, all of which take it
// before anything else, so that they cannot deadlock on each other's rows.
func bumpRevision(ctx context.Context, db bun.IDB, org kernel.ID) error {
	_, err := db.ExecContext(ctx, bumpRevisionSQL, org, records.NewRevision())
	return TranslateError(err)
}

// RecordsRevision returns org's records revision: 0 until its records are first
// written, then a number that every committed write of them changes (see
// ports.RecordStore).
func (s *RecordStore) RecordsRevision(ctx context.Context, org kernel.ID) (int64, error) {
	if !CanonicalID(org) {
		return 0, nil
	}
	rows, err := s.db.queryRows(ctx, `SELECT revision FROM record_revisions WHERE org_id = $1`, org)
	if err != nil {
		return 0, err
	}
	defer rows.Close()
	var revision int64
	if rows.Next() {
		if err := rows.Scan(&revision); err != nil {
			return 0, TranslateError(err)
		}
	}
	return revision, TranslateError(rows.Err())
}
