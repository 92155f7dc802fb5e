package sql

import (
	"context"
	"database/sql"
	"errors"

	"github.com/uptrace/bun"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/ports"
)

var _ ports.LegalProfileStore = (*RecordStore)(nil)

// LoadLegalProfile returns org's legal profile and its version (see
// ports.LegalProfileStore).
func (s *RecordStore) LoadLegalProfile(ctx context.Context, org kernel.ID) (records.LegalProfile, int, error) {
	if !CanonicalID(org) {
		return records.LegalProfile{}, 0, nil
	}
	db := s.db.IDB(ctx)
	var row profileRow
	err := db.NewSelect().Model(&row).Where("org_id = ?", org).Scan(ctx)
	if errors.Is(err, sql.ErrNoRows) {
		return records.LegalProfile{}, 0, nil
	}
	if err != nil {
		return records.LegalProfile{}, 0, TranslateError(err)
	}
	version, err := profileVersion(ctx, db, org)
	return (&recordRows{profile: []profileRow{row}}).dataset(org).Profile, version, err
}

// WriteLegalProfile replaces org's legal profile at version (see
// ports.LegalProfileStore): the revision first, as WriteRecord, then the
// version check, the row, the version and the activity entry.
func (s *RecordStore) WriteLegalProfile(ctx context.Context, org kernel.ID, p records.LegalProfile, version int, a records.Activity) error {
	if !CanonicalID(org) {
		return kernel.NotFound("organization")
	}
	rows := toRows(org, records.Dataset{Profile: p}).profile
	if len(rows) == 0 {
		return kernel.Invalid("a legal profile needs at least its legal name").WithCode("empty_profile")
	}
	return atomically(ctx, s.db, func(ctx context.Context, db bun.IDB) error {
		if err := bumpRevision(ctx, db, org); err != nil {
			return err
		}
		current, err := profileVersion(ctx, db, org)
		if err != nil {
			return err
		}
		if current != version {
			return kernel.Conflict("the legal profile was changed since it was read").WithCode("stale_version")
		}
		w := &writer{ctx: ctx, db: db}
		w.upsertProfile(rows)
		if w.err != nil {
			return w.err
		}
		ref := records.Ref{Kind: records.KindLegalProfile, ID: org}
		if err := setVersion(ctx, db, org, records.Change{Ref: ref, Version: version, Action: records.ActionChange}); err != nil {
			return err
		}
		return appendActivity(ctx, db, org, a)
	})
}

// profileVersion is the version of org's legal profile: its row in
// record_versions, else 1 when org_profiles holds one, else 0.
func profileVersion(ctx context.Context, db bun.IDB, org kernel.ID) (int, error) {
	var versions []int
	err := db.NewSelect().Table("record_versions").Column("version").Where("org_id = ?", org).
		Where("record_id = ?", org).Where("kind = ?", string(records.KindLegalProfile)).Scan(ctx, &versions)
	if err != nil {
		return 0, TranslateError(err)
	}
	if len(versions) > 0 {
		return versions[0], nil
	}
	exists, err := db.NewSelect().Table("org_profiles").Where("org_id = ?", org).Exists(ctx)
	if err != nil || !exists {
		return 0, TranslateError(err)
	}
	return 1, nil
}
