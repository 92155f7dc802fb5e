package demo

import (
	"cmp"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// budget adds a project's budget line.
func (b *builder) budget(project kernel.ID, code, category, description string, amount int64) {
	b.d.BudgetLines = append(b.d.BudgetLines, records.BudgetLine{ID: b.id("budget", code, category),
		OrgID: b.org, ProjectID: project, Category: category, Description: description, Amount: amount,
		CreatedAt: CreatedAt})
}

// spend describes an expense.
type spend struct {
	name     string // unique within the project, names the id
	show     kernel.ID
	person   string // person key of who paid, for reimbursable expenses
	category string
	vendor   string
	what     string
	amount   int64
	on       kernel.Date
	status   records.ExpenseStatus
	currency string      // empty: the project's
	rate     kernel.Rate // into the project's currency, with currency
}

// expense adds an expense of project.
func (b *builder) expense(project kernel.ID, code string, e spend) {
	x := records.Expense{ID: b.id("expense", code, e.name), OrgID: b.org, ProjectID: project,
		ShowID: e.show, Category: e.category, Vendor: e.vendor, Description: e.what, Amount: e.amount,
		Currency: b.projectCurrency(project), Rate: kernel.RateOne, IncurredOn: e.on, Status: e.status, CreatedAt: CreatedAt}
	if e.currency != "" && e.currency != x.Currency {
		x.Currency, x.Rate = e.currency, e.rate
	}
	if x.Status == "" {
		x.Status = records.ExpensePaid
	}
	if e.person != "" {
		x.PersonID = b.person(e.person)
		x.Reimbursable = true
	}
	b.d.Expenses = append(b.d.Expenses, x)
}

// income adds an income line in the project's currency; a zero date means
// expected, not yet received.
func (b *builder) income(project kernel.ID, code, name string, show kernel.ID, kind records.IncomeKind,
	what string, amount int64, on kernel.Date) {
	b.incomeIn(project, code, name, show, kind, what, amount, on, b.projectCurrency(project), kernel.RateOne)
}

// incomeIn adds an income line in currency, at rate into the project's currency.
func (b *builder) incomeIn(project kernel.ID, code, name string, show kernel.ID, kind records.IncomeKind,
	what string, amount int64, on kernel.Date, currency string, rate kernel.Rate) {
	b.d.Income = append(b.d.Income, records.IncomeLine{ID: b.id("income", code, name), OrgID: b.org,
		ProjectID: project, ShowID: show, Kind: kind, Description: what, Amount: amount,
		Currency: currency, Rate: rate, ReceivedOn: on, CreatedAt: CreatedAt})
}

// bill describes an invoice: its lines, and the payments as fractions of the total.
type bill struct {
	number, client, email, address string
	kind                           records.InvoiceKind // standard unless set
	country, taxID                 string              // the client's, when a business abroad
	show                           kernel.ID
	issued, due                    kernel.Date
	tax                            kernel.PPM // the invoice's tax rate, in millionths
	status                         records.InvoiceStatus
	lines                          []line
	paid                           []paid
	notes                          string
}

type line struct {
	what     string
	quantity int
	price    int64
}

// paid is a payment of an exact amount, or of share per mille of the invoice total
// (1000 settles what is left).
type paid struct {
	amount int64
	share  int
	on     kernel.Date
	method string
	ref    string
}

// invoice adds an invoice of project in currency.
func (b *builder) invoice(project kernel.ID, currency string, in bill) {
	inv := records.Invoice{ID: b.id("invoice", in.number), OrgID: b.org, ProjectID: project,
		ShowID: in.show, Number: in.number, Kind: cmp.Or(in.kind, records.InvoiceStandard), ClientName: in.client,
		ClientEmail: in.email, ClientAddress: in.address, ClientCountry: in.country, ClientTaxID: in.taxID, IssuedOn: in.issued, DueOn: in.due, Currency: currency, TaxRate: in.tax,
		Status: in.status, Notes: in.notes, CreatedAt: CreatedAt}
	for i, l := range in.lines {
		inv.Lines = append(inv.Lines, records.InvoiceLine{ID: b.id("invoice", in.number, "line", string(rune('a'+i))),
			Description: l.what, Quantity: l.quantity, UnitPrice: l.price})
	}
	total, left := inv.Total(), inv.Total()
	for i, p := range in.paid {
		amount := p.amount
		if amount == 0 {
			amount = total * int64(p.share) / 1000
		}
		if p.share == 1000 || amount > left {
			amount = left
		}
		left -= amount
		inv.Payments = append(inv.Payments, records.Payment{ID: b.id("invoice", in.number, "payment", string(rune('a'+i))),
			Amount: amount, ReceivedOn: p.on, Method: p.method, ProcessorRef: p.ref})
	}
	b.d.Invoices = append(b.d.Invoices, inv)
}

// roundTo rounds amount to the nearest multiple of unit.
func roundTo(amount, unit int64) int64 { return (amount + unit/2) / unit * unit }
