package ports

import (
	"context"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// InvoiceSequence hands out the numbers of an organization's invoices.
type InvoiceSequence interface {
	// NextInvoiceNumber takes the next number of org's sequence of prefix
	// ("INV-2026-") in the transaction ctx carries, and returns it: 1 more
	// than the last it gave, the first time 1 more than the highest number
	// that org's invoices of the form prefix+digits already have (0 when none).
	// A transaction that rolls back gives its number back, and a concurrent
	// one waits for it, so the numbers of the committed invoices neither
	// repeat nor skip.
	NextInvoiceNumber(ctx context.Context, org kernel.ID, prefix string) (int64, error)
}

// InvoiceLister pages through an organization's invoices.
type InvoiceLister interface {
	// ListInvoices returns a page of org's invoices that match q, by number
	// descending (byte by byte: drafts, whose numbers start "draft-", come
	// first, then the latest issued), with their lines and payments. The
	// cursor's one key is the number of the previous page's last invoice.
	ListInvoices(ctx context.Context, org kernel.ID, q records.InvoiceQuery) ([]records.Invoice, error)
}

// InvoiceBook is the driving port of invoicing: writing drafts, issuing them,
// taking payments, voiding and crediting, and sending an invoice to its client.
// Every write is for managers and above, their role read at the call; reads
// are for every member.
type InvoiceBook interface {
	// List returns a page of the organization's invoices (see InvoiceLister).
	List(ctx context.Context, actor identity.Actor, q records.InvoiceQuery) ([]records.Invoice, error)
	// CreateDraft writes a new draft. Its id, number, status and dates the
	// draft keeps are set here (see records.DraftNumber).
	CreateDraft(ctx context.Context, actor identity.Actor, inv records.Invoice) (records.Saved, error)
	// EditDraft replaces a draft that was at version. KindConflict
	// (records.CodeInvoiceLocked) once it was issued.
	EditDraft(ctx context.Context, actor identity.Actor, inv records.Invoice, version int) (records.Saved, error)
	// Issue gives the draft the next number of the organization's sequence
	// for the year of today, in the transaction that writes it, and locks it.
	Issue(ctx context.Context, actor identity.Actor, id kernel.ID, version int) (records.Saved, error)
	// RecordPayment records p on an issued invoice (records.Invoice.CheckPayment).
	RecordPayment(ctx context.Context, actor identity.Actor, id kernel.ID, version int, p records.Payment, overpayment bool) (records.Saved, error)
	// Void makes an issued invoice void for reason (records.Invoice.Void).
	Void(ctx context.Context, actor identity.Actor, id kernel.ID, version int, reason string) (records.Saved, error)
	// CreditNote writes a draft credit note of an issued invoice with lines
	// (records.Invoice.CreditNote); it is issued as any draft is.
	CreditNote(ctx context.Context, actor identity.Actor, id kernel.ID, lines []records.InvoiceLine) (records.Saved, error)
	// Send mails the rendered invoice to its client's address and enters it
	// in the activity log. KindConflict for a draft or a void invoice;
	// KindInvalid when the invoice has no client e-mail.
	Send(ctx context.Context, actor identity.Actor, id kernel.ID, version int) (records.Saved, error)
}

// InvoiceRenderer renders the organization's invoice document of a record, for
// the mail that sends it.
type InvoiceRenderer interface {
	// RenderInvoiceHTML returns the HTML of the invoice document of invoice id.
	RenderInvoiceHTML(ctx context.Context, actor identity.Actor, id kernel.ID) (string, error)
}
