package sql

import (
	"context"
	"sync"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records/tabular"
)

// reportProgressSQL sets a running import's progress on PostgreSQL, unless the
// row is locked by a transaction that changed it (the job's own, say): SKIP
// LOCKED makes the report give way instead of waiting for that transaction,
// which may be the caller's. A row only referred to from a transaction (an
// undo saved, FOR KEY SHARE) is not in the way of FOR NO KEY UPDATE. The
// arguments are the progress, then the organization and the import twice.
const reportProgressSQL = `UPDATE imports SET checked = ?, written = ?
WHERE org_id = ? AND id = ? AND status IN ('checking', 'writing') AND id IN (
	SELECT id FROM imports WHERE org_id = ? AND id = ? FOR NO KEY UPDATE SKIP LOCKED)`

// ReportProgress records how far org's import id has come without changing its
// version, so that FindImport shows it while the job's own transaction is
// still open:
//
//   - PostgreSQL updates the import's progress columns in a statement of its
//     own on the pool, outside the transaction ctx carries (see
//     reportProgressSQL): readers see it as soon as it is made. A report
//     while the import's row is locked by an open transaction that changed
//     it is skipped, and one for an import that is not checking or writing
//     is ignored.
//   - SQLite's writers exclude each other, so a write would wait for the
//     job's own transaction: the progress is kept in memory instead (on the
//     DB, shared by its stores; a process serving another DB does not see
//     it), and FindImport and ListImports show it while the import is
//     checking or writing at the version it was reported at.
func (s *ImportStore) ReportProgress(ctx context.Context, org, id kernel.ID, checked, written int) error {
	if !CanonicalID(org) || !CanonicalID(id) {
		return kernel.NotFound("import")
	}
	if s.db.dialect == DialectPostgres {
		res, err := s.db.bun.ExecContext(ctx, reportProgressSQL, checked, written, org, id, org, id)
		if err != nil {
			return TranslateError(err)
		}
		if n, err := res.RowsAffected(); err != nil || n > 0 {
			return TranslateError(err)
		}
		exists, err := s.db.bun.NewSelect().Table("imports").Where("org_id = ?", org).Where("id = ?", id).Exists(ctx)
		if err == nil && !exists {
			return kernel.NotFound("import")
		}
		return TranslateError(err)
	}
	var versions []int
	err := s.db.IDB(ctx).NewSelect().Table("imports").Column("version").Where("org_id = ?", org).
		Where("id = ?", id).Scan(ctx, &versions)
	if err != nil {
		return TranslateError(err)
	}
	if len(versions) == 0 {
		return kernel.NotFound("import")
	}
	s.db.progress.report(importKey{org, id}, importProgress{versions[0], checked, written})
	return nil
}

// importKey names one organization's import.
type importKey struct{ org, id kernel.ID }

// importProgress is what a running import's job last reported, and the version
// the import was at when it did.
type importProgress struct {
	version, checked, written int
}

// progressTable is the progress SQLite's import jobs reported, by import.
type progressTable struct {
	mu sync.Mutex
	m  map[importKey]importProgress
}

func (t *progressTable) report(k importKey, p importProgress) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.m == nil {
		t.m = map[importKey]importProgress{}
	}
	t.m[k] = p
}

// forget drops what was reported for an import that is no longer running.
func (t *progressTable) forget(org, id kernel.ID) {
	t.mu.Lock()
	defer t.mu.Unlock()
	delete(t.m, importKey{org, id})
}

// overlay returns imp with the progress its running job last reported, if
// it is running at the version (or a later one) it was reported at.
func (t *progressTable) overlay(imp tabular.Import) tabular.Import {
	if !running(imp.Status) {
		return imp
	}
	t.mu.Lock()
	p, ok := t.m[importKey{imp.OrgID, imp.ID}]
	t.mu.Unlock()
	if ok && p.version >= imp.Version {
		imp.Checked, imp.Written = p.checked, p.written
	}
	return imp
}
