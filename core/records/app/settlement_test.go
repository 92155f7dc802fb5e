package app_test

import (
	"testing"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// The hand-computed settlement of worksheetShow, in euro cents:
//
//	gross          = 35.00 × 800 + 45.00 × 120       = 33,400.00
//	facility fees  = 1.00 × 920 sold                 =    920.00
//	NBOR           = 33,400.00 − 920.00 (no tax)     = 32,480.00
//	expenses       = 4,000 + 2,500 + 500             =  7,000.00
//	promoter prof. = 15 % × 7,000.00                 =  1,050.00
//	split point    = 7,000.00 + 1,050.00             =  8,050.00
//	net to split   = 32,480.00 − 8,050.00            = 24,430.00
//	artist share   = 85 % × 24,430.00                = 20,765.50
//	payout         = max(10,000.00, 20,765.50)       = 20,765.50
//	overage        = 20,765.50 − 10,000.00           = 10,765.50
//	withholding    = 10 % × 20,765.50                =  2,076.55
//	commission     = 10 % × 20,765.50                =  2,076.55
//	deposits paid  = the deposit invoice's payment   =  5,000.00
//	balance due    = 20,765.50 − 2,076.55 − 5,000.00 = 13,688.95
var handSettlement = struct {
	gross, fees, nbor, expenses, profit, splitPoint, netToSplit, payout, overage, withholding, commission, deposits, balance int64
}{3_340_000, 92_000, 3_248_000, 700_000, 105_000, 805_000, 2_443_000, 2_076_550, 1_076_550, 207_655, 207_655, 500_000, 1_368_895}

func TestAWorksheetSavedAsADraftComputesTheHandSettlement(t *testing.T) {
	f := newEditFixture(t)
	w := f.worksheetShow(t)
	o, err := f.ed.SaveWorksheet(ctx, f.actors[identity.RoleManager], draftOf(f.worksheet(t, identity.RoleManager, w.show), worksheetExpenses))
	must(t, err)
	if o.Settlement == nil || !o.Settlement.Draft || o.Signed() || o.Show.Status != records.ShowConfirmed {
		t.Fatalf("after saving, settlement %+v and show status %s, want a draft and a confirmed show", o.Settlement, o.Show.Status)
	}
	wantHandFigures(t, o.Worksheet.Figures, o.Worksheet.Deposits.Paid, o.Worksheet.BalanceDue())
	if got := o.Worksheet.Budget(); got != 700_000 {
		t.Errorf("the itemised budget is %d, want 700000", got)
	}
	// The settlement sheet rendered through the documents service prints the
	// same figures, to the cent.
	wantSheetFigures(t, f.settlementSheet(t, w.show), "provisional")
}

func TestSigningLocksTheSettlementAndSettlesTheShow(t *testing.T) {
	f := newEditFixture(t)
	w := f.worksheetShow(t)
	manager := f.actors[identity.RoleManager]
	o, err := f.ed.SaveWorksheet(ctx, manager, draftOf(f.worksheet(t, identity.RoleManager, w.show), worksheetExpenses))
	must(t, err)
	o, err = f.ed.SignSettlement(ctx, manager, records.SettlementSigning{ShowID: w.show, ShowVersion: o.ShowVersion,
		SettlementVersion: o.SettlementVersion, PromoterSignatory: w.promoterRep, ArtistSignatory: w.tourManager})
	must(t, err)
	if !o.Signed() || o.Show.Status != records.ShowSettled {
		t.Fatalf("after signing, signed = %v and show status %s, want signed and settled", o.Signed(), o.Show.Status)
	}
	if o.Settlement.SettledBy != w.tourManager || o.Settlement.PromoterSignatory != w.promoterRep {
		t.Errorf("signed by %q for the artist and %q for the promoter", o.Settlement.SettledBy, o.Settlement.PromoterSignatory)
	}
	wantHandFigures(t, o.Worksheet.Figures, o.Worksheet.Deposits.Paid, o.Worksheet.BalanceDue())
	if got := o.Settlement.BalanceDue(); got != handSettlement.balance {
		t.Errorf("the signed balance due is %d, want %d", got, handSettlement.balance)
	}
	wantSheetFigures(t, f.settlementSheet(t, w.show), "final")
	log, err := f.ed.Activity(ctx, manager, records.ActivityFilter{RecordID: o.Settlement.ID})
	must(t, err)
	if len(log) != 2 || log[0].ActorName != "The manager" {
		t.Errorf("the settlement's log has %d entries (newest by %q), want the save and the signature", len(log), log[0].ActorName)
	}
}

func TestOneSignatoryForBothSidesOrAnUnknownOneIsRefused(t *testing.T) {
	f := newEditFixture(t)
	w := f.worksheetShow(t)
	manager := f.actors[identity.RoleManager]
	o, err := f.ed.SaveWorksheet(ctx, manager, draftOf(f.worksheet(t, identity.RoleManager, w.show), worksheetExpenses))
	must(t, err)
	for _, c := range []struct{ promoter, artist, pointer string }{
		{w.promoterRep, w.promoterRep, "/settled_by"},
		{w.promoterRep, "Somebody Else", "/settled_by"},
		{"", w.tourManager, "/promoter_signatory"},
	} {
		_, err := f.ed.SignSettlement(ctx, manager, records.SettlementSigning{ShowID: w.show, ShowVersion: o.ShowVersion,
			SettlementVersion: o.SettlementVersion, PromoterSignatory: c.promoter, ArtistSignatory: c.artist})
		wantFieldError(t, err, c.pointer)
	}
	if got := f.worksheet(t, identity.RoleViewer, w.show); got.Signed() {
		t.Fatal("a refused signature signed the settlement")
	}
}

// wantFieldError fails unless err is KindInvalid with a problem at pointer.
func wantFieldError(t *testing.T, err error, pointer string) {
	t.Helper()
	e, ok := kernel.AsError(err)
	if !ok || e.Kind != kernel.KindInvalid {
		t.Fatalf("error = %v, want KindInvalid at %s", err, pointer)
	}
	for _, fe := range e.Fields {
		if fe.Pointer == pointer {
			return
		}
	}
	t.Fatalf("problems %+v, want one at %s", e.Fields, pointer)
}

// wantHandFigures compares figures with handSettlement.
func wantHandFigures(t *testing.T, f records.SettlementFigures, deposits, balance int64) {
	t.Helper()
	h := handSettlement
	got := []int64{f.Gross, f.FacilityFees, f.NBOR, f.Expenses, f.PromoterProfit, f.SplitPoint, f.NetToSplit,
		f.Payout, f.Overage, f.Withholding, f.Commission, deposits, balance}
	want := []int64{h.gross, h.fees, h.nbor, h.expenses, h.profit, h.splitPoint, h.netToSplit,
		h.payout, h.overage, h.withholding, h.commission, h.deposits, h.balance}
	names := []string{"gross", "facility fees", "NBOR", "expenses", "promoter profit", "split point", "net to split",
		"payout", "overage", "withholding", "commission", "deposits paid", "balance due"}
	for i := range got {
		if got[i] != want[i] {
			t.Errorf("%s = %d, want %d", names[i], got[i], want[i])
		}
	}
}
