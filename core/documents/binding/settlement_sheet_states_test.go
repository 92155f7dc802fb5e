package binding

import (
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

func money(v any) int64 { return v.(map[string]any)["amount"].(int64) }

func TestSettlementSheetOfASettledShowIsTheSignedOne(t *testing.T) {
	t.Parallel()
	src := settlementSheetTestSource(records.KindShow, func(d *records.Dataset) {
		d.Shows[0].Status = records.ShowSettled
		d.Settlements = []records.Settlement{{ID: kernel.NameID(kernel.Namespace, "test/signed"), ShowID: d.Shows[0].ID,
			SettledAt: time.Date(2026, 3, 6, 23, 35, 0, 0, time.UTC), GrossBoxOffice: 7353000, ShowExpenses: 3000000,
			ArtistPayout: 2100000, Withholding: 420000, Commission: 210000, DepositsPaid: 750000,
			PaymentMethod: "cash", Expenses: []records.SettledExpense{
				{Description: "Hall hire", Budget: 1_800_000, Actual: 1_800_000},
				{Description: "Local crew", Budget: 1_000_000, Actual: 1_200_000}}}}
	})
	out, err := settlementSheetFromShow(src)
	if err != nil {
		t.Fatal(err)
	}
	p := out["payout"].(map[string]any)
	if out["status"] != "final" || money(p["artist_payout"]) != 2100000 || money(p["balance_due"]) != 930000 ||
		money(p["net_to_artist"]) != 1470000 {
		t.Errorf("status %v, payout %v: want the signed figures", out["status"], p)
	}
	if money(out["promoter_net"]) != 2_253_000 {
		t.Errorf("promoter net = %v, want the signed settlement's 22,530.00", out["promoter_net"])
	}
	lines := out["expenses"].(map[string]any)["lines"].([]any)
	if len(lines) != 2 || money(lines[1].(map[string]any)["budget"]) != 1_000_000 || p["payment_method"] != "cash" {
		t.Errorf("expense lines %v, payment method %v: want the itemised expenses and cash", lines, p["payment_method"])
	}
}

func TestSettlementSheetDeductsOnlyDepositsReceived(t *testing.T) {
	t.Parallel()
	src := settlementSheetTestSource(records.KindShow, func(d *records.Dataset) {
		d.Invoices = []records.Invoice{{ID: "inv", ShowID: d.Shows[0].ID, Kind: records.InvoiceDeposit, Status: records.InvoiceSent,
			Currency: "GBP", Lines: []records.InvoiceLine{{Quantity: 1, UnitPrice: 750000}},
			Payments: []records.Payment{{Amount: 250000, ReceivedOn: "2026-02-01"}}}}
	})
	out, err := settlementSheetFromShow(src)
	if err != nil {
		t.Fatal(err)
	}
	p := out["payout"].(map[string]any)
	if money(p["deposits_paid"]) != 250000 || money(p["deposits_unpaid"]) != 500000 {
		t.Errorf("payout = %v, want 2,500.00 paid and 5,000.00 unpaid", p)
	}
	if want := money(p["artist_payout"]) - money(p["withholding"]) - 250000; money(p["balance_due"]) != want {
		t.Errorf("balance due = %v, want %d", p["balance_due"], want)
	}
}

func TestSettlementSheetOfACancelledShowOwesTheTermsNotABalance(t *testing.T) {
	t.Parallel()
	src := settlementSheetTestSource(records.KindShow, func(d *records.Dataset) {
		d.Shows[0].Status = records.ShowCancelled
		d.Shows[0].Cancellation = &records.Cancellation{On: "2026-02-20", By: records.CancelledForceMajeure, Reason: "Storm damage to the roof"}
		d.Invoices = []records.Invoice{{ID: "inv", ShowID: d.Shows[0].ID, Kind: records.InvoiceDeposit, Status: records.InvoiceSent,
			Currency: "GBP", Lines: []records.InvoiceLine{{Quantity: 1, UnitPrice: 750000}},
			Payments: []records.Payment{{Amount: 750000, ReceivedOn: "2026-02-01"}}}}
	})
	out, err := settlementSheetFromShow(src)
	if err != nil {
		t.Fatal(err)
	}
	c := out["cancellation"].(map[string]any)
	if out["status"] != "cancelled" || money(c["balance"]) != -750000 || c["cancelled_by"] != "force_majeure" {
		t.Errorf("status %v, cancellation %v: want the deposit returned", out["status"], c)
	}
	if money(out["payout"].(map[string]any)["artist_payout"]) != 0 {
		t.Errorf("a cancelled show pays no deal payout: %v", out["payout"])
	}
}

func TestSettlementSheetDoorSplitRecoupsTheGuarantee(t *testing.T) {
	t.Parallel()
	src := settlementSheetTestSource(records.KindShow, func(d *records.Dataset) {
		d.Shows[0].Deal.Type = records.DealDoorSplit
	})
	out, err := settlementSheetFromShow(src)
	if err != nil {
		t.Fatal(err)
	}
	split := out["split"].(map[string]any)
	// 28,500 expenses + 4,275 promoter profit + 15,000 guarantee.
	if money(split["split_point"]) != 4777500 {
		t.Errorf("split point = %v, want 47,775.00", split["split_point"])
	}
}
