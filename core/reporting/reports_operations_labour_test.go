package reporting_test

import (
	"testing"

	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/core/reporting"
)

// worked is a pound tour and a euro one with timesheets: Ann Lee two 12-hour
// show days with 2 hours' overtime each at £300 (£375 a day) and a travel day,
// Bo Kim a 10-hour show day at £200 and an entry without time, and Ann a day
// in euros on a show outside the scope; Ann engaged 10 days at £300 with per
// diems, Bo 2 days at £200 and 3 in dollars at $100 with per diems.
func worked() reporting.Facts {
	return reporting.Facts{
		Projects: []reporting.ProjectFact{{Project: "p1", Name: "Spring Tour", Currency: "GBP"},
			{Project: "p2", Name: "Euro Tour", Currency: "EUR"}, {Project: "p3", Name: "US Tour", Currency: "USD"}},
		Names: []reporting.NameFact{{Kind: reporting.NameVenue, ID: "v1", Name: "Roundhouse"},
			{Kind: reporting.NamePerson, ID: "x", Name: "Ann Lee"}, {Kind: reporting.NamePerson, ID: "y", Name: "Bo Kim"}},
		Shows: []reporting.ShowFact{{Show: "s1", Project: "p1", Venue: "v1", Date: "2026-05-01", Status: records.ShowConfirmed,
			Currency: "GBP", GuestAllocation: 20, GuestEntries: 12, GuestPlaces: 18, GuestCheckedIn: 15},
			{Show: "s2", Project: "p1", Venue: "v2", Date: "2026-05-03", Status: records.ShowConfirmed, Currency: "GBP",
				GuestEntries: 3, GuestPlaces: 4},
			{Show: "s3", Project: "p1", Venue: "v1", Date: "2026-05-05", Status: records.ShowCancelled, Currency: "GBP",
				GuestAllocation: 10},
			{Show: "s4", Project: "p1", Venue: "v1", Date: "2026-05-07", Status: records.ShowConfirmed, Currency: "GBP"}},
		Labour: []reporting.LabourFact{
			{Project: "p1", Person: "x", Show: "s1", DayRate: 30000, OvertimeMinutes: 120, Entries: 2, Days: 2, Minutes: 1440},
			{Project: "p1", Person: "x", DayRate: 30000, Entries: 1, Days: 1, Minutes: 360},
			{Project: "p1", Person: "y", Show: "s1", DayRate: 20000, Entries: 1, Days: 1, Minutes: 600},
			{Project: "p1", Person: "y", Show: "s1", DayRate: 20000, Entries: 1},
			{Project: "p2", Person: "x", Show: "s9", DayRate: 25000, Entries: 1, Days: 1, Minutes: 720},
		},
		PerDiems: []reporting.PerDiemFact{{Assignment: "c1", Project: "p1", Person: "x", DayRate: 30000, PerDiemRate: 5000, Days: 10},
			{Assignment: "c2", Project: "p3", Person: "y", DayRate: 10000, PerDiemRate: 1000, Days: 3},
			{Assignment: "c3", Project: "p1", Person: "y", DayRate: 20000, Days: 2}},
	}
}

func TestCrewTimeAndGuestsAddUpFromTheFacts(t *testing.T) {
	runListCases(t, []listCase{
		// Every engaged day at the day rate plus the overtime (2 × 2 hours at
		// £37.50), crew hours with the overtime: Ann 10 × £300 + £150 = £3,150.00
		// over 30 + 4 hours; Bo 2 × £200 and 3 × $100; Ann's euro day has no
		// engagement in scope, so only its (no) overtime.
		{name: "timesheets are a person a row per home currency, every engaged day paid, overtime at 1.5 times",
			key: "timesheets", sheet: onFacts(worked(), reporting.Args{}, "2026-05-10"),
			rows: [][]string{
				{"x", "Ann Lee", "EUR", "1", "12.00", "0.00", "0"},
				{"x", "Ann Lee", "GBP", "3", "34.00", "4.00", "315000"},
				{"y", "Bo Kim", "GBP", "1", "10.00", "0.00", "40000"},
				{"y", "Bo Kim", "USD", "0", "0.00", "0.00", "30000"},
			},
			totals: [][]string{{"null", "null", "EUR", "1", "12.00", "0.00", "0"},
				{"null", "null", "GBP", "4", "44.00", "4.00", "355000"},
				{"null", "null", "USD", "0", "0.00", "0.00", "30000"}}},
		{name: "labour cost is per show, with per diems and the crew cost in the totals only",
			key: "labour_cost", sheet: onFacts(worked(), reporting.Args{}, "2026-05-10"),
			// The engagements' day rates are the row without a show; a show's row
			// has its timesheets' overtime.
			rows: [][]string{
				{"show", "s1", "2026-05-01", "Roundhouse", "null", "null", "GBP", "3", "38.00", "4.00", "15000", "null", "null"},
				{"show", "s9", "null", "null", "null", "null", "EUR", "1", "12.00", "0.00", "0", "null", "null"},
				{"overheads", "null", "null", "null", "null", "null", "GBP", "1", "6.00", "0.00", "340000", "null", "null"},
				{"overheads", "null", "null", "null", "null", "null", "USD", "0", "0.00", "0.00", "30000", "null", "null"},
			},
			totals: [][]string{
				{"total", "null", "null", "null", "null", "null", "EUR", "1", "12.00", "0.00", "0", "null", "0"},
				{"total", "null", "null", "null", "null", "null", "GBP", "4", "44.00", "4.00", "355000", "50000", "405000"},
				{"total", "null", "null", "null", "null", "null", "USD", "0", "0.00", "0.00", "30000", "3000", "33000"},
			}},
		{name: "guest lists leave out cancelled shows and those without a list",
			key: "guest_lists", sheet: onFacts(worked(), reporting.Args{}, "2026-05-10"),
			rows: [][]string{
				{"show", "s1", "2026-05-01", "Roundhouse", "null", "null", "20", "12", "18", "15", "90.00"},
				{"show", "s2", "2026-05-03", "null", "null", "null", "0", "3", "4", "0", "null"},
			},
			totals: [][]string{{"total", "null", "null", "null", "null", "null", "20", "15", "22", "15", "110.00"}}},
	})
}

func TestOperationsAndCommunicationsReportsOverNoFactsAreEmpty(t *testing.T) {
	var cases []listCase
	for _, r := range reporting.Default.Reports() {
		if r.Category == "operations" || r.Category == "communications" {
			cases = append(cases, listCase{name: r.Key + " over nothing", key: r.Key,
				sheet: onFacts(reporting.Facts{}, reporting.Args{}, "2026-05-10")})
		}
	}
	if len(cases) != 16 {
		t.Fatalf("%d operations and communications reports, want 16", len(cases))
	}
	runListCases(t, cases)
}
