package reporting_test

import (
	"testing"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/core/reporting"
)

// TestFestivalRowsSayTheirStageAndCity is three festival sets on one day at one
// site: without the stage they read alike. Each row says it is a show, with its
// city and stage; the books tied to no show come last, labelled overheads; the
// totals row says total.
func TestFestivalRowsSayTheirStageAndCity(t *testing.T) {
	set := func(id, stage string, gross int64) reporting.ShowFact {
		return reporting.ShowFact{Show: kernel.ID(id), Project: "p1", Venue: "v1", Date: "2026-07-11", Stage: stage,
			Status: records.ShowConfirmed, Currency: "SEK", Gross: gross,
			Deal: records.Deal{Type: records.DealFlat, Guarantee: 100_000}}
	}
	facts := reporting.Facts{
		Projects: []reporting.ProjectFact{{Project: "p1", Name: "Midsummer", Currency: "SEK"}},
		Names:    []reporting.NameFact{{Kind: reporting.NameVenue, ID: "v1", Name: "Gärdet", City: "Stockholm", Country: "SE"}},
		Shows:    []reporting.ShowFact{set("a", "Main Stage", 0), set("b", "Tent", 0), set("c", "Forest", 0)},
		Money: []reporting.MoneyFact{{Project: "p1", Flow: reporting.FlowExpense, Category: "site", Month: "2026-07",
			Currency: "SEK", Amount: 5_000_000, Count: 1}},
	}
	runReportCases(t, []reportCase{{name: "three sets on one day, told apart by stage; the site costs last",
		key: "show_pnl", facts: facts,
		rows: [][]string{
			{"show", "a", "2026-07-11", "Gärdet", "Stockholm", "Main Stage", "SEK", "0", "0", "0", "100000", "-100000", "0", "0", "null", "null"},
			{"show", "b", "2026-07-11", "Gärdet", "Stockholm", "Tent", "SEK", "0", "0", "0", "100000", "-100000", "0", "0", "null", "null"},
			{"show", "c", "2026-07-11", "Gärdet", "Stockholm", "Forest", "SEK", "0", "0", "0", "100000", "-100000", "0", "0", "null", "null"},
			{"overheads", "null", "null", "null", "null", "null", "SEK", "null", "null", "null", "null", "null", "null", "null", "5000000", "-5000000"},
		},
		totals: [][]string{{"total", "null", "null", "null", "null", "null", "SEK", "0", "0", "0", "300000", "-300000", "0", "0", "5000000", "-5000000"}}}})
}
