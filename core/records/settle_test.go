package records_test

import (
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// The examples are worked by hand in docs/money.md ("Worked examples"); every
// figure below was computed there with pencil rounding, half up to the cent.
func TestDealSettle(t *testing.T) {
	for _, tc := range []struct {
		name            string
		deal            records.Deal
		gross, expenses int64
		sold            int
		want            records.SettlementFigures
	}{
		{"versus: the percentage beats the guarantee",
			records.Deal{Type: records.DealVersus, Guarantee: 1_500_000, ArtistPercent: 8500,
				PromoterProfitPercent: 1500, FacilityFeePerTicket: 100, TicketTaxRate: 70_000, CommissionRate: 1000},
			4_500_000, 900_000, 750,
			records.SettlementFigures{Gross: 4_500_000, FacilityFees: 75_000, AdjustedGross: 4_425_000,
				TicketTax: 289_486, NBOR: 4_135_514, Expenses: 900_000, PromoterProfit: 135_000,
				SplitPoint: 1_035_000, NetToSplit: 3_100_514, ArtistShare: 2_635_437, Payout: 2_635_437,
				Overage: 1_135_437, Commission: 263_544, PromoterNet: 600_077}},
		{"versus: the guarantee beats the percentage",
			records.Deal{Type: records.DealVersus, Guarantee: 1_500_000, ArtistPercent: 8500, PromoterProfitPercent: 1500},
			2_000_000, 900_000, 400,
			records.SettlementFigures{Gross: 2_000_000, AdjustedGross: 2_000_000, NBOR: 2_000_000,
				Expenses: 900_000, PromoterProfit: 135_000, SplitPoint: 1_035_000, NetToSplit: 965_000,
				ArtistShare: 820_250, Payout: 1_500_000, PromoterNet: -400_000}},
		{"door split: the guarantee is recouped before the split",
			records.Deal{Type: records.DealDoorSplit, Guarantee: 1_000_000, ArtistPercent: 8500, PromoterProfitPercent: 1500},
			5_000_000, 2_000_000, 1000,
			records.SettlementFigures{Gross: 5_000_000, AdjustedGross: 5_000_000, NBOR: 5_000_000,
				Expenses: 2_000_000, PromoterProfit: 300_000, SplitPoint: 3_300_000, NetToSplit: 1_700_000,
				ArtistShare: 1_445_000, Payout: 2_445_000, Overage: 1_445_000, PromoterNet: 555_000}},
		{"door split below the split point: the guarantee only, the promoter loses",
			records.Deal{Type: records.DealDoorSplit, Guarantee: 1_000_000, ArtistPercent: 8500, PromoterProfitPercent: 1500},
			2_500_000, 2_000_000, 500,
			records.SettlementFigures{Gross: 2_500_000, AdjustedGross: 2_500_000, NBOR: 2_500_000,
				Expenses: 2_000_000, PromoterProfit: 300_000, SplitPoint: 3_300_000, NetToSplit: -800_000,
				Payout: 1_000_000, PromoterNet: -500_000}},
		{"flat: the guarantee, withholding and commission of it",
			records.Deal{Type: records.DealFlat, Guarantee: 800_000, ArtistPercent: 8500, PromoterProfitPercent: 1500,
				WithholdingRate: 200_000, CommissionRate: 1000},
			1_800_000, 600_000, 600,
			records.SettlementFigures{Gross: 1_800_000, AdjustedGross: 1_800_000, NBOR: 1_800_000,
				Expenses: 600_000, Payout: 800_000, Withholding: 160_000, Commission: 80_000, PromoterNet: 400_000}},
		// Germany, §50a EStG: 15 % corporation tax + 5.5 % solidarity surcharge on
		// it = 15.825 %, which basis points cannot hold. €10,000.00 × 15.825 % =
		// €1,582.50 withheld (basis points had to say 15.83 %: €1,583.00).
		{"flat in Germany: 15.825 % foreign artist tax withheld of €10,000",
			records.Deal{Type: records.DealFlat, Guarantee: 1_000_000, WithholdingRate: 158_250, CommissionRate: 1000},
			2_000_000, 500_000, 700,
			records.SettlementFigures{Gross: 2_000_000, AdjustedGross: 2_000_000, NBOR: 2_000_000,
				Expenses: 500_000, Payout: 1_000_000, Withholding: 158_250, Commission: 100_000, PromoterNet: 500_000}},
		{"nothing sold: the guarantee is still owed",
			records.Deal{Type: records.DealVersus, Guarantee: 500_000, ArtistPercent: 8000, TicketTaxRate: 200_000},
			0, 300_000, 0,
			records.SettlementFigures{Expenses: 300_000, SplitPoint: 300_000, NetToSplit: -300_000,
				Payout: 500_000, PromoterNet: -800_000}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := tc.deal.Settle(tc.gross, tc.sold, tc.expenses); got != tc.want {
				t.Errorf("Settle =\n %+v\nwant\n %+v", got, tc.want)
			}
		})
	}
}

func TestSettlementBalanceAndNet(t *testing.T) {
	// Flat £8,000, 20% withheld, 10% commission, £4,000 deposit received.
	s := records.Settlement{ArtistPayout: 800_000, Withholding: 160_000, Commission: 80_000, DepositsPaid: 400_000,
		GrossBoxOffice: 1_800_000, ShowExpenses: 600_000}
	if got := s.BalanceDue(); got != 240_000 {
		t.Errorf("BalanceDue = %d, want 240000: commission is not the promoter's to deduct", got)
	}
	if got := s.NetToArtist(); got != 560_000 {
		t.Errorf("NetToArtist = %d, want 560000", got)
	}
	if got := s.PromoterNet(); got != 400_000 {
		t.Errorf("PromoterNet = %d, want 400000", got)
	}
}

func TestCancellationBalance(t *testing.T) {
	for _, tc := range []struct {
		name      string
		c         *records.Cancellation
		paid      int64
		wantOwing int64
	}{
		{"promoter cancels at half the guarantee, deposit counted", &records.Cancellation{By: records.CancelledByPromoter, Fee: 750_000}, 500_000, 250_000},
		{"force majeure: no fee, the deposit goes back", &records.Cancellation{By: records.CancelledForceMajeure}, 500_000, -500_000},
		{"not cancelled owes nothing", nil, 500_000, 0},
	} {
		s := records.Show{Cancellation: tc.c}
		if got := s.CancellationBalance(tc.paid); got != tc.wantOwing {
			t.Errorf("%s: CancellationBalance = %d, want %d", tc.name, got, tc.wantOwing)
		}
	}
}

func TestBreakEven(t *testing.T) {
	d := records.Deal{Type: records.DealVersus, Guarantee: 1_500_000, FacilityFeePerTicket: 100, TicketTaxRate: 70_000}
	// A sellout of 1,000 at €50.00: €49,000.00 after fees, of which €3,205.61 is 7%
	// tax, leaves €45,794.39 NBOR against €9,000 expenses + €15,000 guarantee:
	// 24,000 ÷ 45,794.39 of the house = 524.08 → 525 tickets, €26,204.09 gross.
	sellout := d.Settle(5_000_000, 1000, 900_000)
	tickets, gross, ok := d.BreakEven(sellout, 1000)
	if !ok || tickets != 525 || gross != 2_620_409 {
		t.Errorf("BreakEven = %d, %d, %v; want 525, 2620409, true", tickets, gross, ok)
	}
	if _, _, ok := d.BreakEven(d.Settle(0, 0, 900_000), 0); ok {
		t.Error("a house with no receipts has no break-even")
	}
}

func TestMerchFeeIsOnTheNetOfTax(t *testing.T) {
	s := records.Show{MerchGross: 1_234_500, MerchTaxRate: 190_000, VenueMerchRate: 2000}
	// 19% VAT inside €12,345.00 is €1,971.05; the venue takes 20% of €10,373.95.
	if s.MerchNet() != 1_037_395 || s.VenueMerchFee() != 207_479 || s.MerchToArtist() != 829_916 {
		t.Errorf("merch = net %d, fee %d, artist %d; want 1037395, 207479, 829916",
			s.MerchNet(), s.VenueMerchFee(), s.MerchToArtist())
	}
}

func TestIncludedTaxRoundsHalfUp(t *testing.T) {
	for _, tc := range []struct {
		name   string
		amount int64
		rate   kernel.PPM
		want   int64
	}{
		{"20% VAT inside 120.00 is 20.00", 12000, 200_000, 2000},
		{"9% inside 64,660.00 rounds to the cent", 6466000, 90_000, 533890},
		{"8.875% (New York City) inside 108.88 is 8.88: 887.54 cents", 10888, 88_750, 888},
		{"no rate means no tax", 12000, 0, 0},
		{"nothing sold means no tax", 0, 200_000, 0},
	} {
		if got := records.IncludedTax(tc.amount, tc.rate); got != tc.want {
			t.Errorf("%s: IncludedTax(%d, %d) = %d, want %d", tc.name, tc.amount, tc.rate, got, tc.want)
		}
	}
}

func TestSignedFiguresAreTheSignedAmounts(t *testing.T) {
	d := records.Deal{Type: records.DealDoorSplit, Guarantee: 1_000_000, ArtistPercent: 8500, PromoterProfitPercent: 1500}
	want := d.Settle(5_000_000, 1000, 2_000_000)
	st := records.NewSettlement(records.Show{}, want, 0, 0, time.Time{})
	if got := st.Figures(d); got != want {
		t.Errorf("Figures =\n %+v\nwant the settled\n %+v", got, want)
	}
}
