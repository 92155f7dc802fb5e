package porttest

import (
	"context"
	"testing"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/core/records/demo"
	"github.com/roadcase/roadcase/core/reporting"
)

// rollupWrite is one write of CheckMoneyRollupWrites: the record it writes,
// taken from the records as they are and changed by change (nil for a removal).
type rollupWrite struct {
	what   string
	kind   records.Kind
	pick   func(d records.Dataset) kernel.ID
	change func(d *records.Dataset)
}

// CheckMoneyRollupWrites holds a backend's facts, every family, to the reference
// after records are created, changed and removed one at a time through
// RecordWriter: whatever the database keeps to read facts faster (the money
// rollup's triggers) must follow the write path's updates of a record's own row,
// its children's re-insertion and its removal.
func CheckMoneyRollupWrites(t *testing.T, b Backend) {
	t.Helper()
	ctx := context.Background()
	w := writeDemo(t, ctx, b, demo.Organizations()[0]) // the one with every kind of money record
	first := func(k records.Kind) func(records.Dataset) kernel.ID {
		return func(d records.Dataset) kernel.ID { return rollupIDs(d, k)[0] }
	}
	last := func(k records.Kind) func(records.Dataset) kernel.ID {
		return func(d records.Dataset) kernel.ID { ids := rollupIDs(d, k); return ids[len(ids)-1] }
	}
	newShow := kernel.NameID(kernel.Namespace, "porttest/rollup/show")
	writes := []rollupWrite{
		{"an expense changed", records.KindExpense, first(records.KindExpense), func(d *records.Dataset) {
			d.Expenses[0].Amount += 12345
			d.Expenses[0].Status, d.Expenses[0].Category = records.ExpensePaid, "Changed Category"
		}},
		{"an expense removed", records.KindExpense, last(records.KindExpense), nil},
		{"an income line changed", records.KindIncomeLine, first(records.KindIncomeLine), func(d *records.Dataset) {
			d.Income[0].Amount += 500
			d.Income[0].ShowID, d.Income[0].ReceivedOn = "", ""
		}},
		{"an income line removed", records.KindIncomeLine, last(records.KindIncomeLine), nil},
		{"an invoice changed", records.KindInvoice, first(records.KindInvoice), func(d *records.Dataset) {
			d.Invoices[0].Lines[0].UnitPrice += 100
			d.Invoices[0].Notes = "Changed."
		}},
		{"an invoice removed", records.KindInvoice, last(records.KindInvoice), nil},
		// A signed settlement is locked: it changes by being reopened (a draft
		// counts in no fact), then signed again; it is removed once reopened.
		{"a settlement reopened and changed", records.KindSettlement, first(records.KindSettlement), func(d *records.Dataset) {
			d.Settlements[0].Draft = true
			d.Settlements[0].Commission += 100
			d.Settlements[0].Notes = "Changed."
		}},
		{"the settlement signed again", records.KindSettlement, first(records.KindSettlement), func(d *records.Dataset) {
			d.Settlements[0].Draft = false
		}},
		{"a settlement reopened to be removed", records.KindSettlement, last(records.KindSettlement), func(d *records.Dataset) {
			d.Settlements[0].Draft = true
		}},
		{"a settlement removed", records.KindSettlement, last(records.KindSettlement), nil},
		{"a show changed", records.KindShow, first(records.KindShow), func(d *records.Dataset) {
			d.Shows[0].Tiers[0].Sold--
			d.Shows[0].Capacity += 10
		}},
		{"a show created", records.KindShow, func(records.Dataset) kernel.ID { return newShow }, nil},
		{"the new show changed", records.KindShow, func(records.Dataset) kernel.ID { return newShow },
			func(d *records.Dataset) { d.Shows[0].Tiers = d.Shows[0].Tiers[:1] }},
		{"the new show removed", records.KindShow, func(records.Dataset) kernel.ID { return newShow }, nil},
	}
	versions := map[kernel.ID]int{}
	for _, s := range writes {
		id := s.pick(w.data)
		c := records.Change{Ref: records.Ref{Kind: s.kind, ID: id}, Version: 1, Action: records.ActionRemove}
		if v, ok := versions[id]; ok {
			c.Version = v
		}
		switch {
		case s.what == "a show created":
			c.Action, c.Version, c.Record = records.ActionCreate, 0, rollupNewShow(w.data, newShow)
		case s.change != nil:
			one, _ := w.data.Record(s.kind, id)
			one = one.Clone()
			s.change(&one)
			c.Action, c.Record = records.ActionChange, one
		}
		a := records.Activity{ID: kernel.NewID(), Ref: c.Ref, Label: s.what, Action: c.Action, Version: c.Version + 1,
			ActorName: "Rollup", At: recordWriteAt}
		if err := b.Records.WriteRecord(ctx, w.org, c, a); err != nil {
			t.Fatalf("%s: %v", s.what, err)
		}
		versions[id] = c.Version + 1
		w.data = w.data.Without(s.kind, id).Plus(c.Record)
		w.wantFacts(t, ctx, b, "after "+s.what, reporting.Scope{}, reporting.AllFamilies)
		w.wantFacts(t, ctx, b, "after "+s.what+", in 2026", reporting.Scope{From: "2026-01-01", To: "2026-12-31"},
			reporting.AllFamilies)
	}
}

// rollupIDs returns the ids of d's records of kind k, failing when it has none.
func rollupIDs(d records.Dataset, k records.Kind) []kernel.ID {
	ids := d.IDs()[k]
	if len(ids) == 0 {
		panic("porttest: the demo organization has no " + string(k))
	}
	return ids
}

// rollupNewShow returns a copy of d's first show, alone, under id and with
// tiers of its own, confirmed and without contacts.
func rollupNewShow(d records.Dataset, id kernel.ID) records.Dataset {
	s := d.Shows[0]
	one, _ := d.Record(records.KindShow, s.ID)
	one = one.Clone()
	show := &one.Shows[0]
	show.ID, show.Status, show.Contacts, show.Cancellation = id, records.ShowConfirmed, nil, nil
	for i := range show.Tiers {
		show.Tiers[i].ID = kernel.NameID(id, show.Tiers[i].Name)
	}
	return one
}
