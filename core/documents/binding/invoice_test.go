package binding

import (
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// invoiceTestSource puts inv in a one-project dataset and points a Source at it,
// on 1 May 2026.
func invoiceTestSource(inv records.Invoice) Source {
	inv.ID, inv.ProjectID = "inv-1", "proj-1"
	d := records.Dataset{
		Projects: []records.Project{{ID: "proj-1", Name: "Northern Lights — European Tour 2026", Code: "NLT26", Currency: "EUR"}},
		Invoices: []records.Invoice{inv},
	}
	return Source{
		Ref:     records.Ref{Kind: records.KindInvoice, ID: "inv-1", ProjectID: "proj-1"},
		OrgName: "Northern Lights Touring",
		Now:     time.Date(2026, 5, 1, 12, 0, 0, 0, time.UTC),
		Index:   testIndex(d),
	}
}

// invoiceTestRecord is a sent invoice of 2 × 1,000.00 at 20% tax, due 30 days after issue.
func invoiceTestRecord(payments ...records.Payment) records.Invoice {
	return records.Invoice{
		Number: "INV-2026-0007", ClientName: "Eastside Live Ltd", ClientAddress: "27 Coldharbour Lane\n\nLondon SW9 8PR",
		IssuedOn: "2026-04-01", DueOn: "2026-05-01", TaxRate: 200_000, Status: records.InvoiceSent,
		Lines:    []records.InvoiceLine{{Description: "Production package", Quantity: 2, UnitPrice: 100000}},
		Payments: payments,
	}
}

func TestInvoiceFiguresAndTerms(t *testing.T) {
	t.Parallel()
	inv := invoiceTestRecord(
		records.Payment{ID: "p2", Amount: 50000, ReceivedOn: "2026-04-20", Method: "bank_transfer", ProcessorRef: "BT-2"},
		records.Payment{ID: "p1", Amount: 10000, ReceivedOn: "2026-04-02", Method: "card"},
	)
	out, err := invoiceFromInvoice(invoiceTestSource(inv))
	if err != nil {
		t.Fatal(err)
	}
	for field, want := range map[string]int64{"subtotal": 200000, "tax": 40000, "total": 240000, "amount_paid": 60000, "balance_due": 180000} {
		if got := out[field].(map[string]any)["amount"]; got != want {
			t.Errorf("%s = %v, want %d", field, got, want)
		}
	}
	pays := out["payments"].([]any)
	if first := pays[0].(map[string]any); first["received_on"] != "2026-04-02" || first["method"] != "Card" {
		t.Errorf("first payment = %v, want the card payment of 2 April", first)
	}
	if got := pays[1].(map[string]any)["method"]; got != "Bank transfer" {
		t.Errorf("method = %v, want Bank transfer", got)
	}
	if got := out["payment_terms"]; got != "Payment due within 30 days of the invoice date." {
		t.Errorf("payment_terms = %v", got)
	}
	if got := out["client"].(map[string]any)["address"].([]any); len(got) != 2 || got[1] != "London SW9 8PR" {
		t.Errorf("address = %v, want two lines", got)
	}
	if got := out["show"]; got != nil {
		t.Errorf("show = %v, want none for an invoice without a show", got)
	}
}

func TestInvoiceStatus(t *testing.T) {
	t.Parallel()
	full := records.Payment{ID: "p", Amount: 240000, ReceivedOn: "2026-04-10"}
	part := records.Payment{ID: "p", Amount: 1000, ReceivedOn: "2026-04-10"}
	tests := []struct {
		name   string
		status records.InvoiceStatus
		due    kernel.Date
		pays   []records.Payment
		want   string
	}{
		{"a void invoice is void even when unpaid", records.InvoiceVoid, "2026-04-01", nil, "void"},
		{"a draft stays a draft", records.InvoiceDraft, "2026-04-01", nil, "draft"},
		{"a sent invoice paid in full is paid", records.InvoiceSent, "2026-04-01", []records.Payment{full}, "paid"},
		{"an unpaid invoice past its due date is overdue", records.InvoiceSent, "2026-04-30", nil, "overdue"},
		{"a part-paid invoice past its due date is overdue", records.InvoiceSent, "2026-04-30", []records.Payment{part}, "overdue"},
		{"a part-paid invoice not yet due is partly paid", records.InvoiceSent, "2026-05-01", []records.Payment{part}, "partly_paid"},
		{"an unpaid invoice due today is sent", records.InvoiceSent, "2026-05-01", nil, "sent"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			inv := invoiceTestRecord(tt.pays...)
			inv.Status, inv.DueOn = tt.status, tt.due
			out, err := invoiceFromInvoice(invoiceTestSource(inv))
			if err != nil {
				t.Fatal(err)
			}
			if got := out["status"]; got != tt.want {
				t.Errorf("status = %v, want %s", got, tt.want)
			}
		})
	}
}

func TestInvoiceRefusesAnInvoiceWithoutLines(t *testing.T) {
	t.Parallel()
	inv := invoiceTestRecord()
	inv.Lines = nil
	if _, err := invoiceFromInvoice(invoiceTestSource(inv)); !kernel.IsKind(err, kernel.KindInvalid) {
		t.Errorf("err = %v, want an invalid error", err)
	}
}

// TestInvoicePrintsThePayLinkAndRefunds checks that the pay page's address the
// documents service passes in is printed, and that a refund is listed as a
// negative payment while the amount paid nets it.
func TestInvoicePrintsThePayLinkAndRefunds(t *testing.T) {
	t.Parallel()
	inv := invoiceTestRecord(
		records.Payment{ID: "p1", Amount: 240000, ReceivedOn: "2026-04-10", Method: records.MethodCard, ProcessorRef: "pi_1"},
		records.Payment{ID: "p2", Amount: -40000, ReceivedOn: "2026-04-12", Method: records.MethodRefund, ProcessorRef: "re_1"})
	src := invoiceTestSource(inv)
	src.PayLink = "https://pay.example/pay/abc"
	out, err := invoiceFromInvoice(src)
	if err != nil {
		t.Fatal(err)
	}
	if out["payment_link"] != "https://pay.example/pay/abc" {
		t.Errorf("payment_link = %v", out["payment_link"])
	}
	pays := out["payments"].([]any)
	refund := pays[1].(map[string]any)
	if refund["method"] != "Refund" || refund["amount"].(map[string]any)["amount"] != int64(-40000) {
		t.Errorf("refund = %v", refund)
	}
	if paid := out["amount_paid"].(map[string]any)["amount"]; paid != int64(200000) {
		t.Errorf("amount_paid = %v, want 200000 (2,400.00 paid less 400.00 refunded)", paid)
	}
	if bal := out["balance_due"].(map[string]any)["amount"]; bal != int64(40000) {
		t.Errorf("balance_due = %v, want 40000", bal)
	}
	src.PayLink = ""
	if out, _ = invoiceFromInvoice(src); out["payment_link"] != nil {
		t.Errorf("payment_link printed without a link: %v", out["payment_link"])
	}
}
