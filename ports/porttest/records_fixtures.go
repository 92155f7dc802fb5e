package porttest

import (
	"context"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/ports"
)

// RecordOrganizations returns the two organizations the RecordStore suite writes
// into, "north" and "south". They are the same on every call.
func RecordOrganizations() []identity.Organization {
	return []identity.Organization{recordOrg("north"), recordOrg("south")}
}

func recordOrg(slug string) identity.Organization {
	return identity.Organization{ID: kernel.NameID(kernel.Namespace, "porttest/records/org/"+slug),
		Slug: "records-" + slug, Name: "Records " + slug, Currency: "EUR", TimeZone: "Europe/Berlin",
		CreatedAt: time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)}
}

// CreateRecordOrganizations creates RecordOrganizations in s. Run calls it before
// every record case; a test that uses the fixtures outside Run calls it itself.
func CreateRecordOrganizations(t testing.TB, s ports.IdentityStore) {
	t.Helper()
	for _, o := range RecordOrganizations() {
		if err := s.CreateOrganization(context.Background(), o); err != nil {
			t.Fatalf("porttest: create organization %s: %v", o.Slug, err)
		}
	}
}

// RecordID returns the id of the fixture record named key in org's dataset; the
// two organizations' datasets never share an id.
func RecordID(org kernel.ID, key string) kernel.ID {
	return kernel.NameID(kernel.Namespace, "porttest/records/"+string(org)+"/"+key)
}

// RecordDataset returns org's small fixture dataset, valid and sorted: two projects
// (a EUR tour with two shows, a festival with one), three venues of which one is
// unused, five people of which one is unused, and at least one record of every
// kind. Instants are UTC at microsecond precision, the precision every store keeps.
//
// Every money field is set somewhere: the organization's legal profile, a show
// cancelled with its terms, a show contracted in GBP and settled at a rate into the
// festival's EUR, an expense in GBP and an income line in USD with their rates, and
// a deposit invoice to a client abroad with its tax number.
//
// The festival ("project-fest") refers to venue-1 (through its show) and to
// person-1 (venue-1's contact), person-3 (its crew) and person-4 (its show's
// contact), and to nothing else outside itself.
func RecordDataset(org kernel.ID) records.Dataset {
	b := recordBuilder{org: org}
	d := records.Dataset{
		Profile: b.profile(recordOrgName(org)),
		Venues: []records.Venue{
			b.venue("venue-1", "Tempodrom", "DE", "Europe/Berlin", 3500, b.contact("person-1", "production manager")),
			b.venue("venue-2", "Paradiso", "NL", "Europe/Amsterdam", 1500, b.contact("person-2", "promoter rep")),
			b.venue("venue-3", "Unused Hall", "GB", "Europe/London", 0),
		},
		People: []records.Person{
			b.person("person-1", "Mara", "Voss"), b.person("person-2", "Jonas", "Berg"),
			b.person("person-3", "Ines", "Alvarez"), b.person("person-4", "Kai", "Okafor"),
			b.person("person-5", "Unused", "Person"),
		},
		Projects: []records.Project{
			b.project("project-tour", "Northern Lights Tour", records.ProjectTour, "EUR", "2026-05-01", "2026-05-31"),
			b.project("project-fest", "Harbour Festival", records.ProjectFestival, "EUR", "2026-07-10", "2026-07-12"),
		},
		Shows: []records.Show{
			b.show("show-1", "project-tour", "venue-1", "2026-05-02", b.contact("person-1", "promoter rep")),
			b.show("show-2", "project-tour", "venue-2", "2026-05-04"),
			b.show("show-fest", "project-fest", "venue-1", "2026-07-11", b.contact("person-4", "stage manager")),
		},
		CrewAssignments: []records.CrewAssignment{
			b.crew("crew-1", "project-tour", "person-1", "Tour Manager", "2026-05-01", "2026-05-31"),
			b.crew("crew-2", "project-tour", "person-2", "FOH Engineer", "2026-05-01", "2026-05-10"),
			b.crew("crew-fest", "project-fest", "person-3", "Stage Manager", "2026-07-10", "2026-07-12"),
		},
		Timesheets: []records.TimesheetEntry{
			b.timesheet("time-1", "project-tour", "show-1", "person-1", "2026-05-02"),
			b.timesheet("time-2", "project-tour", "", "person-2", "2026-05-03"),
			b.timesheet("time-fest", "project-fest", "show-fest", "person-3", "2026-07-11"),
		},
		Schedule: []records.ScheduleItem{
			b.schedule("sched-1", "project-tour", "show-1", records.ScheduleSoundcheck, b.at("2026-05-02", 15, 0), 60),
			b.schedule("sched-2", "project-tour", "show-1", records.ScheduleDoors, b.at("2026-05-02", 18, 0), 0),
			b.schedule("sched-fest", "project-fest", "", records.SchedulePress, b.at("2026-07-10", 11, 0), 30),
		},
		Travel: []records.TravelSegment{
			b.travel("travel-1", "project-tour", b.at("2026-05-03", 9, 0), "person-2", "person-1"),
			b.travel("travel-fest", "project-fest", b.at("2026-07-10", 7, 30), "person-3"),
		},
		Accommodations: []records.Accommodation{
			b.stay("stay-1", "project-tour", "show-1", "2026-05-01", "2026-05-03",
				b.room("room-1b", "double", 24000, "person-2"), b.room("room-1a", "single", 18000, "person-1")),
			b.stay("stay-fest", "project-fest", "", "2026-07-10", "2026-07-12", b.room("room-fest", "single", 15000, "person-3")),
		},
		GuestList: []records.GuestListEntry{
			b.guest("guest-1", "show-1", "Ada Park", 1), b.guest("guest-2", "show-1", "Bo Chen", 0),
			b.guest("guest-fest", "show-fest", "Cleo Diaz", 2),
		},
		BudgetLines: []records.BudgetLine{
			b.budget("budget-1", "project-tour", "crew", 2_000_000), b.budget("budget-2", "project-tour", "travel", 500_000),
			b.budget("budget-fest", "project-fest", "production", 750_000),
		},
		Expenses: []records.Expense{
			b.expense("expense-1", "project-tour", "show-1", "person-1", "catering", 12050, "2026-05-02"),
			b.expense("expense-2", "project-tour", "", "", "travel", 31000, "2026-05-03"),
			b.expense("expense-fest", "project-fest", "show-fest", "person-3", "production", 99900, "2026-07-11"),
		},
		Income: []records.IncomeLine{
			b.income("income-1", "project-tour", "show-1", records.IncomeGuarantee, 1_500_000, "2026-05-03"),
			b.income("income-2", "project-tour", "", records.IncomeSponsorship, 250_000, ""),
			b.income("income-fest", "project-fest", "show-fest", records.IncomeFee, 400_000, "2026-07-12"),
		},
		Invoices: []records.Invoice{
			b.invoice("invoice-1", "project-tour", "show-1", "INV-0001", true),
			b.invoice("invoice-2", "project-tour", "", "INV-0002", false),
			b.invoice("invoice-fest", "project-fest", "show-fest", "INV-0003", true),
		},
		Settlements: []records.Settlement{
			b.settlement("settlement-1", "show-1", b.at("2026-05-02", 22, 30)),
			b.settlement("settlement-fest", "show-fest", b.at("2026-07-11", 23, 15)),
		},
	}
	recordMoney(b, &d)
	d.Sort()
	return d
}

// recordMoney sets the fixture's foreign currencies, rates, cancellation and
// deposit invoice (see RecordDataset), and marks the settled shows settled.
func recordMoney(b recordBuilder, d *records.Dataset) {
	show := func(key string) *records.Show {
		return &d.Shows[slices.IndexFunc(d.Shows, func(s records.Show) bool { return s.ID == b.id(key) })]
	}
	cancelled := show("show-2")
	cancelled.Status = records.ShowCancelled
	cancelled.ScannedAttendance = nil
	cancelled.Cancellation = &records.Cancellation{On: "2026-04-20", By: records.CancelledByPromoter,
		Reason: "The venue's roof failed inspection.", Fee: 750_000}
	show("show-1").Status = records.ShowSettled
	show("show-fest").Status, show("show-fest").Currency = records.ShowSettled, "GBP"
	for i := range d.Settlements {
		if d.Settlements[i].ShowID == b.id("show-fest") {
			d.Settlements[i].Currency, d.Settlements[i].Rate = "GBP", b.rate("1.165")
		}
	}
	for i := range d.Expenses {
		if d.Expenses[i].ID == b.id("expense-2") {
			d.Expenses[i].Currency, d.Expenses[i].Rate = "GBP", b.rate("1.1732")
		}
	}
	for i := range d.Income {
		if d.Income[i].ID == b.id("income-2") {
			d.Income[i].Currency, d.Income[i].Rate = "USD", b.rate("0.92140001")
		}
	}
	for i := range d.Invoices {
		if d.Invoices[i].ID == b.id("invoice-1") {
			inv := &d.Invoices[i]
			inv.Kind, inv.ClientCountry, inv.ClientTaxID, inv.TaxRate = records.InvoiceDeposit, "GB", "GB123456789", 0
		}
	}
}

// recordOrgName names org in its legal profile: "North" and "South" for the
// suite's organizations.
func recordOrgName(org kernel.ID) string {
	for _, o := range RecordOrganizations() {
		if o.ID == org {
			return strings.ToUpper(o.Slug[len("records-"):len("records-")+1]) + o.Slug[len("records-")+1:]
		}
	}
	return "Fixture"
}
