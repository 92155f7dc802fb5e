package binding

import (
	"testing"

	"github.com/roadcase/roadcase/core/records"
)

// timesheetTestCrew is Marco on two engagements and Ada on one.
func timesheetTestCrew() []records.CrewAssignment {
	return []records.CrewAssignment{
		{ID: "a1", PersonID: "marco", Role: "FOH Engineer", Department: "audio", StartsOn: "2026-04-04", EndsOn: "2026-04-06"},
		{ID: "a2", PersonID: "marco", Role: "Stage Manager", StartsOn: "2026-04-07", EndsOn: "2026-04-13"},
		{ID: "a3", PersonID: "ada", Role: "Tour Manager"},
	}
}

// timesheetTestHours has Marco working in both engagements and Ada once.
func timesheetTestHours() []records.TimesheetEntry {
	return []records.TimesheetEntry{
		{ID: "t3", PersonID: "marco", WorkDate: "2026-04-08", Minutes: 480, Status: records.TimesheetDraft},
		{ID: "t1", PersonID: "marco", WorkDate: "2026-04-05", ShowID: "s1", Minutes: 600, OvertimeMinutes: 90, Status: records.TimesheetApproved},
		{ID: "t2", PersonID: "marco", WorkDate: "2026-04-04", Minutes: 240, Status: records.TimesheetSubmitted, Notes: "Travel day"},
		{ID: "t4", PersonID: "ada", WorkDate: "2026-04-05", Minutes: 720, OvertimeMinutes: 20, Status: records.TimesheetApproved},
	}
}

func TestTimesheetFromACrewAssignmentKeepsToItsDates(t *testing.T) {
	t.Parallel()
	src := perDiemSheetTestSource(records.Ref{Kind: records.KindCrewAssignment, ID: "a1", ProjectID: "proj-1"}, timesheetTestCrew(), timesheetTestHours())
	out, err := timesheetFromCrewAssignment(src)
	if err != nil {
		t.Fatal(err)
	}
	people := out["people"].([]any)
	if len(people) != 1 {
		t.Fatalf("%d people, want 1", len(people))
	}
	p := people[0].(map[string]any)
	entries := p["entries"].([]any)
	if p["name"] != "Marco Ricci" || p["role"] != "FOH Engineer" || p["department"] != "Audio" || len(entries) != 2 {
		t.Fatalf("person = %v, want Marco's two FOH days", p)
	}
	first, second := entries[0].(map[string]any), entries[1].(map[string]any)
	if first["date"] != "2026-04-04" || first["notes"] != "Travel day" || first["venue"] != nil {
		t.Errorf("first entry = %v, want the travel day without a show", first)
	}
	if second["venue"] != "Berlin, Columbiahalle" || second["overtime_hours"] != 1.5 {
		t.Errorf("second entry = %v, want the Berlin show with 1.5 h overtime", second)
	}
	if out["total_hours"] != 15.5 || p["total_regular_hours"] != 14.0 {
		t.Errorf("totals = %v / %v, want 15.5 and 14", out["total_hours"], p["total_regular_hours"])
	}
	if per := out["period"].(map[string]any); per["starts_on"] != "2026-04-04" || per["ends_on"] != "2026-04-06" {
		t.Errorf("period = %v, want the assignment's dates", per)
	}
}

func TestTimesheetFromAProjectHasEveryoneWithHours(t *testing.T) {
	t.Parallel()
	src := perDiemSheetTestSource(records.Ref{Kind: records.KindProject, ID: "proj-1", ProjectID: "proj-1"}, timesheetTestCrew(), timesheetTestHours())
	out, err := timesheetFromProject(src)
	if err != nil {
		t.Fatal(err)
	}
	people := out["people"].([]any)
	if len(people) != 2 {
		t.Fatalf("%d people, want 2", len(people))
	}
	ada, marco := people[0].(map[string]any), people[1].(map[string]any)
	if ada["name"] != "Ada Mensah" || marco["name"] != "Marco Ricci" || len(marco["entries"].([]any)) != 3 {
		t.Errorf("people = %v, want Ada then Marco with all three days", people)
	}
	if marco["role"] != "FOH Engineer" {
		t.Errorf("role = %v, want the earliest assignment's", marco["role"])
	}
	if out["total_regular_hours"] != 34.0 || out["total_overtime_hours"] != Hours(110) {
		t.Errorf("totals = %v + %v", out["total_regular_hours"], out["total_overtime_hours"])
	}
	if per := out["period"].(map[string]any); per["starts_on"] != "2026-04-04" || per["ends_on"] != "2026-04-08" {
		t.Errorf("period = %v, want the first and last day worked", per)
	}
}

func TestTimesheetCostsTheHoursAtTheDayRate(t *testing.T) {
	t.Parallel()
	crew := timesheetTestCrew()
	crew[0].DayRate, crew[0].ProjectID = 38000, "proj-1"
	src := perDiemSheetTestSource(records.Ref{Kind: records.KindCrewAssignment, ID: "a1", ProjectID: "proj-1"}, crew, timesheetTestHours())
	out, err := timesheetFromCrewAssignment(src)
	if err != nil {
		t.Fatal(err)
	}
	p := out["people"].([]any)[0].(map[string]any)
	// Two days at €380 and 90 minutes' overtime at €47.50 an hour: €831.25.
	if money(p["labour_cost"]) != 83125 || money(p["overtime_rate"]) != 4750 || money(out["total_labour_cost"]) != 83125 {
		t.Errorf("labour cost %v, overtime rate %v, total %v", p["labour_cost"], p["overtime_rate"], out["total_labour_cost"])
	}
	if out["overtime_rule"] != records.OvertimeRule {
		t.Errorf("overtime rule = %v", out["overtime_rule"])
	}
}
