package porttest

import (
	"context"
	"testing"

	"github.com/roadcase/roadcase/core/records"
)

var paymentWriteCases = []contractCase{
	{name: "changing an invoice keeps its checkout sessions, removing it takes them along",
		run: func(t *testing.T, ctx context.Context, b Backend) {
			north, _ := recordOrgIDs()
			d := RecordDataset(north)
			c := paymentCheckout(north, "invoice-2", "cs_write_1", 1000, paymentNow)
			recordMust(t, b.Payments.InsertCheckout(ctx, c))
			w := &recordWriter{s: b.Records, org: north}
			ref := w.refOf(d, records.KindInvoice, "invoice-2")
			one := recordOne(t, d, north, records.KindInvoice, "invoice-2")
			one.Invoices[0].Notes = "Changed after the checkout opened."
			one.Invoices[0].Lines = one.Invoices[0].Lines[:1]
			_, err := w.write(ctx, ref, records.ActionChange, 1, one)
			recordMust(t, err)
			paymentWantOpen(t, ctx, b, north, c.InvoiceID, c.Amount, paymentNow, &c)
			_, err = w.write(ctx, ref, records.ActionRemove, 2, records.Dataset{})
			recordMust(t, err)
			paymentWantOpen(t, ctx, b, north, c.InvoiceID, c.Amount, paymentNow, nil)
		}},
}
