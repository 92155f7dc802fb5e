package web

import (
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// payFixture is a server over fakes with the payments settings, the invoice
// pages and the pay pages mounted: the organization of fixture with an
// admin, a manager and a viewer besides its owner and member, and an invoice
// in each state, plus another organization's invoice.
type payFixture struct {
	*fixture
	pay *payFake

	open, partly, paid, overdue, draft, void records.Invoice
	foreign                                  records.Invoice // another organization's
}

func newPayFixture(t *testing.T) *payFixture {
	return newPayFixtureWith(t, Config{PublicURL: "http://roadcase.test"})
}

func newPayFixtureWith(t *testing.T, cfg Config) *payFixture {
	t.Helper()
	clock := &kernel.FixedClock{T: time.Now().UTC()}
	base := &fixture{t: t, clock: clock, platform: newPlatform(clock), sessions: newSessions()}
	base.org = base.platform.addOrg("acme", "Acme Touring")
	base.owner = base.platform.addUser("ada@example.com", "Ada Owner", password, base.org, identity.RoleOwner)
	base.member = base.platform.addUser("mo@example.com", "Mo Member", password, base.org, identity.RoleMember)
	base.platform.addUser("al@example.com", "Al Admin", password, base.org, identity.RoleAdmin)
	base.platform.addUser("mia@example.com", "Mia Manager", password, base.org, identity.RoleManager)
	base.platform.addUser("vi@example.com", "Vi Viewer", password, base.org, identity.RoleViewer)
	f := &payFixture{fixture: base, pay: newPayFake(base.platform, base.org)}
	cfg.Clock = clock
	s, err := New(cfg, Deps{Accounts: base.platform, Team: base.platform, Tokens: base.platform, Sessions: base.sessions,
		PaymentSettings: f.pay, InvoicePayments: f.pay})
	if err != nil {
		t.Fatal(err)
	}
	base.server, base.handler = s, s.Handler()
	f.seed()
	return f
}

// seed gives the organization an active account and its invoices.
func (f *payFixture) seed() {
	today := kernel.DateOf(f.clock.Now(), time.UTC)
	f.pay.account = activeAccount(f.org.ID, f.clock.Now())
	invoice := func(number string, status records.InvoiceStatus, due kernel.Date, pays ...records.Payment) records.Invoice {
		return f.pay.add(records.Invoice{ID: kernel.NewID(), OrgID: f.org.ID, Number: number, Kind: records.InvoiceStandard,
			ClientName: "Berlin Live GmbH", ClientEmail: "ap@berlinlive.example", IssuedOn: today.AddDays(-20), DueOn: due,
			Currency: "EUR", TaxRate: 190_000, Status: status, Payments: pays,
			Lines: []records.InvoiceLine{{ID: kernel.NewID(), Description: "Guarantee, Columbiahalle", Quantity: 1, UnitPrice: 100000},
				{ID: kernel.NewID(), Description: "Backline hire", Quantity: 2, UnitPrice: 5000}}})
	}
	// Each invoice totals €1,309.00: €1,100.00 and 19% tax.
	card := records.Payment{ID: kernel.NewID(), Amount: 50000, ReceivedOn: today.AddDays(-5), Method: records.MethodCard, ProcessorRef: "pi_1"}
	refund := records.Payment{ID: kernel.NewID(), Amount: -10000, ReceivedOn: today.AddDays(-2), Method: records.MethodRefund, ProcessorRef: "re_1"}
	withdrawn := records.Payment{ID: kernel.NewID(), Amount: -2500, ReceivedOn: today.AddDays(-1), Method: records.MethodDisputeWithdrawal, ProcessorRef: "du_1"}
	f.open = invoice("INV-2026-0001", records.InvoiceSent, today.AddDays(10))
	f.partly = invoice("INV-2026-0002", records.InvoiceSent, today.AddDays(10), card, refund, withdrawn)
	f.paid = invoice("INV-2026-0003", records.InvoiceSent, today.AddDays(10),
		records.Payment{ID: kernel.NewID(), Amount: 130900, ReceivedOn: today.AddDays(-3), Method: records.MethodBankTransfer})
	f.overdue = invoice("INV-2026-0004", records.InvoiceSent, today.AddDays(-1))
	f.draft = invoice("INV-2026-0005", records.InvoiceDraft, today.AddDays(10))
	f.void = invoice("INV-2026-0006", records.InvoiceVoid, today.AddDays(10))
	other := f.platform.addOrg("beta", "Beta Festival")
	f.foreign = f.pay.add(records.Invoice{ID: kernel.NewID(), OrgID: other.ID, Number: "B-1", ClientName: "Secret Client",
		IssuedOn: today, DueOn: today.AddDays(30), Currency: "EUR", Status: records.InvoiceSent,
		Lines: []records.InvoiceLine{{ID: kernel.NewID(), Description: "x", Quantity: 1, UnitPrice: 100}}})
}

func (f *payFixture) invoicePath(inv records.Invoice) string { return "/invoices/" + string(inv.ID) }
func (f *payFixture) payPath(inv records.Invoice) string     { return payBase(f.pay.token(inv)) }
