package records

import (
	"strconv"

	"github.com/roadcase/roadcase/core/kernel"
)

// Validate checks d as a whole, as the importer and the demo seed need it before
// anything is stored, and returns KindInvalid with one FieldError per problem. The
// pointers are relative to the export form of the dataset, e.g. "/shows/3/venue_id"
// or "/invoices/0/lines/2/quantity" (see Kind.ExportName). It checks that:
//
//   - every record is valid (its own Validate, pointers prefixed by its place),
//     and so is the organization's legal profile when d holds one ("/profile/iban");
//   - every id, of records and of their children (tiers, rooms, invoice lines,
//     payments), is used once in the dataset (CodeDuplicateID);
//   - every reference resolves to a record of the right kind in d, or, when known
//     is not nil, to a record known reports as existing outside d, e.g. already in
//     the store (CodeUnresolved);
//   - a record's show belongs to the record's own project (CodeProjectMismatch);
//   - a settlement's currency is its show's (CodeCurrencyMismatch), and a record
//     in its project's home currency converts at rate 1 (CodeInvalidRate);
//   - invoice numbers are unique, and a show has at most one settlement
//     (CodeDuplicate).
//
// With known nil, every reference must resolve within d.
func (d Dataset) Validate(known func(kind Kind, id kernel.ID) bool) error {
	v := &datasetCheck{
		c:        newChecker(),
		known:    known,
		kinds:    make(map[kernel.ID]Kind),
		first:    make(map[kernel.ID]string),
		projects: make(map[kernel.ID]*Project, len(d.Projects)),
		shows:    make(map[kernel.ID]*Show, len(d.Shows)),
	}
	v.records(d)
	if !d.Profile.IsZero() {
		d.Profile.check(v.c.at("profile"))
	}
	v.references(d)
	return v.c.result("dataset")
}

// datasetCheck is the state of one Dataset.Validate.
type datasetCheck struct {
	c        checker
	known    func(Kind, kernel.ID) bool
	kinds    map[kernel.ID]Kind   // the kind of each record id
	first    map[kernel.ID]string // where each id, record or child, is first used
	projects map[kernel.ID]*Project
	shows    map[kernel.ID]*Show
}

// at returns the checker of the i-th record of kind k.
func (v *datasetCheck) at(k Kind, i int) checker { return v.c.at(k.ExportName(), i) }

// claim records that the id at c's "/id" is used, reporting a second use.
func (v *datasetCheck) claim(c checker, id kernel.ID) bool {
	if id.IsZero() {
		return false
	}
	if where, dup := v.first[id]; dup {
		c.fail("id", CodeDuplicateID, "id is already used at "+where)
		return false
	}
	v.first[id] = c.base + "/id"
	return true
}

// record checks one record and claims its id for kind k.
func (v *datasetCheck) record(k Kind, i int, id kernel.ID, check func(checker)) checker {
	c := v.at(k, i)
	check(c)
	if v.claim(c, id) {
		v.kinds[id] = k
	}
	return c
}

func (v *datasetCheck) records(d Dataset) {
	for i, r := range d.Venues {
		v.record(KindVenue, i, r.ID, r.check)
	}
	for i, r := range d.People {
		v.record(KindPerson, i, r.ID, r.check)
	}
	for i := range d.Projects {
		r := &d.Projects[i]
		v.record(KindProject, i, r.ID, r.check)
		if _, ok := v.projects[r.ID]; !ok {
			v.projects[r.ID] = r
		}
	}
	for i := range d.Shows {
		r := &d.Shows[i]
		c := v.record(KindShow, i, r.ID, r.check)
		if _, ok := v.shows[r.ID]; !ok {
			v.shows[r.ID] = r
		}
		for j, t := range r.Tiers {
			v.claim(c.at("tiers", j), t.ID)
		}
	}
	for i, r := range d.CrewAssignments {
		v.record(KindCrewAssignment, i, r.ID, r.check)
	}
	for i, r := range d.Timesheets {
		v.record(KindTimesheetEntry, i, r.ID, r.check)
	}
	for i, r := range d.Schedule {
		v.record(KindScheduleItem, i, r.ID, r.check)
	}
	for i, r := range d.Travel {
		v.record(KindTravelSegment, i, r.ID, r.check)
	}
	for i, r := range d.Accommodations {
		c := v.record(KindAccommodation, i, r.ID, r.check)
		for j, room := range r.Rooms {
			v.claim(c.at("rooms", j), room.ID)
		}
	}
	for i, r := range d.GuestList {
		v.record(KindGuestListEntry, i, r.ID, r.check)
	}
	for i, r := range d.BudgetLines {
		v.record(KindBudgetLine, i, r.ID, r.check)
	}
	for i, r := range d.Expenses {
		v.record(KindExpense, i, r.ID, r.check)
	}
	for i, r := range d.Income {
		v.record(KindIncomeLine, i, r.ID, r.check)
	}
	for i, r := range d.Invoices {
		c := v.record(KindInvoice, i, r.ID, r.check)
		for j, l := range r.Lines {
			v.claim(c.at("lines", j), l.ID)
		}
		for j, p := range r.Payments {
			v.claim(c.at("payments", j), p.ID)
		}
	}
	for i, r := range d.Settlements {
		v.record(KindSettlement, i, r.ID, r.check)
	}
}

// ref reports field when id, if set, is neither a record of kind k in the dataset
// nor known outside it.
func (v *datasetCheck) ref(c checker, field string, k Kind, id kernel.ID) {
	if id.IsZero() {
		return
	}
	if got, ok := v.kinds[id]; ok && got == k {
		return
	}
	if v.known != nil && v.known(k, id) {
		return
	}
	c.fail(field, CodeUnresolved, field+" refers to no "+string(k)+" of the dataset")
}

// people checks a list of person references.
func (v *datasetCheck) people(c checker, field string, ids []kernel.ID) {
	for i, id := range ids {
		v.ref(c, field+"/"+strconv.Itoa(i), KindPerson, id)
	}
}

// contacts checks contact roles' person references.
func (v *datasetCheck) contacts(c checker, cs []ContactRole) {
	for i, cr := range cs {
		v.ref(c.at("contacts", i), "person_id", KindPerson, cr.PersonID)
	}
}

// project checks a project reference.
func (v *datasetCheck) project(c checker, id kernel.ID) {
	v.ref(c, "project_id", KindProject, id)
}

// show checks an optional show reference of a record of project.
func (v *datasetCheck) show(c checker, project, show kernel.ID) {
	v.ref(c, "show_id", KindShow, show)
	if s, ok := v.shows[show]; ok && !project.IsZero() && s.ProjectID != project {
		c.fail("show_id", CodeProjectMismatch, "show_id refers to a show of another project")
	}
}
