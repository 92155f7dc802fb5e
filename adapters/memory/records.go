package memory

import (
	"context"
	"slices"
	"time"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/ports"
)

// RecordStore is a Backend's production records, each organization's apart. Like
// the SQL store it keeps instants in UTC at microsecond precision, checks references
// and uniqueness the way the database's keys do (the organization included: it must
// exist in the backend's identity store), and returns records in the order of
// records.Dataset.Sort, so that both give the same answers.
type RecordStore struct{ b *Backend }

var _ ports.RecordStore = (*RecordStore)(nil)

// NewRecordStore returns the record store of a new, empty Backend. That backend's
// organizations are not the ones a caller creates elsewhere, so this store, unlike
// Backend.Records, accepts records of any organization id; use New to have them
// checked.
func NewRecordStore() *RecordStore {
	b := New()
	b.orgsElsewhere = true
	return b.records
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
	revision int64              // changed by every write (RecordsRevision)
	// versions holds the records changed since they were written in bulk (the
	// others are at version 1); activity is the log, in the order written. Its
	// entries are never changed in place.
	versions map[kernel.ID]versioned
	activity []records.Activity
	// sequences holds the last number each invoice sequence gave, by prefix.
	sequences map[string]int64
}

func newOrgRecords() *orgRecords {
	o := &orgRecords{
		refs:      map[records.Kind]map[kernel.ID]records.Ref{},
		children:  map[childKind]map[kernel.ID]bool{},
		numbers:   map[string]bool{},
		settled:   map[kernel.ID]bool{},
		versions:  map[kernel.ID]versioned{},
		sequences: map[string]int64{},
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
func (st *state) org(org kernel.ID) *orgRecords { return st.records[org] }

// RecordsRevision returns org's records revision: 0 until its records are first
// written, then a number every write of them changes (see ports.RecordStore).
func (s *RecordStore) RecordsRevision(ctx context.Context, org kernel.ID) (int64, error) {
	st, unlock := s.b.read(ctx)
	defer unlock()
	if o := st.org(org); o != nil {
		return o.revision, nil
	}
	return 0, nil
}

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
func (s *RecordStore) FindRef(ctx context.Context, org, id kernel.ID) (records.Ref, error) {
	st, unlock := s.b.read(ctx)
	defer unlock()
	if o := st.org(org); o != nil {
		for _, k := range records.Kinds {
			if ref, ok := o.refs[k][id]; ok {
				return ref, nil
			}
		}
	}
	return records.Ref{}, kernel.NotFound("record")
}

// FindProjectByID returns one project. KindNotFound if org has none with that id.
func (s *RecordStore) FindProjectByID(ctx context.Context, org, id kernel.ID) (records.Project, error) {
	st, unlock := s.b.read(ctx)
	defer unlock()
	if o := st.org(org); o.has(records.KindProject, id) {
		i := slices.IndexFunc(o.data.Projects, func(p records.Project) bool { return p.ID == id })
		return o.data.Projects[i], nil
	}
	return records.Project{}, kernel.NotFound("project")
}

// FindProjects returns org's projects ordered by start date, then name, then id.
func (s *RecordStore) FindProjects(ctx context.Context, org kernel.ID) ([]records.Project, error) {
	st, unlock := s.b.read(ctx)
	defer unlock()
	var out []records.Project
	if o := st.org(org); o != nil {
		out = slices.Clone(o.data.Projects)
	}
	records.SortProjects(out)
	return out, nil
}

// CountRecords returns how many records of each kind org has, every kind present.
func (s *RecordStore) CountRecords(ctx context.Context, org kernel.ID) (map[records.Kind]int, error) {
	st, unlock := s.b.read(ctx)
	defer unlock()
	out := make(map[records.Kind]int, len(records.Kinds))
	o := st.org(org)
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
