package sql

import (
	"context"
	"encoding/json"
	"time"

	"github.com/uptrace/bun"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// activityRow is one entry of an organization's activity log (record_activity).
type activityRow struct {
	bun.BaseModel `bun:"table:record_activity"`

	OrgID     kernel.ID `bun:"org_id,pk"`
	ID        kernel.ID `bun:"id,pk"`
	RecordID  kernel.ID `bun:"record_id"`
	Kind      string    `bun:"kind"`
	ProjectID kernel.ID `bun:"project_id,nullzero"`
	Label     string    `bun:"label"`
	Action    string    `bun:"action"`
	Version   int       `bun:"version"`
	ActorID   kernel.ID `bun:"actor_id,nullzero"`
	ActorName string    `bun:"actor_name"`
	At        time.Time `bun:"at"`
	Fields    string    `bun:"fields"` // a JSON array of fieldChangeJSON
}

// fieldChangeJSON is a records.FieldChange in the fields column.
type fieldChangeJSON struct {
	Field        string `json:"field"`
	From         string `json:"from"`
	To           string `json:"to"`
	Type         string `json:"type,omitempty"`
	FromCurrency string `json:"from_currency,omitempty"`
	ToCurrency   string `json:"to_currency,omitempty"`
	FromZone     string `json:"from_zone,omitempty"`
	ToZone       string `json:"to_zone,omitempty"`
}

// setVersion sets the version of c's record to c.Version+1, or forgets it after
// a removal.
func setVersion(ctx context.Context, db bun.IDB, org kernel.ID, c records.Change) error {
	var err error
	if c.Action == records.ActionRemove {
		_, err = db.NewDelete().Table("record_versions").Where("org_id = ?", org).
			Where("record_id = ?", c.Ref.ID).Exec(ctx)
	} else {
		_, err = db.ExecContext(ctx, `INSERT INTO record_versions (org_id, record_id, kind, version)
VALUES (?, ?, ?, ?) ON CONFLICT (org_id, record_id) DO UPDATE SET kind = excluded.kind, version = excluded.version`,
			org, c.Ref.ID, string(c.Ref.Kind), c.Version+1)
	}
	return TranslateError(err)
}

// appendActivity adds a to org's activity log. A project's entry belongs to the
// project: its ProjectID is its own id.
func appendActivity(ctx context.Context, db bun.IDB, org kernel.ID, a records.Activity) error {
	if !CanonicalID(a.ID) || (!a.ActorID.IsZero() && !CanonicalID(a.ActorID)) ||
		(!a.Ref.ProjectID.IsZero() && !CanonicalID(a.Ref.ProjectID)) {
		return kernel.Invalid("the activity entry's ids are not valid identifiers").WithCode("invalid_activity")
	}
	fields := make([]fieldChangeJSON, len(a.Fields))
	for i, f := range a.Fields {
		fields[i] = fieldChangeJSON(f)
	}
	encoded, _ := json.Marshal(fields) // strings only: always marshals
	row := activityRow{OrgID: org, ID: a.ID, RecordID: a.Ref.ID, Kind: string(a.Ref.Kind),
		ProjectID: activityProject(a.Ref), Label: a.Label, Action: string(a.Action), Version: a.Version,
		ActorID: a.ActorID, ActorName: a.ActorName, At: StorageTime(a.At), Fields: string(encoded)}
	_, err := db.NewInsert().Model(&row).Exec(ctx)
	return TranslateError(err)
}

// activityProject is the project an entry about ref belongs to.
func activityProject(ref records.Ref) kernel.ID {
	if ref.Kind == records.KindProject {
		return ref.ID
	}
	return ref.ProjectID
}

// activity turns the row back into an entry.
func (r activityRow) activity() (records.Activity, error) {
	var fields []fieldChangeJSON
	if err := json.Unmarshal([]byte(r.Fields), &fields); err != nil {
		return records.Activity{}, kernel.Internal(err)
	}
	a := records.Activity{ID: r.ID, OrgID: r.OrgID,
		Ref:   records.Ref{Kind: records.Kind(r.Kind), ID: r.RecordID, ProjectID: r.ProjectID},
		Label: r.Label, Action: records.Action(r.Action), Version: r.Version, ActorID: r.ActorID,
		ActorName: r.ActorName, At: r.At.UTC()}
	for _, f := range fields {
		a.Fields = append(a.Fields, records.FieldChange(f))
	}
	return a, nil
}

// RecordVersion returns the version of org's record id: its row in
// record_versions, else 1 for a record written in bulk, else 0.
func (s *RecordStore) RecordVersion(ctx context.Context, org, id kernel.ID) (int, error) {
	if !CanonicalID(org) || !CanonicalID(id) {
		return 0, nil
	}
	db := s.db.IDB(ctx)
	var versions []int
	err := db.NewSelect().Table("record_versions").Column("version").Where("org_id = ?", org).
		Where("record_id = ?", id).Scan(ctx, &versions)
	if err != nil || len(versions) > 0 {
		return firstOr(versions), TranslateError(err)
	}
	if _, err := s.FindRef(ctx, org, id); err != nil {
		if kernel.IsKind(err, kernel.KindNotFound) {
			return 0, nil
		}
		return 0, err
	}
	return 1, nil
}

func firstOr(versions []int) int {
	if len(versions) == 0 {
		return 0
	}
	return versions[0]
}

// FindActivity returns org's activity log entries that match f, newest first,
// by the index of the filter's kind (see the record writes migration).
func (s *RecordStore) FindActivity(ctx context.Context, org kernel.ID, f records.ActivityFilter) ([]records.Activity, error) {
	if err := checkActivityFilter(f); err != nil {
		return nil, err
	}
	if !CanonicalID(org) || (!f.RecordID.IsZero() && !CanonicalID(f.RecordID)) ||
		(!f.ProjectID.IsZero() && !CanonicalID(f.ProjectID)) {
		return nil, nil
	}
	var rows []activityRow
	q := s.db.IDB(ctx).NewSelect().Model(&rows).Where("org_id = ?", org)
	switch {
	case !f.RecordID.IsZero():
		q = q.Where("record_id = ?", f.RecordID)
	case !f.ProjectID.IsZero():
		q = q.Where("project_id = ?", f.ProjectID)
	}
	if f.Before != nil {
		at := StorageTime(f.Before.At)
		q = q.Where("(at < ? OR (at = ? AND id < ?))", at, at, f.Before.ID)
	}
	if err := q.OrderExpr("at DESC, id DESC").Limit(int64(activityLimit(f))).Scan(ctx); err != nil {
		return nil, TranslateError(err)
	}
	if len(rows) == 0 {
		return nil, nil // as the memory store: no entries is nil
	}
	out := make([]records.Activity, len(rows))
	for i, r := range rows {
		a, err := r.activity()
		if err != nil {
			return nil, err
		}
		out[i] = a
	}
	return out, nil
}

// checkActivityFilter refuses a keyset position whose id is not an identifier.
func checkActivityFilter(f records.ActivityFilter) error {
	if f.Before != nil && !CanonicalID(f.Before.ID) {
		return kernel.InvalidField("/before", "invalid_position", "the position names no activity entry")
	}
	return nil
}

// activityLimit is the number of entries a read returns at most.
func activityLimit(f records.ActivityFilter) int {
	if f.Limit <= 0 || f.Limit > records.MaxActivity {
		return records.MaxActivity
	}
	return f.Limit
}
