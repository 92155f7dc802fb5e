package app

import (
	"context"
	"strings"
	"sync"
	"time"

	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// production is what a packet's mail says about its production, read from the
// records: the sending organization, the project, the show's date and place
// (or the project's dates), each person's role on it, and the people the
// project's records name.
type production struct {
	Org   string
	Title string // the project, with its artist when the name does not hold it
	When  string
	Where string
	// Zone is the IANA zone of the show's venue, in which the packet's dates
	// fall due; "" when the packet has no show or the show none.
	Zone   string
	roles  map[kernel.ID]string
	people map[kernel.ID]records.Person
}

// role returns a person's role on the production: their crew assignment on the
// project, else their role among the show's contacts, else among the venue's,
// else their job title; "" when none is recorded.
func (p production) role(person kernel.ID) string { return p.roles[person] }

// loadProduction reads the production of one of org's packets.
func (s *Sender) loadProduction(ctx context.Context, org kernel.ID, p advancing.Packet) (production, error) {
	o, err := s.d.Orgs.FindOrganizationByID(ctx, org)
	if err != nil {
		return production{}, err
	}
	d, err := s.d.Records.LoadDataset(ctx, org, records.DatasetFilter{ProjectID: p.ProjectID})
	if err != nil {
		return production{}, err
	}
	out := production{Org: o.Name, roles: map[kernel.ID]string{}, people: map[kernel.ID]records.Person{}}
	for _, person := range d.People {
		out.people[person.ID] = person
	}
	addRole := func(person kernel.ID, role string) {
		if role = strings.TrimSpace(role); role != "" && out.roles[person] == "" {
			out.roles[person] = role
		}
	}
	for _, a := range d.CrewAssignments {
		if a.ProjectID == p.ProjectID {
			addRole(a.PersonID, a.Role)
		}
	}
	for _, project := range d.Projects {
		if project.ID != p.ProjectID {
			continue
		}
		out.Title = project.Name
		if project.Artist != "" && !strings.Contains(project.Name, project.Artist) {
			out.Title = project.Artist + ": " + project.Name
		}
		out.When = dateRange(project.StartsOn, project.EndsOn)
	}
	if p.ShowID != nil {
		for _, show := range d.Shows {
			if show.ID != *p.ShowID {
				continue
			}
			out.When = longDate(show.Date)
			out.Zone = show.TimeZone
			for _, c := range show.Contacts {
				addRole(c.PersonID, c.Role)
			}
			for _, v := range d.Venues {
				if v.ID == show.VenueID {
					out.Where = strings.Join(nonEmpty(v.Name, v.City), ", ")
					if out.Zone == "" {
						out.Zone = v.TimeZone
					}
					for _, c := range v.Contacts {
						addRole(c.PersonID, c.Role)
					}
				}
			}
		}
	}
	for _, person := range d.People {
		addRole(person.ID, person.Title)
	}
	return out, nil
}

// people returns the people records of ids: those the production knows, and
// the organization's others (read whole, once, only when an audience holds
// someone the project's records do not name).
func (s *Sender) people(ctx context.Context, org kernel.ID, prod production, ids []kernel.ID) (map[kernel.ID]records.Person, error) {
	out := make(map[kernel.ID]records.Person, len(ids))
	missing := false
	for _, id := range ids {
		if person, ok := prod.people[id]; ok {
			out[id] = person
		} else {
			missing = true
		}
	}
	if !missing {
		return out, nil
	}
	d, err := s.d.Records.LoadDataset(ctx, org, records.DatasetFilter{})
	if err != nil {
		return nil, err
	}
	for _, person := range d.People {
		out[person.ID] = person
	}
	return out, nil
}

func longDate(d kernel.Date) string {
	if !d.Valid() {
		return ""
	}
	return d.Time(time.UTC).Format("Mon 2 Jan 2006")
}

func dateRange(from, to kernel.Date) string {
	switch {
	case !from.Valid():
		return ""
	case !to.Valid() || to == from:
		return longDate(from)
	}
	return longDate(from) + " to " + longDate(to)
}

func nonEmpty(parts ...string) []string {
	var out []string
	for _, p := range parts {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}

// Deliver composes one mail per job, and a send of thousands runs thousands of
// jobs over the same production, so the productions they read are kept a short
// while: a mail may state a production as it was up to productionTTL ago, which
// is harmless (the portal always shows the packet as it is).
const (
	productionTTL     = time.Minute
	productionEntries = 256
)

// productionCache keeps productions by organization and packet for a while.
type productionCache struct {
	mu      sync.Mutex
	ttl     time.Duration
	max     int
	entries map[[2]kernel.ID]cachedProduction
}

type cachedProduction struct {
	p       production
	expires time.Time
}

func newProductionCache(ttl time.Duration, max int) *productionCache {
	return &productionCache{ttl: ttl, max: max, entries: map[[2]kernel.ID]cachedProduction{}}
}

// production returns the production of one of org's packets, from the cache
// when it is fresh at now.
func (s *Sender) production(ctx context.Context, org kernel.ID, p advancing.Packet, now time.Time) (production, error) {
	c, key := s.productions, [2]kernel.ID{org, p.ID}
	c.mu.Lock()
	e, ok := c.entries[key]
	c.mu.Unlock()
	if ok && now.Before(e.expires) {
		return e.p, nil
	}
	prod, err := s.loadProduction(ctx, org, p)
	if err != nil {
		return production{}, err
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if len(c.entries) >= c.max {
		for k, e := range c.entries {
			if !now.Before(e.expires) {
				delete(c.entries, k)
			}
		}
		if len(c.entries) >= c.max {
			clear(c.entries)
		}
	}
	c.entries[key] = cachedProduction{p: prod, expires: now.Add(c.ttl)}
	return prod, nil
}
