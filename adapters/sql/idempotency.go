package sql

import (
	"context"
	"time"

	"github.com/uptrace/bun"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/ports"
)

// IdempotencyStore keeps the answers to requests sent with an Idempotency-Key in
// idempotency_keys, one row per organization and key, so that every replica
// sharing the database replays the same answer.
type IdempotencyStore struct {
	db  *DB
	now func() time.Time // the time a reservation's expiry is compared with
}

var _ ports.IdempotencyStore = (*IdempotencyStore)(nil)

// NewIdempotencyStore returns the idempotency store of db. db must be migrated.
func NewIdempotencyStore(db *DB) *IdempotencyStore { return &IdempotencyStore{db: db, now: time.Now} }

type idempotencyRow struct {
	bun.BaseModel `bun:"table:idempotency_keys,alias:k"`

	OrgID       kernel.ID `bun:"org_id,pk"`
	Key         string    `bun:"key,pk"`
	Fingerprint string    `bun:"fingerprint"`
	ExpiresAt   time.Time `bun:"expires_at"`
	Done        bool      `bun:"done"`
	Status      int       `bun:"status"`
	Location    string    `bun:"location"`
	Body        []byte    `bun:"body"` // NULL until the answer is in
}

func (r idempotencyRow) record() ports.IdempotencyRecord {
	return ports.IdempotencyRecord{OrgID: r.OrgID, Key: r.Key, Fingerprint: r.Fingerprint,
		ExpiresAt: r.ExpiresAt.UTC(), Done: r.Done, Status: r.Status, Location: r.Location, Body: nilIfEmpty(r.Body)}
}

// Reserve claims r.Key for r.OrgID with r's fingerprint until r.ExpiresAt, in one
// transaction: an INSERT whose ON CONFLICT replaces only a record that has
// expired, then, if it claimed nothing, a read of the record that holds the key.
// It returns the claim as stored and true, or the holding record and false. Done,
// Status, Location and Body of r are ignored: a claim has no answer yet.
// KindInvalid if the organization does not exist.
func (s *IdempotencyStore) Reserve(ctx context.Context, r ports.IdempotencyRecord) (ports.IdempotencyRecord, bool, error) {
	if !CanonicalID(r.OrgID) {
		return ports.IdempotencyRecord{}, false, kernel.Invalid("an idempotency key needs a well-formed organization id")
	}
	row := idempotencyRow{OrgID: r.OrgID, Key: r.Key, Fingerprint: r.Fingerprint, ExpiresAt: StorageTime(r.ExpiresAt)}
	var (
		out     ports.IdempotencyRecord
		claimed bool
	)
	err := atomically(ctx, s.db, func(ctx context.Context, db bun.IDB) error {
		var keys []string
		err := db.NewInsert().Model(&row).
			On("CONFLICT (org_id, key) DO UPDATE").
			Set("fingerprint = EXCLUDED.fingerprint, expires_at = EXCLUDED.expires_at, done = EXCLUDED.done").
			Set("status = EXCLUDED.status, location = EXCLUDED.location, body = EXCLUDED.body").
			Where("k.expires_at <= ?", StorageTime(s.now())).
			Returning("key").Scan(ctx, &keys)
		if err != nil {
			return TranslateError(err)
		}
		if claimed = len(keys) == 1; claimed {
			out = row.record()
			return nil
		}
		var held idempotencyRow
		if err := db.NewSelect().Model(&held).Where("org_id = ?", r.OrgID).Where("key = ?", r.Key).Scan(ctx); err != nil {
			return TranslateError(err)
		}
		out = held.record()
		return nil
	})
	if err != nil {
		return ports.IdempotencyRecord{}, false, err
	}
	return out, claimed, nil
}

// Complete stores the answer (Status, Location, Body) of the key r reserved with
// r's fingerprint. KindNotFound if no such reservation is waiting for its answer
// (never made, released, completed already, or replaced by another request's).
func (s *IdempotencyStore) Complete(ctx context.Context, r ports.IdempotencyRecord) error {
	if !CanonicalID(r.OrgID) {
		return kernel.NotFound("idempotency key reservation")
	}
	res, err := s.db.IDB(ctx).NewUpdate().Model((*idempotencyRow)(nil)).
		Set("done = ?", true).Set("status = ?", r.Status).Set("location = ?", r.Location).
		Set("body = ?", nilIfEmpty(r.Body)).
		Where("org_id = ?", r.OrgID).Where("key = ?", r.Key).Where("fingerprint = ?", r.Fingerprint).
		Where("NOT done").Exec(ctx)
	if err != nil {
		return TranslateError(err)
	}
	if n, err := res.RowsAffected(); err != nil || n == 0 {
		return notFoundIfNot(err, "idempotency key reservation")
	}
	return nil
}

// Release removes org's reservation of key if it has no answer yet, so that a
// retry runs again; a completed key keeps its answer. Releasing a key that is not
// reserved does nothing.
func (s *IdempotencyStore) Release(ctx context.Context, org kernel.ID, key string) error {
	if !CanonicalID(org) {
		return nil
	}
	_, err := s.db.IDB(ctx).NewDelete().Model((*idempotencyRow)(nil)).
		Where("org_id = ?", org).Where("key = ?", key).Where("NOT done").Exec(ctx)
	return TranslateError(err)
}
