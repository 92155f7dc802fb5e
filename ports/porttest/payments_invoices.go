package porttest

import (
	"context"
	"testing"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

var paymentInvoiceCases = []contractCase{
	{name: "an invoice is found with its lines in their order and its payments by date",
		run: func(t *testing.T, ctx context.Context, b Backend) {
			north, _ := recordOrgIDs()
			for _, key := range []string{"invoice-1", "invoice-2", "invoice-fest"} {
				want := paymentFixtureInvoice(t, north, key)
				got, err := b.Payments.FindInvoice(ctx, north, want.ID)
				recordMust(t, err)
				paymentWantInvoices(t, "FindInvoice("+key+")", []records.Invoice{got}, []records.Invoice{want})
			}
			inv := paymentFixtureInvoice(t, north, "invoice-1")
			if inv.Lines[0].Description != "Guarantee" || len(inv.Payments) != 2 || inv.Payments[0].ReceivedOn != "2026-05-10" {
				t.Fatal("the fixture no longer has lines out of id order and two payments")
			}
		}},
	{name: "another organization's invoice and an unknown one are not found",
		run: func(t *testing.T, ctx context.Context, b Backend) {
			north, south := recordOrgIDs()
			for _, id := range []kernel.ID{RecordID(south, "invoice-1"), RecordID(north, "invoice-unknown"), "not-an-id", ""} {
				_, err := b.Payments.FindInvoice(ctx, north, id)
				recordWantKind(t, "FindInvoice("+string(id)+")", err, kernel.KindNotFound)
			}
			got, err := b.Payments.FindInvoices(ctx, RecordID(north, "no-such-organization"))
			recordMust(t, err)
			if len(got) != 0 {
				t.Errorf("FindInvoices of an organization without records = %d invoices, want none", len(got))
			}
		}},
	{name: "invoices come latest issued first, then by number, each organization's own",
		run: func(t *testing.T, ctx context.Context, b Backend) {
			north, south := recordOrgIDs()
			rb := recordBuilder{org: north}
			late := rb.invoice("invoice-late", "project-tour", "", "INV-0009", true)
			late.IssuedOn, late.DueOn = "2026-06-01", "2026-06-15"
			early := rb.invoice("invoice-early", "project-fest", "", "INV-0000", false)
			early.IssuedOn, early.DueOn, early.Status = "2026-04-01", "2026-04-15", records.InvoiceDraft
			late.Payments[0].ProcessorRef, late.Payments[1].ReceivedOn = "tr_late", "2026-06-02"
			recordMust(t, b.Records.InsertDataset(ctx, north, records.Dataset{Invoices: []records.Invoice{early, late}}, false))
			want := []records.Invoice{late}
			for _, key := range []string{"invoice-1", "invoice-2", "invoice-fest"} {
				want = append(want, paymentFixtureInvoice(t, north, key))
			}
			want = append(want, early)
			got, err := b.Payments.FindInvoices(ctx, north)
			recordMust(t, err)
			paymentWantInvoices(t, "north's invoices", got, want)
			got, err = b.Payments.FindInvoices(ctx, south)
			recordMust(t, err)
			var theirs []records.Invoice
			for _, key := range []string{"invoice-1", "invoice-2", "invoice-fest"} {
				theirs = append(theirs, paymentFixtureInvoice(t, south, key))
			}
			paymentWantInvoices(t, "south's invoices", got, theirs)
		}},
}
