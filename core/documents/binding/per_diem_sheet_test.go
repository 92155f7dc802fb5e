package binding

import (
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/records"
)

// perDiemSheetTestSource is a EUR project from 4 to 13 April 2026 with three people
// on it and the given crew assignments and timesheet entries.
func perDiemSheetTestSource(ref records.Ref, crew []records.CrewAssignment, hours []records.TimesheetEntry) Source {
	for i := range crew {
		crew[i].ProjectID = "proj-1"
	}
	for i := range hours {
		hours[i].ProjectID = "proj-1"
	}
	d := records.Dataset{
		Projects: []records.Project{{ID: "proj-1", Name: "Northern Lights — European Tour 2026", Currency: "EUR", StartsOn: "2026-04-04", EndsOn: "2026-04-13"}},
		People: []records.Person{
			{ID: "ada", FirstName: "Ada", LastName: "Mensah", Email: "ada@example.com", Title: "Tour Manager"},
			{ID: "marco", FirstName: "Marco", LastName: "Ricci", Phone: "+39 347 123 4567"},
			{ID: "elin", FirstName: "Elin", LastName: "Sandberg", Company: "Northern Lights"},
		},
		Venues:          []records.Venue{{ID: "v1", Name: "Columbiahalle", City: "Berlin"}},
		Shows:           []records.Show{{ID: "s1", ProjectID: "proj-1", VenueID: "v1", Date: "2026-04-05"}},
		CrewAssignments: crew,
		Timesheets:      hours,
	}
	return Source{Ref: ref, OrgName: "Northern Lights Touring", Now: time.Date(2026, 4, 1, 9, 0, 0, 0, time.UTC), Index: testIndex(d)}
}

func TestPerDiemSheetDays(t *testing.T) {
	t.Parallel()
	src := perDiemSheetTestSource(records.Ref{Kind: records.KindProject, ID: "proj-1", ProjectID: "proj-1"}, []records.CrewAssignment{
		{ID: "a1", PersonID: "marco", Role: "FOH Engineer", Department: "audio", PerDiemRate: 3500, StartsOn: "2026-04-05", EndsOn: "2026-04-07"},
		{ID: "a2", PersonID: "ada", Role: "Tour Manager", PerDiemRate: 4500},
		{ID: "a3", PersonID: "elin", Role: "Lead vocals", StartsOn: "2026-04-05", EndsOn: "2026-04-07"},
	}, nil)
	out, err := perDiemSheetFromProject(src)
	if err != nil {
		t.Fatal(err)
	}
	people := out["people"].([]any)
	tests := []struct {
		name      string
		row       int
		person    string
		days      int64
		total     int64
		startsOn  string
		endsOnKey any
	}{
		{"an assignment without dates takes the project's, both ends counted", 0, "Ada Mensah", 10, 45000, "2026-04-04", "2026-04-13"},
		{"an assignment's span counts both its first and its last day", 1, "Marco Ricci", 3, 10500, "2026-04-05", "2026-04-07"},
	}
	if len(people) != len(tests) {
		t.Fatalf("%d rows, want %d (an assignment without a per diem is left out): %v", len(people), len(tests), people)
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			r := people[tt.row].(map[string]any)
			if r["name"] != tt.person || r["days"] != tt.days || r["total"].(map[string]any)["amount"] != tt.total || r["starts_on"] != tt.startsOn || r["ends_on"] != tt.endsOnKey {
				t.Errorf("row = %v, want %s: %d days, %d", r, tt.person, tt.days, tt.total)
			}
		})
	}
	if out["total_days"] != int64(13) || out["grand_total"].(map[string]any)["amount"] != int64(55500) {
		t.Errorf("totals = %v days, %v", out["total_days"], out["grand_total"])
	}
	if got := people[1].(map[string]any)["department"]; got != "Audio" {
		t.Errorf("department = %v, want Audio", got)
	}
}
