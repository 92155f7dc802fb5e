package web

import (
	"context"
	"slices"
	"strings"
	"sync"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// showRecordsFake is an organization's records in memory, enough of a store for
// the real records editor (core/records/app.Editor: ports.RecordEditStore) and
// for the pages' lists and loads (ports.RecordLister, ports.DatasetLoader).
// It counts the loads, for the hub's budget of store calls.
type showRecordsFake struct {
	mu       sync.Mutex
	data     map[kernel.ID]records.Dataset // org → records
	versions map[kernel.ID]int
	log      []records.Activity
	loads    int
}

func newShowRecordsFake() *showRecordsFake {
	return &showRecordsFake{data: map[kernel.ID]records.Dataset{}, versions: map[kernel.ID]int{}}
}

// seed adds d to org's records, each at version 1 as a bulk write leaves it.
func (f *showRecordsFake) seed(org kernel.ID, d records.Dataset) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.data[org] = f.data[org].Plus(d)
	for _, r := range d.Refs() {
		f.versions[r.ID] = 1
	}
}

// show returns org's show id as stored.
func (f *showRecordsFake) show(org, id kernel.ID) records.Show {
	f.mu.Lock()
	defer f.mu.Unlock()
	one, _ := f.data[org].Record(records.KindShow, id)
	return one.Shows[0]
}

func (f *showRecordsFake) WriteRecord(_ context.Context, org kernel.ID, c records.Change, a records.Activity) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.versions[c.Ref.ID] != c.Version {
		return kernel.Conflict("stale").WithCode("stale_version")
	}
	d := f.data[org].Without(c.Ref.Kind, c.Ref.ID)
	if c.Action == records.ActionRemove {
		delete(f.versions, c.Ref.ID)
	} else {
		d = d.Plus(c.Record)
		f.versions[c.Ref.ID] = c.Version + 1
	}
	f.data[org] = d
	a.OrgID = org
	f.log = append(f.log, a)
	return nil
}

func (f *showRecordsFake) RecordVersion(_ context.Context, _, id kernel.ID) (int, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.versions[id], nil
}

func (f *showRecordsFake) FindActivity(_ context.Context, org kernel.ID, q records.ActivityFilter) ([]records.Activity, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	var out []records.Activity
	for i := len(f.log) - 1; i >= 0 && len(out) < max(q.Limit, 1); i-- {
		a := f.log[i]
		if a.OrgID == org && (q.RecordID == "" || a.Ref.ID == q.RecordID) && (q.ProjectID == "" || a.Ref.ProjectID == q.ProjectID) {
			out = append(out, a)
		}
	}
	return out, nil
}

func (f *showRecordsFake) LoadRecord(_ context.Context, org kernel.ID, k records.Kind, id kernel.ID) (records.Dataset, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	one, ok := f.data[org].Record(k, id)
	if !ok {
		return records.Dataset{}, kernel.NotFound(string(k))
	}
	return one.Clone(), nil
}

func (f *showRecordsFake) FindRef(_ context.Context, org, id kernel.ID) (records.Ref, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	for _, r := range f.data[org].Refs() {
		if r.ID == id {
			return r, nil
		}
	}
	return records.Ref{}, kernel.NotFound("record")
}

// LoadDataset holds the whole organization for a project (the fixtures have
// one) and the show's scope for a show.
func (f *showRecordsFake) LoadDataset(_ context.Context, org kernel.ID, q records.DatasetFilter) (records.Dataset, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.loads++
	d := f.data[org].Clone()
	if q.ShowID != "" {
		if _, ok := d.Record(records.KindShow, q.ShowID); !ok {
			return records.Dataset{}, kernel.NotFound("show")
		}
		d = d.ShowScope(q.ShowID)
	} else if q.ProjectID != "" {
		if _, ok := d.Record(records.KindProject, q.ProjectID); !ok {
			return records.Dataset{}, kernel.NotFound("project")
		}
	}
	d.Sort()
	return d, nil
}

func (f *showRecordsFake) ListProjects(_ context.Context, org kernel.ID, _ records.ListQuery) ([]records.Project, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	return slices.Clone(f.data[org].Projects), nil
}

func (f *showRecordsFake) ListVenues(_ context.Context, org kernel.ID, q records.ListQuery) ([]records.Venue, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	var out []records.Venue
	for _, v := range f.data[org].Venues {
		if strings.Contains(strings.ToLower(v.Name+" "+v.City), strings.ToLower(q.Search)) {
			out = append(out, v)
		}
	}
	return out, nil
}

func (f *showRecordsFake) ListPeople(_ context.Context, org kernel.ID, _ records.ListQuery) ([]records.Person, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	return slices.Clone(f.data[org].People), nil
}

// rolesFake reads the fixture platform's members for the editor.
type rolesFake struct{ p *platform }

func (r rolesFake) RoleOf(_ context.Context, org, user kernel.ID) (identity.Role, error) {
	r.p.mu.Lock()
	defer r.p.mu.Unlock()
	role, ok := r.p.members[org][user]
	if !ok {
		return "", kernel.NotFound("member")
	}
	return role, nil
}

func (r rolesFake) FindUserByID(_ context.Context, id kernel.ID) (identity.User, error) {
	r.p.mu.Lock()
	defer r.p.mu.Unlock()
	if u, ok := r.p.users[id]; ok {
		return u.user, nil
	}
	return identity.User{}, kernel.NotFound("user")
}

// txFake runs a unit of work as it is.
type txFake struct{}

func (txFake) WithinTx(ctx context.Context, fn func(context.Context) error) error { return fn(ctx) }
