package memory

import (
	"context"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// InsertDataset writes every record of d into org at once: it checks everything
// first and changes nothing unless all of it can be written. KindInvalid for an
// invalid record, a reference to no record of d or of org, a record naming another
// organization, or records or a profile for an organization the backend's identity
// store does not have (as the SQL foreign key does); KindConflict for an id org already has (unless
// skipExisting, which leaves such records, children included, as they are), a
// child id in use, an invoice number in use or a second settlement of a show.
//
// A non-zero d.Profile replaces org's legal profile, except that skipExisting
// keeps a profile org already has; a zero one leaves it as it is.
func (s *RecordStore) InsertDataset(ctx context.Context, org kernel.ID, d records.Dataset, skipExisting bool) error {
	if err := d.CheckOrg(org); err != nil {
		return err
	}
	st, unlock := s.b.write(ctx)
	defer unlock()
	o := st.org(org)
	if err := d.Validate(o.has); err != nil {
		return err
	}
	if _, ok := st.orgs[org]; !ok && !s.b.orgsElsewhere && (!d.Profile.IsZero() || !isEmpty(d)) {
		return kernel.Invalid("a referenced record does not exist").WithCode("invalid_reference")
	}
	add, err := o.plan(d, skipExisting)
	if err != nil {
		return err
	}
	if o == nil {
		o = newOrgRecords()
		st.records[org] = o
	}
	add = add.Clone()
	add.SetOrg(org)
	add.MapTimes(recordTime)
	o.add(add)
	o.revision = records.NewRevision()
	if !d.Profile.IsZero() && (!skipExisting || o.data.Profile.IsZero()) {
		o.data.Profile = d.Profile
	}
	return nil
}

// errExists is the conflict of an id, number or settlement org already has.
func errExists(what string) error {
	return kernel.Conflict(what + " already exists")
}

// plan returns the records of d to add to o: all of them, less those o has when
// skipExisting. It fails with KindConflict where the SQL schema's keys would.
func (o *orgRecords) plan(d records.Dataset, skipExisting bool) (records.Dataset, error) {
	var add records.Dataset
	var err error
	pick := func(k records.Kind, id kernel.ID) bool {
		if !o.has(k, id) {
			return true
		}
		if !skipExisting && err == nil {
			err = errExists("a " + string(k) + " with this id")
		}
		return false
	}
	add.Venues = keep(d.Venues, func(r records.Venue) bool { return pick(records.KindVenue, r.ID) })
	add.People = keep(d.People, func(r records.Person) bool { return pick(records.KindPerson, r.ID) })
	add.Projects = keep(d.Projects, func(r records.Project) bool { return pick(records.KindProject, r.ID) })
	add.Shows = keep(d.Shows, func(r records.Show) bool { return pick(records.KindShow, r.ID) })
	add.CrewAssignments = keep(d.CrewAssignments, func(r records.CrewAssignment) bool { return pick(records.KindCrewAssignment, r.ID) })
	add.Timesheets = keep(d.Timesheets, func(r records.TimesheetEntry) bool { return pick(records.KindTimesheetEntry, r.ID) })
	add.Schedule = keep(d.Schedule, func(r records.ScheduleItem) bool { return pick(records.KindScheduleItem, r.ID) })
	add.Travel = keep(d.Travel, func(r records.TravelSegment) bool { return pick(records.KindTravelSegment, r.ID) })
	add.Accommodations = keep(d.Accommodations, func(r records.Accommodation) bool { return pick(records.KindAccommodation, r.ID) })
	add.GuestList = keep(d.GuestList, func(r records.GuestListEntry) bool { return pick(records.KindGuestListEntry, r.ID) })
	add.BudgetLines = keep(d.BudgetLines, func(r records.BudgetLine) bool { return pick(records.KindBudgetLine, r.ID) })
	add.Expenses = keep(d.Expenses, func(r records.Expense) bool { return pick(records.KindExpense, r.ID) })
	add.Income = keep(d.Income, func(r records.IncomeLine) bool { return pick(records.KindIncomeLine, r.ID) })
	add.Invoices = keep(d.Invoices, func(r records.Invoice) bool { return pick(records.KindInvoice, r.ID) })
	add.Settlements = keep(d.Settlements, func(r records.Settlement) bool { return pick(records.KindSettlement, r.ID) })
	if err != nil {
		return records.Dataset{}, err
	}
	return add, o.checkUnique(add)
}

// checkUnique reports what the SQL schema's other unique keys would: child ids,
// invoice numbers and one settlement per show.
func (o *orgRecords) checkUnique(add records.Dataset) error {
	if o == nil {
		return nil
	}
	used := func(c childKind, id kernel.ID) bool { return o.children[c][id] }
	for _, s := range add.Shows {
		for _, t := range s.Tiers {
			if used(childTier, t.ID) {
				return errExists("a ticket tier with this id")
			}
		}
	}
	for _, a := range add.Accommodations {
		for _, r := range a.Rooms {
			if used(childRoom, r.ID) {
				return errExists("a room with this id")
			}
		}
	}
	for _, inv := range add.Invoices {
		if o.numbers[inv.Number] {
			return errExists("an invoice with this number")
		}
		for _, l := range inv.Lines {
			if used(childInvoiceLine, l.ID) {
				return errExists("an invoice line with this id")
			}
		}
		for _, p := range inv.Payments {
			if used(childPayment, p.ID) {
				return errExists("a payment with this id")
			}
		}
	}
	for _, st := range add.Settlements {
		if o.settled[st.ShowID] {
			return errExists("a settlement of this show")
		}
	}
	return nil
}

// add appends the records of add, already checked, and indexes them.
func (o *orgRecords) add(add records.Dataset) {
	d := &o.data
	ref := func(k records.Kind, id, project kernel.ID) {
		o.refs[k][id] = records.Ref{Kind: k, ID: id, ProjectID: project}
	}
	for _, r := range add.Venues {
		ref(records.KindVenue, r.ID, "")
	}
	for _, r := range add.People {
		ref(records.KindPerson, r.ID, "")
	}
	for _, r := range add.Projects {
		ref(records.KindProject, r.ID, r.ID)
	}
	for _, r := range add.Shows {
		ref(records.KindShow, r.ID, r.ProjectID)
		for _, t := range r.Tiers {
			o.children[childTier][t.ID] = true
		}
	}
	for _, r := range add.CrewAssignments {
		ref(records.KindCrewAssignment, r.ID, r.ProjectID)
	}
	for _, r := range add.Timesheets {
		ref(records.KindTimesheetEntry, r.ID, r.ProjectID)
	}
	for _, r := range add.Schedule {
		ref(records.KindScheduleItem, r.ID, r.ProjectID)
	}
	for _, r := range add.Travel {
		ref(records.KindTravelSegment, r.ID, r.ProjectID)
	}
	for _, r := range add.Accommodations {
		ref(records.KindAccommodation, r.ID, r.ProjectID)
		for _, room := range r.Rooms {
			o.children[childRoom][room.ID] = true
		}
	}
	for _, r := range add.GuestList {
		ref(records.KindGuestListEntry, r.ID, o.refs[records.KindShow][r.ShowID].ProjectID)
	}
	for _, r := range add.BudgetLines {
		ref(records.KindBudgetLine, r.ID, r.ProjectID)
	}
	for _, r := range add.Expenses {
		ref(records.KindExpense, r.ID, r.ProjectID)
	}
	for _, r := range add.Income {
		ref(records.KindIncomeLine, r.ID, r.ProjectID)
	}
	for _, r := range add.Invoices {
		ref(records.KindInvoice, r.ID, r.ProjectID)
		o.numbers[r.Number] = true
		for _, l := range r.Lines {
			o.children[childInvoiceLine][l.ID] = true
		}
		for _, p := range r.Payments {
			o.children[childPayment][p.ID] = true
		}
	}
	for _, r := range add.Settlements {
		ref(records.KindSettlement, r.ID, o.refs[records.KindShow][r.ShowID].ProjectID)
		o.settled[r.ShowID] = true
	}
	d.Venues = append(d.Venues, add.Venues...)
	d.People = append(d.People, add.People...)
	d.Projects = append(d.Projects, add.Projects...)
	d.Shows = append(d.Shows, add.Shows...)
	d.CrewAssignments = append(d.CrewAssignments, add.CrewAssignments...)
	d.Timesheets = append(d.Timesheets, add.Timesheets...)
	d.Schedule = append(d.Schedule, add.Schedule...)
	d.Travel = append(d.Travel, add.Travel...)
	d.Accommodations = append(d.Accommodations, add.Accommodations...)
	d.GuestList = append(d.GuestList, add.GuestList...)
	d.BudgetLines = append(d.BudgetLines, add.BudgetLines...)
	d.Expenses = append(d.Expenses, add.Expenses...)
	d.Income = append(d.Income, add.Income...)
	d.Invoices = append(d.Invoices, add.Invoices...)
	d.Settlements = append(d.Settlements, add.Settlements...)
}

// isEmpty reports whether d holds no record.
func isEmpty(d records.Dataset) bool {
	for _, n := range d.Count() {
		if n > 0 {
			return false
		}
	}
	return true
}

// keep returns the elements of s for which ok is true, in order.
func keep[T any](s []T, ok func(T) bool) []T {
	var out []T
	for _, v := range s {
		if ok(v) {
			out = append(out, v)
		}
	}
	return out
}
