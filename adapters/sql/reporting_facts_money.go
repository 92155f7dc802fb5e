package sql

import (
	"context"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/core/reporting"
)

// money reads the money facts off money_days, the rollup the expenses and income
// lines keep by day (see its migration): it groups the day rows of the scope by
// month, so it reads a few rows per day and key instead of every line. Expenses
// are keyed by their stored category key (records.CategoryKey) and status,
// income lines by kind; the stand-ins for no show or person read back as none,
// and an income line's missing date as its recognition date.
func (fs *factScope) money(ctx context.Context, f *reporting.Facts) error {
	var args []any
	// An income line not received yet has no day: it is recognised on its show's
	// date, else its project's last day, else its first
	// (records.IncomeLine.RecognisedOn); NULL when none is known.
	day := "CASE WHEN m.day = '" + moneyNoDay + "' THEN COALESCE(s.date, p.ends_on, p.starts_on) ELSE m.day END"
	where := fs.where(&args, "m", "m.project_id", "m.show_id", day)
	q := `SELECT m.project_id AS project, NULLIF(m.show_id, '` + moneyNone + `') AS show,
		NULLIF(m.person_id, '` + moneyNone + `') AS person, m.flow, m.category, m.status, ` + fs.month(day) + ` AS month,
		m.currency, m.rate, CAST(SUM(m.amount) AS BIGINT) AS amount, CAST(SUM(m.n) AS BIGINT) AS count
	FROM money_days m LEFT JOIN shows s ON s.org_id = m.org_id AND s.id = m.show_id
		LEFT JOIN projects p ON p.org_id = m.org_id AND p.id = m.project_id
	WHERE ` + where + `
	GROUP BY m.project_id, m.show_id, m.person_id, m.flow, m.category, m.status, 7, m.currency, m.rate`
	return fs.scan(ctx, &f.Money, q, args...)
}

// budget sums budget lines by category key. Budget lines have neither show nor
// date, so a show scope keeps none and the range none out.
func (fs *factScope) budget(ctx context.Context, f *reporting.Facts) error {
	var args []any
	q := `SELECT b.project_id AS project, b.category_key AS category, CAST(SUM(b.amount) AS BIGINT) AS amount,
		COUNT(*) AS count
	FROM budget_lines b WHERE ` + fs.where(&args, "b", "b.project_id", "", "") + `
	GROUP BY b.project_id, b.category_key`
	return fs.scan(ctx, &f.Budget, q, args...)
}

// deposits reads the deposit invoices of the scope's shows as invoices does,
// whatever the scope's dates (reporting.FamilyDeposits).
func (fs *factScope) deposits(ctx context.Context, f *reporting.Facts) error {
	undated := *fs
	undated.from, undated.to = "", ""
	var all reporting.Facts
	if err := undated.invoices(ctx, &all); err != nil {
		return err
	}
	for _, inv := range all.Invoices {
		if inv.Kind == records.InvoiceDeposit {
			f.Deposits = append(f.Deposits, inv)
		}
	}
	return nil
}

// invoices sums each invoice's lines (records.InvoiceLine.Amount) and payments.
func (fs *factScope) invoices(ctx context.Context, f *reporting.Facts) error {
	// The scope's invoices first: only their lines and payments are summed.
	var args []any
	where := fs.where(&args, "v", "v.project_id", "v.show_id", "v.issued_on")
	args = append(args, fs.org, fs.org)
	q := `WITH v AS (SELECT * FROM invoices v WHERE ` + where + `),
	l AS (SELECT invoice_id, SUM(quantity * unit_price) AS subtotal FROM invoice_lines
		WHERE org_id = ? AND invoice_id IN (SELECT id FROM v) GROUP BY invoice_id),
	p AS (SELECT invoice_id, SUM(amount) AS paid, COUNT(*) AS n FROM payments
		WHERE org_id = ? AND invoice_id IN (SELECT id FROM v) GROUP BY invoice_id)
	SELECT v.id AS invoice, v.project_id AS project, v.show_id AS show, v.number, v.kind, v.status,
		v.client_name AS client, v.currency, v.issued_on, v.due_on, v.tax_rate_ppm AS tax_rate,
		CAST(COALESCE(l.subtotal, 0) AS BIGINT) AS subtotal, CAST(COALESCE(p.paid, 0) AS BIGINT) AS paid,
		CAST(COALESCE(p.n, 0) AS BIGINT) AS payments
	FROM v LEFT JOIN l ON l.invoice_id = v.id LEFT JOIN p ON p.invoice_id = v.id`
	if err := fs.scan(ctx, &f.Invoices, q, args...); err != nil {
		return err
	}
	return fs.paidOn(ctx, f.Invoices)
}

// runningRow is a payment with the invoice's payments summed up to it.
type runningRow struct {
	Invoice    kernel.ID   `bun:"invoice_id"`
	ReceivedOn kernel.Date `bun:"received_on"`
	Amount     int64       `bun:"amount"`
	Running    int64       `bun:"running"`
}

// paidOn sets each invoice's PaidOn, records.Invoice.PaidOn's rule: the database
// sums the payments in date then id order, and the first whose running sum
// reaches the invoice's total (records.Invoice.Total, tax rounded in Go) is it.
// It sums the payments per day into PaymentDays too.
func (fs *factScope) paidOn(ctx context.Context, invoices []reporting.InvoiceFact) error {
	if len(invoices) == 0 {
		return nil
	}
	args := []any{fs.org}
	q := `SELECT pm.invoice_id, pm.received_on, pm.amount, CAST(SUM(pm.amount) OVER (PARTITION BY pm.invoice_id
		ORDER BY pm.received_on, pm.id ROWS UNBOUNDED PRECEDING) AS BIGINT) AS running
	FROM payments pm WHERE pm.org_id = ? AND pm.invoice_id IN (SELECT v.id FROM invoices v WHERE ` +
		fs.where(&args, "v", "v.project_id", "v.show_id", "v.issued_on") + `)
	ORDER BY pm.invoice_id, pm.received_on, pm.id`
	var rows []runningRow
	if err := fs.scan(ctx, &rows, q, args...); err != nil {
		return err
	}
	byID := make(map[kernel.ID]*reporting.InvoiceFact, len(invoices))
	for i := range invoices {
		byID[invoices[i].Invoice] = &invoices[i]
	}
	for _, r := range rows {
		inv := byID[r.Invoice]
		if inv == nil {
			continue
		}
		if n := len(inv.PaymentDays); n > 0 && inv.PaymentDays[n-1].On == r.ReceivedOn {
			inv.PaymentDays[n-1].Amount += r.Amount
			inv.PaymentDays[n-1].Count++
		} else {
			inv.PaymentDays = append(inv.PaymentDays, reporting.PaymentDay{On: r.ReceivedOn, Amount: r.Amount, Count: 1})
		}
		if inv.PaidOn != nil {
			continue
		}
		total := records.Invoice{TaxRate: inv.TaxRate,
			Lines: []records.InvoiceLine{{Quantity: 1, UnitPrice: inv.Subtotal}}}.Total()
		if r.Running >= total {
			on := r.ReceivedOn
			inv.PaidOn = &on
		}
	}
	return nil
}
