package memory

import (
	"cmp"
	"context"
	"maps"
	"slices"
	"time"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/reporting"
	"github.com/roadcase/roadcase/ports"
)

// SnapshotStore is a Backend's snapshots. Like the SQL store it needs the
// organization to exist, keeps instants in UTC at microsecond precision and
// never changes a snapshot once written.
type SnapshotStore struct{ b *Backend }

var _ ports.SnapshotStore = (*SnapshotStore)(nil)

// CreateSnapshot writes s. KindConflict if its id exists; KindInvalid if its
// organization does not.
func (st *SnapshotStore) CreateSnapshot(ctx context.Context, s reporting.Snapshot) error {
	state, unlock := st.b.write(ctx)
	defer unlock()
	if _, ok := state.orgs[s.OrgID]; !ok {
		return kernel.Invalid("the organization of a snapshot does not exist")
	}
	for _, have := range state.snapshots {
		if have.OrgID == s.OrgID && have.ID == s.ID {
			return kernel.Conflict("a snapshot with this id exists")
		}
	}
	s.TakenAt = recordTime(s.TakenAt)
	state.snapshots = append(state.snapshots, copySnapshot(s))
	return nil
}

// FindSnapshot returns one of org's snapshots. KindNotFound otherwise.
func (st *SnapshotStore) FindSnapshot(ctx context.Context, org, id kernel.ID) (reporting.Snapshot, error) {
	state, unlock := st.b.read(ctx)
	defer unlock()
	for _, s := range state.snapshots {
		if s.OrgID == org && s.ID == id {
			return copySnapshot(s), nil
		}
	}
	return reporting.Snapshot{}, kernel.NotFound("snapshot")
}

// FindSnapshots returns up to limit of org's snapshots matching f, newest first,
// after the position after, without bodies.
func (st *SnapshotStore) FindSnapshots(ctx context.Context, org kernel.ID, f reporting.SnapshotFilter,
	after *kernel.Cursor, limit int) ([]reporting.Snapshot, error) {
	state, unlock := st.b.read(ctx)
	defer unlock()
	var out []reporting.Snapshot
	for _, s := range state.snapshots {
		if s.OrgID != org || !f.Matches(s) || (after != nil && !olderThan(s, *after)) {
			continue
		}
		s = copySnapshot(s)
		s.Body = nil
		out = append(out, s)
	}
	slices.SortFunc(out, func(a, b reporting.Snapshot) int {
		return cmp.Or(b.TakenAt.Compare(a.TakenAt), cmp.Compare(b.ID, a.ID))
	})
	return out[:min(limit, len(out))], nil
}

// olderThan reports whether s comes after the position in newest-first order.
func olderThan(s reporting.Snapshot, after kernel.Cursor) bool {
	at, err := time.Parse(reporting.SnapshotTimeLayout, after.Keys[0])
	if err != nil {
		return false
	}
	return s.TakenAt.Before(at) || (s.TakenAt.Equal(at) && s.ID < after.ID)
}

func copySnapshot(s reporting.Snapshot) reporting.Snapshot {
	s.Keys, s.Query, s.Body = slices.Clone(s.Keys), maps.Clone(s.Query), slices.Clone(s.Body)
	return s
}
