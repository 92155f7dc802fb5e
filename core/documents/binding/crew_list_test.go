package binding

import (
	"testing"

	"github.com/roadcase/roadcase/core/records"
)

func TestCrewListGroupsByDepartment(t *testing.T) {
	t.Parallel()
	src := perDiemSheetTestSource(records.Ref{Kind: records.KindProject, ID: "proj-1", ProjectID: "proj-1"}, []records.CrewAssignment{
		{ID: "a1", PersonID: "marco", Role: "FOH Engineer", Department: "audio", StartsOn: "2026-04-04", EndsOn: "2026-04-13"},
		{ID: "a2", PersonID: "ada", Department: "production"},
		{ID: "a3", PersonID: "elin", Role: "Lead vocals", Department: "artist team"},
		{ID: "a4", PersonID: "marco", Role: "Runner"},
	}, nil)
	out, err := crewListFromProject(src)
	if err != nil {
		t.Fatal(err)
	}
	depts := out["departments"].([]any)
	var names []string
	for _, d := range depts {
		names = append(names, d.(map[string]any)["name"].(string))
	}
	want := []string{"Artist team", "Production", "Audio", "Other"}
	if len(names) != len(want) {
		t.Fatalf("departments = %v, want %v", names, want)
	}
	for i := range want {
		if names[i] != want[i] {
			t.Errorf("departments = %v, want %v", names, want)
			break
		}
	}
	ada := depts[1].(map[string]any)["people"].([]any)[0].(map[string]any)
	if ada["role"] != "Tour Manager" || ada["email"] != "ada@example.com" || ada["starts_on"] != nil {
		t.Errorf("Ada = %v, want her job title as role, her email and no dates", ada)
	}
	marco := depts[2].(map[string]any)["people"].([]any)[0].(map[string]any)
	if marco["phone"] != "+39 347 123 4567" || marco["starts_on"] != "2026-04-04" || marco["ends_on"] != "2026-04-13" {
		t.Errorf("Marco = %v, want his phone and dates", marco)
	}
}
