package web

import (
	"context"
	"slices"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

func (f *recordsFake) ListVenueShows(_ context.Context, org, venue kernel.ID, q records.ListQuery) ([]records.VenueShow, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	projects := map[kernel.ID]string{}
	for _, p := range f.data.Projects {
		projects[p.ID] = p.Name
	}
	var shows []records.VenueShow
	for _, x := range f.data.Clone().Shows {
		if x.VenueID == venue {
			shows = append(shows, records.VenueShow{Show: x, Project: projects[x.ProjectID]})
		}
	}
	return page(shows, org == f.org.ID, q, func(x records.VenueShow) ([]string, kernel.ID, bool) {
		return []string{string(x.Show.Date)}, x.Show.ID, found(q.Search, x.Project, x.Show.Stage)
	}), nil
}

func (f *recordsFake) FindPeople(_ context.Context, org kernel.ID, ids []kernel.ID) ([]records.Person, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	return page(f.data.People, org == f.org.ID, records.ListQuery{Limit: records.MaxList},
		func(p records.Person) ([]string, kernel.ID, bool) {
			return []string{p.LastName, p.FirstName}, p.ID, slices.Contains(ids, p.ID)
		}), nil
}
