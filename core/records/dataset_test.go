package records_test

import (
	"reflect"
	"slices"
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

func TestDatasetValidate(t *testing.T) {
	t.Parallel()
	secondProject := with(project(), func(p *records.Project) { p.ID, p.Name = id("project-2"), "Festival" })
	cases := []struct {
		name  string
		data  records.Dataset
		known func(records.Kind, kernel.ID) bool
		want  []string
	}{
		{"a consistent dataset is valid", dataset(), nil, nil},
		{"an empty dataset is valid", records.Dataset{}, nil, nil},
		{"a record's own problems are pointed at within the dataset",
			with(dataset(), func(d *records.Dataset) { d.Shows[0].Tiers[0].Sold = 9999 }), nil,
			[]string{"/shows/0/tiers/0/sold exceeds_allotment"}},
		{"an id used by two kinds is reported at its second use",
			with(dataset(), func(d *records.Dataset) { d.Income[0].ID = d.Expenses[0].ID }), nil,
			[]string{"/income/0/id duplicate_id"}},
		{"a child id repeating another record's id is a duplicate",
			with(dataset(), func(d *records.Dataset) { d.Invoices[0].Lines[0].ID = d.Shows[0].Tiers[0].ID }), nil,
			[]string{"/invoices/0/lines/0/id duplicate_id"}},
		{"a venue missing from the dataset leaves the show's reference unresolved",
			with(dataset(), func(d *records.Dataset) { d.Venues = nil }), nil,
			[]string{"/shows/0/venue_id unresolved_reference"}},
		{"a venue known outside the dataset resolves",
			with(dataset(), func(d *records.Dataset) { d.Venues = nil }),
			func(k records.Kind, v kernel.ID) bool { return k == records.KindVenue && v == id("venue") }, nil},
		{"a reference to a record of another kind is unresolved",
			with(dataset(), func(d *records.Dataset) { d.Shows[0].VenueID = id("person") }), nil,
			[]string{"/shows/0/venue_id unresolved_reference"}},
		{"every reference to a missing person is reported where it is made",
			with(dataset(), func(d *records.Dataset) { d.People = nil }), nil,
			[]string{
				"/accommodations/0/rooms/0/occupant_ids/0 unresolved_reference",
				"/crew_assignments/0/person_id unresolved_reference",
				"/expenses/0/person_id unresolved_reference",
				"/shows/0/contacts/0/person_id unresolved_reference",
				"/timesheets/0/person_id unresolved_reference",
				"/travel/0/passenger_ids/0 unresolved_reference",
				"/venues/0/contacts/0/person_id unresolved_reference",
			}},
		{"every reference to a missing show is reported where it is made",
			with(dataset(), func(d *records.Dataset) { d.Shows = nil }), nil,
			[]string{
				"/accommodations/0/show_id unresolved_reference",
				"/expenses/0/show_id unresolved_reference",
				"/guest_list/0/show_id unresolved_reference",
				"/income/0/show_id unresolved_reference",
				"/invoices/0/show_id unresolved_reference",
				"/schedule/0/show_id unresolved_reference",
				"/settlements/0/show_id unresolved_reference",
				"/timesheets/0/show_id unresolved_reference",
			}},
		{"a record of one project tied to another project's show is a mismatch",
			with(dataset(), func(d *records.Dataset) {
				d.Projects = append(d.Projects, secondProject)
				d.Timesheets[0].ProjectID = secondProject.ID
			}), nil,
			[]string{"/timesheets/0/show_id project_mismatch"}},
		{"a budget line may budget for a show of its project",
			with(dataset(), func(d *records.Dataset) { d.BudgetLines[0].ShowID = d.Shows[0].ID }), nil, nil},
		{"a budget line of one project budgeting for another project's show is a mismatch",
			with(dataset(), func(d *records.Dataset) {
				d.Projects = append(d.Projects, secondProject)
				d.BudgetLines[0].ProjectID, d.BudgetLines[0].ShowID = secondProject.ID, d.Shows[0].ID
			}), nil,
			[]string{"/budget_lines/0/show_id project_mismatch"}},
		{"a budget line budgeting for a missing show leaves its reference unresolved",
			with(dataset(), func(d *records.Dataset) { d.BudgetLines[0].ShowID = id("nowhere") }), nil,
			[]string{"/budget_lines/0/show_id unresolved_reference"}},
		{"an invoice in another currency than its project's is fine: the client's currency",
			with(dataset(), func(d *records.Dataset) { d.Invoices[0].Currency = "USD" }), nil, nil},
		{"a settlement in another currency than its show's is a mismatch",
			with(dataset(), func(d *records.Dataset) { d.Settlements[0].Currency = "GBP" }), nil,
			[]string{"/settlements/0/currency currency_mismatch"}},
		{"an expense in the home currency at a rate other than 1 is an invalid rate",
			with(dataset(), func(d *records.Dataset) { d.Expenses[0].Rate = kernel.RateOne + 1 }), nil,
			[]string{"/expenses/0/rate invalid_rate"}},
		{"an expense in another currency carries its own rate",
			with(dataset(), func(d *records.Dataset) { d.Expenses[0].Currency, d.Expenses[0].Rate = "GBP", 117_320_000 }), nil, nil},
		{"a cancellation on a show that is not cancelled is inconsistent",
			with(dataset(), func(d *records.Dataset) {
				d.Shows[0].Cancellation = &records.Cancellation{On: "2026-04-01", By: records.CancelledByPromoter}
			}), nil,
			[]string{"/shows/0/cancellation inconsistent"}},
		{"a deposit invoice names its show",
			with(dataset(), func(d *records.Dataset) {
				d.Invoices[0].Kind, d.Invoices[0].ShowID = records.InvoiceDeposit, kernel.NilID
			}), nil,
			[]string{"/invoices/0/show_id required"}},
		{"a repeated invoice number is a duplicate",
			with(dataset(), func(d *records.Dataset) {
				d.Invoices = append(d.Invoices, records.Invoice{ID: id("invoice-2"), ProjectID: id("project"),
					Number: d.Invoices[0].Number, ClientName: "Other", IssuedOn: "2026-05-04", DueOn: "2026-05-04",
					Currency: "EUR", Status: records.InvoiceDraft, Kind: records.InvoiceStandard})
			}), nil,
			[]string{"/invoices/1/number duplicate"}},
		{"a second settlement of one show is a duplicate",
			with(dataset(), func(d *records.Dataset) {
				d.Settlements = append(d.Settlements, with(settlement(), func(s *records.Settlement) { s.ID = id("settlement-2") }))
			}), nil,
			[]string{"/settlements/1/show_id duplicate"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			got := problems(t, tc.data.Validate(tc.known))
			if !slices.Equal(got, tc.want) {
				t.Errorf("problems = %q, want %q", got, tc.want)
			}
		})
	}
}

func TestDatasetCount(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name string
		data records.Dataset
		want int
	}{
		{"a dataset with one of each counts one per kind", dataset(), 1},
		{"an empty dataset counts zero for every kind", records.Dataset{}, 0},
	} {
		counts := tc.data.Count()
		ids := tc.data.IDs()
		if len(counts) != len(records.Kinds) || len(ids) != len(records.Kinds) {
			t.Errorf("%s: %d counts and %d id lists, want %d each", tc.name, len(counts), len(ids), len(records.Kinds))
		}
		for _, k := range records.Kinds {
			if counts[k] != tc.want || len(ids[k]) != tc.want || ids[k] == nil {
				t.Errorf("%s: %s counts %d with ids %v, want %d", tc.name, k, counts[k], ids[k], tc.want)
			}
		}
	}
}

func TestDatasetIDsAreSorted(t *testing.T) {
	t.Parallel()
	d := records.Dataset{People: []records.Person{
		{ID: "c0000000-0000-4000-8000-000000000000"}, {ID: "a0000000-0000-4000-8000-000000000000"},
		{ID: "b0000000-0000-4000-8000-000000000000"},
	}}
	got := d.IDs()[records.KindPerson]
	if !slices.IsSorted(got) || len(got) != 3 {
		t.Errorf("person ids = %v, want three sorted ids", got)
	}
}

func TestKindExportName(t *testing.T) {
	t.Parallel()
	seen := map[string]bool{}
	for _, k := range records.Kinds {
		name := k.ExportName()
		if name == "" || seen[name] {
			t.Errorf("kind %s has export name %q, empty or shared", k, name)
		}
		seen[name] = true
	}
	if records.KindShow.ExportName() != "shows" || records.KindGuestListEntry.ExportName() != "guest_list" {
		t.Errorf("export names differ from the export format")
	}
}

func TestDatasetCloneSharesNothing(t *testing.T) {
	t.Parallel()
	d := dataset()
	c := d.Clone()
	if !reflect.DeepEqual(d, c) {
		t.Fatal("the clone differs from the original")
	}
	c.Venues[0].Contacts[0].Role = "changed"
	*c.Shows[0].DoorsAt = at(1, 0)
	*c.Shows[0].ScannedAttendance = 1
	c.Shows[0].Tiers[0].Sold = 1
	c.Shows[0].Contacts[0].Role = "changed"
	*c.Schedule[0].EndsAt = at(23, 0)
	c.Travel[0].PassengerIDs[0] = id("other")
	c.Accommodations[0].Rooms[0].OccupantIDs[0] = id("other")
	c.Invoices[0].Lines[0].Quantity = 99
	c.Invoices[0].Payments[0].Amount = 1
	if !reflect.DeepEqual(d, dataset()) {
		t.Error("changing the clone changed the original")
	}
}

func TestDatasetOrganization(t *testing.T) {
	t.Parallel()
	org, other := id("org"), id("other-org")
	d := dataset()
	if err := d.CheckOrg(org); err != nil {
		t.Errorf("records without an organization: %v", err)
	}
	d.SetOrg(org)
	for k, n := range d.Count() {
		if n != 1 {
			t.Fatalf("SetOrg changed the count of %s to %d", k, n)
		}
	}
	if got := problems(t, d.CheckOrg(other)); len(got) != len(records.Kinds) {
		t.Errorf("after SetOrg, %d records name the organization, want all %d: %q", len(got), len(records.Kinds), got)
	}
	if err := d.CheckOrg(org); err != nil {
		t.Errorf("records of the organization: %v", err)
	}
	d.Expenses[0].OrgID = other
	got := problems(t, d.CheckOrg(org))
	if want := []string{"/expenses/0/org_id wrong_organization"}; !slices.Equal(got, want) {
		t.Errorf("problems = %q, want %q", got, want)
	}
}

func TestDatasetMapTimesReachesEveryInstant(t *testing.T) {
	t.Parallel()
	d := dataset()
	eachTime(reflect.ValueOf(&d).Elem(), func(v reflect.Value) { v.Set(reflect.ValueOf(at(12, 0))) })
	d.MapTimes(func(time.Time) time.Time { return time.Time{} })
	missed := 0
	eachTime(reflect.ValueOf(&d).Elem(), func(v reflect.Value) {
		if !v.Interface().(time.Time).IsZero() {
			missed++
		}
	})
	if missed > 0 {
		t.Errorf("MapTimes missed %d instants", missed)
	}
}

// eachTime calls fn with every time.Time reachable from v.
func eachTime(v reflect.Value, fn func(reflect.Value)) {
	switch {
	case v.Type() == reflect.TypeFor[time.Time]():
		fn(v)
	case v.Kind() == reflect.Pointer && !v.IsNil():
		eachTime(v.Elem(), fn)
	case v.Kind() == reflect.Struct:
		for i := range v.NumField() {
			eachTime(v.Field(i), fn)
		}
	case v.Kind() == reflect.Slice:
		for i := range v.Len() {
			eachTime(v.Index(i), fn)
		}
	}
}
