package advancing_test

import (
	"testing"

	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/kernel"
)

func sectionWith(status advancing.SectionStatus, values ...string) advancing.Section {
	s := advancing.Section{Status: status}
	for i, v := range values {
		f := advancing.Field{Key: string(rune('a' + i)), Label: "Item"}
		if v != "" {
			f.Value = &v
		}
		s.Fields = append(s.Fields, f)
	}
	return s
}

// A section's status follows its confirmed items: complete only when every
// item is confirmed, never beside "0 of 7 items".
func TestASectionsStatusFollowsItsConfirmedItems(t *testing.T) {
	for _, c := range []struct {
		name    string
		section advancing.Section
		want    advancing.SectionStatus
	}{
		{"marked complete with none of seven confirmed", sectionWith(advancing.SectionComplete, "", "", "", "", "", "", ""), advancing.SectionInProgress},
		{"marked complete with three of four", sectionWith(advancing.SectionComplete, "x", "y", "z", ""), advancing.SectionInProgress},
		{"every item confirmed", sectionWith(advancing.SectionRequested, "x", "y"), advancing.SectionComplete},
		{"some confirmed", sectionWith(advancing.SectionNotStarted, "x", ""), advancing.SectionInProgress},
		{"requested, none confirmed", sectionWith(advancing.SectionRequested, "", ""), advancing.SectionRequested},
		{"not applicable", sectionWith(advancing.SectionNotApplicable, "", ""), advancing.SectionNotApplicable},
		{"nothing to fill in, complete", sectionWith(advancing.SectionComplete), advancing.SectionComplete},
	} {
		if got := c.section.ItemStatus(); got != c.want {
			t.Errorf("%s: %s, want %s", c.name, got, c.want)
		}
	}
}

func TestASectionIsOverdueAfterItsDueDateUntilItIsDone(t *testing.T) {
	due := kernel.Date("2026-11-20")
	open := sectionWith(advancing.SectionRequested, "x", "")
	open.DueOn = &due
	if open.Overdue(due) || !open.Overdue(due.AddDays(1)) {
		t.Errorf("overdue on the due date or not the day after")
	}
	done := sectionWith(advancing.SectionComplete, "x", "y")
	done.DueOn = &due
	if done.Overdue(due.AddDays(1)) {
		t.Errorf("a complete section is overdue")
	}
	if (advancing.Section{Status: advancing.SectionRequested}).Overdue(due) {
		t.Errorf("a section without a due date is overdue")
	}
	p := advancing.Packet{Sections: []advancing.Section{{Required: true, Status: advancing.SectionComplete,
		Fields: sectionWith(advancing.SectionComplete, "x", "").Fields}}}
	if done, required := p.Progress(); done != 0 || required != 1 {
		t.Errorf("a section marked complete with an item to confirm counts as done: %d of %d", done, required)
	}
}
