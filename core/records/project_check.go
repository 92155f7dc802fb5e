package records

// Validate checks the project's invariants: id, name, kind, status and currency
// required and valid, and the dates, which a project still being planned may leave
// unset, valid and in order. It returns KindInvalid with one FieldError per
// problem, pointers relative to the project ("/ends_on").
func (p Project) Validate() error {
	c := newChecker()
	p.check(c)
	return c.result("project")
}

func (p Project) check(c checker) {
	c.id("id", p.ID)
	c.optionalID("org_id", p.OrgID)
	c.required("name", p.Name)
	c.enum("kind", string(p.Kind), p.Kind.Valid())
	c.enum("status", string(p.Status), p.Status.Valid())
	c.currency("currency", p.Currency)
	starts := c.optionalDate("starts_on", p.StartsOn)
	ends := c.optionalDate("ends_on", p.EndsOn)
	c.notAfter("starts_on", "ends_on", starts && ends && p.EndsOn.Before(p.StartsOn))
}
