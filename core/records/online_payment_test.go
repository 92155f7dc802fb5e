package records_test

import (
	"testing"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

func TestOnlinePaymentRules(t *testing.T) {
	t.Parallel()
	open := records.Invoice{Status: records.InvoiceSent, Lines: []records.InvoiceLine{{Quantity: 1, UnitPrice: 10_000}}}
	pay := func(inv records.Invoice, ps ...records.Payment) records.Invoice {
		inv.Payments = append([]records.Payment(nil), ps...)
		return inv
	}
	paid := records.Payment{Amount: 10_000, Method: records.MethodCard}
	refund := records.Payment{Amount: -2_500, Method: records.MethodRefund}
	cases := []struct {
		name    string
		inv     records.Invoice
		balance int64
		payable bool
	}{
		{"an open invoice", open, 10_000, true},
		{"paid in part", pay(open, records.Payment{Amount: 4_000}), 6_000, true},
		{"paid in full", pay(open, paid), 0, false},
		{"overpaid", pay(open, paid, records.Payment{Amount: 1}), 0, false},
		{"a refund reopens the balance", pay(open, paid, refund), 2_500, true},
		{"a draft", func() records.Invoice { i := open; i.Status = records.InvoiceDraft; return i }(), 10_000, false},
		{"void", func() records.Invoice { i := open; i.Status = records.InvoiceVoid; return i }(), 0, false},
	}
	for _, c := range cases {
		if got := c.inv.BalanceDue(); got != c.balance {
			t.Errorf("%s: BalanceDue = %d, want %d", c.name, got, c.balance)
		}
		if got := c.inv.Payable(); got != c.payable {
			t.Errorf("%s: Payable = %v, want %v", c.name, got, c.payable)
		}
	}
}

func TestApplicationFee(t *testing.T) {
	t.Parallel()
	cases := []struct {
		amount int64
		rate   kernel.BasisPoints
		want   int64
	}{
		{10_000, 150, 150}, // 1.5 % of 100.00
		{333, 150, 5},      // 4.995 rounds half away from zero
		{10_000, 0, 0},     // no fee configured
		{0, 150, 0},        // nothing charged
		{1, 10_000, 0},     // never the whole amount
		{10_000, 10_000, 9_999},
	}
	for _, c := range cases {
		if got := records.ApplicationFee(c.amount, c.rate); got != c.want {
			t.Errorf("ApplicationFee(%d, %d) = %d, want %d", c.amount, c.rate, got, c.want)
		}
	}
}

func TestReversalsAreNegativeAndOnlyThey(t *testing.T) {
	t.Parallel()
	inv := invoice()
	base := inv.Payments[0]
	cases := []struct {
		name   string
		method string
		amount int64
		ok     bool
	}{
		{"a refund", records.MethodRefund, -100, true},
		{"a dispute withdrawal", records.MethodDisputeWithdrawal, -100, true},
		{"a dispute reinstatement", records.MethodDisputeReinstatement, 100, true},
		{"a positive refund", records.MethodRefund, 100, false},
		{"a negative card payment", records.MethodCard, -100, false},
	}
	for _, c := range cases {
		p := base
		p.Method, p.Amount = c.method, c.amount
		err := with(inv, func(inv *records.Invoice) { inv.Payments = []records.Payment{p} }).Validate()
		if (err == nil) != c.ok {
			t.Errorf("%s: Validate = %v, want ok %v", c.name, err, c.ok)
		}
	}
}
