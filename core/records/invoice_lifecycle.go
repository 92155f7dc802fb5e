package records

import (
	"fmt"
	"strings"

	"github.com/roadcase/roadcase/core/kernel"
)

// An invoice is written as a draft, then issued: issuing gives it the next
// number of its organization's sequence and locks it. A locked invoice changes
// only by the payments recorded on it and by being made void; anything else is
// a credit note, a new invoice of its own number that takes money back.

// draftPrefix starts the number a draft carries until it is issued: numbers are
// unique per organization, and a draft holds its place with its own id.
const draftPrefix = "draft-"

// DraftNumber returns the number a draft with id carries until it is issued.
func DraftNumber(id kernel.ID) string { return draftPrefix + string(id) }

// IsDraftNumber reports whether number is a draft's, not one a sequence gave.
func IsDraftNumber(number string) bool { return strings.HasPrefix(number, draftPrefix) }

// InvoiceNumberPrefix returns the prefix of the numbers of the invoices issued in
// year: "INV-2026-". Each year's numbers are one sequence.
func InvoiceNumberPrefix(year int) string { return fmt.Sprintf("INV-%04d-", year) }

// InvoiceNumber returns the n-th number of the sequence of prefix, at least four
// digits: "INV-2026-0042".
func InvoiceNumber(prefix string, n int64) string { return fmt.Sprintf("%s%04d", prefix, n) }

// CodeInvoiceLocked is the code of a change refused because the invoice was
// issued.
const CodeInvoiceLocked = "invoice_locked"

// Editable returns nil for a draft, and KindConflict (CodeInvoiceLocked) for an
// issued or void invoice, whose lines, client and terms no longer change.
func (inv Invoice) Editable() error {
	if inv.Status == InvoiceDraft {
		return nil
	}
	return kernel.Conflict(fmt.Sprintf("Invoice %s was issued and is locked: correct it with a credit note, or void it.",
		inv.Number)).WithCode(CodeInvoiceLocked)
}

// Issue returns the draft issued on the day with number: status sent, due no
// earlier than issued. KindConflict for an invoice that is not a draft;
// KindInvalid for a draft without lines, or whose total is not what its kind
// bills (above zero; below zero for a credit note).
func (inv Invoice) Issue(number string, on kernel.Date) (Invoice, error) {
	if err := inv.Editable(); err != nil {
		return Invoice{}, err
	}
	if len(inv.Lines) == 0 {
		return Invoice{}, kernel.InvalidField("/lines", CodeRequired, "an invoice is issued with at least one line")
	}
	switch total := inv.Total(); {
	case inv.Kind == InvoiceCredit && total >= 0:
		return Invoice{}, kernel.InvalidField("/lines", CodeOutOfRange, "a credit note takes money back: its total is below zero")
	case inv.Kind != InvoiceCredit && total <= 0:
		return Invoice{}, kernel.InvalidField("/lines", CodeOutOfRange, "an invoice bills something: its total is above zero")
	}
	if inv.DueOn.Before(on) {
		return Invoice{}, kernel.InvalidField("/due_on", CodeOutOfOrder,
			fmt.Sprintf("the invoice would be due (%s) before it is issued (%s): move the due date", inv.DueOn, on))
	}
	inv.Number, inv.IssuedOn, inv.Status = number, on, InvoiceSent
	return inv, nil
}

// Void returns the issued invoice made void for reason, noted under its notes.
// A void invoice owes nothing and keeps its number, so the sequence has no gap.
// KindConflict for a draft (remove it instead), an invoice already void, or one
// with money received (refund it or credit it instead); KindInvalid without a
// reason.
func (inv Invoice) Void(reason string, on kernel.Date) (Invoice, error) {
	reason = strings.TrimSpace(reason)
	switch {
	case inv.Status == InvoiceDraft:
		return Invoice{}, kernel.Conflict("A draft is not voided: it has no number yet, remove it instead.").WithCode("void_draft")
	case inv.Status == InvoiceVoid:
		return Invoice{}, kernel.Conflict("Invoice " + inv.Number + " is void already.").WithCode("already_void")
	case inv.Paid() != 0:
		return Invoice{}, kernel.Conflict("Invoice " + inv.Number + " has payments: refund them or issue a credit note instead.").
			WithCode("void_paid")
	case reason == "":
		return Invoice{}, kernel.InvalidField("/reason", CodeRequired, "say why the invoice is void")
	}
	inv.Status = InvoiceVoid
	inv.Notes = strings.TrimSpace(inv.Notes + "\nVoid on " + string(on) + ": " + reason)
	return inv, nil
}

// CreditNote returns a draft credit note with id that credits the issued
// invoice: same project, show, client, currency and tax rate, due on the day,
// with lines (their unit prices below zero). credited is what the invoice's
// earlier credit notes that are not void take back (a sum below or at zero).
// KindConflict when the invoice is a draft, void or itself a credit note;
// KindInvalid (at "/lines") when the lines would take back more than the
// invoice's total less what was credited already.
func (inv Invoice) CreditNote(id kernel.ID, lines []InvoiceLine, on kernel.Date, credited int64) (Invoice, error) {
	if inv.Status != InvoiceSent || inv.Kind == InvoiceCredit {
		return Invoice{}, kernel.Conflict("Only an issued invoice that is not void is credited.").WithCode("not_creditable")
	}
	note := Invoice{ID: id, OrgID: inv.OrgID, ProjectID: inv.ProjectID, ShowID: inv.ShowID, Number: DraftNumber(id),
		Kind: InvoiceCredit, CreditsID: inv.ID, ClientName: inv.ClientName, ClientEmail: inv.ClientEmail,
		ClientAddress: inv.ClientAddress, ClientCountry: inv.ClientCountry, ClientTaxID: inv.ClientTaxID,
		IssuedOn: on, DueOn: on, Currency: inv.Currency, TaxRate: inv.TaxRate, Status: InvoiceDraft,
		Lines: lines, Notes: "Credits invoice " + inv.Number + "."}
	if left := inv.Total() + credited; -note.Total() > left {
		return Invoice{}, kernel.InvalidField("/lines", CodeOutOfRange, fmt.Sprintf(
			"the credit note would take back %d, more than the %d left to credit on invoice %s", -note.Total(), left, inv.Number))
	}
	return note, nil
}

// Credited returns what the credit notes among invoices that are not void take
// back from the invoice with id: a sum below or at zero.
func Credited(id kernel.ID, invoices []Invoice) int64 {
	var sum int64
	for _, n := range invoices {
		if n.Kind == InvoiceCredit && n.CreditsID == id && n.Status != InvoiceVoid {
			sum += n.Total()
		}
	}
	return sum
}
