package records

import "github.com/roadcase/roadcase/core/kernel"

// SetOrg sets the organization of every record of d, in place. Stores call it
// when they write or load a dataset: a record always carries the organization it
// is stored under.
func (d *Dataset) SetOrg(org kernel.ID) {
	for i := range d.Venues {
		d.Venues[i].OrgID = org
	}
	for i := range d.People {
		d.People[i].OrgID = org
	}
	for i := range d.Projects {
		d.Projects[i].OrgID = org
	}
	for i := range d.Shows {
		d.Shows[i].OrgID = org
	}
	for i := range d.CrewAssignments {
		d.CrewAssignments[i].OrgID = org
	}
	for i := range d.Timesheets {
		d.Timesheets[i].OrgID = org
	}
	for i := range d.Schedule {
		d.Schedule[i].OrgID = org
	}
	for i := range d.Travel {
		d.Travel[i].OrgID = org
	}
	for i := range d.Accommodations {
		d.Accommodations[i].OrgID = org
	}
	for i := range d.GuestList {
		d.GuestList[i].OrgID = org
	}
	for i := range d.BudgetLines {
		d.BudgetLines[i].OrgID = org
	}
	for i := range d.Expenses {
		d.Expenses[i].OrgID = org
	}
	for i := range d.Income {
		d.Income[i].OrgID = org
	}
	for i := range d.Invoices {
		d.Invoices[i].OrgID = org
	}
	for i := range d.Settlements {
		d.Settlements[i].OrgID = org
	}
}

// CheckOrg reports the records of d that name an organization other than org:
// KindInvalid with a FieldError (CodeWrongOrganization) at each one's "/org_id",
// e.g. "/shows/3/org_id". A record without an organization is fine; the store
// writing it under org gives it org.
func (d Dataset) CheckOrg(org kernel.ID) error {
	c := newChecker()
	d.eachOrg(func(k Kind, i int, recOrg kernel.ID) {
		if !recOrg.IsZero() && recOrg != org {
			c.at(k.ExportName(), i).fail("org_id", CodeWrongOrganization,
				"org_id names another organization than the one the dataset is written to")
		}
	})
	return c.result("dataset")
}

// eachOrg calls fn with the kind, index and organization of every record of d.
func (d Dataset) eachOrg(fn func(k Kind, i int, org kernel.ID)) {
	for i, r := range d.Venues {
		fn(KindVenue, i, r.OrgID)
	}
	for i, r := range d.People {
		fn(KindPerson, i, r.OrgID)
	}
	for i, r := range d.Projects {
		fn(KindProject, i, r.OrgID)
	}
	for i, r := range d.Shows {
		fn(KindShow, i, r.OrgID)
	}
	for i, r := range d.CrewAssignments {
		fn(KindCrewAssignment, i, r.OrgID)
	}
	for i, r := range d.Timesheets {
		fn(KindTimesheetEntry, i, r.OrgID)
	}
	for i, r := range d.Schedule {
		fn(KindScheduleItem, i, r.OrgID)
	}
	for i, r := range d.Travel {
		fn(KindTravelSegment, i, r.OrgID)
	}
	for i, r := range d.Accommodations {
		fn(KindAccommodation, i, r.OrgID)
	}
	for i, r := range d.GuestList {
		fn(KindGuestListEntry, i, r.OrgID)
	}
	for i, r := range d.BudgetLines {
		fn(KindBudgetLine, i, r.OrgID)
	}
	for i, r := range d.Expenses {
		fn(KindExpense, i, r.OrgID)
	}
	for i, r := range d.Income {
		fn(KindIncomeLine, i, r.OrgID)
	}
	for i, r := range d.Invoices {
		fn(KindInvoice, i, r.OrgID)
	}
	for i, r := range d.Settlements {
		fn(KindSettlement, i, r.OrgID)
	}
}
