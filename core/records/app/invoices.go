package app

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/ports"
)

// InvoiceDeps are what the invoice use cases need: the records editor they
// write through, the organization's number sequence and its invoice list, and,
// to send an invoice, the renderer of its document and a mailer (both may be
// nil on a platform that does not send mail: Send then fails).
type InvoiceDeps struct {
	Editor   *Editor
	Numbers  ports.InvoiceSequence
	Lister   ports.InvoiceLister
	Renderer ports.InvoiceRenderer
	Mailer   ports.Mailer
}

// Invoices is the invoice use cases (ports.InvoiceBook) on top of the records
// editor: each write is checked by the invoice's rules (core/records), by the
// actor's role read at the call (EditRole: managers and above), by the version
// it started from, and is entered in the activity log in its transaction.
type Invoices struct{ d InvoiceDeps }

var _ ports.InvoiceBook = (*Invoices)(nil)

// NewInvoices returns the invoice use cases over d.
func NewInvoices(d InvoiceDeps) (*Invoices, error) {
	if d.Editor == nil || d.Numbers == nil || d.Lister == nil {
		return nil, errors.New("invoices: the editor, the number sequence and the lister are required")
	}
	return &Invoices{d: d}, nil
}

// List returns a page of the organization's invoices. Any member may read them.
func (s *Invoices) List(ctx context.Context, actor identity.Actor, q records.InvoiceQuery) ([]records.Invoice, error) {
	if _, err := s.d.Editor.role(ctx, actor); err != nil {
		return nil, err
	}
	q, err := q.Checked()
	if err != nil {
		return nil, err
	}
	return s.d.Lister.ListInvoices(ctx, actor.OrgID, q)
}

// CreateDraft writes inv as a new draft: its id is made here, it carries its
// draft number and the draft status, and is dated today until it is issued.
func (s *Invoices) CreateDraft(ctx context.Context, actor identity.Actor, inv records.Invoice) (records.Saved, error) {
	e := s.d.Editor
	inv.ID = e.d.NewID()
	inv.Number, inv.Status, inv.Payments, inv.CreditsID = records.DraftNumber(inv.ID), records.InvoiceDraft, nil, ""
	if inv.Kind == "" || inv.Kind == records.InvoiceCredit {
		inv.Kind = records.InvoiceStandard
	}
	inv.IssuedOn = s.today()
	return e.save(ctx, actor, records.Change{Ref: records.Ref{Kind: records.KindInvoice, ID: inv.ID},
		Action: records.ActionCreate, Record: records.Dataset{Invoices: []records.Invoice{inv}}}, onlyDrafts, nil)
}

// EditDraft replaces the draft inv.ID, which was at version, by inv; the
// draft's number, status, kind and the invoice it credits stay.
func (s *Invoices) EditDraft(ctx context.Context, actor identity.Actor, inv records.Invoice, version int) (records.Saved, error) {
	before, err := s.open(ctx, actor, inv.ID)
	if err != nil {
		return records.Saved{}, err
	}
	if err := before.Editable(); err != nil {
		return records.Saved{}, err
	}
	inv.Number, inv.Status, inv.Payments = before.Number, before.Status, nil
	inv.CreditsID, inv.IssuedOn = before.CreditsID, s.today()
	if before.Kind == records.InvoiceCredit || inv.Kind == records.InvoiceCredit || inv.Kind == "" {
		inv.Kind = before.Kind // a credit note stays one, and nothing else becomes one
	}
	return s.change(ctx, actor, inv, version, onlyDrafts, nil)
}

// mayWrite refuses a write of invoices to an actor whose role, read now, is
// below EditRole's, before anything about the invoice is said.
func (s *Invoices) mayWrite(ctx context.Context, actor identity.Actor) error {
	role, err := s.d.Editor.role(ctx, actor)
	if err != nil {
		return err
	}
	if need := EditRole(records.KindInvoice, records.ActionChange); !role.AtLeast(need) {
		return kernel.Forbidden("insufficient_role", fmt.Sprintf("Writing invoices needs the %s role or above; yours is %s", need, role))
	}
	return nil
}

// today is the day of the editor's clock, in UTC.
func (s *Invoices) today() kernel.Date { return kernel.DateOf(s.d.Editor.d.Clock.Now(), time.UTC) }

// open returns the organization's invoice id as it is now. KindNotFound when
// the organization has no such invoice.
func (s *Invoices) open(ctx context.Context, actor identity.Actor, id kernel.ID) (records.Invoice, error) {
	if err := s.mayWrite(ctx, actor); err != nil {
		return records.Invoice{}, err
	}
	o, err := s.d.Editor.Open(ctx, actor, id)
	if err != nil {
		return records.Invoice{}, err
	}
	if o.Ref.Kind != records.KindInvoice {
		return records.Invoice{}, kernel.NotFound("invoice")
	}
	return o.Record.Invoices[0], nil
}

// change writes inv over the invoice that was at version through the editor,
// with guard and the transaction hook inTx.
func (s *Invoices) change(ctx context.Context, actor identity.Actor, inv records.Invoice, version int,
	guard func(*edit) error, inTx func(context.Context, *edit) error) (records.Saved, error) {
	return s.d.Editor.save(ctx, actor, records.Change{Ref: records.Ref{Kind: records.KindInvoice, ID: inv.ID},
		Version: version, Action: records.ActionChange, Record: records.Dataset{Invoices: []records.Invoice{inv}}}, guard, inTx)
}
