package reporting_test

import (
	"testing"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/core/reporting"
)

// pencilled is a tour of 31 May to 3 June: a versus offer on hold on 1 June
// beside a cancelled show, a flat deal confirmed on 2 June with a second hold
// that day, a show settled on 3 June above its guarantee, and a hold in euros on
// 5 June, after the tour's end.
func pencilled() reporting.Facts {
	show := func(id string, date string, venue string, status records.ShowStatus, cur string, deal records.Deal) reporting.ShowFact {
		return reporting.ShowFact{Show: kernel.ID(id), Project: "p1", Venue: kernel.ID(venue), Date: kernel.Date(date),
			Status: status, Currency: cur, Deal: deal}
	}
	versus := show("d1", "2026-06-01", "v1", records.ShowHold, "GBP", records.Deal{Type: records.DealVersus,
		Guarantee: 500_000, ArtistPercent: 8000, ShowExpenses: 200_000})
	versus.Allotment, versus.Potential = 1000, 2_000_000
	flat := show("d2", "2026-06-02", "v2", records.ShowConfirmed, "GBP", records.Deal{Type: records.DealFlat,
		Guarantee: 300_000, ShowExpenses: 50_000})
	flat.Allotment, flat.Sold, flat.Gross, flat.Potential = 200, 100, 100_000, 200_000
	settled := show("d4", "2026-06-03", "v3", records.ShowSettled, "GBP", records.Deal{Type: records.DealFlat, Guarantee: 200_000})
	settled.Settlement = &reporting.SettlementFact{SettledOn: "2026-06-03", ArtistPayout: 250_000}
	return reporting.Facts{
		Projects: []reporting.ProjectFact{{Project: "p1", Name: "Spring Tour", Currency: "GBP", StartsOn: "2026-05-31", EndsOn: "2026-06-03"}},
		Names: []reporting.NameFact{{Kind: reporting.NameVenue, ID: "v1", Name: "Roundhouse"},
			{Kind: reporting.NameVenue, ID: "v2", Name: "Paradiso"}},
		Shows: []reporting.ShowFact{versus, flat, settled,
			show("d3", "2026-06-01", "v1", records.ShowCancelled, "GBP", records.Deal{Type: records.DealFlat, Guarantee: 100_000}),
			show("d6", "2026-06-02", "v1", records.ShowHold, "GBP", records.Deal{Type: records.DealFlat}),
			show("d5", "2026-06-05", "", records.ShowHold, "EUR", records.Deal{Type: records.DealFlat}),
		},
	}
}

func TestDealReports(t *testing.T) {
	runReportCases(t, []reportCase{
		{name: "every show with its deal, payouts projected until signed, totals over the shows that stand",
			key: "deal_tracker", facts: pencilled(),
			rows: [][]string{
				{"show", "d1", "2026-06-01", "Roundhouse", "null", "null", "Spring Tour", "hold", "versus", "GBP", "received", "500000", "80.00", "500000", "projected"},
				{"show", "d3", "2026-06-01", "Roundhouse", "null", "null", "Spring Tour", "cancelled", "flat", "GBP", "received", "100000", "null", "null", "null"},
				{"show", "d2", "2026-06-02", "Paradiso", "null", "null", "Spring Tour", "confirmed", "flat", "GBP", "received", "300000", "null", "300000", "projected"},
				{"show", "d6", "2026-06-02", "Roundhouse", "null", "null", "Spring Tour", "hold", "flat", "GBP", "received", "0", "null", "0", "projected"},
				{"show", "d4", "2026-06-03", "null", "null", "null", "Spring Tour", "settled", "flat", "GBP", "received", "200000", "null", "250000", "signed"},
				{"show", "d5", "2026-06-05", "null", "null", "null", "Spring Tour", "hold", "flat", "EUR", "received", "0", "null", "0", "projected"},
			},
			totals: [][]string{{"total", "null", "null", "null", "null", "null", "null", "null", "null", "GBP", "received", "500000", "null", "550000", "null"}}},
		{name: "the offers not yet settled with their sellout payout and break-even",
			key: "offer_summary", facts: pencilled(),
			rows: [][]string{
				{"show", "d1", "2026-06-01", "Roundhouse", "null", "null", "hold", "versus", "GBP", "500000", "80.00", "200000", "1000", "2000000", "1440000", "350", "700000", "35.00"},
				{"show", "d2", "2026-06-02", "Paradiso", "null", "null", "confirmed", "flat", "GBP", "300000", "null", "50000", "200", "200000", "300000", "350", "350000", "175.00"},
				{"show", "d6", "2026-06-02", "Roundhouse", "null", "null", "hold", "flat", "GBP", "0", "null", "0", "0", "0", "0", "null", "null", "null"},
				{"show", "d5", "2026-06-05", "null", "null", "null", "hold", "flat", "EUR", "0", "null", "0", "0", "0", "0", "null", "null", "null"},
			}},
		{name: "a date per day of the tour, stretched to a later hold; a cancelled show frees its date",
			key: "holds_and_avails", facts: pencilled(),
			rows: [][]string{
				{"2026-05-31", "Sun", "free", "0", "0", "null"},
				{"2026-06-01", "Mon", "hold", "0", "1", "Roundhouse (hold)"},
				{"2026-06-02", "Tue", "confirmed", "1", "1", "Paradiso (confirmed); Roundhouse (hold)"},
				{"2026-06-03", "Wed", "confirmed", "1", "0", "venue unknown (confirmed)"},
				{"2026-06-04", "Thu", "free", "0", "0", "null"},
				{"2026-06-05", "Fri", "hold", "0", "1", "venue unknown (hold)"},
			}},
	})
	nothingToReport(t, "deal_tracker", "holds_and_avails", "offer_summary")
}
