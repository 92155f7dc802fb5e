package binding

import (
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// settlementSheetTestDeal is the London versus deal of the settlement sheet's sample.
func settlementSheetTestDeal() records.Deal {
	return records.Deal{
		Type: records.DealVersus, Guarantee: 1500000, ArtistPercent: 8500, PromoterProfitPercent: 1500,
		ShowExpenses: 2850000, FacilityFeePerTicket: 125, TicketTaxRate: 200_000, Deposit: 750000,
		CommissionRate: 1000, WithholdingRate: 200_000,
	}
}

// settlementSheetTestSource returns a source holding one project, venue, promoter
// and show (changed by edit), for the binders of the deal documents.
func settlementSheetTestSource(kind records.Kind, edit func(*records.Dataset)) Source {
	id := func(n string) kernel.ID { return kernel.NameID(kernel.Namespace, "test/settlement-sheet/"+n) }
	d := records.Dataset{
		Venues: []records.Venue{{ID: id("venue"), Name: "O2 Forum Kentish Town", City: "London", Country: "GB", TimeZone: "Europe/London", Capacity: 2300}},
		People: []records.Person{{ID: id("promoter"), FirstName: "Hannah", LastName: "Okafor", Company: "Crescent Live Ltd"}},
		Projects: []records.Project{{ID: id("project"), Name: "European Tour 2026", Code: "NLT26", Kind: records.ProjectTour,
			Status: records.ProjectActive, Artist: "Northern Lights", Currency: "GBP"}},
		Shows: []records.Show{{ID: id("show"), ProjectID: id("project"), VenueID: id("venue"), Date: "2026-03-06",
			Status: records.ShowConfirmed, TimeZone: "Europe/London", Capacity: 2300, Deal: settlementSheetTestDeal(),
			Tiers: []records.TicketTier{
				{ID: id("ga"), Name: "General admission", Price: 3250, Allotment: 2000, Sold: 1912, Comps: 40},
				{ID: id("balcony"), Name: "Balcony", Price: 4250, Allotment: 300, Sold: 268, Comps: 12, Kills: 8},
			},
			Contacts: []records.ContactRole{{PersonID: id("promoter"), Role: "Promoter rep"}}}},
	}
	if edit != nil {
		edit(&d)
	}
	ref := records.Ref{Kind: kind, ID: d.Shows[0].ID, ProjectID: d.Shows[0].ProjectID}
	if kind == records.KindSettlement {
		ref.ID = d.Settlements[0].ID
	}
	return Source{Ref: ref, OrgName: "Northern Lights Touring AB", Now: time.Date(2026, 1, 5, 9, 0, 0, 0, time.UTC), Index: testIndex(d)}
}

func TestSettlementSheetFromSettlementKeepsTheSignedFigures(t *testing.T) {
	t.Parallel()
	src := settlementSheetTestSource(records.KindSettlement, func(d *records.Dataset) {
		d.Settlements = []records.Settlement{{ID: kernel.NameID(kernel.Namespace, "test/settlement"), ShowID: d.Shows[0].ID,
			SettledAt: time.Date(2026, 3, 6, 23, 35, 0, 0, time.UTC), GrossBoxOffice: 7000000, TicketTax: 1100000,
			FacilityFees: 270000, ShowExpenses: 3000000, PromoterProfit: 450000, ArtistPayout: 1800000,
			Withholding: 360000, DepositsPaid: 750000, SettledBy: "Elin Berg"}}
		d.Shows[0].Tiers[0].Sold = 1500 // changed after signing; the signed gross stands
	})
	out, err := settlementSheetFromSettlement(src)
	if err != nil {
		t.Fatal(err)
	}
	box := out["box_office"].(map[string]any)
	payout := out["payout"].(map[string]any)
	checks := map[string]map[string]any{
		"gross":                   box["gross"].(map[string]any),
		"net_box_office_receipts": box["net_box_office_receipts"].(map[string]any),
		"net_to_split":            out["split"].(map[string]any)["net_to_split"].(map[string]any),
		"overage":                 payout["overage"].(map[string]any),
		"balance_due":             payout["balance_due"].(map[string]any),
	}
	want := map[string]int64{"gross": 7000000, "net_box_office_receipts": 5630000, "net_to_split": 2180000, "overage": 300000, "balance_due": 690000}
	for k, m := range checks {
		if m["amount"] != want[k] {
			t.Errorf("%s = %v, want %d", k, m["amount"], want[k])
		}
	}
	if out["status"] != "final" || out["settled_by"] != "Elin Berg" || out["settled_at"] != "2026-03-06T23:35:00Z" {
		t.Errorf("status %v, settled by %v at %v", out["status"], out["settled_by"], out["settled_at"])
	}
}

func TestSettlementSheetFromShowLeavesTheSplitOutOfAFlatDeal(t *testing.T) {
	t.Parallel()
	src := settlementSheetTestSource(records.KindShow, func(d *records.Dataset) { d.Shows[0].Deal.Type = records.DealFlat })
	out, err := settlementSheetFromShow(src)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := out["split"]; ok {
		t.Error("a flat deal has no split, got one")
	}
	if _, ok := out["payout"].(map[string]any)["overage"]; ok {
		t.Error("a flat deal has no overage, got one")
	}
	if out["status"] != "provisional" {
		t.Errorf("status = %v, want provisional", out["status"])
	}
}

func TestSettlementSheetFromShowFailsForAShowOutsideTheSource(t *testing.T) {
	t.Parallel()
	src := settlementSheetTestSource(records.KindShow, nil)
	src.Ref.ID = kernel.NameID(kernel.Namespace, "test/elsewhere")
	if _, err := settlementSheetFromShow(src); kernel.KindOf(err) != kernel.KindInternal || err == nil {
		t.Errorf("err = %v, want an internal error", err)
	}
}
