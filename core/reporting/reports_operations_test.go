package reporting_test

import (
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/core/reporting"
)

// listCase is a report built on a sheet, with the rows and totals it must print.
type listCase struct {
	name   string
	key    string
	sheet  func() *reporting.Sheet
	rows   [][]string
	totals [][]string
}

// runListCases builds each case's report and compares what it prints, booleans
// included.
func runListCases(t *testing.T, cases []listCase) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r, ok := reporting.Default.Report(c.key)
			if !ok {
				t.Fatalf("no report %s", c.key)
			}
			table := r.Build(c.sheet())
			for what, pair := range map[string]struct {
				got  []reporting.Row
				want [][]string
			}{"row": {table.Rows, c.rows}, "totals row": {table.Totals, c.totals}} {
				if len(pair.got) != len(pair.want) {
					for _, row := range pair.got {
						t.Logf("%s: %v", what, printed(*r, row))
					}
					t.Fatalf("%d %ss, want %d", len(pair.got), what, len(pair.want))
				}
				for i, row := range pair.got {
					if len(row) != len(r.Columns) {
						t.Fatalf("%s %d has %d cells for %d columns", what, i, len(row), len(r.Columns))
					}
					if got := printed(*r, row); !equal(got, pair.want[i]) {
						t.Errorf("%s %d = %v\n want %v", what, i, got, pair.want[i])
					}
				}
			}
		})
	}
}

// printed prints a row as cells does, and booleans as true or false.
func printed(r reporting.Report, row reporting.Row) []string {
	out := cells(r, row)
	for i, c := range row {
		if b, ok := c.(bool); ok {
			out[i] = map[bool]string{true: "true", false: "false"}[b]
		}
	}
	return out
}

// onFacts returns a sheet of facts with arguments, on today.
func onFacts(f reporting.Facts, args reporting.Args, today kernel.Date) func() *reporting.Sheet {
	return func() *reporting.Sheet { return reporting.NewSheet(&f, args, today, reporting.Default) }
}

// section is one advance section of packet for show (zero for a project packet).
func section(packet, id, show kernel.ID, showDate kernel.Date, kind advancing.SectionKind, required bool,
	status advancing.SectionStatus, due kernel.Date, created, completed string) reporting.SectionFact {
	at := func(s string) time.Time { t, _ := time.Parse(time.RFC3339, s); return t }
	f := reporting.SectionFact{Packet: packet, Section: id, Project: "p1", Show: show, Kind: string(kind),
		Required: required, Status: string(status), DueOn: &due, PacketCreatedAt: at(created), ShowDate: showDate}
	if completed != "" {
		c := at(completed)
		f.CompletedAt = &c
	}
	return f
}

// advanced is a pound tour's advance: packet k1 for the Roundhouse show on 1 May
// with one required section still in progress, k2 for 20 May all done, and k3
// about the whole project, due 20 April and not done.
func advanced() reporting.Facts {
	k1, k2 := "2026-04-01T00:00:00Z", "2026-04-10T00:00:00Z"
	return reporting.Facts{
		Projects: []reporting.ProjectFact{{Project: "p1", Name: "Spring Tour", Currency: "GBP"}},
		Names:    []reporting.NameFact{{Kind: reporting.NameVenue, ID: "v1", Name: "Roundhouse"}},
		Shows: []reporting.ShowFact{
			{Show: "s1", Project: "p1", Venue: "v1", Date: "2026-05-01", Status: records.ShowConfirmed, Currency: "GBP"},
			{Show: "s2", Project: "p1", Venue: "v2", Date: "2026-05-20", Status: records.ShowConfirmed, Currency: "GBP"},
		},
		Sections: []reporting.SectionFact{
			section("k1", "a", "s1", "2026-05-01", advancing.SectionProduction, true, advancing.SectionComplete, "2026-04-17", k1, "2026-04-03T12:00:00Z"),
			section("k1", "b", "s1", "2026-05-01", advancing.SectionHospitality, true, advancing.SectionInProgress, "2026-04-17", k1, ""),
			section("k1", "c", "s1", "2026-05-01", advancing.SectionMerchandise, false, advancing.SectionNotStarted, "2026-04-17", k1, ""),
			section("k1", "d", "s1", "2026-05-01", advancing.SectionGuestList, true, advancing.SectionNotApplicable, "2026-04-17", k1, ""),
			section("k2", "e", "s2", "2026-05-20", advancing.SectionProduction, true, advancing.SectionComplete, "2026-05-06", k2, "2026-04-11T00:00:00Z"),
			section("k2", "f", "s2", "2026-05-20", advancing.SectionTravelLodging, true, advancing.SectionComplete, "2026-05-06", k2, "2026-04-13T00:00:00Z"),
			section("k3", "g", "", "", advancing.SectionProduction, true, advancing.SectionRequested, "2026-04-20", "2026-03-01T00:00:00Z", ""),
		},
	}
}

func TestAdvanceReportsReadTheSectionsPacketByPacket(t *testing.T) {
	runListCases(t, []listCase{
		{name: "the status board is a packet a row, by show date or else due date, overdue on as_of",
			key: "advance_status_board", sheet: onFacts(advanced(), reporting.Args{}, "2026-04-25"),
			rows: [][]string{
				{"k3", "Spring Tour", "project", "null", "null", "null", "null", "null", "2026-04-20", "1", "0", "1", "0.00", "true"},
				{"k1", "Spring Tour", "show", "s1", "2026-05-01", "Roundhouse", "null", "null", "2026-04-17", "3", "2", "1", "66.67", "true"},
				{"k2", "Spring Tour", "show", "s2", "2026-05-20", "null", "null", "null", "2026-05-06", "2", "2", "0", "100.00", "false"},
			}},
		{name: "before the due dates nothing is overdue",
			key: "advance_status_board", sheet: onFacts(advanced(), reporting.Args{"as_of": "2026-04-17"}, "2026-04-25"),
			rows: [][]string{
				{"k3", "Spring Tour", "project", "null", "null", "null", "null", "null", "2026-04-20", "1", "0", "1", "0.00", "false"},
				{"k1", "Spring Tour", "show", "s1", "2026-05-01", "Roundhouse", "null", "null", "2026-04-17", "3", "2", "1", "66.67", "false"},
				{"k2", "Spring Tour", "show", "s2", "2026-05-20", "null", "null", "null", "2026-05-06", "2", "2", "0", "100.00", "false"},
			}},
		{name: "completion by show counts required sections, not applicable as done, and days from packet to completion",
			key: "advance_completion_by_show", sheet: onFacts(advanced(), reporting.Args{}, "2026-04-25"),
			rows: [][]string{
				{"project", "null", "null", "null", "null", "null", "1", "0", "0.00", "null"},
				{"show", "s1", "2026-05-01", "Roundhouse", "null", "null", "3", "2", "66.67", "2.50"},
				{"show", "s2", "2026-05-20", "null", "null", "null", "2", "2", "100.00", "2.00"},
			},
			totals: [][]string{{"total", "null", "null", "null", "null", "null", "6", "4", "66.67", "2.17"}}},
		{name: "an open required section is overdue the day after its show's deadline",
			key: "overdue_advances", sheet: onFacts(advanced(), reporting.Args{}, "2026-04-25"),
			rows: [][]string{
				{"k1", "Spring Tour", "show", "s1", "2026-05-01", "Roundhouse", "null", "null", "b", "hospitality", "in_progress", "2026-04-24", "1"},
			}},
		{name: "a shorter lead leaves it time",
			key: "overdue_advances", sheet: onFacts(advanced(), reporting.Args{"days_before_show": "5"}, "2026-04-25")},
		{name: "task status counts every section by kind and status",
			key: "task_status", sheet: onFacts(advanced(), reporting.Args{}, "2026-04-25"),
			rows: [][]string{
				{"guest_list", "1", "1", "0", "0", "0", "0", "1", "0"},
				{"hospitality", "1", "1", "0", "0", "1", "0", "0", "1"},
				{"merchandise", "1", "0", "1", "0", "0", "0", "0", "0"},
				{"production", "3", "3", "0", "1", "0", "2", "0", "1"},
				{"travel_lodging", "1", "1", "0", "0", "0", "1", "0", "0"},
			},
			totals: [][]string{{"null", "7", "6", "1", "1", "1", "3", "1", "2"}}},
	})
}
