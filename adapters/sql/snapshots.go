package sql

import (
	"context"
	"encoding/json"
	"time"

	"github.com/uptrace/bun"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/reporting"
	"github.com/roadcase/roadcase/ports"
)

// SnapshotStore keeps snapshots in snapshots, with their keys in snapshot_keys.
type SnapshotStore struct{ db *DB }

var _ ports.SnapshotStore = (*SnapshotStore)(nil)

// NewSnapshotStore returns the snapshot store of db. db must be migrated.
func NewSnapshotStore(db *DB) *SnapshotStore { return &SnapshotStore{db: db} }

type snapshotRow struct {
	bun.BaseModel `bun:"table:snapshots,alias:s"`

	OrgID   kernel.ID `bun:"org_id,pk"`
	ID      kernel.ID `bun:"id,pk"`
	Kind    string    `bun:"kind"`
	Keys    string    `bun:"keys"`
	Query   string    `bun:"query"`
	Catalog string    `bun:"catalog"`
	Trigger string    `bun:"trigger"`
	TakenAt time.Time `bun:"taken_at"`
	Body    []byte    `bun:"body"`
}

type snapshotKeyRow struct {
	bun.BaseModel `bun:"table:snapshot_keys"`

	OrgID      kernel.ID `bun:"org_id,pk"`
	SnapshotID kernel.ID `bun:"snapshot_id,pk"`
	Kind       string    `bun:"kind"`
	Key        string    `bun:"key,pk"`
	TakenAt    time.Time `bun:"taken_at"`
}

// CreateSnapshot writes s and its keys in one transaction. KindConflict if its id
// exists; KindInvalid if its organization does not exist.
func (st *SnapshotStore) CreateSnapshot(ctx context.Context, s reporting.Snapshot) error {
	keys, _ := json.Marshal(s.Keys)
	query, _ := json.Marshal(s.Query)
	row := snapshotRow{OrgID: s.OrgID, ID: s.ID, Kind: string(s.Kind), Keys: string(keys), Query: string(query),
		Catalog: s.Catalog, Trigger: string(s.Trigger), TakenAt: StorageTime(s.TakenAt), Body: s.Body}
	if row.Body == nil {
		row.Body = []byte{}
	}
	keyRows := make([]snapshotKeyRow, len(s.Keys))
	for i, k := range s.Keys {
		keyRows[i] = snapshotKeyRow{OrgID: s.OrgID, SnapshotID: s.ID, Kind: string(s.Kind), Key: k, TakenAt: row.TakenAt}
	}
	return atomically(ctx, st.db, func(ctx context.Context, db bun.IDB) error {
		if _, err := db.NewInsert().Model(&row).Exec(ctx); err != nil {
			return TranslateError(err)
		}
		if len(keyRows) == 0 {
			return nil
		}
		_, err := db.NewInsert().Model(&keyRows).Exec(ctx)
		return TranslateError(err)
	})
}

// FindSnapshot returns one of org's snapshots with its body. KindNotFound
// otherwise.
func (st *SnapshotStore) FindSnapshot(ctx context.Context, org, id kernel.ID) (reporting.Snapshot, error) {
	if !CanonicalID(org) || !CanonicalID(id) {
		return reporting.Snapshot{}, kernel.NotFound("snapshot")
	}
	var row snapshotRow
	err := st.db.IDB(ctx).NewSelect().Model(&row).Where("org_id = ?", org).Where("id = ?", id).Scan(ctx)
	if err := TranslateError(err); err != nil {
		if kernel.IsKind(err, kernel.KindNotFound) {
			return reporting.Snapshot{}, kernel.NotFound("snapshot")
		}
		return reporting.Snapshot{}, err
	}
	return row.snapshot()
}

// FindSnapshots returns up to limit of org's snapshots matching f, newest first,
// after the position after, without their bodies. A filter reads snapshot_keys'
// index; no filter reads snapshots' own.
func (st *SnapshotStore) FindSnapshots(ctx context.Context, org kernel.ID, f reporting.SnapshotFilter,
	after *kernel.Cursor, limit int) ([]reporting.Snapshot, error) {
	if !CanonicalID(org) {
		return nil, nil
	}
	q := st.db.IDB(ctx).NewSelect().Model((*snapshotRow)(nil)).
		Column("s.org_id", "s.id", "s.kind", "s.keys", "s.query", "s.catalog", "s.trigger", "s.taken_at").
		Where("s.org_id = ?", org)
	kind, key := "", ""
	switch {
	case f.Report != "":
		kind, key = string(reporting.SnapshotReport), f.Report
	case f.Metric != "":
		kind, key = string(reporting.SnapshotMetrics), f.Metric
	}
	if key != "" {
		q = q.Where("EXISTS (SELECT 1 FROM snapshot_keys AS k WHERE k.org_id = s.org_id AND k.snapshot_id = s.id "+
			"AND k.kind = ? AND k.key = ?)", kind, key)
	}
	if after != nil {
		at, err := time.Parse(reporting.SnapshotTimeLayout, after.Keys[0])
		if err != nil || len(after.Keys) != 1 {
			return nil, kernel.InvalidField("/cursor", "invalid_cursor", "the cursor does not belong to this list")
		}
		q = q.Where("(s.taken_at, s.id) < (?, ?)", StorageTime(at), after.ID)
	}
	var rows []snapshotRow
	if err := q.OrderExpr("s.taken_at DESC, s.id DESC").Limit(int64(limit)).Scan(ctx, &rows); err != nil {
		return nil, TranslateError(err)
	}
	out := make([]reporting.Snapshot, 0, len(rows))
	for _, r := range rows {
		s, err := r.snapshot()
		if err != nil {
			return nil, err
		}
		s.Body = nil
		out = append(out, s)
	}
	return out, nil
}

func (r snapshotRow) snapshot() (reporting.Snapshot, error) {
	s := reporting.Snapshot{ID: r.ID, OrgID: r.OrgID, Kind: reporting.SnapshotKind(r.Kind), Catalog: r.Catalog,
		Trigger: reporting.SnapshotTrigger(r.Trigger), TakenAt: r.TakenAt.UTC(), Body: r.Body}
	if err := json.Unmarshal([]byte(r.Keys), &s.Keys); err != nil {
		return reporting.Snapshot{}, kernel.Internal(err)
	}
	if err := json.Unmarshal([]byte(r.Query), &s.Query); err != nil {
		return reporting.Snapshot{}, kernel.Internal(err)
	}
	return s, nil
}
