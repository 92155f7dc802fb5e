package memory

import (
	"cmp"
	"context"
	"slices"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/ports"
)

var _ ports.RecordLister = (*RecordStore)(nil)

// ListProjects returns a page of org's projects by start date (undated first),
// name and id, as ports.RecordLister says; Search looks in the name, the code
// and the artist (records.SearchMatches).
func (s *RecordStore) ListProjects(ctx context.Context, org kernel.ID, q records.ListQuery) ([]records.Project, error) {
	q, err := q.CheckedProjects()
	if err != nil {
		return nil, err
	}
	st, unlock := s.b.read(ctx)
	defer unlock()
	o := st.org(org)
	if o == nil {
		return nil, nil
	}
	matched := keep(o.data.Projects, func(p records.Project) bool {
		return (q.Status == "" || p.Status == q.Status) && records.SearchMatches(q.Search, p.Name, p.Code, p.Artist)
	})
	return listPage(matched, q, func(p records.Project) ([]string, kernel.ID) {
		return []string{string(p.StartsOn), p.Name}, p.ID
	}), nil
}

// ListVenues returns a page of org's venues by name and id, with their
// contacts; Search looks in the name and the city.
func (s *RecordStore) ListVenues(ctx context.Context, org kernel.ID, q records.ListQuery) ([]records.Venue, error) {
	q, err := q.Checked(1)
	if err != nil {
		return nil, err
	}
	st, unlock := s.b.read(ctx)
	defer unlock()
	o := st.org(org)
	if o == nil {
		return nil, nil
	}
	matched := keep(o.data.Venues, func(v records.Venue) bool { return records.SearchMatches(q.Search, v.Name, v.City) })
	page := listPage(matched, q, func(v records.Venue) ([]string, kernel.ID) { return []string{v.Name}, v.ID })
	d := records.Dataset{Venues: page}.Clone()
	d.Sort() // the contacts, in the order every store gives them
	return d.Venues, nil
}

// ListPeople returns a page of org's people by last name, first name and id;
// Search looks in the names, the email and the company.
func (s *RecordStore) ListPeople(ctx context.Context, org kernel.ID, q records.ListQuery) ([]records.Person, error) {
	q, err := q.Checked(2)
	if err != nil {
		return nil, err
	}
	st, unlock := s.b.read(ctx)
	defer unlock()
	o := st.org(org)
	if o == nil {
		return nil, nil
	}
	matched := keep(o.data.People, func(p records.Person) bool {
		return records.SearchMatches(q.Search, p.FirstName, p.LastName, p.Email, p.Company)
	})
	return listPage(matched, q, func(p records.Person) ([]string, kernel.ID) {
		return []string{p.LastName, p.FirstName}, p.ID
	}), nil
}

// listPage sorts items (a copy) by the sort keys and id that position gives,
// byte by byte, and returns at most q.Limit of those strictly after q.After.
func listPage[T any](items []T, q records.ListQuery, position func(T) ([]string, kernel.ID)) []T {
	compare := func(aKeys []string, aID kernel.ID, bKeys []string, bID kernel.ID) int {
		return cmp.Or(slices.Compare(aKeys, bKeys), cmp.Compare(aID, bID))
	}
	sorted := slices.Clone(items)
	slices.SortFunc(sorted, func(a, b T) int {
		ak, aid := position(a)
		bk, bid := position(b)
		return compare(ak, aid, bk, bid)
	})
	if q.After != nil {
		sorted = slices.DeleteFunc(sorted, func(item T) bool {
			k, id := position(item)
			return compare(k, id, q.After.Keys, q.After.ID) <= 0
		})
	}
	if len(sorted) > q.Limit {
		sorted = sorted[:q.Limit]
	}
	if len(sorted) == 0 {
		return nil
	}
	return sorted
}
