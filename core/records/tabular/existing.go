package tabular

import (
	"strconv"
	"strings"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// existing indexes the records rows are matched against, by the keys the
// design matches them by, so that each row finds its record in constant time.
// Each map gives the record's place in in.Existing's slice of its kind.
type existing struct {
	d          records.Dataset
	project    kernel.ID
	venues     map[string]int        // venueKey
	venueNames map[string][]int      // folded name
	venueByID  map[kernel.ID]int     // id
	people     map[string]int        // folded e-mail
	personByID map[kernel.ID]int     // id
	shows      map[string]int        // showKey, the project's
	showsOn    map[kernel.Date][]int // the project's shows by date
	showByID   map[kernel.ID]int     // id
	crew       map[string]int        // crewKey
	guests     map[string]int        // guestKey
	budget     map[string]int        // budgetKey
	expenses   map[string]int        // expenseKey
}

func indexExisting(in Input) *existing {
	d := in.Existing
	x := &existing{d: d, venues: map[string]int{}, venueNames: map[string][]int{}, venueByID: map[kernel.ID]int{},
		people: map[string]int{}, personByID: map[kernel.ID]int{}, shows: map[string]int{}, showsOn: map[kernel.Date][]int{},
		showByID: map[kernel.ID]int{}, crew: map[string]int{}, guests: map[string]int{}, budget: map[string]int{}, expenses: map[string]int{}}
	if in.Project != nil {
		x.project = in.Project.ID
	}
	for i, v := range d.Venues {
		first(x.venues, venueKey(v.Name, v.City), i)
		x.venueNames[foldName(v.Name)] = append(x.venueNames[foldName(v.Name)], i)
		x.venueByID[v.ID] = i
	}
	for i, p := range d.People {
		if p.Email != "" {
			first(x.people, foldEmail(p.Email), i)
		}
		x.personByID[p.ID] = i
	}
	for i, s := range d.Shows {
		if s.ProjectID != x.project {
			continue
		}
		first(x.shows, showKey(s.Date, s.VenueID, s.Stage), i)
		x.showsOn[s.Date] = append(x.showsOn[s.Date], i)
		x.showByID[s.ID] = i
	}
	for i, a := range d.CrewAssignments {
		if a.ProjectID == x.project {
			first(x.crew, crewKey(a.PersonID, a.Role, a.StartsOn), i)
		}
	}
	for i, g := range d.GuestList {
		if _, ours := x.showByID[g.ShowID]; ours {
			first(x.guests, guestKey(g.ShowID, g.Name), i)
		}
	}
	for i, l := range d.BudgetLines {
		if l.ProjectID == x.project {
			first(x.budget, budgetKey(l.Category, l.Description, l.ShowID), i)
		}
	}
	for i, e := range d.Expenses {
		if e.ProjectID == x.project {
			first(x.expenses, expenseKey(e.IncurredOn, e.Description, e.Amount), i)
		}
	}
	return x
}

// first records i under key unless an earlier record has it.
func first(m map[string]int, key string, i int) {
	if _, ok := m[key]; !ok {
		m[key] = i
	}
}

// The match keys: the fields the design finds a record again by, folded.
func venueKey(name, city string) string { return foldName(name) + "\x00" + foldName(city) }

func showKey(date kernel.Date, venue kernel.ID, stage string) string {
	return string(date) + "\x00" + string(venue) + "\x00" + foldName(stage)
}

func crewKey(person kernel.ID, role string, starts kernel.Date) string {
	return string(person) + "\x00" + foldName(role) + "\x00" + string(starts)
}

func guestKey(show kernel.ID, name string) string { return string(show) + "\x00" + foldName(name) }

func budgetKey(category, description string, show kernel.ID) string {
	return foldName(category) + "\x00" + foldName(description) + "\x00" + string(show)
}

func expenseKey(on kernel.Date, description string, amount int64) string {
	return string(on) + "\x00" + foldName(description) + "\x00" + strconv.FormatInt(amount, 10)
}

// foldEmail is an e-mail address as it is compared: trimmed, lower-cased.
func foldEmail(s string) string { return strings.ToLower(strings.TrimSpace(s)) }
