package memory

import (
	"context"
	"slices"
	"sync"
	"time"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/ports"
)

// RecordStore keeps each organization's production records in memory. Like the SQL
// store it keeps instants in UTC at microsecond precision, checks references and
// uniqueness the way the database's constraints do, and returns records in the
// order of records.Dataset.Sort, so that both give the same answers.
type RecordStore struct {
	mu   sync.RWMutex
	orgs map[kernel.ID]*orgRecords
}

var _ ports.RecordStore = (*RecordStore)(nil)

// NewRecordStore returns an empty store.
func NewRecordStore() *RecordStore {
	return &RecordStore{orgs: map[kernel.ID]*orgRecords{}}
}

// childKind names the children that have ids of their own; like the SQL tables
// that hold them, each id may be used once per organization.
type childKind int

const (
	childTier childKind = iota
	childRoom
	childInvoiceLine
	childPayment
)

// orgRecords is one organization's records plus the indexes that enforce what the
// SQL schema's keys and unique constraints enforce.
type orgRecords struct {
	data     records.Dataset
	refs     map[records.Kind]map[kernel.ID]records.Ref
	children map[childKind]map[kernel.ID]bool
	numbers  map[string]bool    // invoice numbers in use
	settled  map[kernel.ID]bool // shows that have a settlement
}

func newOrgRecords() *orgRecords {
	o := &orgRecords{
		refs:     map[records.Kind]map[kernel.ID]records.Ref{},
		children: map[childKind]map[kernel.ID]bool{},
		numbers:  map[string]bool{},
		settled:  map[kernel.ID]bool{},
	}
	for _, k := range records.Kinds {
		o.refs[k] = map[kernel.ID]records.Ref{}
	}
	for _, c := range []childKind{childTier, childRoom, childInvoiceLine, childPayment} {
		o.children[c] = map[kernel.ID]bool{}
	}
	return o
}

// org returns org's records, or nil when it has none.
func (s *RecordStore) org(org kernel.ID) *orgRecords { return s.orgs[org] }

// has reports whether o holds a record of kind k with id.
func (o *orgRecords) has(k records.Kind, id kernel.ID) bool {
	if o == nil {
		return false
	}
	_, ok := o.refs[k][id]
	return ok
}

// FindRef tells which kind of record id is, and its project. KindNotFound if org
// has no record with that id.
func (s *RecordStore) FindRef(_ context.Context, org, id kernel.ID) (records.Ref, error) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	if o := s.org(org); o != nil {
		for _, k := range records.Kinds {
			if ref, ok := o.refs[k][id]; ok {
				return ref, nil
			}
		}
	}
	return records.Ref{}, kernel.NotFound("record")
}

// FindProjectByID returns one project. KindNotFound if org has none with that id.
func (s *RecordStore) FindProjectByID(_ context.Context, org, id kernel.ID) (records.Project, error) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	if o := s.org(org); o.has(records.KindProject, id) {
		i := slices.IndexFunc(o.data.Projects, func(p records.Project) bool { return p.ID == id })
		return o.data.Projects[i], nil
	}
	return records.Project{}, kernel.NotFound("project")
}

// FindProjects returns org's projects ordered by start date, then name, then id.
func (s *RecordStore) FindProjects(_ context.Context, org kernel.ID) ([]records.Project, error) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	var out []records.Project
	if o := s.org(org); o != nil {
		out = slices.Clone(o.data.Projects)
	}
	records.SortProjects(out)
	return out, nil
}

// CountRecords returns how many records of each kind org has, every kind present.
func (s *RecordStore) CountRecords(_ context.Context, org kernel.ID) (map[records.Kind]int, error) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	out := make(map[records.Kind]int, len(records.Kinds))
	o := s.org(org)
	for _, k := range records.Kinds {
		out[k] = 0
		if o != nil {
			out[k] = len(o.refs[k])
		}
	}
	return out, nil
}

// recordTime is the form the store keeps instants in, the SQL stores' form.
func recordTime(t time.Time) time.Time { return t.UTC().Truncate(time.Microsecond) }
