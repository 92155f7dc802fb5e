package reporting

import (
	"slices"

	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/kernel"
)

// completionColumns are the columns advance completion is read in.
var completionColumns = []Column{
	numberColumn("required", "Required sections", UnitCount), numberColumn("complete", "Complete", UnitCount),
	numberColumn("advance_completion_rate", "Advance completion rate", UnitPercent),
	numberColumn("average_days_to_complete", "Average days to complete", UnitDays),
}

// advanceCompletionByShowReport is how complete each show's advance is and how
// long its sections took.
var advanceCompletionByShowReport = Report{
	Key: "advance_completion_by_show", Title: "Advance completion by show", Category: "operations", Long: true,
	Description: "Per show by date, over the required sections of its advance packets: how many there are, how " +
		"many are done (complete or not applicable), the completion rate, and the average days from a packet's " +
		"creation to a section's completion over the sections completed. Packets about the whole project make a " +
		"row without a show; the totals row is the whole scope.",
	Families: FamilySections | FamilyShows | FamilyNames,
	Columns:  slices.Concat(showColumns, completionColumns),
	Build:    buildAdvanceCompletionByShow,
}

func buildAdvanceCompletionByShow(s *Sheet) Table {
	byShow := map[kernel.ID]*completion{}
	first := map[kernel.ID]SectionFact{}
	var all completion
	for _, f := range s.Facts.Sections {
		c := byShow[f.Show]
		if c == nil {
			c, first[f.Show] = &completion{}, f
			byShow[f.Show] = c
		}
		c.add(f)
		all.add(f)
	}
	var t Table
	for show, c := range byShow {
		if c.required == 0 {
			continue // only optional sections: nothing to complete
		}
		t.Add(slices.Concat(s.sectionShowCells(first[show]), c.cells()),
			kernel.Cursor{Keys: []string{string(first[show].ShowDate)}, ID: show})
	}
	t.Sort()
	if all.required > 0 {
		t.Totals = []Row{slices.Concat(nullCells(len(showColumns)), all.cells())}
	}
	return t
}

// taskStatusReport counts the advance sections left to do, by kind and status.
var taskStatusReport = Report{
	Key: "task_status", Title: "Task status", Category: "operations",
	Description: "The advance sections of the scope counted by kind and status: how many of each kind there are, " +
		"how many are required, how many stand at each status, and how many required ones are still open (not " +
		"complete and not not applicable), the board of what is left to do across the packets.",
	Families: FamilySections,
	Columns:  taskStatusColumns(),
	Build:    buildTaskStatus,
}

func taskStatusColumns() []Column {
	cols := []Column{textColumn("kind", "Kind"), numberColumn("sections", "Sections", UnitCount),
		numberColumn("required", "Required", UnitCount)}
	for _, st := range advancing.SectionStatuses {
		cols = append(cols, numberColumn(string(st), sentence(string(st)), UnitCount))
	}
	return append(cols, numberColumn("open_required", "Required still open", UnitCount))
}

func buildTaskStatus(s *Sheet) Table {
	width := 3 + len(advancing.SectionStatuses) // sections, required, a count per status, open required
	byKind := map[string][]int64{}
	total := make([]int64, width)
	for _, f := range s.Facts.Sections {
		sums := byKind[f.Kind]
		if sums == nil {
			sums = make([]int64, width)
			byKind[f.Kind] = sums
		}
		status := advancing.SectionStatus(f.Status)
		for _, c := range [][]int64{sums, total} {
			c[0]++
			if f.Required {
				c[1]++
				if !status.Done() {
					c[width-1]++
				}
			}
			if i := slices.Index(advancing.SectionStatuses, status); i >= 0 {
				c[2+i]++
			}
		}
	}
	var t Table
	for kind, sums := range byKind {
		t.Add(append(Row{kind}, intCells(sums...)...), kernel.Cursor{Keys: []string{kind}})
	}
	t.Sort()
	if len(byKind) > 0 {
		t.Totals = []Row{append(Row{nil}, intCells(total...)...)}
	}
	return t
}

// sentence turns a snake_case key into a sentence-case title: "not_started" is
// "Not started".
func sentence(key string) string {
	b := []byte(key)
	for i, c := range b {
		if c == '_' {
			b[i] = ' '
		}
	}
	if len(b) > 0 && b[0] >= 'a' && b[0] <= 'z' {
		b[0] -= 'a' - 'A'
	}
	return string(b)
}
