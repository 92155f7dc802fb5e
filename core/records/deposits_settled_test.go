package records_test

import (
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// TestSettlementClosesTheDepositItCollected is Madrid's case worked by hand: a
// deposit of €6,000.00 invoiced on 15 January, due 14 February, never received.
// The settlement, signed at 00:40 on 5 April in Madrid (22:40 UTC on 4 April),
// deducted no deposit, so the balance paid on the night (€13,300 payout − €0
// withheld − €0 deposits = €13,300) included it. The invoice is then paid on 5
// April, the settlement's local date: outstanding €0, not overdue, paid on
// 2026-04-05, 80 days after issue.
func TestSettlementClosesTheDepositItCollected(t *testing.T) {
	show := records.Show{ID: id("madrid"), OrgID: id("org"), TimeZone: "Europe/Madrid", Date: "2026-04-04",
		Deal: records.Deal{Deposit: 600_000}}
	deposit := func(key string, pays ...records.Payment) records.Invoice {
		return records.Invoice{ID: id(key), OrgID: id("org"), ShowID: show.ID, Kind: records.InvoiceDeposit,
			Status: records.InvoiceSent, IssuedOn: "2026-01-15", DueOn: "2026-02-14",
			Lines: []records.InvoiceLine{{Quantity: 1, UnitPrice: 600_000}}, Payments: pays}
	}
	signed := time.Date(2026, 4, 4, 22, 40, 0, 0, time.UTC)
	st := records.Settlement{ShowID: show.ID, SettledAt: signed, ArtistPayout: 1_330_000}

	t.Run("an unreceived deposit is paid in the balance and its invoice closed on the settlement's date", func(t *testing.T) {
		d := records.Dataset{Shows: []records.Show{show}, Invoices: []records.Invoice{deposit("inv")}, Settlements: []records.Settlement{st}}
		d.CloseSettledDeposits()
		inv := d.Invoices[0]
		if got := inv.Outstanding(); got != 0 {
			t.Errorf("outstanding %d, want 0", got)
		}
		if inv.IsOverdue("2026-11-29") {
			t.Error("the closed invoice is still overdue")
		}
		if on, ok := inv.PaidOn(); !ok || on != "2026-04-05" {
			t.Errorf("paid on %q %v, want 2026-04-05 (Madrid's date, not UTC's 04-04)", on, ok)
		}
		if on, ok := inv.SettledAtShow(); !ok || on != "2026-04-05" {
			t.Errorf("settled at show %q %v", on, ok)
		}
		if p := inv.Payments[0]; p.Amount != 600_000 || p.Method != records.MethodSettlement {
			t.Errorf("closing payment %+v, want €6,000.00 by settlement", p)
		}
		if dep := records.ShowDeposits(show, d.Invoices, ""); dep.Paid != 0 {
			t.Errorf("the settlement's collection counted as a deposit received: %+v", dep)
		}
		if st.BalanceDue() != 1_330_000 {
			t.Errorf("balance %d", st.BalanceDue())
		}
		again := d
		again.Invoices = []records.Invoice{inv}
		again.CloseSettledDeposits()
		if len(again.Invoices[0].Payments) != 1 {
			t.Error("a second run added another payment")
		}
	})
	t.Run("a deposit half received before the show: the balance collects the other half", func(t *testing.T) {
		half := records.Payment{ID: id("p"), Amount: 300_000, ReceivedOn: "2026-02-10", Method: records.MethodBankTransfer}
		s := st
		s.DepositsPaid = 300_000
		d := records.Dataset{Shows: []records.Show{show}, Invoices: []records.Invoice{deposit("inv", half)}, Settlements: []records.Settlement{s}}
		d.CloseSettledDeposits()
		inv := d.Invoices[0]
		if len(inv.Payments) != 2 || inv.Payments[1].Amount != 300_000 || inv.Outstanding() != 0 {
			t.Errorf("payments %+v, outstanding %d; want €3,000.00 closed at the show", inv.Payments, inv.Outstanding())
		}
	})
	t.Run("a settlement that deducted a deposit never received collected nothing: the invoice stays open", func(t *testing.T) {
		s := st
		s.DepositsPaid = 600_000
		d := records.Dataset{Shows: []records.Show{show}, Invoices: []records.Invoice{deposit("inv")}, Settlements: []records.Settlement{s}}
		d.CloseSettledDeposits()
		if got := d.Invoices[0].Outstanding(); got != 600_000 {
			t.Errorf("outstanding %d, want 600000", got)
		}
	})
	t.Run("an unsettled show's deposit stays owed", func(t *testing.T) {
		d := records.Dataset{Shows: []records.Show{show}, Invoices: []records.Invoice{deposit("inv")}}
		d.CloseSettledDeposits()
		if !d.Invoices[0].IsOverdue(kernel.Date("2026-03-01")) {
			t.Error("the deposit of a show not yet settled is no longer overdue")
		}
	})
}
