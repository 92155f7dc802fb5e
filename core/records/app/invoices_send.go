package app

import (
	"context"
	"fmt"
	"strings"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/mail"
	"github.com/roadcase/roadcase/core/records"
)

// Send mails the issued invoice id, which was at version, to its client: the
// rendered invoice document as the mail's HTML part and a summary as its text
// part. The mail goes in the transaction that enters it in the activity log
// (a change of no field, noted "/sent_to"), so a refused write sends nothing
// and a mail that could not be sent is not logged.
func (s *Invoices) Send(ctx context.Context, actor identity.Actor, id kernel.ID, version int) (records.Saved, error) {
	if s.d.Renderer == nil || s.d.Mailer == nil {
		return records.Saved{}, kernel.Unavailable("sending invoices is not set up on this platform", nil)
	}
	inv, err := s.open(ctx, actor, id)
	if err != nil {
		return records.Saved{}, err
	}
	switch {
	case inv.Status != records.InvoiceSent:
		return records.Saved{}, kernel.Conflict("Only an issued invoice that is not void is sent to the client.").
			WithCode("not_sendable")
	case strings.TrimSpace(inv.ClientEmail) == "":
		return records.Saved{}, kernel.InvalidField("/client_email", records.CodeRequired,
			"the invoice has no client e-mail address to send it to")
	}
	return s.change(ctx, actor, inv, version, nil, func(ctx context.Context, w *edit) error {
		html, err := s.d.Renderer.RenderInvoiceHTML(ctx, actor, id)
		if err != nil {
			return err
		}
		msg := mail.Message{ID: s.d.Editor.d.NewID(), OrgID: actor.OrgID, Kind: mail.KindInvoice,
			To:      []mail.Address{{Name: inv.ClientName, Email: inv.ClientEmail}},
			Subject: invoiceSubject(inv), Text: invoiceText(inv), HTML: html, CreatedAt: s.d.Editor.d.Clock.Now().UTC()}
		if err := s.d.Mailer.Send(ctx, msg); err != nil {
			return err
		}
		w.note = []records.FieldChange{{Field: "/sent_to", To: inv.ClientEmail}}
		return nil
	})
}

// invoiceSubject is the subject of the mail that sends inv.
func invoiceSubject(inv records.Invoice) string {
	if inv.Kind == records.InvoiceCredit {
		return "Credit note " + inv.Number
	}
	return "Invoice " + inv.Number
}

// invoiceText is the text part of the mail that sends inv: its number, total,
// due date and balance, for a reader without HTML.
func invoiceText(inv records.Invoice) string {
	var b strings.Builder
	fmt.Fprintf(&b, "Dear %s,\n\n", inv.ClientName)
	fmt.Fprintf(&b, "%s, issued on %s, totals %s.\n", invoiceSubject(inv), inv.IssuedOn, describeAmount(inv.Total(), inv.Currency))
	if inv.Kind != records.InvoiceCredit {
		fmt.Fprintf(&b, "Balance due: %s, by %s.\n", describeAmount(inv.BalanceDue(), inv.Currency), inv.DueOn)
		b.WriteString("Please quote the invoice number with your payment.\n")
	}
	b.WriteString("\nThe invoice itself is this mail's HTML part.\n")
	return b.String()
}
