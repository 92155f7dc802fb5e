package records

// Validate checks the budget line's invariants: id, project and category required,
// a show id well formed when given, amount not negative. It returns KindInvalid with one FieldError per problem,
// pointers relative to the line ("/amount").
func (b BudgetLine) Validate() error {
	c := newChecker()
	b.check(c)
	return c.result("budget line")
}

func (b BudgetLine) check(c checker) {
	c.id("id", b.ID)
	c.optionalID("org_id", b.OrgID)
	c.id("project_id", b.ProjectID)
	c.optionalID("show_id", b.ShowID)
	c.required("category", b.Category)
	c.nonNegative("amount", b.Amount)
}

// Validate checks the expense's invariants: id, project, category, date and status
// required and valid, amount not negative. It returns KindInvalid with one
// FieldError per problem, pointers relative to the expense ("/incurred_on").
func (e Expense) Validate() error {
	c := newChecker()
	e.check(c)
	return c.result("expense")
}

func (e Expense) check(c checker) {
	c.id("id", e.ID)
	c.optionalID("org_id", e.OrgID)
	c.id("project_id", e.ProjectID)
	c.optionalID("show_id", e.ShowID)
	c.optionalID("person_id", e.PersonID)
	c.required("category", e.Category)
	c.nonNegative("amount", e.Amount)
	c.currency("currency", e.Currency)
	c.rate("rate", e.Rate)
	c.date("incurred_on", e.IncurredOn)
	c.enum("status", string(e.Status), e.Status.Valid())
}

// Validate checks the income line's invariants: id, project and kind required and
// valid, amount not negative, and the received date valid when set (an income line
// without one is expected, not yet received). It returns KindInvalid with one
// FieldError per problem, pointers relative to the line ("/kind").
func (l IncomeLine) Validate() error {
	c := newChecker()
	l.check(c)
	return c.result("income line")
}

func (l IncomeLine) check(c checker) {
	c.id("id", l.ID)
	c.optionalID("org_id", l.OrgID)
	c.id("project_id", l.ProjectID)
	c.optionalID("show_id", l.ShowID)
	c.enum("kind", string(l.Kind), l.Kind.Valid())
	c.nonNegative("amount", l.Amount)
	c.currency("currency", l.Currency)
	c.rate("rate", l.Rate)
	c.optionalDate("received_on", l.ReceivedOn)
}

// Validate checks the invoice's invariants and returns KindInvalid with one
// FieldError per problem, pointers relative to the invoice ("/lines/0/unit_price"):
// id, project, number, client name, status, currency and both dates required and
// valid, issued on or before due, the client email plausible when set, the tax rate
// within 0..10000 basis points, each line with an id, a description and a quantity
// and unit price not negative, and each payment with an id, a valid date and an
// amount not negative.
func (inv Invoice) Validate() error {
	c := newChecker()
	inv.check(c)
	return c.result("invoice")
}

func (inv Invoice) check(c checker) {
	c.id("id", inv.ID)
	c.optionalID("org_id", inv.OrgID)
	c.id("project_id", inv.ProjectID)
	c.optionalID("show_id", inv.ShowID)
	c.required("number", inv.Number)
	c.enum("kind", string(inv.Kind), inv.Kind.Valid())
	if inv.Kind == InvoiceDeposit && inv.ShowID.IsZero() {
		c.fail("show_id", CodeRequired, "show_id is required on a deposit invoice: the deposit is a show's")
	}
	if inv.Kind == InvoiceCredit {
		c.id("credits_id", inv.CreditsID)
	} else if !inv.CreditsID.IsZero() {
		c.fail("credits_id", CodeOutOfRange, "only a credit note credits another invoice")
	}
	if inv.ClientCountry != "" {
		c.country("client_country", inv.ClientCountry)
	}
	c.required("client_name", inv.ClientName)
	c.email("client_email", inv.ClientEmail)
	issued := c.date("issued_on", inv.IssuedOn)
	due := c.date("due_on", inv.DueOn)
	c.notAfter("issued_on", "due_on", issued && due && inv.DueOn.Before(inv.IssuedOn))
	c.currency("currency", inv.Currency)
	c.taxRate("tax_rate", inv.TaxRate)
	c.enum("status", string(inv.Status), inv.Status.Valid())
	for i, l := range inv.Lines {
		lc := c.at("lines", i)
		lc.id("id", l.ID)
		lc.required("description", l.Description)
		lc.nonNegative("quantity", int64(l.Quantity))
		if inv.Kind == InvoiceCredit {
			if l.UnitPrice > 0 {
				lc.fail("unit_price", CodeOutOfRange, "a credit note takes money back: its unit prices are negative")
			}
		} else {
			lc.nonNegative("unit_price", l.UnitPrice)
		}
	}
	for i, p := range inv.Payments {
		pc := c.at("payments", i)
		pc.id("id", p.ID)
		if p.IsReversal() {
			if p.Amount > 0 {
				pc.fail("amount", CodeOutOfRange, "a "+p.Method+" takes money back: its amount is negative")
			}
		} else {
			pc.nonNegative("amount", p.Amount)
		}
		pc.date("received_on", p.ReceivedOn)
	}
}
