package app

import (
	"context"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/payments"
	"github.com/roadcase/roadcase/core/records"
)

// Invoices lists the actor's organization's invoices, as the store orders
// them, with their figures and, for those a client can pay online now, their
// pay links. Any member may read them; KindNotFound for a non-member.
func (s *Service) Invoices(ctx context.Context, actor identity.Actor) ([]payments.InvoiceView, error) {
	if err := s.member(ctx, actor); err != nil {
		return nil, err
	}
	a, err := s.account(ctx, actor.OrgID)
	if err != nil {
		return nil, err
	}
	invoices, err := s.c.Store.FindInvoices(ctx, actor.OrgID)
	if err != nil {
		return nil, err
	}
	out := make([]payments.InvoiceView, 0, len(invoices))
	for _, inv := range invoices {
		out = append(out, s.view(actor.OrgID, inv, a))
	}
	return out, nil
}

// Invoice returns one of the actor's organization's invoices like Invoices.
// KindNotFound for a non-member and for an invoice of another organization
// alike.
func (s *Service) Invoice(ctx context.Context, actor identity.Actor, id kernel.ID) (payments.InvoiceView, error) {
	if err := s.member(ctx, actor); err != nil {
		return payments.InvoiceView{}, err
	}
	inv, err := s.invoice(ctx, actor.OrgID, id)
	if err != nil {
		return payments.InvoiceView{}, err
	}
	a, err := s.account(ctx, actor.OrgID)
	if err != nil {
		return payments.InvoiceView{}, err
	}
	return s.view(actor.OrgID, inv, a), nil
}

// PayLink returns the address of the pay page of one of org's invoices for its
// documents, or "" unless the organization allows the link, its account can
// take charges and the invoice is payable.
func (s *Service) PayLink(ctx context.Context, org kernel.ID, inv records.Invoice) (string, error) {
	if !inv.Payable() || (inv.OrgID != "" && inv.OrgID != org) {
		return "", nil
	}
	a, err := s.account(ctx, org)
	if err != nil || !a.OnlinePayments || !a.CanTakeCharges() {
		return "", err
	}
	return s.payLink(org, inv.ID), nil
}

// view returns the invoice as the organization's pages show it. Its pay link
// does not depend on OnlinePayments, which governs the documents only.
func (s *Service) view(org kernel.ID, inv records.Invoice, a payments.Account) payments.InvoiceView {
	v := payments.InvoiceView{Invoice: inv, Total: inv.Total(), Paid: inv.Paid(), Balance: inv.BalanceDue(),
		Payable: inv.Payable() && a.CanTakeCharges()}
	if v.Payable {
		v.PayLink = s.payLink(org, inv.ID)
	}
	return v
}

// payLink returns the address of the pay page of org's invoice.
func (s *Service) payLink(org, invoice kernel.ID) string {
	return s.c.PublicURL + "/pay/" + payments.SignPayLink(s.c.PayLinkKey, org, invoice)
}

// invoice returns one of org's invoices. KindNotFound("invoice") when org has
// none with the id, whatever the store's message.
func (s *Service) invoice(ctx context.Context, org, id kernel.ID) (records.Invoice, error) {
	inv, err := s.c.Store.FindInvoice(ctx, org, id)
	if kernel.IsKind(err, kernel.KindNotFound) {
		return records.Invoice{}, kernel.NotFound("invoice")
	}
	return inv, err
}
