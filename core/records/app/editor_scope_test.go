package app_test

import (
	"strings"
	"testing"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// refused fails the test unless err is KindInvalid with a field error of code
// at pointer.
func refused(t *testing.T, what string, err error, pointer, code string) {
	t.Helper()
	e, ok := kernel.AsError(err)
	if !ok || e.Kind != kernel.KindInvalid {
		t.Fatalf("%s: error = %v, want it refused as invalid (%s at %s)", what, err, code, pointer)
	}
	for _, f := range e.Fields {
		if f.Pointer == pointer && f.Code == code {
			return
		}
	}
	t.Fatalf("%s: field errors %+v, want %s at %s", what, e.Fields, code, pointer)
}

// TestEveryCrossRecordRuleTouchingAShowStillRefusesAWrite writes, through the
// editor (which checks a show among its project's shows, venues and money
// records and what it refers to, not its whole project), one record breaking
// each rule of records.Dataset.Validate that compares a show with another
// record, and wants each refused.
func TestEveryCrossRecordRuleTouchingAShowStillRefusesAWrite(t *testing.T) {
	f := newEditFixture(t)
	project, venue, show := f.tour(t)
	other := f.create(t, records.KindProject, records.Dataset{Projects: []records.Project{{Name: "Autumn Tour",
		Kind: records.ProjectTour, Status: records.ProjectConfirmed, Artist: "The Band", Currency: "EUR",
		StartsOn: "2027-09-01", EndsOn: "2027-09-30"}}})
	elsewhere := f.create(t, records.KindShow, records.Dataset{Shows: []records.Show{func() records.Show {
		s := aShow(other, venue)
		s.Date = "2027-09-10"
		return s
	}()}})
	person := f.create(t, records.KindPerson, records.Dataset{People: []records.Person{{FirstName: "Mo", LastName: "Reyes"}}})
	write := func(kind records.Kind, id kernel.ID, version int, d records.Dataset) error {
		action := records.ActionChange
		if id.IsZero() {
			action = records.ActionCreate
		}
		_, err := f.ed.Save(ctx, f.actors[identity.RoleOwner], records.Change{Ref: records.Ref{Kind: kind, ID: id},
			Version: version, Action: action, Record: d})
		return err
	}
	shows := func(s records.Show) records.Dataset { return records.Dataset{Shows: []records.Show{s}} }

	// The show's own references: its project, venue and contacts.
	s := aShow(kernel.NewID(), venue)
	refused(t, "a show of no project", write(records.KindShow, "", 0, shows(s)), "/project_id", records.CodeUnresolved)
	s = aShow(project, person)
	refused(t, "a show at a person", write(records.KindShow, "", 0, shows(s)), "/venue_id", records.CodeUnresolved)
	s = aShow(project, venue)
	s.Contacts = []records.ContactRole{{PersonID: venue, Role: "promoter rep"}}
	refused(t, "a show whose contact is a venue", write(records.KindShow, "", 0, shows(s)), "/contacts/0/person_id", records.CodeUnresolved)
	moved, v := f.show(t, show)
	moved.ProjectID = other
	refused(t, "a show moved to another project", write(records.KindShow, show, v, shows(moved)), "/project_id", "moved")

	// Records of a project that name a show of another.
	at := mustTime("2027-04-10T15:00:00Z")
	refused(t, "a schedule item at another project's show", write(records.KindScheduleItem, "", 0, records.Dataset{
		Schedule: []records.ScheduleItem{{ProjectID: project, ShowID: elsewhere, Kind: records.ScheduleSoundcheck,
			Title: "Soundcheck", StartsAt: at, TimeZone: "Europe/Amsterdam"}}}), "/show_id", records.CodeProjectMismatch)
	refused(t, "an expense of another project's show", write(records.KindExpense, "", 0, records.Dataset{
		Expenses: []records.Expense{{ProjectID: project, ShowID: elsewhere, Category: "catering", Description: "Rider",
			Amount: 100, Currency: "EUR", Rate: kernel.RateOne, IncurredOn: "2027-04-10", Status: records.ExpensePaid}}}),
		"/show_id", records.CodeProjectMismatch)
	refused(t, "a guest of no show", write(records.KindGuestListEntry, "", 0, records.Dataset{GuestList: []records.GuestListEntry{{
		ShowID: kernel.NewID(), Name: "Jo", Status: records.GuestApproved}}}), "/show_id", records.CodeUnresolved)

	// A deposit invoice is in its show's currency, both ways round.
	deposit := records.Invoice{ProjectID: project, ShowID: show, Kind: records.InvoiceDeposit, Number: "DEP-1",
		ClientName: "Paradiso", IssuedOn: "2027-03-01", DueOn: "2027-03-15", Currency: "GBP", Status: records.InvoiceDraft,
		Lines: []records.InvoiceLine{{Description: "Deposit", Quantity: 1, UnitPrice: 100_000}}}
	// An invoice is created as a draft carrying its draft number (the
	// invoices' use cases do it; this writes it as they do).
	deposit.ID = kernel.NewID()
	deposit.Number = records.DraftNumber(deposit.ID)
	createDeposit := func() error {
		_, err := f.ed.Save(ctx, f.actors[identity.RoleOwner], records.Change{
			Ref: records.Ref{Kind: records.KindInvoice, ID: deposit.ID}, Action: records.ActionCreate,
			Record: records.Dataset{Invoices: []records.Invoice{deposit}}})
		return err
	}
	refused(t, "a deposit invoice in another currency than its show's", createDeposit(), "/currency", records.CodeCurrencyMismatch)
	deposit.Currency = "EUR"
	must(t, createDeposit())
	s, v = f.show(t, show)
	s.Currency = "GBP"
	err := write(records.KindShow, show, v, shows(s))
	refused(t, "a show's currency unlike its deposit invoice's", err, "/", records.CodeCurrencyMismatch)
	if !strings.Contains(err.Error(), "invoice") && !strings.Contains(fieldDetails(err), "invoice "+deposit.Number) {
		t.Fatalf("refusal %v (%s) should name the deposit invoice", err, fieldDetails(err))
	}

	// A signed settlement binds its show's status and currency; a show has one.
	s.Currency, s.Status = "EUR", records.ShowSettled
	must(t, write(records.KindShow, show, v, shows(s)))
	settlement := records.Settlement{ShowID: show, SettledAt: mustTime("2027-04-10T22:30:00Z"), Currency: "EUR",
		Rate: kernel.RateOne, GrossBoxOffice: 3_340_000, SettledBy: "Mo Reyes"}
	must(t, write(records.KindSettlement, "", 0, records.Dataset{Settlements: []records.Settlement{settlement}}))
	refused(t, "a second settlement of the show", write(records.KindSettlement, "", 0,
		records.Dataset{Settlements: []records.Settlement{settlement}}), "/show_id", records.CodeDuplicate)
	s, v = f.show(t, show)
	s.Status = records.ShowConfirmed
	refused(t, "a settled show made confirmed again", write(records.KindShow, show, v, shows(s)), "/", records.CodeInconsistent)
	s.Status, s.Currency = records.ShowSettled, "GBP"
	refused(t, "a settled show's currency changed", write(records.KindShow, show, v, shows(s)), "/", records.CodeCurrencyMismatch)
	other2, v2 := f.show(t, elsewhere)
	settlement.ShowID, settlement.Currency = elsewhere, "EUR"
	refused(t, "a settlement of a show not settled", write(records.KindSettlement, "", 0,
		records.Dataset{Settlements: []records.Settlement{settlement}}), "/show_id", records.CodeInconsistent)
	other2.Status = records.ShowSettled
	must(t, write(records.KindShow, elsewhere, v2, shows(other2)))
	settlement.Currency = "GBP"
	refused(t, "a settlement in another currency than its show's", write(records.KindSettlement, "", 0,
		records.Dataset{Settlements: []records.Settlement{settlement}}), "/currency", records.CodeCurrencyMismatch)

	// A project's home currency binds its records' rates.
	must(t, write(records.KindIncomeLine, "", 0, records.Dataset{Income: []records.IncomeLine{{ProjectID: project, ShowID: show,
		Kind: records.IncomeGuarantee, Amount: 500_000, Currency: "GBP", Rate: 1_170_000, ReceivedOn: "2027-04-11"}}}))
	p, err := f.ed.Open(ctx, f.actors[identity.RoleOwner], project)
	must(t, err)
	p.Record.Projects[0].Currency = "GBP"
	refused(t, "a project whose new home currency its income converts from", write(records.KindProject, project, p.Version,
		p.Record), "/", records.CodeInvalidRate)
}

// fieldDetails joins the details of a kernel error's field errors.
func fieldDetails(err error) string {
	e, _ := kernel.AsError(err)
	var out []string
	for _, f := range e.Fields {
		out = append(out, f.Detail)
	}
	return strings.Join(out, "; ")
}
