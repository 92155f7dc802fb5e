package tabular

import (
	"strings"

	"github.com/roadcase/roadcase/core/records"
)

// venueRow reads a venue: matched by name and city (by name alone when no
// column holds the city and one venue has the name), which an update keeps as
// the venue has them.
func venueRow(r *rowCtx) {
	b := r.b
	name, _ := r.cell(keyName)
	city, _ := r.cell(keyCity)
	if name == "" {
		r.fail(keyName, records.CodeRequired, "the venue's name", "Enter the venue's name: it is how the venue is found again.")
		return
	}
	key := venueKey(name, city)
	at, found := b.ex.venues[key]
	if _, cityMapped := b.col[keyCity]; !found && !cityMapped {
		if same := b.ex.venueNames[foldName(name)]; len(same) == 1 { // no city to tell venues apart: the name's one
			at, found = same[0], true
			key = venueKey(name, b.in.Existing.Venues[at].City)
		}
	}
	v := records.Venue{ID: b.in.NewID(), OrgID: b.in.OrgID, Name: name, City: city, CreatedAt: b.in.Now}
	if found {
		v = b.in.Existing.Venues[at]
	} else {
		at = -1
	}
	for key, dst := range map[string]*string{"address": &v.Address, "region": &v.Region, "postal_code": &v.PostalCode,
		keyPhone: &v.Phone, "website": &v.Website, "hospital": &v.Hospital, "hospital_phone": &v.HospitalPhone,
		"parking": &v.Parking, "wifi": &v.WiFi, keyNotes: &v.Notes} {
		r.text(key, dst)
	}
	if t, ok := r.cell("country"); ok {
		v.Country = strings.ToUpper(t)
	}
	r.zone("time_zone", &v.TimeZone)
	r.integer(keyCapacity, &v.Capacity)
	r.email(keyEmail, &v.Email)
	if r.failed {
		return
	}
	label := v.Name
	if v.City != "" {
		label += ", " + v.City
	}
	keep(r, record[records.Venue]{kind: records.KindVenue, key: key, at: at, rec: v, id: v.ID, label: label,
		alone: func(v records.Venue) records.Dataset { return records.Dataset{Venues: []records.Venue{v}} }},
		b.in.Existing.Venues, &b.plan.New.Venues)
}

// personRow reads a contact: matched by e-mail; one without an e-mail is
// always new.
func personRow(r *rowCtx) {
	b := r.b
	p := records.Person{ID: b.in.NewID(), OrgID: b.in.OrgID, CreatedAt: b.in.Now}
	r.email(keyEmail, &p.Email)
	if r.failed {
		return
	}
	at, found := -1, false
	key := "email:" + foldEmail(p.Email)
	if p.Email != "" {
		at, found = b.ex.people[foldEmail(p.Email)]
	}
	if found {
		email := p.Email
		p = b.in.Existing.People[at]
		p.Email = email
	} else {
		at = -1
	}
	r.names(&p)
	for key, dst := range map[string]*string{keyPhone: &p.Phone, "company": &p.Company, "title": &p.Title, keyNotes: &p.Notes} {
		r.text(key, dst)
	}
	if p.Email == "" {
		key = "name:" + foldName(p.FullName()) + "\x00" + string(p.ID)
	}
	if found && foldEmail(p.Email) == foldEmail(b.in.Existing.People[at].Email) {
		p.Email = b.in.Existing.People[at].Email // the same address, as it was written
	}
	keep(r, record[records.Person]{kind: records.KindPerson, key: key, at: at, rec: p, id: p.ID, label: personLabel(p),
		alone: func(p records.Person) records.Dataset { return records.Dataset{People: []records.Person{p}} }},
		b.in.Existing.People, &b.plan.New.People)
}

// names sets p's first and last name from the row: its first and last name
// columns, else its name column split before its last word.
func (r *rowCtx) names(p *records.Person) {
	r.text(keyFirstName, &p.FirstName)
	r.text(keyLastName, &p.LastName)
	if full, ok := r.cell(keyName); ok && full != "" && !r.has(keyFirstName) && !r.has(keyLastName) {
		p.FirstName, p.LastName = "", full
		if i := strings.LastIndexByte(full, ' '); i > 0 {
			p.FirstName, p.LastName = strings.TrimSpace(full[:i]), full[i+1:]
		}
	}
}

// personLabel names a person as the preview shows them.
func personLabel(p records.Person) string {
	switch {
	case p.FullName() == "":
		return p.Email
	case p.Email == "":
		return p.FullName()
	}
	return p.FullName() + " <" + p.Email + ">"
}

// zone sets *dst to the cell of field key read as a time zone; an empty cell
// leaves it as it is (the default).
func (r *rowCtx) zone(key string, dst *string) {
	t, _ := r.cell(key)
	if t == "" {
		return
	}
	z, err := readZone(t)
	if err != nil {
		r.refuse(key, err)
		return
	}
	*dst = z
}

// email sets *dst to the cell of field key read as an e-mail address ("" for
// an empty cell).
func (r *rowCtx) email(key string, dst *string) {
	t, ok := r.cell(key)
	if !ok {
		return
	}
	if t == "" {
		*dst = ""
		return
	}
	e, err := readEmail(t)
	if err != nil {
		r.refuse(key, err)
		return
	}
	*dst = e
}
