package porttest

import (
	"context"
	"reflect"
	"testing"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/core/reporting"
)

// paymentAdd records p on org's invoice named key and checks what
// AddInvoicePayment answers.
func paymentAdd(t *testing.T, ctx context.Context, b Backend, org kernel.ID, key string, p records.Payment, want bool) {
	t.Helper()
	got, err := b.Payments.AddInvoicePayment(ctx, org, RecordID(org, key), p)
	recordMust(t, err)
	if got != want {
		t.Errorf("AddInvoicePayment(%s, ref %q) = %v, want %v", key, p.ProcessorRef, got, want)
	}
}

// paymentWantPayments checks the payments FindInvoice returns for org's invoice
// named key: the fixture's plus added, in date then id order.
func paymentWantPayments(t *testing.T, ctx context.Context, b Backend, org kernel.ID, key string, added ...records.Payment) {
	t.Helper()
	want := paymentFixtureInvoice(t, org, key)
	want.Payments = append(want.Payments, added...)
	d := records.Dataset{Invoices: []records.Invoice{want}}
	d.Sort()
	got, err := b.Payments.FindInvoice(ctx, org, want.ID)
	recordMust(t, err)
	paymentWantInvoices(t, "FindInvoice("+key+")", []records.Invoice{got}, d.Invoices)
}

var paymentRecordCases = []contractCase{
	{name: "a payment comes back in the invoice, the loaded dataset and the facts as a seeded one does",
		run: func(t *testing.T, ctx context.Context, b Backend) {
			north, _ := recordOrgIDs()
			inv := paymentFixtureInvoice(t, north, "invoice-2")
			rest := paymentOf(north, "rest", "pi_rest", inv.Total()-100, "2026-05-25", records.MethodCard)
			first := paymentOf(north, "first", "pi_first", 100, "2026-05-05", records.MethodCard)
			paymentAdd(t, ctx, b, north, "invoice-2", rest, true)
			paymentAdd(t, ctx, b, north, "invoice-2", first, true)
			paymentWantPayments(t, ctx, b, north, "invoice-2", first, rest)
			want := RecordDataset(north)
			for i := range want.Invoices {
				if want.Invoices[i].ID == inv.ID {
					want.Invoices[i].Payments = []records.Payment{rest, first}
				}
			}
			loaded := recordLoad(t, ctx, b.Records, north, records.DatasetFilter{})
			recordWantDataset(t, "loaded", loaded, want)
			scope := reporting.Scope{Org: north}
			got, err := b.Facts.Facts(ctx, scope, reporting.FamilyInvoices)
			recordMust(t, err)
			reference := reporting.FactsOf(want, reporting.AdvancingData{}, nil, scope, reporting.FamilyInvoices)
			reporting.Normalize(&got)
			reporting.Normalize(&reference)
			if !reflect.DeepEqual(got.Invoices, reference.Invoices) {
				t.Errorf("invoice facts:\n got %+v\nwant %+v", got.Invoices, reference.Invoices)
			}
			for _, f := range got.Invoices {
				if f.Invoice == inv.ID && (f.Paid != inv.Total() || f.Payments != 2 || f.PaidOn == nil || *f.PaidOn != "2026-05-25") {
					t.Errorf("invoice-2's fact: paid %d in %d payments on %v; want %d in 2 on 2026-05-25",
						f.Paid, f.Payments, f.PaidOn, inv.Total())
				}
			}
		}},
	{name: "a refund is kept with its negative amount",
		run: func(t *testing.T, ctx context.Context, b Backend) {
			north, _ := recordOrgIDs()
			refund := paymentOf(north, "refund", "re_1", -50_000, "2026-06-01", records.MethodRefund)
			paymentAdd(t, ctx, b, north, "invoice-1", refund, true)
			paymentWantPayments(t, ctx, b, north, "invoice-1", refund)
			id, got, err := b.Payments.FindPaymentByRef(ctx, north, "re_1")
			recordMust(t, err)
			recordWantEqual(t, "the refund by its reference", []any{id, got}, []any{RecordID(north, "invoice-1"), refund})
			f, err := b.Facts.Facts(ctx, reporting.Scope{Org: north}, reporting.FamilyInvoices)
			recordMust(t, err)
			for _, fact := range f.Invoices {
				if fact.Invoice == id && (fact.Paid != 1_796_899-50_000 || fact.Payments != 3) {
					t.Errorf("invoice-1's fact: paid %d in %d payments, want %d in 3", fact.Paid, fact.Payments, 1_796_899-50_000)
				}
			}
		}},
	{name: "a payment is found by its reference with its invoice's id, in its organization only",
		run: func(t *testing.T, ctx context.Context, b Backend) {
			north, south := recordOrgIDs()
			p := paymentOf(north, "card", "pi_found", 20_000, "2026-06-01", records.MethodCard)
			paymentAdd(t, ctx, b, north, "invoice-2", p, true)
			id, got, err := b.Payments.FindPaymentByRef(ctx, north, "pi_found")
			recordMust(t, err)
			recordWantEqual(t, "found by reference", []any{id, got}, []any{RecordID(north, "invoice-2"), p})
			for _, c := range []struct {
				org kernel.ID
				ref string
			}{{south, "pi_found"}, {north, "pi_unknown"}, {north, ""}, {"not-an-id", "pi_found"}} {
				_, _, err := b.Payments.FindPaymentByRef(ctx, c.org, c.ref)
				recordWantKind(t, "FindPaymentByRef("+c.ref+")", err, kernel.KindNotFound)
			}
		}},
	{name: "a reference seeded on two invoices is found on the earlier payment, then the smaller id",
		run: func(t *testing.T, ctx context.Context, b Backend) {
			north, _ := recordOrgIDs()
			var want records.Payment
			var wantInvoice kernel.ID
			for _, key := range []string{"invoice-1", "invoice-fest"} {
				inv := paymentFixtureInvoice(t, north, key)
				if p := inv.Payments[0]; p.ProcessorRef == "tr_1" && (want.ID == "" || p.ID < want.ID) {
					want, wantInvoice = p, inv.ID
				}
			}
			if want.ID == "" {
				t.Fatal("the fixture no longer pays two invoices with reference tr_1")
			}
			id, got, err := b.Payments.FindPaymentByRef(ctx, north, "tr_1")
			recordMust(t, err)
			recordWantEqual(t, "tr_1", []any{id, got}, []any{wantInvoice, want})
		}},
}
