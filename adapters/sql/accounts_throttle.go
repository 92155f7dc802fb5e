package sql

import (
	"context"
	stdsql "database/sql"
	"errors"
	"time"

	"github.com/uptrace/bun"
)

// signInFailureRow is one failed sign-in under a key.
type signInFailureRow struct {
	bun.BaseModel `bun:"table:sign_in_failures"`

	Key string    `bun:"key"`
	At  time.Time `bun:"at"`
}

// RecordSignInFailure records a failed sign-in under key at the given time.
func (s *AccountStore) RecordSignInFailure(ctx context.Context, key string, at time.Time) error {
	row := signInFailureRow{Key: key, At: StorageTime(at)}
	_, err := s.db.IDB(ctx).NewInsert().Model(&row).Exec(ctx)
	return TranslateError(err)
}

// CountSignInFailures returns how many failures key has at or after since, and
// the oldest of them (zero when there are none). Both are read from the index on
// (key, at).
func (s *AccountStore) CountSignInFailures(ctx context.Context, key string, since time.Time) (int, time.Time, error) {
	db := s.db.IDB(ctx)
	var oldest signInFailureRow
	err := db.NewSelect().Model(&oldest).
		Where("key = ?", key).Where("at >= ?", StorageTime(since)).
		Order("at").Limit(1).Scan(ctx)
	if errors.Is(err, stdsql.ErrNoRows) {
		return 0, time.Time{}, nil
	}
	if err != nil {
		return 0, time.Time{}, TranslateError(err)
	}
	n, err := db.NewSelect().Model((*signInFailureRow)(nil)).
		Where("key = ?", key).Where("at >= ?", StorageTime(since)).Count(ctx)
	if err != nil {
		return 0, time.Time{}, TranslateError(err)
	}
	return int(n), oldest.At.UTC(), nil
}

// ClearSignInFailures forgets key's failures.
func (s *AccountStore) ClearSignInFailures(ctx context.Context, key string) error {
	_, err := s.db.IDB(ctx).NewDelete().TableExpr("sign_in_failures").Where("key = ?", key).Exec(ctx)
	return TranslateError(err)
}

// PruneSignInFailures forgets every failure before the given time.
func (s *AccountStore) PruneSignInFailures(ctx context.Context, before time.Time) error {
	_, err := s.db.IDB(ctx).NewDelete().TableExpr("sign_in_failures").
		Where("at < ?", StorageTime(before)).Exec(ctx)
	return TranslateError(err)
}
