package reporting_test

import (
	"testing"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/core/reporting"
)

// kpiCase is one KPI resolved over hand-built facts: want lists its values as
// "CUR value" (a count or ratio has no currency: " value"), in resolution order.
type kpiCase struct {
	name  string
	facts reporting.Facts
	key   string
	args  reporting.Args
	want  []string
}

func runKPICases(t *testing.T, cases []kpiCase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.key+": "+tc.name, func(t *testing.T) {
			t.Parallel()
			got := resolve(t, tc.facts, reporting.Request{Keys: []string{tc.key}, Args: tc.args, Today: "2026-06-30"})
			var have []string
			for _, v := range got {
				have = append(have, v.Currency+" "+show(v.Value, v.Unit))
			}
			if len(have) != len(tc.want) {
				t.Fatalf("values %q, want %q", have, tc.want)
			}
			for i := range have {
				if have[i] != tc.want[i] {
					t.Errorf("values %q, want %q", have, tc.want)
				}
			}
		})
	}
}

// versusOnSale is docs/money.md's worked example 1, not yet settled: €15,000
// versus 85 %, promoter profit 15 %, €1 facility fee, 7 % tax, 10 % commission,
// 750 tickets for €45,000, and €9,000 of budgeted show expenses.
func versusOnSale() reporting.ShowFact {
	return reporting.ShowFact{Show: "s-vs", Project: "p-eu", Venue: "v1", Date: "2026-05-01", Status: records.ShowConfirmed,
		Currency: "EUR", Allotment: 1000, Sold: 750, Gross: 4_500_000, Potential: 6_000_000,
		Deal: records.Deal{Type: records.DealVersus, Guarantee: 1_500_000, ArtistPercent: 8500, PromoterProfitPercent: 1500,
			ShowExpenses: 900_000, FacilityFeePerTicket: 100, TicketTaxRate: 70_000, CommissionRate: 1000, Deposit: 500_000}}
}

// flatSettled is worked example 5, signed: £8,000 flat, 20 % withheld, 10 %
// commission, £4,000 deposit deducted; £18,000 gross and £6,000 expenses.
func flatSettled() reporting.ShowFact {
	return reporting.ShowFact{Show: "s-flat", Project: "p-uk", Venue: "v2", Date: "2026-05-02", Status: records.ShowSettled,
		Currency: "GBP", Allotment: 600, Sold: 600, Gross: 1_800_000, Potential: 1_800_000,
		Deal: records.Deal{Type: records.DealFlat, Guarantee: 800_000, ShowExpenses: 500_000, WithholdingRate: 200_000, CommissionRate: 1000},
		Settlement: &reporting.SettlementFact{SettledOn: "2026-05-02", GrossBoxOffice: 1_800_000, ShowExpenses: 600_000,
			ArtistPayout: 800_000, Withholding: 160_000, Commission: 80_000, DepositsPaid: 400_000}}
}

// guaranteeWins is worked example 2, signed: 400 of 1,000 €50 tickets sold, the
// guarantee beats 85 % of the net; its offer projected €33,702.50 at a sellout.
func guaranteeWins() reporting.ShowFact {
	return reporting.ShowFact{Show: "s-gw", Project: "p-eu", Venue: "v3", Date: "2026-05-03", Status: records.ShowSettled,
		Currency: "EUR", Allotment: 1000, Sold: 400, Gross: 2_000_000, Potential: 5_000_000,
		Deal: records.Deal{Type: records.DealVersus, Guarantee: 1_500_000, ArtistPercent: 8500, PromoterProfitPercent: 1500, ShowExpenses: 900_000},
		Settlement: &reporting.SettlementFact{SettledOn: "2026-05-03", GrossBoxOffice: 2_000_000, ShowExpenses: 900_000,
			PromoterProfit: 135_000, ArtistPayout: 1_500_000}}
}

func shows(s ...reporting.ShowFact) reporting.Facts {
	return reporting.Facts{Projects: []reporting.ProjectFact{{Project: "p-eu", Currency: "EUR"}, {Project: "p-uk", Currency: "GBP"}},
		Shows: s}
}

// depositInvoice is a deposit invoice of a euro show: its subtotal net of VAT at
// rate, and what was paid against its total.
func depositInvoice(id, show string, subtotal int64, rate kernel.BasisPoints, paid int64) reporting.InvoiceFact {
	return reporting.InvoiceFact{Invoice: kernel.ID(id), Project: "p-eu", Show: kernel.ID(show), Kind: records.InvoiceDeposit,
		Status: records.InvoiceSent, Currency: "EUR", IssuedOn: "2026-03-01", TaxRate: kernel.PPMFromBasisPoints(rate), Subtotal: subtotal, Paid: paid}
}

func TestDealKPIs(t *testing.T) {
	withDeposit := shows(versusOnSale())
	// €5,000 invoiced at 20 % VAT, €3,000 received: €2,500 of deposit paid.
	withDeposit.Deposits = []reporting.InvoiceFact{depositInvoice("i1", "s-vs", 500_000, 2000, 300_000)}
	both := shows(versusOnSale(), flatSettled())
	hold := versusOnSale()
	hold.Status = records.ShowHold
	runKPICases(t, []kpiCase{
		{name: "a guarantee per currency", facts: both, key: "guarantee", want: []string{"EUR 1500000", "GBP 800000"}},
		{name: "nothing on sale is null", facts: shows(hold), key: "guarantee", want: []string{"EUR null"}},
		{name: "no shows at all is null", facts: shows(), key: "artist_payout", want: []string{" null"}},
		{name: "budgeted until settled, actual once signed", facts: both, key: "show_expenses", want: []string{"EUR 900000", "GBP 600000"}},
		{name: "15 % of the expenses, none in a flat deal", facts: both, key: "promoter_profit", want: []string{"EUR 135000", "GBP 0"}},
		{name: "expenses plus profit", facts: both, key: "split_point", want: []string{"EUR 1035000", "GBP null"}},
		{name: "NBOR 41,355.14 less the split point", facts: both, key: "net_to_split", want: []string{"EUR 3100514", "GBP null"}},
		{name: "the percentage above the guarantee", facts: both, key: "overage", want: []string{"EUR 1135437", "GBP 0"}},
		{name: "85 % of the net beats the guarantee", facts: both, key: "artist_payout", want: []string{"EUR 2635437", "GBP 800000"}},
		{name: "the settled and the projected add up", facts: shows(versusOnSale(), guaranteeWins()), key: "artist_payout",
			want: []string{"EUR 4135437"}},
		{name: "20 % withheld of a flat fee", facts: both, key: "withholding", want: []string{"EUR 0", "GBP 160000"}},
		{name: "10 % of the payout", facts: both, key: "agent_commission", want: []string{"EUR 263544", "GBP 80000"}},
		{name: "payout less withholding and commission", facts: both, key: "net_to_artist", want: []string{"EUR 2371893", "GBP 560000"}},
		{name: "NBOR less expenses and payout", facts: both, key: "promoter_net", want: []string{"EUR 600077", "GBP 400000"}},
		{name: "a loss when the guarantee wins", facts: shows(guaranteeWins()), key: "promoter_net", want: []string{"EUR -400000"}},
		{name: "signed deposits, and those received net of VAT", facts: func() reporting.Facts {
			f := withDeposit
			f.Shows = append(f.Shows, flatSettled())
			return f
		}(), key: "balance_due", want: []string{"EUR 2385437", "GBP 240000"}},
		{name: "a deposit not received is not deducted", facts: shows(versusOnSale()), key: "balance_due", want: []string{"EUR 2635437"}},
	})
}

// breakEvenShow is worked example 7: €15,000 versus, €1 facility fee, 7 % tax,
// €9,000 of budgeted expenses, 1,000 sellable tickets at €50.
func breakEvenShow() reporting.ShowFact {
	return reporting.ShowFact{Show: "s-be", Project: "p-eu", Venue: "v1", Date: "2026-06-01", Status: records.ShowConfirmed,
		Currency: "EUR", Allotment: 1050, Comps: 30, Kills: 20, Sold: 100, Gross: 500_000, Potential: 5_000_000,
		Deal: records.Deal{Type: records.DealVersus, Guarantee: 1_500_000, ArtistPercent: 8500,
			ShowExpenses: 900_000, FacilityFeePerTicket: 100, TicketTaxRate: 70_000}}
}

// cancelled is a euro show called off with a fee under its terms.
func cancelled(id string, fee int64) reporting.ShowFact {
	return reporting.ShowFact{Show: kernel.ID(id), Project: "p-eu", Venue: "v1", Date: "2026-06-05", Status: records.ShowCancelled,
		Currency: "EUR", Deal: records.Deal{Type: records.DealFlat, Guarantee: 1_500_000, Deposit: 500_000}, CancellationFee: &fee}
}

func TestSettlementKPIs(t *testing.T) {
	unsellable := breakEvenShow()
	unsellable.Potential, unsellable.Allotment, unsellable.Comps, unsellable.Kills = 0, 0, 0, 0
	// Worked example 11: the promoter cancels owing half the guarantee with the
	// €5,000 deposit received; force majeure owes nothing and returns it. A void
	// deposit invoice counts for nothing.
	cancellations := shows(cancelled("s-pr", 750_000), cancelled("s-fm", 0), versusOnSale())
	cancellations.Deposits = []reporting.InvoiceFact{
		depositInvoice("i-pr", "s-pr", 500_000, 0, 500_000), depositInvoice("i-fm", "s-fm", 500_000, 2000, 600_000),
		{Invoice: "i-void", Project: "p-eu", Show: "s-pr", Kind: records.InvoiceDeposit, Status: records.InvoiceVoid,
			Currency: "EUR", Subtotal: 500_000, Paid: 500_000},
	}
	promoter := shows(cancelled("s-pr", 750_000))
	promoter.Deposits = cancellations.Deposits[:1]
	noTerms := cancelled("s-nt", 0)
	noTerms.CancellationFee = nil
	runKPICases(t, []kpiCase{
		{name: "⌈24,000 × 1,000 ÷ 45,794.39⌉", facts: shows(breakEvenShow()), key: "break_even_tickets", want: []string{" 525"}},
		{name: "⌈24,000 × 50,000 ÷ 45,794.39⌉", facts: shows(breakEvenShow()), key: "break_even_gross", want: []string{"EUR 2620409"}},
		{name: "a show that cannot sell has none", facts: shows(unsellable), key: "break_even_tickets", want: []string{" null"}},
		{name: "only the shows that can break even add", facts: shows(unsellable, breakEvenShow()), key: "break_even_gross",
			want: []string{"EUR 2620409"}},
		{name: "signed €15,000 against €33,702.50 offered at a sellout", facts: shows(guaranteeWins(), versusOnSale()),
			key: "settlement_variance", want: []string{"EUR -1870250"}},
		{name: "a flat deal pays what it offered", facts: shows(flatSettled()), key: "settlement_variance", want: []string{"GBP 0"}},
		{name: "nothing settled is null", facts: shows(versusOnSale()), key: "settlement_variance", want: []string{"EUR null"}},
		{name: "half the guarantee less the deposit", facts: promoter, key: "cancellation_fees", want: []string{"EUR 250000"}},
		{name: "force majeure returns the deposit net of VAT", facts: cancellations, key: "cancellation_fees", want: []string{"EUR -250000"}},
		{name: "no terms recorded is null", facts: shows(noTerms, versusOnSale()), key: "cancellation_fees", want: []string{"EUR null"}},
	})
}

// twoSides is a pound tour's flat £8,000 show, whose payout the organization
// receives, and a pound gala (an event) whose £4,000 flat act it pays, both
// settled; the gala sold £10,000 with £3,000 of expenses.
func twoSides() reporting.Facts {
	gala := reporting.ShowFact{Show: "s-gala", Project: "p-gala", Venue: "v3", Date: "2026-12-05", Status: records.ShowSettled,
		Currency: "GBP", Sold: 200, Gross: 1_000_000, Deal: records.Deal{Type: records.DealFlat, Guarantee: 400_000},
		Settlement: &reporting.SettlementFact{SettledOn: "2026-12-05", GrossBoxOffice: 1_000_000, ShowExpenses: 300_000,
			ArtistPayout: 400_000}}
	return reporting.Facts{
		Projects: []reporting.ProjectFact{{Project: "p-uk", Kind: records.ProjectTour, Currency: "GBP"},
			{Project: "p-gala", Kind: records.ProjectEvent, Currency: "GBP"}},
		Shows: []reporting.ShowFact{flatSettled(), gala},
	}
}

// TestDealFiguresNeverAddBothSides: £8,000 received and £4,000 paid are not
// £12,000 of artist payout; each side has its own figure, and the promoter's net
// of the gala (£10,000 − £3,000 − £4,000 = £3,000) is not added to the tour
// promoter's (£18,000 − £6,000 − £8,000 = £4,000).
func TestDealFiguresNeverAddBothSides(t *testing.T) {
	received, paid := reporting.Args{"deal_side": "received"}, reporting.Args{"deal_side": "paid"}
	runKPICases(t, []kpiCase{
		{name: "both sides are not added", facts: twoSides(), key: "artist_payout", want: []string{"GBP null"}},
		{name: "received", facts: twoSides(), key: "artist_payout", args: received, want: []string{"GBP 800000"}},
		{name: "paid", facts: twoSides(), key: "artist_payout", args: paid, want: []string{"GBP 400000"}},
		{name: "both sides are not added", facts: twoSides(), key: "promoter_net", want: []string{"GBP null"}},
		{name: "the tour's promoters", facts: twoSides(), key: "promoter_net", args: received, want: []string{"GBP 400000"}},
		{name: "the gala's", facts: twoSides(), key: "promoter_net", args: paid, want: []string{"GBP 300000"}},
		{name: "one side needs no choosing", facts: reporting.Facts{Projects: twoSides().Projects[:1],
			Shows: twoSides().Shows[:1]}, key: "artist_payout", want: []string{"GBP 800000"}},
	})
}

// TestPayoutReportsTotalEachSide: the commissions and deal tracker reports of
// twoSides say each row's side and total the £8,000 received and the £4,000 paid
// in two rows, never £12,000 in one; the tour's 10 % commission is £800 of
// £8,000, the gala's act pays none.
func TestPayoutReportsTotalEachSide(t *testing.T) {
	runReportCases(t, []reportCase{
		{name: "commissions", key: "commissions", facts: twoSides(),
			rows: [][]string{
				{"show", "s-flat", "2026-05-02", "null", "null", "null", "GBP", "received", "800000", "10.00", "80000"},
				{"show", "s-gala", "2026-12-05", "null", "null", "null", "GBP", "paid", "400000", "0.00", "0"},
			},
			totals: [][]string{
				{"total", "null", "null", "null", "null", "null", "GBP", "paid", "400000", "0.00", "0"},
				{"total", "null", "null", "null", "null", "null", "GBP", "received", "800000", "10.00", "80000"},
			}},
		{name: "deal tracker", key: "deal_tracker", facts: twoSides(),
			rows: [][]string{
				{"show", "s-flat", "2026-05-02", "null", "null", "null", "null", "settled", "flat", "GBP", "received", "800000", "null", "800000", "signed"},
				{"show", "s-gala", "2026-12-05", "null", "null", "null", "null", "settled", "flat", "GBP", "paid", "400000", "null", "400000", "signed"},
			},
			totals: [][]string{
				{"total", "null", "null", "null", "null", "null", "null", "null", "null", "GBP", "paid", "400000", "null", "400000", "null"},
				{"total", "null", "null", "null", "null", "null", "null", "null", "null", "GBP", "received", "800000", "null", "800000", "null"},
			}},
	})
}
