package reporting

import (
	"slices"
	"strconv"

	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/kernel"
)

// overdueAdvancesReport lists the required sections still open past the point
// before their show by which they had to be complete.
var overdueAdvancesReport = Report{
	Key: "overdue_advances", Title: "Overdue advances", Category: "operations", Long: true,
	Params: []string{"as_of", "days_before_show"},
	Description: "A row per required advance section not done (neither complete nor not applicable) although its " +
		"show is days_before_show days away or closer on as_of (7 days and today by default): the packet, its " +
		"show, the section, its status, the date it had to be complete by and how many days late it is. Sections " +
		"are read as they stand now; packets about the whole project have no show and are on the status board.",
	Families: FamilySections | FamilyProjects | FamilyShows | FamilyNames,
	Columns: slices.Concat([]Column{idColumn("packet_id", "Packet ID"), textColumn("project", "Project")},
		showColumns, []Column{idColumn("section_id", "Section ID"), textColumn("kind", "Kind"),
			textColumn("status", "Status"), dateColumn("complete_by", "Complete by"),
			numberColumn("days_overdue", "Days overdue", UnitCount)}),
	Build: buildOverdueAdvances,
}

func buildOverdueAdvances(s *Sheet) Table {
	asOf := reportAsOf(s)
	lead, err := strconv.Atoi(s.Args["days_before_show"])
	if err != nil {
		lead = 7 // the parameter's default, for a sheet built without checked arguments
	}
	var t Table
	for _, f := range s.Facts.Sections {
		if !f.Required || f.ShowDate.IsZero() || advancing.SectionStatus(f.Status).Done() {
			continue
		}
		by := f.ShowDate.AddDays(-lead)
		if !by.Before(asOf) {
			continue // still time: it is overdue from the day after complete-by
		}
		row := slices.Concat(Row{string(f.Packet), nullable(s.projectName(f.Project))}, s.sectionShowCells(f),
			Row{string(f.Section), f.Kind, f.Status, string(by), Int(int64(by.DaysUntil(asOf)))})
		t.Add(row, kernel.Cursor{Keys: []string{string(f.ShowDate), string(f.Packet), f.Kind}, ID: f.Section})
	}
	t.Sort()
	return t
}
