package reporting

import (
	"strings"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// Dimension is what values can be grouped by.
type Dimension string

// The dimensions. Currency is implicit for money: a money value is always one
// currency's, since Roadcase converts only at rates recorded on the records.
const (
	ByProject  Dimension = "project"
	ByShow     Dimension = "show"
	ByVenue    Dimension = "venue"
	ByMarket   Dimension = "market" // a venue's city and country, "Berlin, DE"
	ByMonth    Dimension = "month"
	ByCategory Dimension = "category" // an expense's or budget line's cost category key
	ByPerson   Dimension = "person"   // who spent, worked or drew per diems
	ByCurrency Dimension = "currency"
)

// Dimensions is every dimension, in the order a value's group lists them.
var Dimensions = []Dimension{ByProject, ByShow, ByVenue, ByMarket, ByMonth, ByCategory, ByPerson, ByCurrency}

// coordinates are where one fact row sits along the dimensions. A row without a
// dimension (a budget line has no month) has no coordinate on it and drops out of
// groups by it; a row whose coordinate is empty (an expense tied to no show)
// forms the group of "none".
type coordinates struct {
	project, show, person kernel.ID
	month, category       string
	currency              string
	hasShow, hasMonth     bool
	hasCategory           bool
	hasPerson             bool
}

// lookup is what coordinates need beyond the row: the home currency of each
// project, the venue of each show and the market of each venue.
type lookup struct {
	home   map[kernel.ID]string
	side   map[kernel.ID]records.DealSide // the side of each project's deals
	venue  map[kernel.ID]kernel.ID
	market map[kernel.ID]string
}

func newLookup(f *Facts) lookup {
	l := lookup{home: map[kernel.ID]string{}, side: map[kernel.ID]records.DealSide{}, venue: map[kernel.ID]kernel.ID{}, market: map[kernel.ID]string{}}
	for _, n := range f.Names {
		if n.Kind == NameVenue {
			l.market[n.ID] = strings.TrimPrefix(n.City+", "+n.Country, ", ")
		}
	}
	for _, p := range f.Projects {
		l.home[p.Project] = p.Currency
		l.side[p.Project] = p.Kind.DealSide()
	}
	for _, s := range f.Shows {
		l.venue[s.Show] = s.Venue
	}
	return l
}

// coordinate returns c's key on dimension d, and false when c has none.
func (l lookup) coordinate(c coordinates, d Dimension) (string, bool) {
	switch d {
	case ByProject:
		return string(c.project), true
	case ByShow:
		return string(c.show), c.hasShow
	case ByVenue:
		if !c.hasShow {
			return "", false
		}
		return string(l.venue[c.show]), true
	case ByMarket:
		if !c.hasShow {
			return "", false
		}
		return l.market[l.venue[c.show]], true
	case ByMonth:
		return c.month, c.hasMonth
	case ByCategory:
		return c.category, c.hasCategory
	case ByPerson:
		return string(c.person), c.hasPerson
	case ByCurrency:
		return c.currency, c.currency != ""
	}
	return "", false
}

func month(d kernel.Date) string {
	if len(d) < 7 {
		return ""
	}
	return string(d[:7])
}

func (f ProjectFact) at(lookup) coordinates {
	return coordinates{project: f.Project, currency: f.Currency}
}

func (f ShowFact) at(lookup) coordinates {
	return coordinates{project: f.Project, show: f.Show, hasShow: true, month: month(f.Date), hasMonth: true, currency: f.Currency}
}

// at places an expense by its category and person; income has neither (its kind
// is not a cost category, and no person earns it).
func (f MoneyFact) at(l lookup) coordinates {
	c := coordinates{project: f.Project, show: f.Show, hasShow: true, month: f.Month, hasMonth: true, currency: l.home[f.Project]}
	if f.Flow == FlowExpense {
		c.category, c.hasCategory = f.Category, true
		c.person, c.hasPerson = f.Person, true
	}
	return c
}

func (f BudgetFact) at(l lookup) coordinates {
	return coordinates{project: f.Project, category: f.Category, hasCategory: true, currency: l.home[f.Project]}
}

func (f InvoiceFact) at(lookup) coordinates {
	return coordinates{project: f.Project, show: f.Show, hasShow: true, month: month(f.IssuedOn), hasMonth: true, currency: f.Currency}
}

func (f LabourFact) at(l lookup) coordinates {
	return coordinates{project: f.Project, show: f.Show, hasShow: true, month: f.Month, hasMonth: true,
		person: f.Person, hasPerson: true, currency: l.home[f.Project]}
}

func (f PerDiemFact) at(l lookup) coordinates {
	return coordinates{project: f.Project, person: f.Person, hasPerson: true, currency: l.home[f.Project]}
}

func (f SectionFact) at(lookup) coordinates {
	return coordinates{project: f.Project, show: f.Show, hasShow: true, month: month(f.dated()), hasMonth: true}
}

// dated is the date a section's packet is filed under: its show's date, else the
// section's own due date.
func (f SectionFact) dated() kernel.Date {
	if !f.ShowDate.IsZero() || f.DueOn == nil {
		return f.ShowDate
	}
	return *f.DueOn
}

func (f FunnelFact) at(lookup) coordinates {
	return coordinates{project: f.Project, month: f.Month, hasMonth: true}
}

func (f AckFact) at(lookup) coordinates { return coordinates{project: f.Project} }

func (f RenderFact) at(lookup) coordinates { return coordinates{month: f.Month, hasMonth: true} }
