package reporting

// noInvoices is the null rule of a sum over the sent invoices.
const noInvoices = "No sent invoice in scope issued by as_of (or the scope's to, if earlier); every figure counts the payments received by then."

// receivablesKPIs are what was billed and what is still owed, over the sent
// invoices (drafts and void ones are not billed), in each invoice's currency, as
// they stood on as_of (today by default) or the scope's to, whichever comes
// first: the invoices issued by then, with the payments received by then
// (InvoiceFact.AsOf). Days sales outstanding is so per currency.
var receivablesKPIs = []KPI{
	{Key: "invoiced", Name: "Invoiced", Category: "receivables", Unit: UnitMoney, Grain: "invoice",
		Description: "What the sent invoices bill, tax included.",
		Formula:     "Σ subtotal + tax, over the sent invoices", Facts: []string{"invoices.total"}, Null: noInvoices,
		Compute: func(e *Env) Num { return e.Fact("invoices.total") }},
	{Key: "collected", Name: "Collected", Category: "receivables", Unit: UnitMoney, Grain: "invoice",
		Description: "What was received against the sent invoices.",
		Formula:     "Σ payments, over the sent invoices", Facts: []string{"invoices.paid"}, Null: noInvoices,
		Compute: func(e *Env) Num { return e.Fact("invoices.paid") }},
	{Key: "outstanding", Name: "Outstanding", Category: "receivables", Unit: UnitMoney, Grain: "invoice",
		Description: "What clients still owe on the sent invoices, an overpayment counting against it.",
		Formula:     "Σ total − paid, over the sent invoices", Facts: []string{"invoices.outstanding"}, Null: noInvoices,
		Compute: func(e *Env) Num { return e.Fact("invoices.outstanding") }},
	{Key: "overdue_amount", Name: "Overdue amount", Category: "receivables", Unit: UnitMoney, Grain: "invoice",
		Description: "What is still owed on the sent invoices due before as_of.",
		Formula:     "Σ outstanding, over the sent invoices due before as_of with money outstanding",
		Facts:       []string{"invoices.overdue"}, Null: noInvoices,
		Compute: func(e *Env) Num { return e.Fact("invoices.overdue") }},
	{Key: "overdue_percent", Name: "Overdue %", Category: "receivables", Unit: UnitPercent, Grain: "invoice",
		Description: "How much of what is owed is late.",
		Formula:     "overdue amount ÷ outstanding", KPIs: []string{"overdue_amount", "outstanding"},
		Null:    noInvoices + " Or nothing is outstanding.",
		Compute: func(e *Env) Num { return Percent(e.KPI("overdue_amount"), e.KPI("outstanding")) }},
	// The period is the scope's dates when it has them (its to capped at as_of),
	// else the days from the first sent invoice's issue date to as_of, both ends
	// included: see periodDays.
	{Key: "days_sales_outstanding", Name: "Days sales outstanding", Category: "receivables", Unit: UnitDays,
		Grain: "invoice", Description: "How many days of the period's billing are still unpaid, per currency: each currency's outstanding over its own invoicing, never converted.",
		Formula: "outstanding ÷ invoiced × days in the period (the scope's from and to, else the first issue date and as_of, both included)",
		KPIs:    []string{"outstanding", "invoiced"}, Facts: []string{"invoices.period_days"},
		Null: noInvoices + " Or nothing was invoiced, or as_of is before the first issue date.",
		Compute: func(e *Env) Num {
			return Mul(Div(e.KPI("outstanding"), e.KPI("invoiced")), e.Fact("invoices.period_days"))
		}},
	{Key: "average_days_to_pay", Name: "Average days to pay", Category: "receivables", Unit: UnitDays,
		Grain: "invoice", Description: "How long clients took to pay an invoice in full, from its issue date.",
		Formula: "Σ (paid-in-full date − issue date) ÷ invoices paid in full",
		Facts:   []string{"invoices.days_to_pay", "invoices.paid_in_full"},
		Null:    "No sent invoice in scope is paid in full.",
		Compute: func(e *Env) Num { return Div(e.Fact("invoices.days_to_pay"), e.Fact("invoices.paid_in_full")) }},
	{Key: "deposit_collection_rate", Name: "Deposit collection rate", Category: "receivables", Unit: UnitPercent,
		Grain: "invoice", Description: "How much of the deposits invoiced was received.",
		Formula: "Σ paid ÷ Σ total, over the sent deposit invoices",
		Facts:   []string{"invoices.deposit_paid", "invoices.deposit_total"},
		Null:    "No sent deposit invoice in scope, or they total 0.",
		Compute: func(e *Env) Num {
			return Percent(e.Fact("invoices.deposit_paid"), e.Fact("invoices.deposit_total"))
		}},
	{Key: "deposits_outstanding", Name: "Deposits outstanding", Category: "receivables", Unit: UnitMoney,
		Grain: "invoice", Description: "What is still owed on the sent deposit invoices.",
		Formula: "Σ total − paid, over the sent deposit invoices", Facts: []string{"invoices.deposit_outstanding"},
		Null:    "No sent deposit invoice in scope.",
		Compute: func(e *Env) Num { return e.Fact("invoices.deposit_outstanding") }},
}
