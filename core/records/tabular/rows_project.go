package tabular

import (
	"fmt"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// crewRow reads a crew assignment: the person by e-mail (a new e-mail adds
// the person from the row's name and phone columns), matched by person, role
// and start date. Rates are in the project's currency.
func crewRow(r *rowCtx) {
	b := r.b
	var email string
	r.email(keyEmail, &email)
	if email == "" && !r.failed {
		r.fail(keyEmail, records.CodeRequired, "an e-mail address such as name@example.com", "Enter the crew member's e-mail: it finds them among the contacts.")
	}
	cur := b.projectCurrency()
	if c := r.currency(keyCurrency, cur); c != cur {
		r.fail(keyCurrency, records.CodeCurrencyMismatch, cur, fmt.Sprintf("Crew rates are in the project's currency, %s: convert them, or leave the cell empty.", cur))
	}
	a := records.CrewAssignment{ID: b.in.NewID(), OrgID: b.in.OrgID, ProjectID: b.ex.project, CreatedAt: b.in.Now}
	r.text(keyRole, &a.Role)
	r.date(keyStartDate, &a.StartsOn)
	if r.failed {
		return
	}
	person, isNew := b.person(r, email)
	a.PersonID = person.ID
	key := crewKey(a.PersonID, a.Role, a.StartsOn)
	at, found := b.ex.crew[key]
	if found && !isNew {
		a = b.in.Existing.CrewAssignments[at]
	} else {
		at = -1
	}
	r.text(keyDepartment, &a.Department)
	r.money(keyDayRate, cur, &a.DayRate)
	r.money(keyPerDiem, cur, &a.PerDiemRate)
	r.date(keyEndDate, &a.EndsOn)
	if r.failed {
		return
	}
	if isNew {
		b.plan.New.People = append(b.plan.New.People, person)
		b.newPeople[foldEmail(email)] = len(b.plan.New.People) - 1
		b.origin(records.KindPerson, len(b.in.Existing.People)+len(b.plan.New.People)-1, r.at)
	}
	keep(r, record[records.CrewAssignment]{kind: records.KindCrewAssignment, key: key, at: at, rec: a, id: a.ID,
		label: a.Role + " · " + personLabel(person),
		alone: func(a records.CrewAssignment) records.Dataset {
			return records.Dataset{CrewAssignments: []records.CrewAssignment{a}}
		}}, b.in.Existing.CrewAssignments, &b.plan.New.CrewAssignments)
}

// person finds the contact with e-mail, among the existing ones and those
// earlier rows add, or makes one from the row's name and phone columns (isNew;
// the caller adds it when the row is kept).
func (b *builder) person(r *rowCtx, email string) (p records.Person, isNew bool) {
	if i, ok := b.ex.people[foldEmail(email)]; ok {
		return b.in.Existing.People[i], false
	}
	if i, ok := b.newPeople[foldEmail(email)]; ok {
		return b.plan.New.People[i], false
	}
	p = records.Person{ID: b.in.NewID(), OrgID: b.in.OrgID, Email: email, CreatedAt: b.in.Now}
	r.names(&p)
	r.text(keyPhone, &p.Phone)
	return p, true
}

// guestRow reads a guest of one of the project's shows: matched by the show
// and the guest's name.
func guestRow(r *rowCtx) {
	b := r.b
	show, ok := r.show(keyShowDate, true)
	if !ok {
		return
	}
	g := records.GuestListEntry{ID: b.in.NewID(), OrgID: b.in.OrgID, ShowID: show.ID, Status: records.GuestRequested, CreatedAt: b.in.Now}
	r.text(keyName, &g.Name)
	key := guestKey(show.ID, g.Name)
	at, found := b.ex.guests[key]
	if found {
		name := g.Name
		g = b.in.Existing.GuestList[at]
		if foldName(name) != foldName(g.Name) {
			g.Name = name
		}
	} else {
		at = -1
	}
	r.integer(keyPlusOnes, &g.PlusOnes)
	r.text(keyCategory, &g.Category)
	r.text(keyRequestedBy, &g.RequestedBy)
	status := string(g.Status)
	r.choice(keyStatus, &status)
	g.Status = records.GuestStatus(status)
	r.text(keyPassType, &g.PassType)
	r.text(keyNotes, &g.Notes)
	if r.failed {
		return
	}
	keep(r, record[records.GuestListEntry]{kind: records.KindGuestListEntry, key: key, at: at, rec: g, id: g.ID,
		label: g.Name + " · " + string(show.Date),
		alone: func(g records.GuestListEntry) records.Dataset {
			return records.Dataset{GuestList: []records.GuestListEntry{g}}
		}}, b.in.Existing.GuestList, &b.plan.New.GuestList)
}

// show finds the project's show the row's date in field key names (and its
// venue column, when the project has two shows that day); without required,
// an empty cell is no show. false, the row failed, when it names none or
// cannot say which.
func (r *rowCtx) show(key string, required bool) (records.Show, bool) {
	var date kernel.Date
	r.date(key, &date)
	if r.failed {
		return records.Show{}, false
	}
	if date == "" {
		if required {
			r.fail(key, records.CodeRequired, "a show's date such as 2026-05-01", "Enter the date of the show.")
		}
		return records.Show{}, !required
	}
	ex := r.b.ex
	found := ex.showsOn[date]
	if venue, _ := r.cell(keyVenue); venue != "" {
		var at []int
		for _, i := range found {
			if v, ok := ex.venueByID[ex.d.Shows[i].VenueID]; ok && foldName(ex.d.Venues[v].Name) == foldName(venue) {
				at = append(at, i)
			}
		}
		if len(at) == 0 && len(found) > 0 {
			r.fail(keyVenue, CodeUnknownReference, "the venue of the project's show that day",
				fmt.Sprintf("The project's show on %s is not at %q.", date, venue))
			return records.Show{}, false
		}
		found = at
	}
	switch len(found) {
	case 1:
		return ex.d.Shows[found[0]], true
	case 0:
		r.fail(key, CodeUnknownReference, "the date of one of the project's shows",
			fmt.Sprintf("The project has no show on %s: add the show first, or correct the date.", date))
	default:
		r.fail(key, CodeAmbiguous, "a show's date and its venue",
			fmt.Sprintf("The project has %d shows on %s: add a Venue column to say which.", len(found), date))
	}
	return records.Show{}, false
}
