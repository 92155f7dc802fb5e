package records

import "strconv"

// Validate checks the show's invariants and returns KindInvalid with one FieldError
// per problem, pointers relative to the show ("/tiers/2/sold"):
//
//   - id, project, venue, date, status and time zone required and valid;
//   - DoorsAt ≤ StartsAt ≤ CurfewAt for those that are set;
//   - capacity, counts and amounts not negative, rates within 0..10000 basis points;
//   - each tier named, with Sold + Comps + Kills ≤ Allotment (reported at "sold");
//   - scanned attendance not above the capacity when the capacity is known (above
//     zero): the capacity is the licensed limit for the show, and a door count above
//     it is a data error. A capacity of zero means unknown and limits nothing.
func (s Show) Validate() error {
	c := newChecker()
	s.check(c)
	return c.result("show")
}

func (s Show) check(c checker) {
	c.id("id", s.ID)
	c.optionalID("org_id", s.OrgID)
	c.id("project_id", s.ProjectID)
	c.id("venue_id", s.VenueID)
	c.date("date", s.Date)
	c.enum("status", string(s.Status), s.Status.Valid())
	c.timeZone("time_zone", s.TimeZone)
	switch {
	case s.DoorsAt != nil && s.StartsAt != nil:
		c.notAfter("doors_at", "starts_at", s.StartsAt.Before(*s.DoorsAt))
	case s.DoorsAt != nil && s.CurfewAt != nil:
		c.notAfter("doors_at", "curfew_at", s.CurfewAt.Before(*s.DoorsAt))
	}
	if s.StartsAt != nil && s.CurfewAt != nil {
		c.notAfter("starts_at", "curfew_at", s.CurfewAt.Before(*s.StartsAt))
	}
	c.nonNegative("capacity", int64(s.Capacity))
	c.nonNegative("guest_allocation", int64(s.GuestAllocation))
	c.currency("currency", s.Currency)
	s.Deal.check(c.at("deal"))
	if s.Cancellation != nil {
		if s.Status != ShowCancelled {
			c.fail("cancellation", CodeInconsistent, "cancellation is only recorded for a cancelled show")
		}
		s.Cancellation.check(c.at("cancellation"))
	}
	for i, t := range s.Tiers {
		t.check(c.at("tiers", i))
	}
	if s.ScannedAttendance != nil {
		n := *s.ScannedAttendance
		c.nonNegative("scanned_attendance", int64(n))
		if s.Capacity > 0 && n > s.Capacity {
			c.fail("scanned_attendance", CodeExceedsCapacity, "scanned_attendance must not exceed capacity")
		}
	}
	c.nonNegative("merch_gross", s.MerchGross)
	c.taxRate("merch_tax_rate", s.MerchTaxRate)
	c.basisPoints("venue_merch_rate", s.VenueMerchRate)
	checkContacts(c, s.Contacts)
}

func (d Deal) check(c checker) {
	c.enum("type", string(d.Type), d.Type.Valid())
	c.nonNegative("guarantee", d.Guarantee)
	c.basisPoints("artist_percent", d.ArtistPercent)
	c.basisPoints("promoter_profit_percent", d.PromoterProfitPercent)
	c.nonNegative("show_expenses", d.ShowExpenses)
	c.nonNegative("facility_fee_per_ticket", d.FacilityFeePerTicket)
	c.taxRate("ticket_tax_rate", d.TicketTaxRate)
	c.nonNegative("deposit", d.Deposit)
	c.basisPoints("commission_rate", d.CommissionRate)
	c.taxRate("withholding_rate", d.WithholdingRate)
}

func (x Cancellation) check(c checker) {
	c.date("on", x.On)
	c.enum("by", string(x.By), x.By.Valid())
	c.nonNegative("fee", x.Fee)
}

func (t TicketTier) check(c checker) {
	c.id("id", t.ID)
	c.required("name", t.Name)
	c.nonNegative("price", t.Price)
	c.nonNegative("allotment", int64(t.Allotment))
	c.nonNegative("sold", int64(t.Sold))
	c.nonNegative("comps", int64(t.Comps))
	c.nonNegative("kills", int64(t.Kills))
	if t.Sold+t.Comps+t.Kills > t.Allotment {
		c.fail("sold", CodeExceedsAllotment, "sold + comps + kills must not exceed allotment")
	}
}

// Validate checks the settlement's invariants: id, show and settlement time
// required, and every amount not negative. It returns KindInvalid with one
// FieldError per problem, pointers relative to the settlement ("/artist_payout").
func (s Settlement) Validate() error {
	c := newChecker()
	s.check(c)
	return c.result("settlement")
}

func (s Settlement) check(c checker) {
	c.id("id", s.ID)
	c.optionalID("org_id", s.OrgID)
	c.id("show_id", s.ShowID)
	c.instant("settled_at", s.SettledAt)
	c.currency("currency", s.Currency)
	c.rate("rate", s.Rate)
	c.nonNegative("gross_box_office", s.GrossBoxOffice)
	c.nonNegative("ticket_tax", s.TicketTax)
	c.nonNegative("facility_fees", s.FacilityFees)
	c.nonNegative("show_expenses", s.ShowExpenses)
	c.nonNegative("promoter_profit", s.PromoterProfit)
	c.nonNegative("artist_payout", s.ArtistPayout)
	c.nonNegative("withholding", s.Withholding)
	c.nonNegative("commission", s.Commission)
	c.nonNegative("deposits_paid", s.DepositsPaid)
	var sum int64
	for i, e := range s.Expenses {
		ec := c.at("expenses", i)
		ec.required("description", e.Description)
		ec.nonNegative("budget", e.Budget)
		ec.nonNegative("actual", e.Actual)
		sum += e.Actual
	}
	if len(s.Expenses) > 0 && sum != s.ShowExpenses {
		c.fail("show_expenses", CodeInconsistent, "show_expenses must be the sum of the itemised expenses' actuals")
	}
	if s.PromoterSignatory != "" && s.PromoterSignatory == s.SettledBy {
		c.fail("settled_by", CodeInconsistent, "one person cannot sign for both sides")
	}
	switch s.PaymentMethod {
	case "", "bank_transfer", "cash", "cheque", "card":
	default:
		c.fail("payment_method", CodeInvalidEnum, "payment_method has no value "+strconv.Quote(s.PaymentMethod))
	}
}
