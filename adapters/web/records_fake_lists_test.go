package web

import (
	"context"
	"slices"
	"strings"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// The fake's lists page by keyset as the stores do: sorted by the list's keys
// then id, strictly after the cursor, at most q.Limit.

func (f *recordsFake) ListProjects(_ context.Context, org kernel.ID, q records.ListQuery) ([]records.Project, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	return page(f.data.Projects, org == f.org.ID, q, func(p records.Project) ([]string, kernel.ID, bool) {
		keep := (q.Status == "" || p.Status == q.Status) && found(q.Search, p.Name, p.Code, p.Artist)
		return []string{p.StartsOn.String(), p.Name}, p.ID, keep
	}), nil
}

func (f *recordsFake) ListVenues(_ context.Context, org kernel.ID, q records.ListQuery) ([]records.Venue, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	return page(f.data.Venues, org == f.org.ID, q, func(v records.Venue) ([]string, kernel.ID, bool) {
		return []string{v.Name}, v.ID, found(q.Search, v.Name, v.City)
	}), nil
}

func (f *recordsFake) ListPeople(_ context.Context, org kernel.ID, q records.ListQuery) ([]records.Person, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	return page(f.data.People, org == f.org.ID, q, func(p records.Person) ([]string, kernel.ID, bool) {
		return []string{p.LastName, p.FirstName}, p.ID, found(q.Search, p.FirstName, p.LastName, p.Email, p.Company)
	}), nil
}

func (f *recordsFake) LoadDataset(_ context.Context, org kernel.ID, q records.DatasetFilter) (records.Dataset, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if org != f.org.ID {
		return records.Dataset{}, nil
	}
	if q.ProjectID == "" {
		return f.data.Clone(), nil
	}
	d := records.Dataset{}
	for _, r := range f.data.Refs() {
		if r.ProjectID == q.ProjectID {
			one, _ := f.data.Record(r.Kind, r.ID)
			d = d.Plus(one)
		}
	}
	if len(d.Projects) == 0 {
		return d, kernel.NotFound("project")
	}
	d.Venues, d.People = f.data.Venues, f.data.People
	return d.Clone(), nil
}

func found(search string, fields ...string) bool {
	if search == "" {
		return true
	}
	for _, x := range fields {
		if strings.Contains(strings.ToLower(x), strings.ToLower(search)) {
			return true
		}
	}
	return false
}

// page sorts items by their keys then id, keeps those after q.After, and
// returns at most q.Limit.
func page[T any](items []T, ours bool, q records.ListQuery, of func(T) ([]string, kernel.ID, bool)) []T {
	if !ours {
		return nil
	}
	key := func(x T) string {
		keys, id, _ := of(x)
		return strings.Join(append(keys, string(id)), "\x00")
	}
	var kept []T
	for _, x := range items {
		if _, _, keep := of(x); keep {
			kept = append(kept, x)
		}
	}
	slices.SortFunc(kept, func(a, b T) int { return strings.Compare(key(a), key(b)) })
	var out []T
	for _, x := range kept {
		if q.After != nil && key(x) <= strings.Join(append(slices.Clone(q.After.Keys), string(q.After.ID)), "\x00") {
			continue
		}
		if q.Limit > 0 && len(out) == q.Limit {
			break
		}
		out = append(out, x)
	}
	return out
}
