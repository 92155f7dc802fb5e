package exchange

import (
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

func exportBudget(k *keyer, in []records.BudgetLine) []BudgetLine {
	es := make([]entry[BudgetLine], 0, len(in))
	for _, b := range in {
		dto := BudgetLine{ProjectID: k.ref(records.KindProject, b.ProjectID), ShowID: k.optRef(records.KindShow, b.ShowID), Category: b.Category,
			Description: b.Description, Amount: b.Amount, CreatedAt: instant(b.CreatedAt)}
		es = append(es, newEntry(dto, b.ID, k.sortPos(records.KindProject, b.ProjectID), b.Category, b.Description))
	}
	return place(k, records.KindBudgetLine, prefixBudget, es, func(b *BudgetLine, key string) { b.ID = key })
}

func exportExpenses(k *keyer, in []records.Expense) []Expense {
	es := make([]entry[Expense], 0, len(in))
	for _, e := range in {
		dto := Expense{ProjectID: k.ref(records.KindProject, e.ProjectID),
			ShowID: k.optRef(records.KindShow, e.ShowID), PersonID: k.optRef(records.KindPerson, e.PersonID),
			Category: e.Category, Vendor: e.Vendor, Description: e.Description, Amount: e.Amount,
			Currency: e.Currency, Rate: e.Rate.String(), IncurredOn: optDate(e.IncurredOn), Status: string(e.Status), Reimbursable: e.Reimbursable,
			CreatedAt: instant(e.CreatedAt)}
		es = append(es, newEntry(dto, e.ID, k.sortPos(records.KindProject, e.ProjectID),
			string(e.IncurredOn), e.Category))
	}
	return place(k, records.KindExpense, prefixExpense, es, func(e *Expense, key string) { e.ID = key })
}

func exportIncome(k *keyer, in []records.IncomeLine) []Income {
	es := make([]entry[Income], 0, len(in))
	for _, i := range in {
		dto := Income{ProjectID: k.ref(records.KindProject, i.ProjectID),
			ShowID: k.optRef(records.KindShow, i.ShowID), Kind: string(i.Kind),
			Description: i.Description, Amount: i.Amount, Currency: i.Currency, Rate: i.Rate.String(),
			ReceivedOn: optDate(i.ReceivedOn),
			CreatedAt:  instant(i.CreatedAt)}
		es = append(es, newEntry(dto, i.ID, k.sortPos(records.KindProject, i.ProjectID),
			string(i.ReceivedOn), string(i.Kind)))
	}
	return place(k, records.KindIncomeLine, prefixIncome, es, func(i *Income, key string) { i.ID = key })
}

// exportInvoices keeps the lines in their author's order and writes the payments in
// the order they were received.
func exportInvoices(k *keyer, in []records.Invoice) []Invoice {
	es := make([]entry[Invoice], 0, len(in))
	for _, inv := range in {
		lines := make([]InvoiceLine, 0, len(inv.Lines))
		for _, l := range inv.Lines {
			lines = append(lines, InvoiceLine{Description: l.Description, Quantity: l.Quantity, UnitPrice: l.UnitPrice})
		}
		payments := make([]Payment, 0, len(inv.Payments))
		for _, p := range inv.Payments {
			payments = append(payments, Payment{Amount: p.Amount, ReceivedOn: optDate(p.ReceivedOn),
				Method: p.Method, ProcessorRef: p.ProcessorRef})
		}
		dto := Invoice{ProjectID: k.ref(records.KindProject, inv.ProjectID),
			ShowID: k.optRef(records.KindShow, inv.ShowID), Number: inv.Number, Kind: string(inv.Kind),
			// The credited invoice's stored id, until the invoices have their keys.
			CreditsID:  optString(string(inv.CreditsID)),
			ClientName: inv.ClientName, ClientEmail: inv.ClientEmail, ClientAddress: inv.ClientAddress,
			ClientCountry: inv.ClientCountry, ClientTaxID: inv.ClientTaxID,
			IssuedOn: optDate(inv.IssuedOn), DueOn: optDate(inv.DueOn), Currency: inv.Currency,
			TaxRatePPM: ppm(inv.TaxRate), Status: string(inv.Status),
			Lines: lines,
			Payments: sortNested(payments, func(p Payment) string {
				if p.ReceivedOn == nil {
					return "~"
				}
				return *p.ReceivedOn
			}),
			Notes: inv.Notes, CreatedAt: instant(inv.CreatedAt)}
		es = append(es, newEntry(dto, inv.ID, inv.Number))
	}
	out := place(k, records.KindInvoice, prefixInvoice, es, func(i *Invoice, key string) { i.ID = key })
	for i := range out {
		if id := out[i].CreditsID; id != nil {
			out[i].CreditsID = k.optRef(records.KindInvoice, kernel.ID(*id))
		}
	}
	return out
}

// optString is s as an optional value: nil when s is empty.
func optString(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}
