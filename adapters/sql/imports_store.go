package sql

import (
	"context"

	"github.com/uptrace/bun"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records/tabular"
	"github.com/roadcase/roadcase/ports"
)

// ImportStore keeps organizations' spreadsheet imports in the imports tables,
// on PostgreSQL or SQLite. Every query is filtered by org_id, so another
// organization's import is not found exactly like a missing one, and every
// method joins the transaction its context carries, but for ReportProgress
// (see there).
type ImportStore struct {
	db *DB
}

var _ ports.ImportStore = (*ImportStore)(nil)

// NewImportStore returns the import store of db. db must be migrated. Every
// ImportStore of one DB sees the progress the others' jobs report.
func NewImportStore(db *DB) *ImportStore { return &ImportStore{db: db} }

// importFileRow is an import's file.
type importFileRow struct {
	bun.BaseModel `bun:"table:import_files"`

	OrgID    kernel.ID `bun:"org_id,pk"`
	ImportID kernel.ID `bun:"import_id,pk"`
	Data     []byte    `bun:"data"`
}

// CreateImport stores imp at version 1 with its file, in one transaction or a
// savepoint of the one ctx carries. KindConflict when org has an import with
// its id; KindInvalid when the organization does not exist.
func (s *ImportStore) CreateImport(ctx context.Context, imp tabular.Import, file []byte) error {
	if !CanonicalID(imp.OrgID) || !CanonicalID(imp.ID) || (!imp.ProjectID.IsZero() && !CanonicalID(imp.ProjectID)) ||
		(!imp.CreatedBy.IsZero() && !CanonicalID(imp.CreatedBy)) {
		return kernel.Invalid("the import's ids are not valid identifiers").WithCode("invalid_import")
	}
	imp.Version = 1
	row := toImportRow(imp)
	f := importFileRow{OrgID: imp.OrgID, ImportID: imp.ID, Data: file}
	if f.Data == nil {
		f.Data = []byte{}
	}
	return atomically(ctx, s.db, func(ctx context.Context, db bun.IDB) error {
		if _, err := db.NewInsert().Model(&row).Exec(ctx); err != nil {
			return TranslateError(err)
		}
		_, err := db.NewInsert().Model(&f).Exec(ctx)
		return TranslateError(err)
	})
}

// FindImport returns org's import id, with the progress its running job last
// reported where this store keeps it apart (SQLite; see ReportProgress).
// KindNotFound otherwise.
func (s *ImportStore) FindImport(ctx context.Context, org, id kernel.ID) (tabular.Import, error) {
	if !CanonicalID(org) || !CanonicalID(id) {
		return tabular.Import{}, kernel.NotFound("import")
	}
	var row importRow
	err := s.db.IDB(ctx).NewSelect().Model(&row).Where("org_id = ?", org).Where("id = ?", id).Scan(ctx)
	if err != nil {
		return tabular.Import{}, notFoundAs(err, "import")
	}
	imp, err := row.importOf()
	return s.db.progress.overlay(imp), err
}

// ImportFile returns the file org's import id was uploaded with.
func (s *ImportStore) ImportFile(ctx context.Context, org, id kernel.ID) ([]byte, error) {
	if !CanonicalID(org) || !CanonicalID(id) {
		return nil, kernel.NotFound("import")
	}
	var row importFileRow
	err := s.db.IDB(ctx).NewSelect().Model(&row).Where("org_id = ?", org).Where("import_id = ?", id).Scan(ctx)
	if err != nil {
		return nil, notFoundAs(err, "import")
	}
	return row.Data, nil
}

// ListImports returns org's imports, newest first (by created_at, then id,
// descending, along imports_list_idx), at most limit (100 when limit is not
// 1–100).
func (s *ImportStore) ListImports(ctx context.Context, org kernel.ID, limit int) ([]tabular.Import, error) {
	if !CanonicalID(org) {
		return nil, nil
	}
	if limit < 1 || limit > 100 {
		limit = 100
	}
	var rows []importRow
	err := s.db.IDB(ctx).NewSelect().Model(&rows).Where("org_id = ?", org).
		OrderExpr("created_at DESC, id DESC").Limit(int64(limit)).Scan(ctx)
	if err != nil {
		return nil, TranslateError(err)
	}
	var out []tabular.Import
	for _, r := range rows {
		imp, err := r.importOf()
		if err != nil {
			return nil, err
		}
		out = append(out, s.db.progress.overlay(imp))
	}
	return out, nil
}
