package sql

import (
	"context"
	"time"

	"github.com/uptrace/bun"

	"github.com/roadcase/roadcase/core/documents"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/ports"
)

// RenderLog appends rendered documents to render_log.
type RenderLog struct{ db *DB }

var _ ports.RenderLog = (*RenderLog)(nil)

// NewRenderLog returns the render log of db. db must be migrated.
func NewRenderLog(db *DB) *RenderLog { return &RenderLog{db: db} }

type renderRow struct {
	bun.BaseModel `bun:"table:render_log"`

	OrgID      kernel.ID  `bun:"org_id,pk"`
	ID         kernel.ID  `bun:"id,pk"`
	DocType    string     `bun:"doc_type"`
	RecordID   *kernel.ID `bun:"record_id"`
	TokenID    *kernel.ID `bun:"token_id"`
	Bytes      int        `bun:"bytes"`
	DurationUS int64      `bun:"duration_us"`
	At         time.Time  `bun:"at"`
}

// RecordRender appends r. KindConflict if its id exists; KindInvalid if its
// organization does not exist.
func (l *RenderLog) RecordRender(ctx context.Context, r documents.Render) error {
	row := renderRow{OrgID: r.OrgID, ID: r.ID, DocType: r.Type, RecordID: optionalID(r.RecordID),
		TokenID: optionalID(r.TokenID), Bytes: r.Bytes, DurationUS: r.Duration.Microseconds(), At: StorageTime(r.At)}
	_, err := l.db.IDB(ctx).NewInsert().Model(&row).Exec(ctx)
	return TranslateError(err)
}

// optionalID is NULL for a zero id.
func optionalID(id kernel.ID) *kernel.ID {
	if id.IsZero() {
		return nil
	}
	return &id
}
