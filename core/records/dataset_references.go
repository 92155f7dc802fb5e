package records

import "github.com/roadcase/roadcase/core/kernel"

// references checks every reference of d once all ids are known.
func (v *datasetCheck) references(d Dataset) {
	for i, r := range d.Venues {
		v.contacts(v.at(KindVenue, i), r.Contacts)
	}
	signed := map[kernel.ID]bool{}
	for _, st := range d.Settlements {
		signed[st.ShowID] = signed[st.ShowID] || st.Signed()
	}
	for i, r := range d.Shows {
		c := v.at(KindShow, i)
		v.project(c, r.ProjectID)
		v.ref(c, "venue_id", KindVenue, r.VenueID)
		v.contacts(c, r.Contacts)
		if signed[r.ID] && r.Status != ShowSettled {
			c.fail("status", CodeSettlementSigned, "the show's settlement is signed: it stays settled until the settlement is reopened")
		}
	}
	for i, r := range d.CrewAssignments {
		c := v.at(KindCrewAssignment, i)
		v.project(c, r.ProjectID)
		v.ref(c, "person_id", KindPerson, r.PersonID)
	}
	for i, r := range d.Timesheets {
		c := v.at(KindTimesheetEntry, i)
		v.project(c, r.ProjectID)
		v.show(c, r.ProjectID, r.ShowID)
		v.ref(c, "person_id", KindPerson, r.PersonID)
	}
	for i, r := range d.Schedule {
		c := v.at(KindScheduleItem, i)
		v.project(c, r.ProjectID)
		v.show(c, r.ProjectID, r.ShowID)
	}
	for i, r := range d.Travel {
		c := v.at(KindTravelSegment, i)
		v.project(c, r.ProjectID)
		v.people(c, "passenger_ids", r.PassengerIDs)
	}
	for i, r := range d.Accommodations {
		c := v.at(KindAccommodation, i)
		v.project(c, r.ProjectID)
		v.show(c, r.ProjectID, r.ShowID)
		for j, room := range r.Rooms {
			v.people(c.at("rooms", j), "occupant_ids", room.OccupantIDs)
		}
	}
	for i, r := range d.GuestList {
		v.ref(v.at(KindGuestListEntry, i), "show_id", KindShow, r.ShowID)
	}
	for i, r := range d.BudgetLines {
		c := v.at(KindBudgetLine, i)
		v.project(c, r.ProjectID)
		v.show(c, r.ProjectID, r.ShowID)
	}
	for i, r := range d.Expenses {
		c := v.at(KindExpense, i)
		v.project(c, r.ProjectID)
		v.show(c, r.ProjectID, r.ShowID)
		v.ref(c, "person_id", KindPerson, r.PersonID)
		v.homeRate(c, r.ProjectID, r.Currency, r.Rate)
	}
	for i, r := range d.Income {
		c := v.at(KindIncomeLine, i)
		v.project(c, r.ProjectID)
		v.show(c, r.ProjectID, r.ShowID)
		v.homeRate(c, r.ProjectID, r.Currency, r.Rate)
	}
	v.invoices(d.Invoices)
	v.settlements(d.Settlements)
}

// homeRate reports a rate other than 1 on a record in its project's home currency:
// converting a currency into itself at another rate would change the amount.
func (v *datasetCheck) homeRate(c checker, project kernel.ID, cur string, rate kernel.Rate) {
	if p, ok := v.projects[project]; ok && cur == p.Currency && rate != kernel.RateOne {
		c.fail("rate", CodeInvalidRate, "rate must be 1: currency is the project's home currency "+p.Currency)
	}
}

func (v *datasetCheck) invoices(invoices []Invoice) {
	numbers := make(map[string]bool, len(invoices))
	for i, r := range invoices {
		c := v.at(KindInvoice, i)
		v.project(c, r.ProjectID)
		v.show(c, r.ProjectID, r.ShowID)
		if !r.CreditsID.IsZero() {
			v.ref(c, "credits_id", KindInvoice, r.CreditsID)
		}
		if s, ok := v.shows[r.ShowID]; ok && r.Kind == InvoiceDeposit && r.Currency != "" && s.Currency != "" && r.Currency != s.Currency {
			c.fail("currency", CodeCurrencyMismatch, "a deposit invoice is in its show's currency "+s.Currency)
		}
		if r.Number != "" && numbers[r.Number] {
			c.fail("number", CodeDuplicate, "number is already used by another invoice")
		}
		numbers[r.Number] = true
	}
}

func (v *datasetCheck) settlements(settlements []Settlement) {
	settled := make(map[kernel.ID]bool, len(settlements))
	for i, r := range settlements {
		c := v.at(KindSettlement, i)
		v.ref(c, "show_id", KindShow, r.ShowID)
		if !r.ShowID.IsZero() && settled[r.ShowID] {
			c.fail("show_id", CodeDuplicate, "the show already has a settlement")
		}
		settled[r.ShowID] = true
		if s, ok := v.shows[r.ShowID]; ok {
			if r.Currency != "" && s.Currency != "" && r.Currency != s.Currency {
				c.fail("currency", CodeCurrencyMismatch, "currency must be the show's currency "+s.Currency)
			}
			v.homeRate(c, s.ProjectID, r.Currency, r.Rate)
			switch {
			case r.Signed() && s.Status != ShowSettled:
				c.fail("show_id", CodeInconsistent, "the show of a signed settlement has status settled, not "+string(s.Status))
			case r.Draft && s.Status == ShowSettled:
				c.fail("show_id", CodeInconsistent, "a settled show has its signed settlement, not a draft")
			}
		}
	}
}
