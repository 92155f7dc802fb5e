package porttest

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"sync"
	"testing"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// invoiceIssuers is how many issuers the concurrent numbering case starts at
// once; every third of them fails after taking its number.
const invoiceIssuers = 20

var recordInvoiceCases = []contractCase{
	{name: "an invoice sequence starts after the highest number of its form and counts on, per organization",
		run: func(t *testing.T, ctx context.Context, b Backend) {
			north, south := recordOrgIDs()
			recordInsert(t, ctx, b.Records, north)
			recordInsert(t, ctx, b.Records, south)
			next := func(org kernel.ID, prefix string) int64 {
				t.Helper()
				var n int64
				recordMust(t, b.Tx.WithinTx(ctx, func(ctx context.Context) (err error) {
					n, err = b.Records.NextInvoiceNumber(ctx, org, prefix)
					return err
				}))
				return n
			}
			got := []int64{next(north, "INV-"), next(north, "INV-"), next(north, "INV-2026-"), next(south, "INV-"),
				next(north, "INV-")}
			recordWantEqual(t, "the numbers given", got, []int64{4, 5, 1, 4, 6})
		}},
	{name: "a rolled-back transaction gives its invoice number back",
		run: func(t *testing.T, ctx context.Context, b Backend) {
			north, _ := recordOrgIDs()
			recordInsert(t, ctx, b.Records, north)
			failed := errors.New("the issue failed")
			var taken int64
			err := b.Tx.WithinTx(ctx, func(ctx context.Context) (err error) {
				if taken, err = b.Records.NextInvoiceNumber(ctx, north, "INV-"); err != nil {
					return err
				}
				return failed
			})
			if !errors.Is(err, failed) || taken != 4 {
				t.Fatalf("the rolled-back issue took %d with %v; want 4 and its own error", taken, err)
			}
			var again int64
			recordMust(t, b.Tx.WithinTx(ctx, func(ctx context.Context) (err error) {
				again, err = b.Records.NextInvoiceNumber(ctx, north, "INV-")
				return err
			}))
			recordWantEqual(t, "the number after the rollback", again, int64(4))
		}},
	{name: "concurrent issuers never get an invoice number twice and leave no gap",
		run: func(t *testing.T, ctx context.Context, b Backend) {
			north, _ := recordOrgIDs()
			d := recordInsert(t, ctx, b.Records, north)
			w := &recordWriter{s: b.Records, org: north}
			drafts := make([]records.Invoice, invoiceIssuers)
			issues := make([]records.Activity, invoiceIssuers)
			for i := range drafts {
				drafts[i] = invoiceDraft(t, d, north)
				ref := records.Ref{Kind: records.KindInvoice, ID: drafts[i].ID, ProjectID: drafts[i].ProjectID}
				_, err := w.write(ctx, ref, records.ActionCreate, 0, records.Dataset{Invoices: []records.Invoice{drafts[i]}})
				recordMust(t, err)
				issues[i] = w.activity(ref, records.ActionChange, 1)
			}
			failed := errors.New("the issue failed")
			numbers := make([]string, invoiceIssuers)
			errs := make([]error, invoiceIssuers)
			start := make(chan struct{})
			var wg sync.WaitGroup
			for i := range drafts {
				wg.Add(1)
				go func() {
					defer wg.Done()
					<-start
					errs[i] = b.Tx.WithinTx(ctx, func(ctx context.Context) error {
						n, err := b.Records.NextInvoiceNumber(ctx, north, "INV-2026-")
						if err != nil {
							return err
						}
						inv := drafts[i]
						inv.Number, inv.Status = records.InvoiceNumber("INV-2026-", n), records.InvoiceSent
						ref := issues[i].Ref
						if err := b.Records.WriteRecord(ctx, north, records.Change{Ref: ref, Version: 1, Action: records.ActionChange,
							Record: records.Dataset{Invoices: []records.Invoice{inv}}}, issues[i]); err != nil {
							return err
						}
						if i%3 == 2 {
							return failed
						}
						numbers[i] = inv.Number
						return nil
					})
				}()
			}
			close(start)
			wg.Wait()
			var issued []string
			for i, err := range errs {
				if i%3 == 2 {
					if !errors.Is(err, failed) {
						t.Fatalf("issuer %d: %v; want its own failure", i, err)
					}
					continue
				}
				recordMust(t, err)
				issued = append(issued, numbers[i])
			}
			slices.Sort(issued)
			want := make([]string, len(issued))
			for i := range want {
				want[i] = fmt.Sprintf("INV-2026-%04d", i+1)
			}
			recordWantEqual(t, "the numbers of the issued invoices", issued, want)
			var stored []string
			got, err := b.Records.ListInvoices(ctx, north, records.InvoiceQuery{Status: records.InvoiceSent})
			recordMust(t, err)
			for _, inv := range got {
				if inv.Number >= "INV-2026-" {
					stored = append(stored, inv.Number)
				}
			}
			slices.Sort(stored)
			recordWantEqual(t, "the numbers stored", stored, want)
		}},
	{name: "the invoice list pages by number descending and filters by status and project",
		run: func(t *testing.T, ctx context.Context, b Backend) {
			north, south := recordOrgIDs()
			d := recordInsert(t, ctx, b.Records, north)
			recordInsert(t, ctx, b.Records, south)
			draft := invoiceDraft(t, d, north)
			w := &recordWriter{s: b.Records, org: north}
			ref := records.Ref{Kind: records.KindInvoice, ID: draft.ID, ProjectID: draft.ProjectID}
			_, err := w.write(ctx, ref, records.ActionCreate, 0, records.Dataset{Invoices: []records.Invoice{draft}})
			recordMust(t, err)
			numbers := func(q records.InvoiceQuery) []string {
				t.Helper()
				got, err := b.Records.ListInvoices(ctx, north, q)
				recordMust(t, err)
				var out []string
				for _, inv := range got {
					out = append(out, inv.Number)
				}
				return out
			}
			first := numbers(records.InvoiceQuery{Limit: 2})
			recordWantEqual(t, "the first page", first, []string{draft.Number, "INV-0003"})
			after := &kernel.Cursor{Keys: []string{"INV-0003"}, ID: RecordID(north, "invoice-fest")}
			recordWantEqual(t, "the next page", numbers(records.InvoiceQuery{Limit: 2, After: after}), []string{"INV-0002", "INV-0001"})
			recordWantEqual(t, "the drafts", numbers(records.InvoiceQuery{Status: records.InvoiceDraft}), []string{draft.Number})
			recordWantEqual(t, "the festival's", numbers(records.InvoiceQuery{ProjectID: RecordID(north, "project-fest")}),
				[]string{"INV-0003"})
			got, err := b.Records.ListInvoices(ctx, north, records.InvoiceQuery{After: after})
			recordMust(t, err)
			want := recordOne(t, d, north, records.KindInvoice, "invoice-2").Invoices[0]
			recordWantEqual(t, "a listed invoice with its lines and payments", got[0], want)
		}},
}

// invoiceDraft returns a new draft of org's tour, copied from invoice-2 with
// ids of its own.
func invoiceDraft(t *testing.T, d records.Dataset, org kernel.ID) records.Invoice {
	t.Helper()
	inv := recordOne(t, d, org, records.KindInvoice, "invoice-2").Invoices[0]
	inv.ID = kernel.NewID()
	inv.Number, inv.Status, inv.Payments = records.DraftNumber(inv.ID), records.InvoiceDraft, nil
	inv.Lines = slices.Clone(inv.Lines)
	for i := range inv.Lines {
		inv.Lines[i].ID = kernel.NewID()
	}
	return inv
}
