package sql

import (
	"context"
	stdsql "database/sql"
	"errors"
	"time"

	"github.com/uptrace/bun"

	"github.com/roadcase/roadcase/ports"
)

// SessionStore keeps the platform's browser sessions in the sessions table.
// Every method runs on the transaction its context carries, if any.
type SessionStore struct {
	db *DB
}

var _ ports.SessionStore = (*SessionStore)(nil)

// NewSessionStore returns the session store of db. db must be migrated.
func NewSessionStore(db *DB) *SessionStore { return &SessionStore{db: db} }

type sessionRow struct {
	bun.BaseModel `bun:"table:sessions"`

	Key    string    `bun:"key,pk"`
	Data   []byte    `bun:"data"`
	Expiry time.Time `bun:"expiry"`
}

// FindSession returns a session's data if it exists and expires after now.
func (s *SessionStore) FindSession(ctx context.Context, key string, now time.Time) ([]byte, bool, error) {
	var row sessionRow
	err := s.db.IDB(ctx).NewSelect().Model(&row).
		Where("key = ?", key).Where("expiry > ?", StorageTime(now)).Scan(ctx)
	if errors.Is(err, stdsql.ErrNoRows) {
		return nil, false, nil
	}
	if err != nil {
		return nil, false, TranslateError(err)
	}
	if row.Data == nil {
		row.Data = []byte{}
	}
	return row.Data, true, nil
}

// CommitSession creates or replaces a session.
func (s *SessionStore) CommitSession(ctx context.Context, key string, data []byte, expiry time.Time) error {
	row := sessionRow{Key: key, Data: data, Expiry: StorageTime(expiry)}
	if row.Data == nil {
		row.Data = []byte{}
	}
	_, err := s.db.IDB(ctx).NewInsert().Model(&row).
		On("CONFLICT (key) DO UPDATE").
		Set("data = EXCLUDED.data").Set("expiry = EXCLUDED.expiry").Exec(ctx)
	return TranslateError(err)
}

// DeleteSession removes a session; removing a missing one is not an error.
func (s *SessionStore) DeleteSession(ctx context.Context, key string) error {
	_, err := s.db.IDB(ctx).NewDelete().TableExpr("sessions").Where("key = ?", key).Exec(ctx)
	return TranslateError(err)
}

// DeleteExpiredSessions removes every session that expired at or before now and
// returns how many there were.
func (s *SessionStore) DeleteExpiredSessions(ctx context.Context, now time.Time) (int, error) {
	res, err := s.db.IDB(ctx).NewDelete().TableExpr("sessions").Where("expiry <= ?", StorageTime(now)).Exec(ctx)
	if err != nil {
		return 0, TranslateError(err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return 0, TranslateError(err)
	}
	return int(n), nil
}
