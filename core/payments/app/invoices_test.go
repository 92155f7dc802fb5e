package app_test

import (
	"testing"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/payments"
	"github.com/roadcase/roadcase/core/records"
)

func TestInvoicesShowWhatIsDueAndThePayLinkOfPayableOnes(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	part := f.invoice(f.org, "INV-1", withPayment(160_00, ""))
	draft := f.invoice(f.org, "INV-2", withStatus(records.InvoiceDraft))
	f.invoice(f.other, "INV-9")
	viewer := f.actors[identity.RoleViewer]

	views, err := f.svc.Invoices(ctx, viewer)
	must(t, err)
	equal(t, "before connecting", views, []payments.InvoiceView{
		{Invoice: part, Total: 960_00, Paid: 160_00, Balance: 800_00},
		{Invoice: draft, Total: 960_00, Balance: 960_00}})

	f.connect(t, f.org, acct)
	views, err = f.svc.Invoices(ctx, viewer)
	must(t, err)
	equal(t, "once connected", views, []payments.InvoiceView{
		{Invoice: part, Total: 960_00, Paid: 160_00, Balance: 800_00, Payable: true,
			PayLink: publicURL + "/pay/" + token(f.org, part.ID)},
		{Invoice: draft, Total: 960_00, Balance: 960_00}})

	one, err := f.svc.Invoice(ctx, viewer, part.ID)
	must(t, err)
	equal(t, "one invoice", one, views[0])
}

func TestInvoicesAreReadByMembersOnly(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	inv := f.invoice(f.org, "INV-1")
	theirs := f.invoice(f.other, "INV-1")
	_, err := f.svc.Invoices(ctx, f.outsider)
	wantKind(t, "the list for someone outside the organization", err, kernel.KindNotFound, "")
	_, err = f.svc.Invoice(ctx, f.outsider, inv.ID)
	wantKind(t, "an invoice for someone outside the organization", err, kernel.KindNotFound, "")
	_, err = f.svc.Invoice(ctx, f.actors[identity.RoleOwner], theirs.ID)
	wantKind(t, "another organization's invoice", err, kernel.KindNotFound, "")
}

func TestPayLinkOnlyWhenTheOrganizationAllowsItAndTheInvoiceIsPayable(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	open := f.invoice(f.org, "INV-1")
	link, err := f.svc.PayLink(ctx, f.org, open)
	must(t, err)
	equal(t, "before connecting", link, "")

	a := f.connect(t, f.org, acct)
	link, err = f.svc.PayLink(ctx, f.org, open)
	must(t, err)
	equal(t, "allowed", link, publicURL+"/pay/"+token(f.org, open.ID))

	cases := []struct {
		name string
		org  kernel.ID
		inv  records.Invoice
	}{
		{"a draft", f.org, f.invoice(f.org, "INV-2", withStatus(records.InvoiceDraft))},
		{"a void invoice", f.org, f.invoice(f.org, "INV-3", withStatus(records.InvoiceVoid))},
		{"a paid invoice", f.org, f.invoice(f.org, "INV-4", withPayment(960_00, ""))},
		{"another organization's invoice", f.org, f.invoice(f.other, "INV-5")},
		{"an organization without an account", f.other, f.invoice(f.other, "INV-6")},
	}
	for _, c := range cases {
		link, err := f.svc.PayLink(ctx, c.org, c.inv)
		must(t, err)
		equal(t, c.name, link, "")
	}

	for name, change := range map[string]func(*payments.Account){
		"online payments not allowed":  func(a *payments.Account) { a.OnlinePayments = false },
		"the account takes no charges": func(a *payments.Account) { a.ChargesEnabled = false },
	} {
		b := a
		change(&b)
		must(t, f.db.SavePaymentAccount(ctx, b))
		link, err := f.svc.PayLink(ctx, f.org, open)
		must(t, err)
		equal(t, name, link, "")
	}
}
