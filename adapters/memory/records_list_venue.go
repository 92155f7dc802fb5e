package memory

import (
	"context"
	"slices"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// ListVenueShows returns a page of the shows at venue by date and id, each
// with its project's name and without its tiers and contacts; Search looks in
// the project's name and the stage.
func (s *RecordStore) ListVenueShows(ctx context.Context, org, venue kernel.ID, q records.ListQuery) ([]records.VenueShow, error) {
	q, err := q.CheckedVenueShows()
	if err != nil {
		return nil, err
	}
	st, unlock := s.b.read(ctx)
	defer unlock()
	o := st.org(org)
	if o == nil {
		return nil, nil
	}
	projects := map[kernel.ID]string{}
	for _, p := range o.data.Projects {
		projects[p.ID] = p.Name
	}
	var matched []records.VenueShow
	for _, x := range o.data.Shows {
		if x.VenueID == venue && records.SearchMatches(q.Search, projects[x.ProjectID], x.Stage) {
			x = records.Dataset{Shows: []records.Show{x}}.Clone().Shows[0]
			x.Tiers, x.Contacts = nil, nil
			matched = append(matched, records.VenueShow{Show: x, Project: projects[x.ProjectID]})
		}
	}
	return listPage(matched, q, func(x records.VenueShow) ([]string, kernel.ID) {
		return []string{string(x.Show.Date)}, x.Show.ID
	}), nil
}

// FindPeople returns the people of ids that org has, by last name, first name
// and id.
func (s *RecordStore) FindPeople(ctx context.Context, org kernel.ID, ids []kernel.ID) ([]records.Person, error) {
	if err := records.CheckedIDs(ids); err != nil {
		return nil, err
	}
	st, unlock := s.b.read(ctx)
	defer unlock()
	o := st.org(org)
	if o == nil {
		return nil, nil
	}
	found := keep(o.data.People, func(p records.Person) bool { return slices.Contains(ids, p.ID) })
	return listPage(found, records.ListQuery{Limit: records.MaxList}, func(p records.Person) ([]string, kernel.ID) {
		return []string{p.LastName, p.FirstName}, p.ID
	}), nil
}
