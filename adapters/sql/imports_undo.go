package sql

import (
	"context"
	"encoding/json"
	"maps"
	"slices"

	"github.com/uptrace/bun"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/core/records/tabular"
)

// undoJSON is a tabular.Undo in import_undo. The records as they were before
// (Before) are encoding/json's rendering of records.Dataset, field names as
// the Go types spell them: an undo is only kept for tabular.UndoWindow, and the
// records' JSON in the database (records_json.go) is a load's row format, not
// a codec of whole datasets.
type undoJSON struct {
	Created  []refJSON     `json:"created,omitempty"`
	Restored []restoreJSON `json:"restored,omitempty"`
}

type restoreJSON struct {
	Ref     refJSON         `json:"ref"`
	Version int             `json:"version"`
	Before  records.Dataset `json:"before"`
}

// SaveUndo stores u as what undoing org's import id does, replacing what was
// stored before. KindNotFound when org has no such import.
func (s *ImportStore) SaveUndo(ctx context.Context, org, id kernel.ID, u tabular.Undo) error {
	if !CanonicalID(org) || !CanonicalID(id) {
		return kernel.NotFound("import")
	}
	var doc undoJSON
	for _, r := range u.Created {
		doc.Created = append(doc.Created, toRefJSON(r))
	}
	for _, r := range u.Restored {
		doc.Restored = append(doc.Restored, restoreJSON{Ref: toRefJSON(r.Ref), Version: r.Version, Before: r.Before})
	}
	body, err := json.Marshal(doc)
	if err != nil {
		return kernel.Internal(err)
	}
	return atomically(ctx, s.db, func(ctx context.Context, db bun.IDB) error {
		exists, err := db.NewSelect().Table("imports").Where("org_id = ?", org).Where("id = ?", id).Exists(ctx)
		if err != nil || !exists {
			return cmpOr(TranslateError(err), kernel.NotFound("import"))
		}
		_, err = db.ExecContext(ctx, `INSERT INTO import_undo (org_id, import_id, body) VALUES (?, ?, ?)
ON CONFLICT (org_id, import_id) DO UPDATE SET body = excluded.body`, org, id, string(body))
		return TranslateError(err)
	})
}

// cmpOr returns err when it is not nil, else otherwise.
func cmpOr(err, otherwise error) error {
	if err != nil {
		return err
	}
	return otherwise
}

// LoadUndo returns what SaveUndo stored for org's import id. KindNotFound when
// nothing was.
func (s *ImportStore) LoadUndo(ctx context.Context, org, id kernel.ID) (tabular.Undo, error) {
	if !CanonicalID(org) || !CanonicalID(id) {
		return tabular.Undo{}, kernel.NotFound("import undo")
	}
	var bodies []string
	err := s.db.IDB(ctx).NewSelect().Table("import_undo").Column("body").Where("org_id = ?", org).
		Where("import_id = ?", id).Scan(ctx, &bodies)
	if err != nil || len(bodies) == 0 {
		return tabular.Undo{}, cmpOr(TranslateError(err), kernel.NotFound("import undo"))
	}
	var doc undoJSON
	if err := json.Unmarshal([]byte(bodies[0]), &doc); err != nil {
		return tabular.Undo{}, kernel.Internal(err)
	}
	var u tabular.Undo
	for _, r := range doc.Created {
		u.Created = append(u.Created, r.ref())
	}
	for _, r := range doc.Restored {
		u.Restored = append(u.Restored, tabular.Restore{Ref: r.Ref.ref(), Version: r.Version, Before: r.Before})
	}
	return u, nil
}

// RememberMapping merges m into org's remembered mapping of kind, one row a
// header, m's choices replacing earlier ones. KindInvalid when the
// organization does not exist.
func (s *ImportStore) RememberMapping(ctx context.Context, org kernel.ID, kind tabular.Kind, m tabular.Remembered) error {
	if !CanonicalID(org) {
		return kernel.Invalid("the organization is not a valid identifier").WithCode("invalid_reference")
	}
	if len(m) == 0 {
		return nil
	}
	headers := slices.Sorted(maps.Keys(m)) // one order for every writer: no deadlock between two
	return atomically(ctx, s.db, func(ctx context.Context, db bun.IDB) error {
		for _, h := range headers {
			_, err := db.ExecContext(ctx, `INSERT INTO import_mappings (org_id, kind, header_norm, field) VALUES (?, ?, ?, ?)
ON CONFLICT (org_id, kind, header_norm) DO UPDATE SET field = excluded.field`, org, string(kind), h, m[h])
			if err != nil {
				return TranslateError(err)
			}
		}
		return nil
	})
}

// RememberedMapping returns org's remembered mapping of kind, empty (not nil)
// when nothing was remembered.
func (s *ImportStore) RememberedMapping(ctx context.Context, org kernel.ID, kind tabular.Kind) (tabular.Remembered, error) {
	out := tabular.Remembered{}
	if !CanonicalID(org) {
		return out, nil
	}
	var rows []struct {
		Header string `bun:"header_norm"`
		Field  string `bun:"field"`
	}
	err := s.db.IDB(ctx).NewSelect().Table("import_mappings").Column("header_norm", "field").
		Where("org_id = ?", org).Where("kind = ?", string(kind)).Scan(ctx, &rows)
	if err != nil {
		return nil, TranslateError(err)
	}
	for _, r := range rows {
		out[r.Header] = r.Field
	}
	return out, nil
}
