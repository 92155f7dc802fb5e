package records_test

import (
	"slices"
	"testing"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// kindsOf lists the kinds of refs, in order.
func kindsOf(refs []records.Ref) []records.Kind {
	out := make([]records.Kind, len(refs))
	for i, r := range refs {
		out[i] = r.Kind
	}
	return out
}

func TestAVenueOrAPersonIsStoppedByWhatNamesIt(t *testing.T) {
	d := dataset()
	takes, blockers := d.PlanRemoval(records.KindVenue, id("venue"))
	if len(takes) != 0 || !slices.Equal(kindsOf(blockers), []records.Kind{records.KindShow}) {
		t.Fatalf("venue: takes %v, stopped by %v; want nothing taken, stopped by its show", takes, kindsOf(blockers))
	}
	_, blockers = d.PlanRemoval(records.KindPerson, id("person"))
	for _, k := range []records.Kind{records.KindVenue, records.KindShow, records.KindCrewAssignment, records.KindTimesheetEntry} {
		if !slices.Contains(kindsOf(blockers), k) {
			t.Errorf("person: a %s names them but does not stop the removal (%v)", k, kindsOf(blockers))
		}
	}
}

func TestAShowTakesItsScheduleAndGuestsAndIsStoppedByItsMoney(t *testing.T) {
	d := dataset()
	takes, blockers := d.PlanRemoval(records.KindShow, id("show"))
	for _, r := range takes {
		if r.Kind != records.KindScheduleItem && r.Kind != records.KindGuestListEntry {
			t.Errorf("a show's removal takes a %s", r.Kind)
		}
	}
	for _, k := range []records.Kind{records.KindSettlement, records.KindInvoice} {
		if !slices.Contains(kindsOf(blockers), k) {
			t.Errorf("the show's %s does not stop its removal (%v)", k, kindsOf(blockers))
		}
	}
	bare := d
	bare.Settlements, bare.Invoices, bare.Expenses, bare.Income, bare.Timesheets, bare.Accommodations = nil, nil, nil, nil, nil, nil
	if _, blockers := bare.PlanRemoval(records.KindShow, id("show")); len(blockers) != 0 {
		t.Fatalf("a show with no money is stopped by %v", kindsOf(blockers))
	}
}

func TestAProjectTakesItsOperationalRecordsInRemovalOrder(t *testing.T) {
	d := dataset()
	d.Settlements, d.Invoices, d.Expenses, d.Income = nil, nil, nil, nil
	takes, blockers := d.PlanRemoval(records.KindProject, id("project"))
	if len(blockers) != 0 {
		t.Fatalf("stopped by %v", kindsOf(blockers))
	}
	pos := map[records.Kind]int{}
	for i, r := range takes {
		pos[r.Kind] = i
	}
	if pos[records.KindShow] < pos[records.KindGuestListEntry] || pos[records.KindShow] < pos[records.KindScheduleItem] {
		t.Fatalf("takes %v: the show must go after what refers to it", kindsOf(takes))
	}
	full := dataset()
	if _, blockers := full.PlanRemoval(records.KindProject, id("project")); !slices.Contains(kindsOf(blockers), records.KindSettlement) {
		t.Fatalf("a project with a settlement is stopped by %v only", kindsOf(blockers))
	}
}

func TestRecordWithoutAndPlusKeepTheRestAlone(t *testing.T) {
	d := dataset()
	one, ok := d.Record(records.KindShow, id("show"))
	if !ok || one.Rows() != 1+len(d.Shows[0].Tiers)+len(d.Shows[0].Contacts) || len(one.Projects) != 0 {
		t.Fatalf("Record gave %+v", one.Count())
	}
	if _, ok := d.Record(records.KindShow, kernel.NewID()); ok {
		t.Fatal("Record found a show d does not hold")
	}
	back := d.Without(records.KindShow, id("show")).Plus(one)
	if back.Rows() != d.Rows() || len(d.Shows) != 1 {
		t.Fatalf("Without then Plus: %d rows, want %d; d changed: %d shows", back.Rows(), d.Rows(), len(d.Shows))
	}
	if got := d.Label(records.KindShow, id("show")); got != "2026-05-02 · Tempodrom · Berlin" && got != "2026-05-02 · Tempodrom" {
		t.Fatalf("show label %q", got)
	}
}
