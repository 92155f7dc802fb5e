package memory

import (
	"cmp"
	"context"
	"slices"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// appendActivity adds a copy of a to o's log, as the SQL store keeps it: in org,
// at microsecond precision in UTC, a project's entry belonging to the project.
func (o *orgRecords) appendActivity(org kernel.ID, a records.Activity) {
	a.OrgID = org
	a.At = recordTime(a.At)
	if a.Ref.Kind == records.KindProject {
		a.Ref.ProjectID = a.Ref.ID
	}
	a.Fields = slices.Clone(a.Fields)
	o.activity = append(slices.Clip(o.activity), a)
}

// RecordVersion returns the version of org's record id: 0 when org has no such
// record, 1 for one not changed since it was written in bulk.
func (s *RecordStore) RecordVersion(ctx context.Context, org, id kernel.ID) (int, error) {
	st, unlock := s.b.read(ctx)
	defer unlock()
	o := st.org(org)
	if o == nil {
		return 0, nil
	}
	for _, k := range records.Kinds {
		if ref, ok := o.refs[k][id]; ok {
			return o.versionOf(ref), nil
		}
	}
	return 0, nil
}

// FindActivity returns org's activity log entries that match f, newest first (by
// At, then by ID, descending), at most f.Limit of them (see ports.RecordWriter).
func (s *RecordStore) FindActivity(ctx context.Context, org kernel.ID, f records.ActivityFilter) ([]records.Activity, error) {
	if f.Before != nil {
		if p, err := kernel.ParseID(string(f.Before.ID)); err != nil || p != f.Before.ID {
			return nil, kernel.InvalidField("/before", "invalid_position", "the position names no activity entry")
		}
	}
	st, unlock := s.b.read(ctx)
	defer unlock()
	o := st.org(org)
	if o == nil {
		return nil, nil
	}
	var out []records.Activity
	for _, a := range o.activity {
		if activityMatches(a, f) {
			a.Fields = slices.Clone(a.Fields)
			out = append(out, a)
		}
	}
	slices.SortFunc(out, func(x, y records.Activity) int {
		return cmp.Or(y.At.Compare(x.At), cmp.Compare(y.ID, x.ID))
	})
	limit := f.Limit
	if limit <= 0 || limit > records.MaxActivity {
		limit = records.MaxActivity
	}
	return out[:min(limit, len(out))], nil
}

// activityMatches reports whether a is one of the entries f keeps.
func activityMatches(a records.Activity, f records.ActivityFilter) bool {
	switch {
	case !f.RecordID.IsZero() && a.Ref.ID != f.RecordID:
		return false
	case f.RecordID.IsZero() && !f.ProjectID.IsZero() && a.Ref.ProjectID != f.ProjectID:
		return false
	case f.Before != nil:
		at := recordTime(f.Before.At)
		return a.At.Before(at) || (a.At.Equal(at) && a.ID < f.Before.ID)
	}
	return true
}
