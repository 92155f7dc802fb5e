package reporting

import (
	"strings"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// purchaseOrdersByVendorReport is the spend committed to each vendor.
var purchaseOrdersByVendorReport = Report{
	Key: "purchase_orders_by_vendor", Title: "Purchase orders by vendor", Category: "operations", Records: true,
	Requires: []string{"project_id"},
	Description: "Roadcase keeps no purchase orders, so this is the committed spend a PO log shows, from the " +
		"expenses: per vendor by name (spellings differing only in case are one vendor), the expenses, and the " +
		"amounts pending, approved and paid and their sum, each converted into the project's home currency at the " +
		"rate it was booked at (records.InHome); rejected expenses are left out. With show_id, the show's expenses.",
	Columns: []Column{textColumn("vendor", "Vendor"), textColumn("currency", "Currency"),
		numberColumn("items", "Items", UnitCount), moneyColumn("pending", "Pending"),
		moneyColumn("approved", "Approved"), moneyColumn("paid", "Paid"), moneyColumn("committed", "Committed")},
	Build: buildPurchaseOrdersByVendor,
}

// vendorStatuses are the expense statuses a vendor's spend is split by, in column
// order.
var vendorStatuses = []records.ExpenseStatus{records.ExpensePending, records.ExpenseApproved, records.ExpensePaid}

func buildPurchaseOrdersByVendor(s *Sheet) Table {
	d, _ := recordsOf(s)
	home := map[kernel.ID]string{}
	for _, p := range d.Projects {
		home[p.ID] = p.Currency
	}
	type vendor struct {
		name, currency string
		sums           []int64 // items, then a sum per status, then the committed total
	}
	byKey := map[[2]string]*vendor{}
	totals := currencyTotals{}
	for _, e := range d.Expenses {
		if !e.IsCost() || (!s.Show.IsZero() && e.ShowID != s.Show) {
			continue
		}
		cur := home[e.ProjectID]
		amount, err := e.HomeAmount(cur)
		if err != nil {
			continue // an unconvertible currency, which the record's validation refuses
		}
		name := strings.TrimSpace(e.Vendor)
		k := [2]string{strings.ToLower(name), cur}
		v := byKey[k]
		if v == nil {
			v = &vendor{name: name, currency: cur, sums: make([]int64, len(vendorStatuses)+2)}
			byKey[k] = v
		}
		values := make([]int64, len(vendorStatuses)+2)
		values[0], values[len(values)-1] = 1, amount
		for i, st := range vendorStatuses {
			if e.Status == st {
				values[1+i] = amount
			}
		}
		for i, x := range values {
			v.sums[i] += x
		}
		totals.add(cur, values...)
	}
	var t Table
	for k, v := range byKey {
		t.Add(append(Row{nullable(v.name), nullable(v.currency)}, intCells(v.sums...)...),
			kernel.Cursor{Keys: []string{k[0], k[1]}})
	}
	t.Sort()
	t.Totals = totals.rows(func(cur string, sums []int64) Row {
		return append(Row{nil, nullable(cur)}, intCells(sums...)...)
	})
	return t
}
