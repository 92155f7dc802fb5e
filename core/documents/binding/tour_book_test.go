package binding

import (
	"slices"
	"testing"

	"github.com/roadcase/roadcase/core/records"
)

func TestTourBookFromProject(t *testing.T) {
	t.Parallel()
	out, err := tourBookFromProject(daySheetTestSource(records.KindProject, "p1"))
	if err != nil {
		t.Fatal(err)
	}
	if out["show_count"] != 2 || out["prepared_on"] != "2026-02-20" || out["organization"] != "Northern Lights Touring" {
		t.Errorf("shows %v, prepared %v, organization %v", out["show_count"], out["prepared_on"], out["organization"])
	}
	party := daySheetTestStrings(t, out["tour_party"], "name")
	if want := []string{"Maya Lind", "Per Åberg", "Ingrid Dahl", "Oskar Nyberg", "Elin Sandberg"}; !slices.Equal(party, want) {
		t.Errorf("touring party %q, want %q (by department, then role)", party, want)
	}
	berlin := out["days"].([]any)[1].(map[string]any)
	show := berlin["shows"].([]any)[0].(map[string]any)
	if show["venue"].(map[string]any)["name"] != "Columbiahalle" || len(show["contacts"].([]any)) != 2 {
		t.Errorf("Berlin show %v, want the venue and its two show contacts", show)
	}
	if _, ok := berlin["travel"].([]any)[0].(map[string]any)["passenger_count"]; !ok {
		t.Error("the day's travel has no passenger count")
	}
	travel := out["travel"].([]any)
	if len(travel) != 2 || travel[0].(map[string]any)["passenger_count"] != 2 {
		t.Errorf("travel %v, want both segments, the flight with two people", travel)
	}
	var rooming []string
	for _, r := range out["rooming"].([]any) {
		m := r.(map[string]any)
		rooming = append(rooming, m["name"].(string))
		if _, ok := m["total_cost"]; ok {
			t.Error("the rooming summary carries costs")
		}
	}
	if !slices.Equal(rooming, []string{"Hotel Amano", "Skt. Petri"}) {
		t.Errorf("rooming %q", rooming)
	}
}
