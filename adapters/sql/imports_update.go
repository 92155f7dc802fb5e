package sql

import (
	"context"
	"fmt"

	"github.com/uptrace/bun"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/core/records/tabular"
)

// UpdateImport stores imp over org's import when the stored one is at
// imp.Version, at the next version, keeping who created it and when; a, when
// not nil, is appended to the activity log as WriteRecord appends its entries.
// Both in one transaction or a savepoint of the one ctx carries, so a refused
// update writes nothing. On PostgreSQL a concurrent update of the same version
// waits for the first, then finds the version moved.
func (s *ImportStore) UpdateImport(ctx context.Context, imp tabular.Import, a *records.Activity) error {
	if !CanonicalID(imp.OrgID) || !CanonicalID(imp.ID) {
		return kernel.NotFound("import")
	}
	if (!imp.ProjectID.IsZero() && !CanonicalID(imp.ProjectID)) || (!imp.CreatedBy.IsZero() && !CanonicalID(imp.CreatedBy)) {
		return kernel.Invalid("the import's ids are not valid identifiers").WithCode("invalid_import")
	}
	row := toImportRow(imp)
	row.Version = imp.Version + 1
	err := atomically(ctx, s.db, func(ctx context.Context, db bun.IDB) error {
		res, err := db.NewUpdate().Model(&row).ExcludeColumn("org_id", "id", "created_by", "created_by_name", "created_at").
			Where("org_id = ?", imp.OrgID).Where("id = ?", imp.ID).Where("version = ?", imp.Version).Exec(ctx)
		if err != nil {
			return TranslateError(err)
		}
		if n, err := res.RowsAffected(); err != nil || n == 0 {
			return s.refusal(ctx, db, imp, err)
		}
		if a == nil {
			return nil
		}
		return appendActivity(ctx, db, imp.OrgID, *a)
	})
	if err == nil && !running(imp.Status) {
		s.db.progress.forget(imp.OrgID, imp.ID)
	}
	return err
}

// refusal says why an update of imp changed no row: KindNotFound when org has
// no such import, KindConflict "stale_version" naming both versions otherwise.
func (s *ImportStore) refusal(ctx context.Context, db bun.IDB, imp tabular.Import, err error) error {
	if err != nil {
		return TranslateError(err)
	}
	var versions []int
	err = db.NewSelect().Table("imports").Column("version").Where("org_id = ?", imp.OrgID).
		Where("id = ?", imp.ID).Scan(ctx, &versions)
	if err != nil {
		return TranslateError(err)
	}
	if len(versions) == 0 {
		return kernel.NotFound("import")
	}
	return kernel.Conflict(fmt.Sprintf("the import was changed since it was read: it is at version %d, not %d",
		versions[0], imp.Version)).WithCode("stale_version")
}

// running reports whether an import of status has a job running whose
// progress pages show.
func running(status tabular.Status) bool {
	return status == tabular.StatusChecking || status == tabular.StatusWriting
}
