package web

import (
	"cmp"
	"context"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/mail"
	"github.com/roadcase/roadcase/core/records"
	recordsapp "github.com/roadcase/roadcase/core/records/app"
)

// invoiceRecordsFake adds the invoice sequence and list to the records fake,
// so that the real invoice use cases run over it.
type invoiceRecordsFake struct {
	*showRecordsFake
	last map[string]int64
}

func (f *invoiceRecordsFake) NextInvoiceNumber(_ context.Context, _ kernel.ID, prefix string) (int64, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.last[prefix]++
	return f.last[prefix], nil
}

func (f *invoiceRecordsFake) ListInvoices(_ context.Context, org kernel.ID, q records.InvoiceQuery) ([]records.Invoice, error) {
	q, err := q.Checked()
	if err != nil {
		return nil, err
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	var out []records.Invoice
	for _, inv := range f.data[org].Invoices {
		if (q.Status == "" || inv.Status == q.Status) && (q.ProjectID.IsZero() || q.ProjectID == inv.ProjectID) &&
			(q.After == nil || inv.Number < q.After.Keys[0]) {
			out = append(out, inv)
		}
	}
	slices.SortFunc(out, func(a, b records.Invoice) int { return cmp.Compare(b.Number, a.Number) })
	return out[:min(len(out), q.Limit)], nil
}

// invoiceFixture is the show fixture's organization with the invoicing pages
// mounted over the real invoice use cases; mails sent are kept.
type invoiceFixture struct {
	*showFixture
	inv  *invoiceRecordsFake
	sent []mail.Message
}

type invoiceMailer struct{ f *invoiceFixture }

func (m invoiceMailer) Send(_ context.Context, msg mail.Message) error {
	m.f.sent = append(m.f.sent, msg)
	return nil
}

type invoiceRendererFake struct{}

func (invoiceRendererFake) RenderInvoiceHTML(_ context.Context, _ identity.Actor, id kernel.ID) (string, error) {
	return "<h1>Invoice document " + string(id) + "</h1>", nil
}

func newInvoiceFixture(t *testing.T) *invoiceFixture {
	t.Helper()
	sf := newShowFixture(t)
	f := &invoiceFixture{showFixture: sf, inv: &invoiceRecordsFake{showRecordsFake: sf.rec, last: map[string]int64{}}}
	clock := sf.clock
	editor, err := recordsapp.NewEditor(recordsapp.EditorDeps{Records: f.inv, Roles: rolesFake{sf.platform},
		Users: rolesFake{sf.platform}, Tx: txFake{}, Clock: clock})
	if err != nil {
		t.Fatal(err)
	}
	book, err := recordsapp.NewInvoices(recordsapp.InvoiceDeps{Editor: editor, Numbers: f.inv, Lister: f.inv,
		Renderer: invoiceRendererFake{}, Mailer: invoiceMailer{f}})
	if err != nil {
		t.Fatal(err)
	}
	s, err := New(Config{PublicURL: "http://roadcase.test", Clock: clock}, Deps{Accounts: sf.platform,
		Team: sf.platform, Tokens: sf.platform, Sessions: sf.sessions,
		Records: editor, RecordList: f.inv, RecordData: f.inv, Invoices: book})
	if err != nil {
		t.Fatal(err)
	}
	sf.server, sf.handler = s, s.Handler()
	return f
}

// draftForm is a valid new draft's form: 2 × 1,500.00 and 1 × 250.00 EUR at
// 21 % tax, 3,932.50 in all.
func (f *invoiceFixture) draftForm() map[string]string {
	return map[string]string{"project_id": string(f.project), "kind": "standard", "show_id": "",
		"client_name": "Mojo Concerts", "client_email": "ap@mojo.example", "client_address": "Keizersgracht 1",
		"client_country": "NL", "currency": "EUR", "tax_rate": "21", "due_on": string(f.today().AddDays(30)),
		"lines/0/description": "Guarantee", "lines/0/quantity": "2", "lines/0/unit_price": "1,500.00",
		"lines/1/description": "Backline", "lines/1/quantity": "1", "lines/1/unit_price": "250",
		"lines/2/description": "", "lines/2/quantity": "", "lines/2/unit_price": ""}
}

// today is the fixture's day, in UTC.
func (f *invoiceFixture) today() kernel.Date { return kernel.DateOf(f.clock.Now(), time.UTC) }

// number is the n-th invoice number of the fixture's year.
func (f *invoiceFixture) number(n int64) string {
	return records.InvoiceNumber(records.InvoiceNumberPrefix(f.clock.Now().UTC().Year()), n)
}

// invoices returns the organization's invoices as stored.
func (f *invoiceFixture) invoices() []records.Invoice {
	f.rec.mu.Lock()
	defer f.rec.mu.Unlock()
	return slices.Clone(f.rec.data[f.org.ID].Invoices)
}

// idFrom is the invoice id at the end of a redirect to its page.
func idFrom(location string) kernel.ID {
	return kernel.ID(strings.TrimPrefix(location, "/invoices/"))
}
