package exchange_test

import (
	"bytes"
	"testing"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/core/records/demo"
	"github.com/roadcase/roadcase/core/records/exchange"
)

// A credit note keeps the invoice it credits through an export and an import:
// its credits_id is written as the invoice's key and read back as the
// imported invoice's id.
func TestACreditNoteKeepsTheInvoiceItCredits(t *testing.T) {
	t.Parallel()
	o := demo.Organizations()[0]
	var credited records.Invoice
	for _, inv := range o.Data.Invoices {
		if inv.Status == records.InvoiceSent && inv.Kind == records.InvoiceStandard {
			credited = inv
			break
		}
	}
	note, err := credited.CreditNote(kernel.NameID(kernel.Namespace, "test/credit-note"),
		[]records.InvoiceLine{{ID: kernel.NameID(kernel.Namespace, "test/credit-note/line"), Description: "Refund",
			Quantity: 1, UnitPrice: -100}}, credited.IssuedOn, 0)
	if err != nil {
		t.Fatal(err)
	}
	note, err = note.Issue("INV-2099-0001", credited.IssuedOn)
	if err != nil {
		t.Fatal(err)
	}
	note.CreatedAt = credited.CreatedAt
	o.Data.Invoices = append(o.Data.Invoices, note)
	first := exchange.Export(block(o), o.Data).MarshalIndent()
	imported := importInto(t, first, kernel.NameID(kernel.Namespace, "test/target/credit"))
	byNumber := map[string]records.Invoice{}
	for _, inv := range imported.Invoices {
		byNumber[inv.Number] = inv
	}
	got, orig := byNumber["INV-2099-0001"], byNumber[credited.Number]
	if got.Kind != records.InvoiceCredit || got.CreditsID.IsZero() || got.CreditsID != orig.ID {
		t.Fatalf("the imported credit note is a %s crediting %s; want a credit of %s (%s)", got.Kind, got.CreditsID, orig.ID, orig.Number)
	}
	if second := exchange.Export(block(o), imported).MarshalIndent(); !bytes.Equal(first, second) {
		t.Fatalf("the second export differs from the first:\n%s", firstDifference(first, second))
	}
}
