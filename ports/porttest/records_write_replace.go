package porttest

import (
	"context"
	"testing"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// recordChildChanges changes the children of one record of each kind that has
// them: one child changed, one removed and one added where the kind allows.
var recordChildChanges = []struct {
	kind   records.Kind
	key    string
	change func(b recordBuilder, d *records.Dataset)
}{
	{records.KindVenue, "venue-1", func(b recordBuilder, d *records.Dataset) {
		d.Venues[0].Contacts = []records.ContactRole{b.contact("person-3", "security"), b.contact("person-1", "booker")}
		d.Venues[0].Notes = "Contacts changed."
	}},
	{records.KindShow, "show-1", func(b recordBuilder, d *records.Dataset) {
		s := &d.Shows[0]
		s.Tiers = []records.TicketTier{s.Tiers[0],
			{ID: b.id("show-1/tier-balcony"), Name: "Balcony", Price: 3000, Allotment: 100, Sold: 10}}
		s.Tiers[0].Sold += 25
		s.Contacts = append(s.Contacts, b.contact("person-2", "tour manager"))
		s.Capacity++
	}},
	{records.KindTravelSegment, "travel-1", func(b recordBuilder, d *records.Dataset) {
		d.Travel[0].PassengerIDs = b.ids("person-3")
	}},
	{records.KindAccommodation, "stay-1", func(b recordBuilder, d *records.Dataset) {
		a := &d.Accommodations[0]
		a.Rooms = []records.Room{a.Rooms[0], b.room("room-1c", "suite", 40000, "person-4", "person-3")}
		a.Rooms[0].NightlyRate = 19999
	}},
	{records.KindInvoice, "invoice-1", func(b recordBuilder, d *records.Dataset) {
		inv := &d.Invoices[0]
		inv.Lines = []records.InvoiceLine{inv.Lines[0],
			{ID: b.id("invoice-1/line-3"), Description: "Merch share", Quantity: 2, UnitPrice: 1000}}
		inv.Lines[0].Description = "Guarantee, as agreed"
		inv.Payments = inv.Payments[:1]
		inv.Payments[0].Method = "card"
	}},
	{records.KindSettlement, "settlement-1", func(b recordBuilder, d *records.Dataset) {
		s := &d.Settlements[0]
		s.Draft = true // a signed settlement changes only by being reopened (records.CheckSettlementWrite)
		s.Expenses = append(s.Expenses[1:], records.SettledExpense{Description: "Security", Budget: 50_000, Actual: 60_000})
		s.Expenses[0].Actual = 333_000
		s.ShowExpenses = 0
		for _, e := range s.Expenses {
			s.ShowExpenses += e.Actual // the settlement's show expenses are its lines' sum
		}
	}},
}

var recordWriteReplaceCases = []contractCase{
	{name: "a change replaces the record's children: changed, removed and added ones",
		run: func(t *testing.T, ctx context.Context, b Backend) {
			north, _ := recordOrgIDs()
			d := recordInsert(t, ctx, b.Records, north)
			w := &recordWriter{s: b.Records, org: north}
			for _, c := range recordChildChanges {
				ref := w.refOf(d, c.kind, c.key)
				one := recordOne(t, d, north, c.kind, c.key)
				c.change(recordBuilder{org: north}, &one)
				if _, err := w.write(ctx, ref, records.ActionChange, 1, one); err != nil {
					t.Fatalf("changing %s: %+v", c.key, err)
				}
				d = d.Without(c.kind, ref.ID).Plus(one)
				recordWantUnchanged(t, ctx, b.Records, north, d)
				recordWantVersion(t, ctx, b.Records, north, c.key, 2)
			}
		}},
	{name: "a child id another record uses is a conflict and writes nothing",
		run: func(t *testing.T, ctx context.Context, b Backend) {
			north, _ := recordOrgIDs()
			d := recordInsert(t, ctx, b.Records, north)
			w := &recordWriter{s: b.Records, org: north}
			one := recordOne(t, d, north, records.KindShow, "show-1")
			one.Shows[0].Tiers = append(one.Shows[0].Tiers, records.TicketTier{
				ID: RecordID(north, "show-2/tier-vip"), Name: "Stolen", Price: 1, Allotment: 1})
			before := recordRevision(t, ctx, b.Records, north)
			_, err := w.write(ctx, w.refOf(d, records.KindShow, "show-1"), records.ActionChange, 1, one)
			recordWantKind(t, "a tier id of another show", err, kernel.KindConflict)
			recordWantRevision(t, ctx, b.Records, "a refused change", north, before, "same")
			recordWantVersion(t, ctx, b.Records, north, "show-1", 1)
			recordWantUnchanged(t, ctx, b.Records, north, d)
		}},
}
