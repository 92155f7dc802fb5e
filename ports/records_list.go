package ports

import (
	"context"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// RecordLister reads one page of an organization's projects, venues or people,
// for the platform's lists, at the same cost on any page however many records
// the organization has (keyset paging on an index). Sort keys compare byte by
// byte (the same order on every backend), and a page's cursor is the last item's
// keys, as text, and id.
type RecordLister interface {
	// ListProjects returns projects ordered by start date (Keys[0], YYYY-MM-DD),
	// then name (Keys[1]), then id; Search looks in the name, the code and the
	// artist.
	ListProjects(ctx context.Context, org kernel.ID, q records.ListQuery) ([]records.Project, error)
	// ListVenues returns venues ordered by name (Keys[0]), then id, with their
	// contacts; Search looks in the name and the city.
	ListVenues(ctx context.Context, org kernel.ID, q records.ListQuery) ([]records.Venue, error)
	// ListPeople returns people ordered by last name (Keys[0]), first name
	// (Keys[1]), then id; Search looks in the names, the email and the company.
	ListPeople(ctx context.Context, org kernel.ID, q records.ListQuery) ([]records.Person, error)
	// ListVenueShows returns the shows at venue ordered by date (Keys[0],
	// YYYY-MM-DD), then id, each with its project's name and without its
	// tiers and contacts; Search looks in the project's name and the stage.
	ListVenueShows(ctx context.Context, org, venue kernel.ID, q records.ListQuery) ([]records.VenueShow, error)
	// FindPeople returns the people of ids (at most records.MaxList) that org
	// has, ordered as ListPeople orders them; ids org does not have are left
	// out. KindInvalid for more ids, or an id that is not one.
	FindPeople(ctx context.Context, org kernel.ID, ids []kernel.ID) ([]records.Person, error)
}
