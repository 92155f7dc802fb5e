package reporting

import (
	"strings"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// agingBuckets are the receivables aging columns: the upper bound, in days past
// due, of each bucket; the last has none.
var agingBuckets = []struct {
	key, title string
	upTo       int // the most days past due in the bucket; -1 for no bound
}{
	{"current", "Current", 0}, {"days_1_30", "1–30 days", 30}, {"days_31_60", "31–60 days", 60},
	{"days_61_90", "61–90 days", 90}, {"over_90", "Over 90 days", -1},
}

// agingBucket returns the bucket of an amount days past due: current when not
// yet overdue (records.Invoice.IsOverdue), else by how late it is.
func agingBucket(days int, overdue bool) int {
	if !overdue {
		return 0
	}
	for i, b := range agingBuckets[1:] {
		if b.upTo < 0 || days <= b.upTo {
			return i + 1
		}
	}
	return len(agingBuckets) - 1
}

// receivablesAgingReport is what each client owes and how late it is.
var receivablesAgingReport = Report{
	Key: "receivables_aging", Title: "Receivables aging", Category: "finance", Params: []string{"as_of"},
	Description: "Per client and currency, what sent invoices still have outstanding (records.Invoice.Outstanding), " +
		"by how many days past their due date it is as of as_of (today by default): current (not yet due), " +
		"1–30, 31–60, 61–90 and over 90 days, and the total, the list a bookkeeper chases payments from. " +
		"As the books stood on as_of: invoices issued after it are left out, and payments received after it " +
		"do not count; drafts, void invoices and overpaid ones are left out.",
	Families: FamilyInvoices,
	Columns:  agingColumns(),
	Build:    buildReceivablesAging,
}

func agingColumns() []Column {
	cols := []Column{textColumn("client", "Client"), textColumn("currency", "Currency")}
	for _, b := range agingBuckets {
		cols = append(cols, moneyColumn(b.key, b.title))
	}
	return append(cols, moneyColumn("total", "Total"), numberColumn("invoices", "Invoices", UnitCount))
}

func buildReceivablesAging(s *Sheet) Table {
	asOf := reportAsOf(s)
	type owed struct {
		client, currency string
		sums             []int64 // a sum per bucket, then the total and the invoices
	}
	byClient := map[[2]string]*owed{}
	totals := currencyTotals{}
	for _, f := range s.Facts.Invoices {
		f, issued := f.AsOf(asOf)
		if !issued {
			continue
		}
		inv := invoiceRecord(f)
		outstanding := inv.Outstanding()
		if inv.Status != records.InvoiceSent || outstanding <= 0 {
			continue
		}
		k := [2]string{f.Client, f.Currency}
		o := byClient[k]
		if o == nil {
			o = &owed{client: f.Client, currency: f.Currency, sums: make([]int64, len(agingBuckets)+2)}
			byClient[k] = o
		}
		values := make([]int64, len(agingBuckets)+2)
		values[agingBucket(f.DueOn.DaysUntil(asOf), inv.IsOverdue(asOf))] = outstanding
		values[len(agingBuckets)], values[len(agingBuckets)+1] = outstanding, 1
		for i, v := range values {
			o.sums[i] += v
		}
		totals.add(f.Currency, values...)
	}
	var t Table
	for _, o := range byClient {
		t.Add(append(Row{nullable(o.client), o.currency}, intCells(o.sums...)...),
			kernel.Cursor{Keys: []string{strings.ToLower(o.client), o.client, o.currency}})
	}
	t.Sort()
	t.Totals = totals.rows(func(cur string, sums []int64) Row {
		return append(Row{nil, cur}, intCells(sums...)...)
	})
	return t
}
