package records

import "strings"

// Validate checks the venue's invariants: id and name required, country an ISO
// 3166-1 alpha-2 code, time zone a loadable IANA zone, capacity not negative (zero
// means unknown), email plausible when set and every contact naming a person and a
// role, no pair twice. It returns KindInvalid with one FieldError per problem,
// pointers relative to the venue ("/contacts/1/person_id").
func (v Venue) Validate() error {
	c := newChecker()
	v.check(c)
	return c.result("venue")
}

func (v Venue) check(c checker) {
	c.id("id", v.ID)
	c.optionalID("org_id", v.OrgID)
	c.required("name", v.Name)
	c.country("country", v.Country)
	c.timeZone("time_zone", v.TimeZone)
	c.nonNegative("capacity", int64(v.Capacity))
	c.email("email", v.Email)
	checkContacts(c, v.Contacts)
}

// checkContacts checks a venue's or a show's contact roles.
func checkContacts(c checker, contacts []ContactRole) {
	seen := make(map[ContactRole]bool, len(contacts))
	for i, cr := range contacts {
		at := c.at("contacts", i)
		at.id("person_id", cr.PersonID)
		at.required("role", cr.Role)
		if seen[cr] {
			at.fail("", CodeDuplicate, "the same person is listed twice in the same role")
		}
		seen[cr] = true
	}
}

// Validate checks the person's invariants: id required, a first or a last name,
// and a plausible email when one is set. It returns KindInvalid with one FieldError
// per problem, pointers relative to the person ("/email").
func (p Person) Validate() error {
	c := newChecker()
	p.check(c)
	return c.result("person")
}

func (p Person) check(c checker) {
	c.id("id", p.ID)
	c.optionalID("org_id", p.OrgID)
	if strings.TrimSpace(p.FirstName+p.LastName) == "" {
		c.fail("last_name", CodeRequired, "first_name or last_name is required")
	}
	c.email("email", p.Email)
}
