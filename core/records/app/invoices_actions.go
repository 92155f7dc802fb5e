package app

import (
	"context"
	"fmt"
	"time"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// Issue gives the draft id, which was at version, the next number of the
// organization's sequence for this year and locks it (records.Invoice.Issue).
// The number is taken in the transaction that writes the invoice, so a refused
// or failed issue gives it back: the numbers never repeat nor skip. A credit
// note is checked again against what is left to credit on its invoice.
func (s *Invoices) Issue(ctx context.Context, actor identity.Actor, id kernel.ID, version int) (records.Saved, error) {
	inv, err := s.open(ctx, actor, id)
	if err != nil {
		return records.Saved{}, err
	}
	today := s.today()
	if _, err := inv.Issue(inv.Number, today); err != nil {
		return records.Saved{}, err
	}
	if inv.Kind == records.InvoiceCredit {
		if err := s.checkCredit(ctx, actor, inv, today); err != nil {
			return records.Saved{}, err
		}
	}
	prefix := records.InvoiceNumberPrefix(today.Time(time.UTC).Year())
	return s.change(ctx, actor, inv, version, draftOnly, func(ctx context.Context, w *edit) error {
		n, err := s.d.Numbers.NextInvoiceNumber(ctx, actor.OrgID, prefix)
		if err != nil {
			return err
		}
		issued, err := w.after.Invoices[0].Issue(records.InvoiceNumber(prefix, n), today)
		w.after.Invoices[0] = issued
		return err
	})
}

// checkCredit refuses a credit note that would take back more than is left to
// credit on the invoice it credits.
func (s *Invoices) checkCredit(ctx context.Context, actor identity.Actor, note records.Invoice, today kernel.Date) error {
	credited, err := s.credited(ctx, actor, note.ProjectID, note.CreditsID, note.ID)
	if err != nil {
		return err
	}
	orig, err := s.open(ctx, actor, note.CreditsID)
	if err != nil {
		return err
	}
	_, err = orig.CreditNote(note.ID, note.Lines, today, credited)
	return err
}

// credited returns what the credit notes of the project that are not void take
// back from the invoice id, leaving out the credit note except.
func (s *Invoices) credited(ctx context.Context, actor identity.Actor, project, id, except kernel.ID) (int64, error) {
	d, err := s.d.Editor.d.Records.LoadDataset(ctx, actor.OrgID, records.DatasetFilter{ProjectID: project,
		Kinds: []records.Kind{records.KindInvoice}})
	if err != nil {
		return 0, err
	}
	return records.Credited(id, d.Without(records.KindInvoice, except).Invoices), nil
}

// draftOnly lets a write through only while the invoice is a draft.
func draftOnly(w *edit) error { return w.before.Invoices[0].Editable() }

// RecordPayment records p on the issued invoice id, which was at version: the
// balance follows, and so does the invoice's standing (paid once the payments
// cover the total). A payment above the balance due is refused unless
// overpayment (records.Invoice.CheckPayment).
func (s *Invoices) RecordPayment(ctx context.Context, actor identity.Actor, id kernel.ID, version int,
	p records.Payment, overpayment bool) (records.Saved, error) {
	inv, err := s.open(ctx, actor, id)
	if err != nil {
		return records.Saved{}, err
	}
	if err := inv.CheckPayment(p, overpayment); err != nil {
		return records.Saved{}, err
	}
	p.ID, p.ProcessorRef = s.d.Editor.d.NewID(), ""
	inv.Payments = append(inv.Payments, p)
	return s.change(ctx, actor, inv, version, nil, nil)
}

// Void makes the issued invoice id, which was at version, void for reason
// (records.Invoice.Void).
func (s *Invoices) Void(ctx context.Context, actor identity.Actor, id kernel.ID, version int, reason string) (records.Saved, error) {
	inv, err := s.open(ctx, actor, id)
	if err != nil {
		return records.Saved{}, err
	}
	if inv, err = inv.Void(reason, s.today()); err != nil {
		return records.Saved{}, err
	}
	return s.change(ctx, actor, inv, version, nil, nil)
}

// CreditNote writes a draft credit note of the issued invoice id with lines,
// each given its id (records.Invoice.CreditNote).
func (s *Invoices) CreditNote(ctx context.Context, actor identity.Actor, id kernel.ID, lines []records.InvoiceLine) (records.Saved, error) {
	orig, err := s.open(ctx, actor, id)
	if err != nil {
		return records.Saved{}, err
	}
	credited, err := s.credited(ctx, actor, orig.ProjectID, orig.ID, "")
	if err != nil {
		return records.Saved{}, err
	}
	e := s.d.Editor
	for i := range lines {
		lines[i].ID = e.d.NewID()
	}
	note, err := orig.CreditNote(e.d.NewID(), lines, s.today(), credited)
	if err != nil {
		return records.Saved{}, err
	}
	return e.save(ctx, actor, records.Change{Ref: records.Ref{Kind: records.KindInvoice, ID: note.ID},
		Action: records.ActionCreate, Record: records.Dataset{Invoices: []records.Invoice{note}}}, onlyDrafts, nil)
}

// describeAmount writes minor units of currency for a sentence: "1234.50 EUR".
func describeAmount(minor int64, currency string) string {
	exp, _ := kernel.CurrencyExponent(currency)
	sign := ""
	if minor < 0 {
		sign, minor = "-", -minor
	}
	if exp == 0 {
		return fmt.Sprintf("%s%d %s", sign, minor, currency)
	}
	p := int64(1)
	for range exp {
		p *= 10
	}
	return fmt.Sprintf("%s%d.%0*d %s", sign, minor/p, exp, minor%p, currency)
}
