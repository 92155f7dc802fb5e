package sql

import (
	"context"

	"github.com/uptrace/bun"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// AppendActivity appends a to org's activity log as it is given, joining the
// transaction ctx carries (see ports.ActivityLog).
func (s *RecordStore) AppendActivity(ctx context.Context, org kernel.ID, a records.Activity) error {
	if !CanonicalID(org) {
		return kernel.NotFound("organization")
	}
	return atomically(ctx, s.db, func(ctx context.Context, db bun.IDB) error {
		return appendActivity(ctx, db, org, a)
	})
}
