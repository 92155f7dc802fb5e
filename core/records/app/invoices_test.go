package app_test

import (
	"context"
	"testing"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/mail"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/core/records/app"
)

// invoiceFixture is the invoice use cases over an edit fixture with a tour.
type invoiceFixture struct {
	*editFixture
	book          *app.Invoices
	project, show kernel.ID
	sent          []mail.Message
}

func newInvoiceFixture(t *testing.T) *invoiceFixture {
	t.Helper()
	f := &invoiceFixture{editFixture: newEditFixture(t)}
	f.project, _, f.show = f.tour(t)
	book, err := app.NewInvoices(app.InvoiceDeps{Editor: f.ed, Numbers: f.store, Lister: f.store,
		Renderer: renderer{}, Mailer: mailerFunc(func(m mail.Message) error { f.sent = append(f.sent, m); return nil })})
	must(t, err)
	f.book = book
	return f
}

type renderer struct{}

func (renderer) RenderInvoiceHTML(_ context.Context, _ identity.Actor, id kernel.ID) (string, error) {
	return "<p>invoice " + string(id) + "</p>", nil
}

type mailerFunc func(mail.Message) error

func (f mailerFunc) Send(_ context.Context, m mail.Message) error { return f(m) }

// draft is 2 × 1,500.00 and 1 × 250.00 EUR at 21 % tax: 3,250.00 + 682.50 =
// 3,932.50.
func (f *invoiceFixture) draft(t *testing.T) kernel.ID {
	t.Helper()
	saved, err := f.book.CreateDraft(ctx, f.actors[identity.RoleManager], records.Invoice{ProjectID: f.project,
		ClientName: "Mojo Concerts", ClientEmail: "ap@mojo.example", DueOn: "2026-12-22", Currency: "EUR", TaxRate: 210_000,
		Lines: []records.InvoiceLine{{Description: "Guarantee", Quantity: 2, UnitPrice: 150_000},
			{Description: "Backline", Quantity: 1, UnitPrice: 25_000}}})
	must(t, err)
	return saved.Ref.ID
}

// invoice opens the invoice as it is stored, with its version.
func (f *invoiceFixture) invoice(t *testing.T, id kernel.ID) (records.Invoice, int) {
	t.Helper()
	o, err := f.ed.Open(ctx, f.actors[identity.RoleViewer], id)
	must(t, err)
	return o.Record.Invoices[0], o.Version
}

// issue issues the invoice as a manager and returns its number.
func (f *invoiceFixture) issue(t *testing.T, id kernel.ID) string {
	t.Helper()
	_, v := f.invoice(t, id)
	_, err := f.book.Issue(ctx, f.actors[identity.RoleManager], id, v)
	must(t, err)
	inv, _ := f.invoice(t, id)
	return inv.Number
}

func wantCode(t *testing.T, what string, err error, code string) {
	t.Helper()
	ke, ok := kernel.AsError(err)
	if !ok || ke.Code != code {
		t.Fatalf("%s: %v; want code %q", what, err, code)
	}
}

func TestIssuingNumbersInvoicesInOrderAndLocksThem(t *testing.T) {
	f := newInvoiceFixture(t)
	first, second := f.draft(t), f.draft(t)
	inv, _ := f.invoice(t, first)
	if inv.Number != records.DraftNumber(first) || inv.Status != records.InvoiceDraft || inv.Total() != 393_250 {
		t.Fatalf("the draft is %s %s totalling %d; want its draft number, draft, 393250", inv.Number, inv.Status, inv.Total())
	}
	// A stale issue takes no number: the next one issued is still the first.
	_, err := f.book.Issue(ctx, f.actors[identity.RoleManager], second, 7)
	wantCode(t, "a stale issue", err, "stale_version")
	if got := []string{f.issue(t, second), f.issue(t, first)}; got[0] != "INV-2026-0001" || got[1] != "INV-2026-0002" {
		t.Fatalf("the numbers are %v; want INV-2026-0001 and INV-2026-0002", got)
	}
	issued, v := f.invoice(t, first)
	issued.Notes = "changed"
	_, err = f.book.EditDraft(ctx, f.actors[identity.RoleManager], issued, v)
	wantCode(t, "editing an issued invoice", err, records.CodeInvoiceLocked)
	_, err = f.ed.Save(ctx, f.actors[identity.RoleOwner], records.Change{Ref: records.Ref{Kind: records.KindInvoice, ID: first},
		Version: v, Action: records.ActionChange, Record: records.Dataset{Invoices: []records.Invoice{issued}}})
	wantCode(t, "saving an issued invoice through the editor", err, records.CodeInvoiceLocked)
	_, err = f.ed.Save(ctx, f.actors[identity.RoleOwner], records.Change{Ref: records.Ref{Kind: records.KindInvoice, ID: first},
		Version: v, Action: records.ActionRemove})
	wantCode(t, "removing an issued invoice", err, records.CodeInvoiceLocked)
	_, err = f.book.Issue(ctx, f.actors[identity.RoleManager], first, v)
	wantCode(t, "issuing twice", err, records.CodeInvoiceLocked)
}

func TestPaymentsMoveTheBalanceAndAnOverpaymentIsExplicit(t *testing.T) {
	f := newInvoiceFixture(t)
	id := f.draft(t)
	f.issue(t, id)
	pay := func(amount int64, over bool) error {
		_, v := f.invoice(t, id)
		_, err := f.book.RecordPayment(ctx, f.actors[identity.RoleManager], id, v,
			records.Payment{Amount: amount, ReceivedOn: "2026-11-25", Method: "bank_transfer"}, over)
		return err
	}
	must(t, pay(100_000, false))
	inv, _ := f.invoice(t, id)
	if inv.Outstanding() != 293_250 || inv.Standing("2026-11-25") != records.StandingPartlyPaid {
		t.Fatalf("after 1,000.00: %d outstanding, %s; want 293250, partly paid", inv.Outstanding(), inv.Standing("2026-11-25"))
	}
	err := pay(300_000, false)
	if ke, ok := kernel.AsError(err); !ok || ke.Kind != kernel.KindInvalid || len(ke.Fields) != 1 || ke.Fields[0].Pointer != "/amount" {
		t.Fatalf("a payment above the balance: %v; want KindInvalid at /amount", err)
	}
	must(t, pay(293_250, false))
	inv, _ = f.invoice(t, id)
	if inv.Outstanding() != 0 || inv.Standing("2027-01-30") != records.StandingPaid {
		t.Fatalf("paid in full: %d outstanding, %s; want 0, paid", inv.Outstanding(), inv.Standing("2027-01-30"))
	}
	must(t, pay(500, true))
	inv, _ = f.invoice(t, id)
	if inv.Outstanding() != -500 || inv.Standing("2026-11-25") != records.StandingOverpaid {
		t.Fatalf("overpaid by 5.00: %d outstanding, %s; want -500, overpaid", inv.Outstanding(), inv.Standing("2026-11-25"))
	}
	_, v := f.invoice(t, id)
	_, err = f.book.Void(ctx, f.actors[identity.RoleManager], id, v, "wrong client")
	wantCode(t, "voiding a paid invoice", err, "void_paid")
}

func TestACreditNoteTakesBackNoMoreThanWasBilled(t *testing.T) {
	f := newInvoiceFixture(t)
	id := f.draft(t)
	f.issue(t, id)
	_, err := f.book.CreditNote(ctx, f.actors[identity.RoleManager], id,
		[]records.InvoiceLine{{Description: "Too much", Quantity: 1, UnitPrice: -400_000}})
	if ke, ok := kernel.AsError(err); !ok || ke.Kind != kernel.KindInvalid {
		t.Fatalf("crediting 4,000.00 of 3,250.00: %v; want KindInvalid", err)
	}
	saved, err := f.book.CreditNote(ctx, f.actors[identity.RoleManager], id,
		[]records.InvoiceLine{{Description: "Backline not used", Quantity: 1, UnitPrice: -25_000}})
	must(t, err)
	if number := f.issue(t, saved.Ref.ID); number != "INV-2026-0002" {
		t.Fatalf("the credit note is %s; want INV-2026-0002", number)
	}
	note, _ := f.invoice(t, saved.Ref.ID)
	if note.Kind != records.InvoiceCredit || note.CreditsID != id || note.Total() != -30_250 {
		t.Fatalf("the credit note is a %s of %s totalling %d; want a credit of %s totalling -30250", note.Kind, note.CreditsID, note.Total(), id)
	}
	_, v := f.invoice(t, saved.Ref.ID)
	_, err = f.book.RecordPayment(ctx, f.actors[identity.RoleManager], saved.Ref.ID, v,
		records.Payment{Amount: 100, ReceivedOn: "2026-11-25", Method: "cash"}, false)
	wantCode(t, "paying a credit note", err, "not_payable")
}

func TestVoidNeedsAReasonAndKeepsTheNumber(t *testing.T) {
	f := newInvoiceFixture(t)
	id := f.draft(t)
	_, v := f.invoice(t, id)
	_, err := f.book.Void(ctx, f.actors[identity.RoleManager], id, v, "duplicate")
	wantCode(t, "voiding a draft", err, "void_draft")
	number := f.issue(t, id)
	_, v = f.invoice(t, id)
	_, err = f.book.Void(ctx, f.actors[identity.RoleManager], id, v, "  ")
	if ke, ok := kernel.AsError(err); !ok || ke.Kind != kernel.KindInvalid || ke.Fields[0].Pointer != "/reason" {
		t.Fatalf("voiding without a reason: %v; want KindInvalid at /reason", err)
	}
	_, err = f.book.Void(ctx, f.actors[identity.RoleManager], id, v, "billed the wrong promoter")
	must(t, err)
	inv, _ := f.invoice(t, id)
	if inv.Status != records.InvoiceVoid || inv.Number != number || inv.Outstanding() != 0 {
		t.Fatalf("void: %s %s owing %d; want void, %s, 0", inv.Status, inv.Number, inv.Outstanding(), number)
	}
}

func TestEveryInvoiceWriteIsForManagersAndAbove(t *testing.T) {
	f := newInvoiceFixture(t)
	id := f.draft(t)
	_, v := f.invoice(t, id)
	for _, role := range []identity.Role{identity.RoleMember, identity.RoleViewer} {
		actor := f.actors[role]
		_, err := f.book.CreateDraft(ctx, actor, records.Invoice{ProjectID: f.project, ClientName: "X", DueOn: "2026-12-01", Currency: "EUR"})
		wantCode(t, string(role)+" creating", err, "insufficient_role")
		_, err = f.book.Issue(ctx, actor, id, v)
		wantCode(t, string(role)+" issuing", err, "insufficient_role")
	}
	f.issue(t, id)
	_, v = f.invoice(t, id)
	for _, role := range []identity.Role{identity.RoleMember, identity.RoleViewer} {
		actor := f.actors[role]
		_, err := f.book.RecordPayment(ctx, actor, id, v, records.Payment{Amount: 1, ReceivedOn: "2026-11-25", Method: "cash"}, false)
		wantCode(t, string(role)+" paying", err, "insufficient_role")
		_, err = f.book.Void(ctx, actor, id, v, "no")
		wantCode(t, string(role)+" voiding", err, "insufficient_role")
		_, err = f.book.Send(ctx, actor, id, v)
		wantCode(t, string(role)+" sending", err, "insufficient_role")
	}
}

func TestSendingMailsTheRenderedInvoiceAndLogsIt(t *testing.T) {
	f := newInvoiceFixture(t)
	id := f.draft(t)
	_, v := f.invoice(t, id)
	_, err := f.book.Send(ctx, f.actors[identity.RoleManager], id, v)
	wantCode(t, "sending a draft", err, "not_sendable")
	number := f.issue(t, id)
	_, v = f.invoice(t, id)
	_, err = f.book.Send(ctx, f.actors[identity.RoleManager], id, v)
	must(t, err)
	if len(f.sent) != 1 {
		t.Fatalf("%d mails sent; want 1", len(f.sent))
	}
	m := f.sent[0]
	if m.To[0].Email != "ap@mojo.example" || m.Subject != "Invoice "+number || m.HTML != "<p>invoice "+string(id)+"</p>" ||
		m.Kind != mail.KindInvoice || m.Text == "" {
		t.Fatalf("the mail is %+v", m)
	}
	log, err := f.ed.Activity(ctx, f.actors[identity.RoleViewer], records.ActivityFilter{RecordID: id})
	must(t, err)
	if len(log) == 0 || len(log[0].Fields) != 1 || log[0].Fields[0] != (records.FieldChange{Field: "/sent_to", To: "ap@mojo.example"}) {
		t.Fatalf("the latest log entry is %+v; want the mail sent to ap@mojo.example", log[0])
	}
}
