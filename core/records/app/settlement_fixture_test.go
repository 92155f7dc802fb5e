package app_test

import (
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/mail"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/core/records/app"
)

// worksheetShow is a show ready to settle: a versus deal with a facility fee,
// promoter profit, withholding, commission and a deposit paid on its deposit
// invoice; a promoter's rep among its contacts and a tour manager on the crew.
type worksheetShow struct {
	show, invoice            kernel.ID
	promoterRep, tourManager string
}

func (f *editFixture) worksheetShow(t *testing.T) worksheetShow {
	t.Helper()
	project, venue, _ := f.tour(t)
	rep := f.create(t, records.KindPerson, records.Dataset{People: []records.Person{{FirstName: "Hannah", LastName: "Okafor",
		Title: "Promoter's rep"}}})
	tm := f.create(t, records.KindPerson, records.Dataset{People: []records.Person{{FirstName: "Elin", LastName: "Berg",
		Title: "Tour manager"}}})
	f.create(t, records.KindCrewAssignment, records.Dataset{CrewAssignments: []records.CrewAssignment{{ProjectID: project,
		PersonID: tm, Role: "Tour manager", Department: "artist team", StartsOn: "2027-04-01", EndsOn: "2027-04-30"}}})
	s := aShow(project, venue)
	s.Date = "2027-04-12"
	s.Deal = records.Deal{Type: records.DealVersus, Guarantee: 1_000_000, ArtistPercent: 8500,
		PromoterProfitPercent: 1500, ShowExpenses: 700_000, FacilityFeePerTicket: 100, Deposit: 500_000,
		CommissionRate: 1000, WithholdingRate: 100_000}
	s.Contacts = []records.ContactRole{{PersonID: rep, Role: "promoter"}}
	show := f.create(t, records.KindShow, records.Dataset{Shows: []records.Show{s}})
	inv := f.paidDeposit(t, records.Invoice{ProjectID: project, ShowID: show, Kind: records.InvoiceDeposit,
		ClientName: "Paradiso Promotions", DueOn: "2026-12-01", Currency: "EUR",
		Lines: []records.InvoiceLine{{Description: "Deposit", Quantity: 1, UnitPrice: 500_000}}}, 500_000)
	return worksheetShow{show: show, invoice: inv, promoterRep: "Hannah Okafor", tourManager: "Elin Berg"}
}

// paidDeposit makes inv a draft, issues it and records amount paid on it, by
// the invoices' own use cases (an invoice is only ever written as a draft),
// and returns its id.
func (f *editFixture) paidDeposit(t *testing.T, inv records.Invoice, amount int64) kernel.ID {
	t.Helper()
	book, err := app.NewInvoices(app.InvoiceDeps{Editor: f.ed, Numbers: f.store, Lister: f.store, Renderer: renderer{},
		Mailer: mailerFunc(func(mail.Message) error { return nil })})
	must(t, err)
	owner := f.actors[identity.RoleOwner]
	saved, err := book.CreateDraft(ctx, owner, inv)
	must(t, err)
	saved, err = book.Issue(ctx, owner, saved.Ref.ID, saved.Version)
	must(t, err)
	_, err = book.RecordPayment(ctx, owner, saved.Ref.ID, saved.Version, records.Payment{Amount: amount,
		ReceivedOn: kernel.Date(f.clock.Now().Format(time.DateOnly)), Method: "bank_transfer"}, false)
	must(t, err)
	return saved.Ref.ID
}

// worksheetExpenses are the promoter's expenses itemised against the offer's
// 7,000.00 budget: 7,000.00 spent.
var worksheetExpenses = []records.SettledExpense{
	{Description: "Production", Budget: 350_000, Actual: 400_000},
	{Description: "Marketing", Budget: 300_000, Actual: 250_000},
	{Description: "Catering", Budget: 50_000, Actual: 50_000},
}

// draftOf is the worksheet's draft as a page posts it after opening o.
func draftOf(o records.OpenedWorksheet, expenses []records.SettledExpense) records.WorksheetDraft {
	d := records.WorksheetDraft{ShowID: o.Show.ID, ShowVersion: o.ShowVersion, SettlementVersion: o.SettlementVersion,
		Expenses: expenses, Rate: o.Rate(), PaymentMethod: "bank_transfer"}
	for _, tier := range o.Show.Tiers {
		d.Tiers = append(d.Tiers, records.TierCounts{TierID: tier.ID, Sold: tier.Sold, Comps: tier.Comps, Kills: tier.Kills})
	}
	return d
}

// open opens the show's worksheet as role.
func (f *editFixture) worksheet(t *testing.T, role identity.Role, show kernel.ID) records.OpenedWorksheet {
	t.Helper()
	o, err := f.ed.OpenWorksheet(ctx, f.actors[role], show)
	must(t, err)
	return o
}
