// Package recordcache keeps the records of recent scoped loads in memory, so
// that rendering a document from a record again reads one number instead of
// the records: a decorator of ports.RecordStore whose LoadDataset, for a
// project or a show, first reads the organization's records revision
// (RecordStore.RecordsRevision) and answers from memory when the records were
// loaded at that revision. Every write of records changes the revision in its
// own transaction, in the database, so a copy is never served after a write
// has committed, whichever process or replica wrote.
//
// A kept load is also given up after MaxAge, whatever the revision: a write
// that does not set the revision (a replica of an older version during a
// rolling upgrade, a change made by hand in SQL) is seen within that time.
//
// The records it hands out are shared between callers: they must not change
// them (binding.TestBindersLeaveTheirDatasetAsTheyFoundIt holds the binders to
// it). Loads of a whole organization, and failed loads, are not kept.
package recordcache

import (
	"context"
	"sync"
	"time"

	"github.com/hashicorp/golang-lru/v2/simplelru"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/ports"
)

// MaxAge is how long a load is kept at most, its revision unchanged.
const MaxAge = time.Minute

// Store is a ports.RecordStore that keeps scoped loads of the one it wraps.
type Store struct {
	ports.RecordStore
	budget int              // the most records the kept loads may hold together
	now    func() time.Time // the clock MaxAge is measured by

	mu           sync.Mutex
	lru          *simplelru.LRU[key, entry]
	held         int // the records the kept loads hold
	hits, misses uint64
}

var _ ports.RecordStore = (*Store)(nil)

// key names a scoped load: the organization and the filter.
type key struct {
	org, project, show kernel.ID
	kinds              string
}

// entry is a kept load, the revision it was read at and when.
type entry struct {
	revision int64
	loaded   time.Time
	data     records.Dataset
	size     int
}

// New returns a Store over next that keeps loads holding at most budget
// records in all, the least recently used given up first; a load bigger than
// budget is not kept. New panics if budget is not positive: a caller that wants
// no cache uses next itself.
func New(next ports.RecordStore, budget int) *Store {
	if budget <= 0 {
		panic("recordcache: budget must be positive")
	}
	s := &Store{RecordStore: next, budget: budget, now: time.Now}
	// The entry count is not the bound (the records are), so it is set out of reach.
	s.lru, _ = simplelru.NewLRU[key, entry](budget+1, func(_ key, e entry) { s.held -= e.size })
	return s
}

// LoadDataset returns the records f names: for a project or a show, the kept
// copy when org's records revision is still the one it was loaded at, less
// than MaxAge ago, else a load it keeps; for the whole organization, a load.
func (s *Store) LoadDataset(ctx context.Context, org kernel.ID, f records.DatasetFilter) (records.Dataset, error) {
	if f.ProjectID.IsZero() && f.ShowID.IsZero() {
		return s.RecordStore.LoadDataset(ctx, org, f)
	}
	// The revision is read before the records: a write that commits between the
	// two leaves newer records under an older revision, which the next call
	// finds changed; the other order could keep older records under the newer one.
	revision, err := s.RecordStore.RecordsRevision(ctx, org)
	if err != nil {
		return records.Dataset{}, err
	}
	k, now := keyOf(org, f), s.now()
	s.mu.Lock()
	e, ok := s.lru.Get(k)
	if ok && e.revision == revision && now.Sub(e.loaded) < MaxAge {
		s.hits++
		s.mu.Unlock()
		return e.data, nil
	}
	s.misses++
	s.mu.Unlock()
	d, err := s.RecordStore.LoadDataset(ctx, org, f)
	if err != nil {
		return d, err
	}
	s.keep(k, entry{revision: revision, loaded: now, data: d, size: d.Rows()})
	return d, nil
}

// keep adds e under k, and gives up the least recently used loads until the
// kept ones fit the budget.
func (s *Store) keep(k key, e entry) {
	if e.size > s.budget {
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.lru.Remove(k) // a replaced entry's size leaves through the eviction callback
	s.lru.Add(k, e)
	s.held += e.size
	for s.held > s.budget {
		s.lru.RemoveOldest()
	}
}

// Stats reports the loads answered from memory and the loads read, since New.
func (s *Store) Stats() (hits, misses uint64) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.hits, s.misses
}

func keyOf(org kernel.ID, f records.DatasetFilter) key {
	return key{org: org, project: f.ProjectID, show: f.ShowID, kinds: f.KindsKey()}
}
