package web

import (
	"cmp"
	"context"
	"slices"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/payments"
	"github.com/roadcase/roadcase/core/records"
)

// The invoice side of the payments fake: members read their organization's
// invoices; a pay link reaches its invoice whoever holds it.

// view is inv as the invoice pages see it. The caller holds the lock.
func (f *payFake) view(inv records.Invoice) payments.InvoiceView {
	v := payments.InvoiceView{Invoice: inv, Total: inv.Total(), Paid: inv.Paid(), Balance: inv.BalanceDue(),
		Payable: f.payable(inv)}
	if v.Payable {
		v.PayLink = "http://roadcase.test" + payBase(f.token(inv))
	}
	return v
}

func (f *payFake) Invoices(ctx context.Context, actor identity.Actor) ([]payments.InvoiceView, error) {
	if _, err := f.role(actor); err != nil {
		return nil, err
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	var out []payments.InvoiceView
	for _, inv := range f.invoices {
		if inv.OrgID == actor.OrgID {
			out = append(out, f.view(inv))
		}
	}
	slices.SortFunc(out, func(a, b payments.InvoiceView) int {
		return cmp.Or(cmp.Compare(b.Invoice.IssuedOn, a.Invoice.IssuedOn), cmp.Compare(a.Invoice.Number, b.Invoice.Number))
	})
	return out, nil
}

func (f *payFake) Invoice(ctx context.Context, actor identity.Actor, id kernel.ID) (payments.InvoiceView, error) {
	if _, err := f.role(actor); err != nil {
		return payments.InvoiceView{}, err
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	inv, ok := f.invoices[id]
	if !ok || inv.OrgID != actor.OrgID {
		return payments.InvoiceView{}, kernel.NotFound("invoice")
	}
	return f.view(inv), nil
}

// linked returns the invoice a pay link names. The caller holds the lock.
func (f *payFake) linked(token string) (records.Invoice, error) {
	if f.broken != nil {
		return records.Invoice{}, f.broken
	}
	org, id, err := payments.VerifyPayLink(f.key, token)
	inv, ok := f.invoices[id]
	if err != nil || !ok || inv.OrgID != org {
		return records.Invoice{}, kernel.NotFound("pay link")
	}
	return inv, nil
}

func (f *payFake) PayPage(ctx context.Context, token string) (payments.PayView, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	inv, err := f.linked(token)
	if err != nil {
		return payments.PayView{}, err
	}
	seller := f.org.Name
	if inv.OrgID != f.org.ID {
		seller = "Another Seller"
	}
	return payments.PayView{Seller: seller, Number: inv.Number, IssuedOn: string(inv.IssuedOn), DueOn: string(inv.DueOn),
		Currency: inv.Currency, Total: inv.Total(), Balance: inv.BalanceDue(), Payable: f.payable(inv)}, nil
}

func (f *payFake) Checkout(ctx context.Context, token string, urls payments.CheckoutURLs) (string, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	inv, err := f.linked(token)
	if err != nil {
		return "", err
	}
	if !f.payable(inv) {
		return "", kernel.Conflict("This invoice cannot be paid online now.")
	}
	if f.checkoutErr != nil {
		return "", f.checkoutErr
	}
	f.checkouts = append(f.checkouts, urls)
	return f.checkoutURL, nil
}

func (f *payFake) PayLink(ctx context.Context, org kernel.ID, inv records.Invoice) (string, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if !f.account.OnlinePayments || !f.payable(inv) {
		return "", nil
	}
	return "http://roadcase.test" + payBase(f.token(inv)), nil
}
