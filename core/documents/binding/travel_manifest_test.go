package binding

import (
	"fmt"
	"slices"
	"testing"

	"github.com/roadcase/roadcase/core/records"
)

func TestTravelManifestCountsEachTravellerOncePerSegment(t *testing.T) {
	t.Parallel()
	out, err := travelManifestFromProject(daySheetTestSource(records.KindProject, "p1"))
	if err != nil {
		t.Fatal(err)
	}
	if got := daySheetTestStrings(t, out["segments"], "from"); !slices.Equal(got, []string{"ARN", "Columbiahalle"}) {
		t.Errorf("segments from %q, want departure order", got)
	}
	flight := out["segments"].([]any)[0].(map[string]any)
	if flight["departs_at"] != "2026-03-13T09:10:00+01:00" || flight["departure_time_zone"] != "Europe/Stockholm" {
		t.Errorf("flight %v, want its departure in Stockholm time", flight)
	}
	if !slices.Equal(flight["passengers"].([]any), []any{"Elin Sandberg", "Maya Lind"}) {
		t.Errorf("flight passengers %v, want each person once", flight["passengers"])
	}
	var travellers []string
	for _, v := range out["travellers"].([]any) {
		m := v.(map[string]any)
		role, _ := m["role"].(string)
		travellers = append(travellers, fmt.Sprintf("%s (%s) %d", m["name"], role, m["segment_count"]))
	}
	want := []string{"Elin Sandberg (Tour Manager) 2", "Maya Lind (Lead vocals) 2", "Oskar Nyberg (Production Manager) 1", "Per Åberg (FOH Engineer) 1"}
	if !slices.Equal(travellers, want) {
		t.Errorf("travellers %q, want %q", travellers, want)
	}
	if out["time_zone"] != "Europe/Stockholm" {
		t.Errorf("time zone %v, want the first departure's", out["time_zone"])
	}
}

func TestTravelManifestOfOneSegment(t *testing.T) {
	t.Parallel()
	out, err := travelManifestFromSegment(daySheetTestSource(records.KindTravelSegment, "tr2"))
	if err != nil {
		t.Fatal(err)
	}
	if n := len(out["segments"].([]any)); n != 1 || len(out["travellers"].([]any)) != 4 {
		t.Errorf("%d segments and %d travellers, want the bus and its four passengers", n, len(out["travellers"].([]any)))
	}
	if _, err := travelManifestFromSegment(daySheetTestSource(records.KindTravelSegment, "nope")); err == nil {
		t.Error("a segment outside the source was bound")
	}
}
