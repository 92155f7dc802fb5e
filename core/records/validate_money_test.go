package records_test

import (
	"testing"

	"github.com/roadcase/roadcase/core/records"
)

func TestMoneyValidate(t *testing.T) {
	t.Parallel()
	runValidateCases(t, []validateCase{
		{"a complete budget line is valid", budgetLine(), nil},
		{"a budget line without category and with a negative amount names both",
			with(budgetLine(), func(b *records.BudgetLine) { b.Category, b.Amount = "", -1 }),
			[]string{"/amount negative", "/category required"}},
		{"a complete expense is valid", expense(), nil},
		{"an expense paid by the office needs no person",
			with(expense(), func(e *records.Expense) { e.PersonID = "" }), nil},
		{"an expense without a date or with an unknown status names both",
			with(expense(), func(e *records.Expense) { e.IncurredOn, e.Status = "", "lost" }),
			[]string{"/incurred_on required", "/status invalid_enum"}},
		{"a complete income line is valid", income(), nil},
		{"an income line not yet received is valid",
			with(income(), func(l *records.IncomeLine) { l.ReceivedOn = "" }), nil},
		{"an income line with an unknown kind is an invalid enum",
			with(income(), func(l *records.IncomeLine) { l.Kind = "lottery" }),
			[]string{"/kind invalid_enum"}},
		{"a complete invoice is valid", invoice(), nil},
		{"an invoice due before it is issued is out of order",
			with(invoice(), func(inv *records.Invoice) { inv.DueOn = "2026-05-02" }),
			[]string{"/due_on out_of_order"}},
		{"an invoice due on its issue date is valid",
			with(invoice(), func(inv *records.Invoice) { inv.DueOn = inv.IssuedOn }), nil},
		{"an invoice without number or client names both",
			with(invoice(), func(inv *records.Invoice) { inv.Number, inv.ClientName = "", "" }),
			[]string{"/client_name required", "/number required"}},
		{"a tax rate above 100% is out of range",
			with(invoice(), func(inv *records.Invoice) { inv.TaxRate = 1_000_001 }),
			[]string{"/tax_rate out_of_range"}},
		{"an unknown currency is rejected",
			with(invoice(), func(inv *records.Invoice) { inv.Currency = "XXX" }),
			[]string{"/currency invalid_currency"}},
		{"a line with a negative quantity and no description names both",
			with(invoice(), func(inv *records.Invoice) { inv.Lines[1].Quantity, inv.Lines[1].Description = -1, "" }),
			[]string{"/lines/1/description required", "/lines/1/quantity negative"}},
		{"a payment without a date and with a negative amount names both",
			with(invoice(), func(inv *records.Invoice) { inv.Payments[0].ReceivedOn, inv.Payments[0].Amount = "", -1 }),
			[]string{"/payments/0/amount negative", "/payments/0/received_on required"}},
		{"an implausible client email is rejected",
			with(invoice(), func(inv *records.Invoice) { inv.ClientEmail = "accounts@@tempodrom.example" }),
			[]string{"/client_email invalid_email"}},
	})
}
