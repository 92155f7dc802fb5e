package records_test

import (
	"testing"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

func TestShowDeposits(t *testing.T) {
	show := records.Show{ID: id("show"), Deal: records.Deal{Deposit: 500_000}}
	deposit := func(status records.InvoiceStatus, pays ...records.Payment) records.Invoice {
		return records.Invoice{ShowID: show.ID, Kind: records.InvoiceDeposit, Status: status, TaxRate: 200_000,
			Lines: []records.InvoiceLine{{Quantity: 1, UnitPrice: 500_000}}, Payments: pays}
	}
	pay := func(amount int64, on kernel.Date) records.Payment {
		return records.Payment{Amount: amount, ReceivedOn: on}
	}
	for _, tc := range []struct {
		name     string
		invoices []records.Invoice
		asOf     kernel.Date
		want     records.Deposits
	}{
		{"no invoice: nothing paid, all unpaid", nil, "", records.Deposits{Due: 500_000}},
		{"invoiced with 20% VAT, unpaid", []records.Invoice{deposit(records.InvoiceSent)}, "",
			records.Deposits{Due: 500_000, Invoiced: 500_000}},
		{"half the total paid counts half the deposit, net of VAT",
			[]records.Invoice{deposit(records.InvoiceSent, pay(300_000, "2026-03-01"))}, "",
			records.Deposits{Due: 500_000, Invoiced: 500_000, Paid: 250_000}},
		{"paid in full", []records.Invoice{deposit(records.InvoiceSent, pay(600_000, "2026-03-01"))}, "",
			records.Deposits{Due: 500_000, Invoiced: 500_000, Paid: 500_000}},
		{"a payment after the settlement date does not count",
			[]records.Invoice{deposit(records.InvoiceSent, pay(600_000, "2026-05-03"))}, "2026-05-02",
			records.Deposits{Due: 500_000, Invoiced: 500_000}},
		{"a void deposit invoice counts for nothing",
			[]records.Invoice{deposit(records.InvoiceVoid, pay(600_000, "2026-03-01"))}, "",
			records.Deposits{Due: 500_000}},
		{"a standard invoice of the show is not a deposit",
			[]records.Invoice{{ShowID: show.ID, Kind: records.InvoiceStandard, Status: records.InvoiceSent,
				Lines: []records.InvoiceLine{{Quantity: 1, UnitPrice: 500_000}}, Payments: []records.Payment{pay(500_000, "2026-03-01")}}}, "",
			records.Deposits{Due: 500_000}},
	} {
		got := records.ShowDeposits(show, tc.invoices, tc.asOf)
		if got != tc.want {
			t.Errorf("%s: %+v, want %+v", tc.name, got, tc.want)
		}
	}
	if u := (records.Deposits{Due: 500_000, Paid: 250_000}).Unpaid(); u != 250_000 {
		t.Errorf("Unpaid = %d", u)
	}
}

func TestCategoryKey(t *testing.T) {
	for in, want := range map[string]string{
		"Per Diems": "per_diems", " per-diems ": "per_diems", "per__diems": "per_diems",
		"ÜBERNACHTUNG": "übernachtung", "crew": "crew", "": "",
	} {
		if got := records.CategoryKey(in); got != want {
			t.Errorf("CategoryKey(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestExpenseIsCost(t *testing.T) {
	for s, want := range map[records.ExpenseStatus]bool{
		records.ExpensePending: true, records.ExpenseApproved: true, records.ExpensePaid: true, records.ExpenseRejected: false,
	} {
		if got := (records.Expense{Status: s}).IsCost(); got != want {
			t.Errorf("IsCost(%s) = %v", s, got)
		}
	}
}

func TestReverseCharge(t *testing.T) {
	seller := records.LegalProfile{Country: "DE", VATID: "DE123456789"}
	inv := records.Invoice{ClientCountry: "FR", ClientTaxID: "FR12345678901"}
	if !seller.ReverseCharge(inv) {
		t.Error("a B2B invoice to another EU country at 0% is reverse-charged")
	}
	inv.TaxRate = 190_000
	if seller.ReverseCharge(inv) {
		t.Error("an invoice charging VAT is not reverse-charged")
	}
	if seller.ReverseCharge(records.Invoice{ClientCountry: "DE", ClientTaxID: "DE987654321"}) {
		t.Error("a domestic invoice is not reverse-charged")
	}
	if seller.ReverseCharge(records.Invoice{ClientCountry: "FR"}) {
		t.Error("a client without a tax number is a consumer: no reverse charge")
	}
	if n := seller.TaxNote(records.Invoice{ClientCountry: "FR", ClientTaxID: "FR12345678901"}); n != records.ReverseChargeNote {
		t.Errorf("an EU client of an EU seller: %q", n)
	}
	if n := seller.TaxNote(records.Invoice{ClientCountry: "GB", ClientTaxID: "GB284117756"}); n != records.OutsideScopeNote {
		t.Errorf("a UK client of an EU seller: %q", n)
	}
	if n := seller.TaxNote(records.Invoice{ClientCountry: "DE", ClientTaxID: "DE987654321", TaxRate: 190_000}); n != "" {
		t.Errorf("a domestic invoice with VAT: %q", n)
	}
}
