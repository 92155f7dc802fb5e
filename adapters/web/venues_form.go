package web

import (
	"context"
	"net/http"
	"strconv"
	"strings"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// blankContactRows is how many empty contact rows a venue form offers to add.
const blankContactRows = 2

// venueFields are the venue form's single inputs, by export name.
var venueFields = []recordInput{
	{Name: "name", Label: "Name"},
	{Name: "address", Label: "Street address", Opts: []string{"autocomplete=off"}},
	{Name: "city", Label: "City"},
	{Name: "region", Label: "Region or state"},
	{Name: "postal_code", Label: "Postal code"},
	{Name: "country", Label: "Country", Opts: []string{"hint=Two letters (ISO 3166-1), such as DE or US."}},
	{Name: "time_zone", Label: "Time zone", Opts: []string{"hint=The venue's IANA zone, such as Europe/Berlin: show times are entered on its clock."}},
	{Name: "capacity", Label: "Capacity", Opts: []string{"type=number"}},
	{Name: "phone", Label: "Phone", Opts: []string{"type=tel"}},
	{Name: "email", Label: "E-mail address", Opts: []string{"type=email"}},
	{Name: "website", Label: "Website", Opts: []string{"type=url"}},
	{Name: "hospital", Label: "Nearest hospital with an emergency department"},
	{Name: "hospital_phone", Label: "Hospital phone", Opts: []string{"type=tel"}},
	{Name: "parking", Label: "Bus and truck parking"},
	{Name: "wifi", Label: "Wi-Fi for the crew"},
	{Name: "notes", Label: "Notes", Opts: []string{"textarea"}},
}

// venueSpec is the venue form; people are the contact rows' choices.
func venueSpec(people []option) recordSpec {
	return recordSpec{Kind: records.KindVenue, What: "venue",
		values: func(d records.Dataset) map[string]string {
			if len(d.Venues) == 0 {
				return map[string]string{}
			}
			x := d.Venues[0]
			m := map[string]string{"name": x.Name, "address": x.Address, "city": x.City, "region": x.Region,
				"postal_code": x.PostalCode, "country": x.Country, "time_zone": x.TimeZone, "phone": x.Phone,
				"email": x.Email, "website": x.Website, "hospital": x.Hospital, "hospital_phone": x.HospitalPhone,
				"parking": x.Parking, "wifi": x.WiFi, "notes": x.Notes}
			if x.Capacity != 0 {
				m["capacity"] = strconv.Itoa(x.Capacity)
			}
			for i, c := range x.Contacts {
				m[contactName(i, "person_id")], m[contactName(i, "role")] = string(c.PersonID), c.Role
			}
			return withBlankContacts(m)
		},
		inputs: func(values map[string]string) []recordInput {
			rows := contactRowsIn(values)
			out := append([]recordInput(nil), venueFields...)
			choices := append([]option{{"", "No one"}}, people...)
			for i := range rows {
				n := strconv.Itoa(i + 1)
				out = append(out, recordInput{Name: contactName(i, "person_id"), Label: "Contact " + n, Options: choices},
					recordInput{Name: contactName(i, "role"), Label: "Role of contact " + n,
						Opts: []string{"hint=Such as production manager or promoter rep."}})
			}
			return out
		},
	}
}

// withBlankContacts adds empty contact rows to a venue's values, for the user to
// add contacts.
func withBlankContacts(m map[string]string) map[string]string {
	n := contactRowsIn(m)
	for i := n; i < n+blankContactRows; i++ {
		m[contactName(i, "person_id")], m[contactName(i, "role")] = "", ""
	}
	return m
}

func contactName(row int, field string) string { return "contacts/" + strconv.Itoa(row) + "/" + field }

// contactRowsIn counts the contact rows values hold: one past the highest row.
func contactRowsIn(values map[string]string) int {
	n := 0
	for k := range values {
		if rest, ok := strings.CutPrefix(k, "contacts/"); ok {
			i, err := strconv.Atoi(rest[:max(strings.Index(rest, "/"), 0)])
			if err == nil && i+1 > n && i < 200 {
				n = i + 1
			}
		}
	}
	return n
}

// postedContactRows counts the contact rows of a posted venue form.
func postedContactRows(r *http.Request) map[string]string {
	m := map[string]string{}
	for k := range r.PostForm {
		if strings.HasPrefix(k, "contacts/") {
			m[k] = ""
		}
	}
	return m
}

// contactsOf returns the contacts of the filled rows and the form row of each.
func contactsOf(f *recordForm, rows int) ([]records.ContactRole, []int) {
	var out []records.ContactRole
	var from []int
	for i := range rows {
		person, role := f.Get(contactName(i, "person_id")), f.Get(contactName(i, "role"))
		if person == "" && role == "" {
			continue
		}
		out = append(out, records.ContactRole{PersonID: kernel.ID(person), Role: role})
		from = append(from, i)
	}
	return out, from
}

// peopleOptions lists the choices of a contact: the organization's first
// records.MaxList people by name and, after them, those of chosen that are
// not among them, so that a form shows its contacts whoever they are without
// reading every person of the organization.
func (s *Server) peopleOptions(ctx context.Context, org kernel.ID, chosen []kernel.ID) ([]option, error) {
	first, err := s.deps.RecordList.ListPeople(ctx, org, records.ListQuery{Limit: records.MaxList})
	if err != nil {
		return nil, err
	}
	seen := map[kernel.ID]bool{}
	var rest []kernel.ID
	for _, p := range first {
		seen[p.ID] = true
	}
	for _, id := range chosen {
		if p, err := kernel.ParseID(string(id)); err == nil && p == id && !seen[id] {
			seen[id] = true
			rest = append(rest, id)
		}
	}
	var more []records.Person
	if len(rest) > 0 {
		if more, err = s.deps.RecordList.FindPeople(ctx, org, rest[:min(len(rest), records.MaxList)]); err != nil {
			return nil, err
		}
	}
	var out []option
	for _, p := range append(first, more...) {
		label := p.FullName()
		if p.Company != "" {
			label += " (" + p.Company + ")"
		}
		out = append(out, option{Value: string(p.ID), Label: label})
	}
	return out, nil
}

// chosenContacts returns the people a venue form's rows name as contacts,
// value giving each input's value.
func chosenContacts(rows int, value func(string) string) []kernel.ID {
	var out []kernel.ID
	for i := range rows {
		if id := value(contactName(i, "person_id")); id != "" {
			out = append(out, kernel.ID(id))
		}
	}
	return out
}
